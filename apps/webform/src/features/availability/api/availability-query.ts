// The hostess's availability for the coming days as server data: one slot a day at most on this
// screen, saved per day (the back office's personnel calendar reads the same slots).

import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays, rangeToWire, todayYmd } from '@tourplanner/domain/dates';
import type { AvailabilitySlot, User } from '@tourplanner/domain/entities';
import { api } from '../../../shared/api';
import { useSession } from '../../../shared/stores/session';

/** How many days ahead the hostess plans. */
export const AVAILABILITY_DAYS = 14;

/** The days the screen shows, from today. */
export function availabilityDays(now: Date = new Date()): string[] {
  const today = todayYmd(now);
  return Array.from({ length: AVAILABILITY_DAYS }, (_, i) => addDays(today, i));
}

export function slotsOfDay(slots: AvailabilitySlot[], day: string): AvailabilitySlot[] {
  return slots.filter((s) => s.since.date.slice(0, 10) === day);
}

/** Her slots over `days` (keyed by who she is and the range, so another person never sees them). */
export function availabilityQuery(userUuid: User['uuid'], days: string[]) {
  const since = days[0] ?? '';
  const until = days[days.length - 1] ?? since;
  return queryOptions({
    queryKey: ['availability', userUuid, since, until] as const,
    queryFn: ({ signal }) => api.call('availabilityList', rangeToWire({ since, until }), { signal }),
  });
}

export function useAvailability(days: string[]) {
  const userUuid = useSession((s) => s.user?.uuid ?? '');
  return useQuery(availabilityQuery(userUuid, days));
}
