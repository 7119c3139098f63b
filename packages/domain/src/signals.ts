// Data-quality signals of an action (issue #30): what the API's job finds wrong in what the field
// sent, each with a Polish explanation (`text`) and, when it points at other actions, their ids.
import { z } from 'zod';
import { uuid } from './entities.ts';

export const SIGNAL_KINDS = [
  'duplicate_photo',
  'photo_time',
  'far_start',
  'registration_outside_window',
  'registration_burst',
  'repeat_consumer',
  'blurry_photo',
  'finished_early',
] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

export const signal = z.object({
  kind: z.enum(SIGNAL_KINDS),
  text: z.string(),
  actions: z.array(z.object({ uuid, ident: z.string() })).optional(),
});
export type Signal = z.infer<typeof signal>;

/** Minutes a photo's own capture time may lie outside the action's window. */
export const PHOTO_TIME_SLACK_MINUTES = 30;
/** Minutes a registration may lie outside the action's hours. */
export const REGISTRATION_SLACK_MINUTES = 15;
/** The window of a registration burst, minutes. */
export const BURST_WINDOW_MINUTES = 10;
/** Days back a consumer registered at another action counts as a repeat. */
export const REPEAT_CONSUMER_DAYS = 30;
/** Minutes before the end a finish counts as early. */
export const FINISHED_EARLY_MINUTES = 30;

/** The distance bands the field tools show (< 50 m, 50–200 m, 200 m–1 km, > 1 km). */
export const DISTANCE_BANDS = ['under50', 'to200', 'to1000', 'over1000'] as const;
export type DistanceBand = (typeof DISTANCE_BANDS)[number];

export function distanceBand(meters: number): DistanceBand {
  if (meters < 50) return 'under50';
  if (meters <= 200) return 'to200';
  if (meters <= 1000) return 'to1000';
  return 'over1000';
}

/**
 * The times in `times` (ms, any order) show a burst when more than `count` fall within any
 * `windowMs`: answers the first such window's start, or null.
 */
export function firstBurst(times: readonly number[], count: number, windowMs: number): number | null {
  const sorted = [...times].sort((a, b) => a - b);
  let from = 0;
  for (let to = 0; to < sorted.length; to++) {
    while (sorted[to]! - sorted[from]! > windowMs) from += 1;
    if (to - from + 1 > count) return sorted[from]!;
  }
  return null;
}
