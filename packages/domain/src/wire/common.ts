// Small pieces call bodies share: a reference by uuid, a date-time range, a bound on raw text, the
// answer of a CSV import.
import { z } from 'zod';
import { uuid, wireDate, wireDateTime } from '../entities.ts';

/** A thing named by its uuid: `{uuid}` (an action, a report, a receipt, a file, an event...). */
export const ref = z.object({ uuid });

/** `{since, until}` as 'YYYY-MM-DD HH:mm:ss'. */
export const timeRange = z.object({ since: wireDateTime, until: wireDateTime });

/** `{since, until}` as date-times or days ('YYYY-MM-DD'), a day counting whole (until to its end). */
export const dayOrTimeRange = z.object({
  since: z.union([wireDateTime, wireDate]),
  until: z.union([wireDateTime, wireDate]),
});

/** The answer of a CSV import: rows taken and rows skipped. */
export const importAnswer = z.object({ imported: z.number().int(), skipped: z.number().int() });

/** The wire's bound on a text as it arrives (before the field trims it), then the field's own rule. */
export const wireMax = <F extends z.ZodType<string, string>>(max: number, field: F) =>
  z.string().max(max).pipe(field);
