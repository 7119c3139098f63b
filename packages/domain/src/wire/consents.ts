// The consumer's consent record (issue #14): what a registration recorded, shown to the consumer
// through the link of the receipt e-mail and SMS (no sign-in, an unguessable token), where each
// marketing consent can be withdrawn as easily as it was given; and ADMIN's export of one
// consumer's history.
import { z } from 'zod';
import { WIRE_MESSAGE } from './messages.ts';

/** Marketing consents: the ones a consumer withdraws through the link (the others are the registration itself). */
export const WITHDRAWABLE_CONSENTS = [
  'newsletterCommercialAuthorization',
  'externalCompaniesAuthorization',
  'mobileOptIn',
  'socialMediaOptIn',
  'hypercareOptIn',
] as const;
export type WithdrawableConsent = (typeof WITHDRAWABLE_CONSENTS)[number];

/** 43 characters of base64url: 32 random bytes. */
export const consentToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const consentRecordBody = z.object({ token: consentToken });
export const consentWithdrawBody = z.object({
  token: consentToken,
  purposes: z.array(z.enum(WITHDRAWABLE_CONSENTS)).min(1).max(WITHDRAWABLE_CONSENTS.length),
});

const consentEntry = z.object({
  purpose: z.string(),
  value: z.boolean(),
  textVersion: z.string(),
  recordedAt: z.string(),
  withdrawable: z.boolean(),
  /** When the consumer withdrew it (only for a consent given), else null. */
  withdrawnAt: z.string().nullable(),
});
export type ConsentEntry = z.infer<typeof consentEntry>;

export const consentRecordAnswer = z.object({
  brand: z.string(),
  registeredAt: z.string(),
  consents: z.array(consentEntry),
});
export type ConsentRecord = z.infer<typeof consentRecordAnswer>;

/** ADMIN: one consumer's whole consent history (or their erasure), by e-mail or mobile number. */
export const consentHistoryBody = z
  .object({
    consumer: z.object({
      emailAddress: z.string().trim().max(254).optional(),
      mobileNumber: z.string().trim().max(20).optional(),
    }),
  })
  .refine((b) => Boolean(b.consumer.emailAddress || b.consumer.mobileNumber), {
    path: ['consumer', 'emailAddress'],
    message: WIRE_MESSAGE.emailOrPhone,
  });
export const consentHistoryAnswer = z.object({
  events: z.array(
    z.object({
      kind: z.enum(['consent', 'withdrawal']),
      purpose: z.string(),
      value: z.boolean(),
      at: z.string(),
      textVersion: z.string().nullable(),
      registration: z.string().nullable(),
      brand: z.string().nullable(),
      pointIdent: z.string().nullable(),
    }),
  ),
});

export const consentEraseBody = consentHistoryBody;
export const consentEraseAnswer = z.object({ erased: z.number().int() });
