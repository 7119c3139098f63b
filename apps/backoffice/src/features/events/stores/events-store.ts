// The events screen's list: events overlapping a range (default today to today + 7 days).
import { LIMITS } from '@tourplanner/domain/constants';
import { type DateRange, defaultEventsRange, rangeToWire } from '@tourplanner/domain/dates';
import type { Event } from '@tourplanner/domain/entities';
import { create } from 'zustand';
import { api } from '../../../shared/api/client';
import { loadEvents as reloadReferenceEvents } from '../../../shared/stores/reference';
import { toast } from '../../../shared/toast/toast-store';

interface EventsState {
  list: Event[];
  since: string;
  until: string;
  loading: boolean;
  reset: () => void;
}

const initial = () => ({ list: [], loading: false, ...defaultEventsRange(new Date()) });
export const useEventsScreen = create<EventsState>((set) => ({ ...initial(), reset: () => set(initial()) }));

let seq = 0;
export async function loadEventList() {
  const mine = ++seq;
  const { since, until } = useEventsScreen.getState();
  useEventsScreen.setState({ loading: true });
  try {
    const list = await api.call('eventList', {
      pagination: { page: 0, pageSize: LIMITS.eventsPageSize },
      ...rangeToWire({ since, until }),
    });
    if (mine === seq) useEventsScreen.setState({ list, loading: false });
  } catch (error) {
    if (mine === seq) useEventsScreen.setState({ loading: false });
    toast.fail(error);
  }
}

export function setEventsRange(range: DateRange) {
  useEventsScreen.setState(range);
  return loadEventList();
}

/** After a create or an edit: the screen's list and the wizard's event list both reload. */
export async function afterEventSaved() {
  await Promise.all([loadEventList(), reloadReferenceEvents().catch(toast.fail)]);
}
