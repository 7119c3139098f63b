// The three loads after a session is set (DESIGN.md): territories, events and personnel (hostesses),
// used by the wizard and the filters. Personnel queries are restricted by the user's territories.

import { LIMITS } from '@tourplanner/domain/constants';
import type { Event, Territory, User } from '@tourplanner/domain/entities';
import { create } from 'zustand';
import { api } from '../api/client';
import { toast } from '../toast/toast-store';

interface ReferenceState {
  territories: Territory[];
  events: Event[];
  personnel: User[];
  loaded: boolean;
  reset: () => void;
}

export const useReference = create<ReferenceState>((set) => ({
  territories: [],
  events: [],
  personnel: [],
  loaded: false,
  reset: () => set({ territories: [], events: [], personnel: [], loaded: false }),
}));

/** SPEC §6: one territory sends its uuid; several send the list of all uuids; none sends nothing. */
export function territoryScope(user: Pick<User, 'territories'> | null) {
  const list = user?.territories ?? [];
  if (list.length === 1) return { uuid: list[0]!.uuid };
  if (list.length > 1) return { uuids: list.map((t) => t.uuid) };
  return undefined;
}

export async function loadTerritories() {
  const territories = await api.call('territoryList', {
    pagination: { page: 0, pageSize: LIMITS.territoriesPageSize },
  });
  useReference.setState({ territories });
}

export async function loadEvents() {
  const events = await api.call('eventList', { pagination: { page: 0, pageSize: LIMITS.eventsPageSize } });
  useReference.setState({ events });
}

export async function loadPersonnel(user: Pick<User, 'territories'> | null) {
  const territory = territoryScope(user);
  const personnel = await api.call('userList', {
    pagination: { page: 0, pageSize: LIMITS.personnelPageSize },
    role: { uuid: 'HST' },
    ...(territory ? { territory } : {}),
  });
  useReference.setState({ personnel });
}

/** Starts the three loads; each failure is an error toast, the others go on. */
export function loadReferenceData(user: Pick<User, 'territories'> | null): Promise<void> {
  return Promise.all([
    loadTerritories().catch(toast.fail),
    loadEvents().catch(toast.fail),
    loadPersonnel(user).catch(toast.fail),
  ]).then(() => useReference.setState({ loaded: true }));
}
