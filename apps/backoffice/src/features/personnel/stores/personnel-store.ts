// Personnel slice (SPEC §3): hostesses with their availability and actions on the chosen date,
// and the territory filter (ASM only). Queries are restricted to the user's territories (SPEC §6).
import { LIMITS } from '@tourplanner/domain/constants';
import { todayYmd, type Ymd } from '@tourplanner/domain/dates';
import type { User } from '@tourplanner/domain/entities';
import { territoryQuery } from '@tourplanner/domain/roles';
import { create } from 'zustand';
import { api } from '../../../shared/api/client';
import { useSession } from '../../../shared/stores/session';
import { toast } from '../../../shared/toast/toast-store';

interface PersonnelState {
  list: User[];
  date: Ymd;
  /** Territory uuid chosen in the filter, or null for all of the user's territories. */
  filter: string | null;
  loading: boolean;
  reset: () => void;
}

const initial = () => ({ list: [], date: todayYmd(new Date()), filter: null, loading: false });
export const usePersonnel = create<PersonnelState>((set) => ({ ...initial(), reset: () => set(initial()) }));

/** Hostesses with availability and actions between two days (both whole). */
export async function fetchPersonnel(since: Ymd, until: Ymd, territoryUuid: string | null): Promise<User[]> {
  const territory = territoryUuid
    ? { uuid: territoryUuid }
    : territoryQuery(useSession.getState().user?.territories);
  return api.call('userList', {
    pagination: { page: 0, pageSize: LIMITS.personnelPageSize },
    role: { uuid: 'HST' },
    availability: { since: `${since} 00:00:00`, until: `${until} 23:59:59` },
    ...(territory ? { territory } : {}),
  });
}

let seq = 0;
export async function loadPersonnel() {
  const mine = ++seq;
  const { date, filter } = usePersonnel.getState();
  usePersonnel.setState({ loading: true });
  try {
    const list = await fetchPersonnel(date, date, filter);
    if (mine === seq) usePersonnel.setState({ list, loading: false });
  } catch (error) {
    if (mine === seq) usePersonnel.setState({ loading: false });
    toast.fail(error);
  }
}

export function setPersonnelDate(date: Ymd) {
  usePersonnel.setState({ date });
  return loadPersonnel();
}

export function setPersonnelFilter(filter: string | null) {
  usePersonnel.setState({ filter });
  return loadPersonnel();
}

/** Saves one day's availability window (hours, from < to) and reloads the list. */
export async function saveAvailability(user: Pick<User, 'uuid'>, day: Ymd, from: number, to: number) {
  const pad = (h: number) => String(h).padStart(2, '0');
  await api.call('availabilitySave', {
    user: { uuid: user.uuid },
    day,
    availability: [
      { since: { date: `${day} ${pad(from)}:00:00` }, until: { date: `${day} ${pad(to)}:00:00` } },
    ],
  });
  await loadPersonnel();
}
