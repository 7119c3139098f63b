// A person's availability (additions): the slots in a range, and replacing one day's slots.
import { z } from 'zod';
import { availabilitySlot, dateBox, wireDate, wireDateTime } from '../entities.ts';
import { ref } from './common.ts';

export const availabilityListBody = z.object({
  user: ref.optional(),
  since: wireDateTime,
  until: wireDateTime,
});
export const availabilityAnswer = z.array(availabilitySlot);
export const availabilitySaveBody = z.object({
  user: ref.optional(),
  /** The day whose slots are replaced. */
  day: wireDate,
  /** Slots within that day; empty: not available that day. */
  availability: z.array(z.object({ since: dateBox, until: dateBox })).max(24),
});
