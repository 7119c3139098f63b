// The personnel screen's client state (SPEC §3 Personnel): the chosen date and the territory
// filter (ASM only).

import { resettableStore } from '@tourplanner/app-kit/resettable';
import { todayYmd, type Ymd } from '@tourplanner/domain/dates';

interface PersonnelState {
  date: Ymd;
  /** Territory uuid chosen in the filter, or null for all of the user's territories. */
  filter: string | null;
  setDate: (date: Ymd) => void;
  setFilter: (filter: string | null) => void;
}

export const usePersonnel = resettableStore<PersonnelState>((set) => ({
  date: todayYmd(new Date()),
  filter: null,
  setDate: (date) => set({ date }),
  setFilter: (filter) => set({ filter }),
}));
