// The hostess's availability for the coming days: one slot a day at most on this screen, saved
// per day (the back office's personnel calendar reads the same slots).
import {
  type AvailabilityHours,
  availabilitySlotFor,
  DEFAULT_AVAILABILITY_HOURS,
} from '@tourplanner/domain/availability';
import { addDays, rangeToWire, todayYmd } from '@tourplanner/domain/dates';
import type { AvailabilitySlot } from '@tourplanner/domain/entities';
import { create } from 'zustand';
import { api, errorCodeOf } from '../../../lib/api';
import { useSession } from '../../../stores/session';

/** How many days ahead the hostess plans. */
export const AVAILABILITY_DAYS = 14;

export type DayHours = AvailabilityHours;

export interface AvailabilityState {
  days: string[];
  slots: AvailabilitySlot[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  errorCode: string | null;
  savingDay: string | null;
  load: (now?: Date) => Promise<void>;
  /** Saves hours for a day, or clears the day with null; resolves to an error code or null. */
  save: (day: string, hours: DayHours | null) => Promise<string | null>;
}

export function slotsOfDay(slots: AvailabilitySlot[], day: string): AvailabilitySlot[] {
  return slots.filter((s) => s.since.date.slice(0, 10) === day);
}

export const DEFAULT_HOURS: DayHours = DEFAULT_AVAILABILITY_HOURS;

export const useAvailability = create<AvailabilityState>()((set, get) => ({
  days: [],
  slots: [],
  status: 'idle',
  errorCode: null,
  savingDay: null,

  async load(now = new Date()) {
    const today = todayYmd(now);
    const days = Array.from({ length: AVAILABILITY_DAYS }, (_, i) => addDays(today, i));
    set({ days, status: 'loading', errorCode: null });
    try {
      const { data } = await api().call(
        'availabilityList',
        rangeToWire({ since: today, until: days[days.length - 1] ?? today }),
      );
      set({ slots: data, status: 'ready' });
    } catch (error) {
      set({ status: 'error', errorCode: errorCodeOf(error) });
    }
  },

  async save(day, hours) {
    set({ savingDay: day });
    try {
      const slot = hours ? availabilitySlotFor(day, hours) : null;
      if (hours && !slot) {
        set({ savingDay: null });
        return 'E_VALIDATION';
      }
      const availability = slot ? [slot] : [];
      const { data } = await api().call('availabilitySave', { day, availability });
      set({
        slots: [...get().slots.filter((s) => s.since.date.slice(0, 10) !== day), ...data],
        savingDay: null,
      });
      return null;
    } catch (error) {
      set({ savingDay: null });
      return errorCodeOf(error);
    }
  },
}));

useSession.subscribe((state, previous) => {
  if (previous.status === 'signedIn' && state.status !== 'signedIn') {
    useAvailability.setState({ days: [], slots: [], status: 'idle', errorCode: null, savingDay: null });
  }
});
