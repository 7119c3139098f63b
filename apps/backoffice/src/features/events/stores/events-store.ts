// The events screen's client state: the range whose events it lists (default today to today + 7).

import { resettableStore } from '@tourplanner/app-kit/resettable';
import { type DateRange, defaultEventsRange } from '@tourplanner/domain/dates';

interface EventsState {
  since: string;
  until: string;
  setRange: (range: DateRange) => void;
}

export const useEventsScreen = resettableStore<EventsState>((set) => ({
  ...defaultEventsRange(new Date()),
  setRange: (range) => set({ since: range.since, until: range.until }),
}));
