// Schemas only the wire needs: an empty body, an answer nobody reads, a file answer, and the
// envelope's `meta` of the calls that have one. The bodies and entities both sides build and
// parse are in @tourplanner/domain (entities, wire/*).
import { IC_WARNING_CODES } from '@tourplanner/i18n-pl/errors';
import { z } from 'zod';

/** A body with nothing to say (also the `_input` of the CSV imports); extra fields are ignored. */
export const emptyBody = z.object({}).loose();
/** `data` of an answer the apps do not read. */
export const okAnswer = z.object({}).loose();
/** A 'file' call answers the file, not an envelope: nothing to parse. */
export const fileAnswer = z.unknown();

/** `meta.ts`: the trace a webform answer carries (the error modal's "Kod błędu"). */
export const traceMeta = z.object({ ts: z.string() });
/**
 * /lead/register's `meta`: the receipt beacon and the trace. Our server sends both; the original API
 * may send no beacon (SPEC §7: the receipt then carries `fake_beacon`), or no meta at all, and the
 * registration is still a success.
 */
export const leadRegisterMeta = z.object({ bc: z.string().nullish(), ts: z.string().nullish() }).default({});
/** /lead/register's `data`: the registration, and an InspirationClub warning that is not a failure. */
export const leadRegisterAnswer = z.object({
  uuid: z.string(),
  warning: z.enum(IC_WARNING_CODES).optional(),
});
