// The consumer webform's lead calls (SPEC §7): send the codes, verify them, register the consumer.
import { z } from 'zod';
import { LEAD } from '../constants.ts';
import { makeLeadSchema } from '../lead.ts';
import { webformResult } from '../webform.ts';
import { ref } from './common.ts';

/** The consent flags the code calls carry (the webform sends inspirationClub: true). */
const codeCallConsent = z.object({ inspirationClub: z.boolean().optional() }).loose();

export const leadOtpBody = z.object({
  lead: z.object({
    process: z.literal(LEAD.process),
    emailAddress: z.string().max(254),
    mobileNumber: z.string().max(20),
    consent: codeCallConsent.optional(),
  }),
});

/**
 * `meta` of /lead/otp (our API's addition; the original sends none, hence all optional): when the
 * next send to the same number and e-mail is allowed, as an ISO 8601 time and in seconds from the
 * answer, and the trace `ts`. A refusal (429: error_otp_cooldown, E_TOO_MANY_REQUESTS) carries the
 * same two fields in its meta and the wait in `Retry-After`.
 */
export const leadOtpMeta = z
  .looseObject({
    nextSendAt: z.string().nullish(),
    nextSendIn: z.number().nonnegative().nullish(),
    ts: z.string().nullish(),
  })
  .default({});

export const leadVerifyBody = z.object({
  lead: z.object({
    process: z.literal(LEAD.process),
    emailAddress: z.string().max(254),
    otpEmail: z.string().max(16),
    mobileNumber: z.string().max(20),
    mobileNumberNoPrefix: z.string().max(20).optional(),
    otp: z.string().max(16),
    eventIdent: z.string().max(200).nullable().optional(),
    phoneVerified: z.boolean().optional(),
    consent: codeCallConsent.optional(),
  }),
});
/** Which offers the consumer may take (webform.ts `webformResult`). */
export const leadVerifyAnswer = webformResult;

/**
 * The /lead/register body: the lead with lead.ts's schema, the one the webform builds with, so
 * the server's first check and the OpenAPI document know every field. The handler checks it again
 * with the server's clock (the consumer's age); fields it does not know are dropped, not refused.
 */
export const leadRegisterRequest = z.object({
  lead: makeLeadSchema().meta({
    description:
      'The lead of SPEC §3 as the webform builds it (@tourplanner/domain/lead). A field not listed here is dropped, not refused, so what an original webform adds (e.g. otp, otpEmail) does no harm.',
  }),
  action: ref.optional(),
});
