// Back-office sign-in and password reminder forms (SPEC §5 "Back office"): required fields, shared
// by the back office's forms and the API's input checks. They return message keys; the Polish text
// of each is in packages/i18n-pl (`field-messages.ts`).
import { z } from 'zod';

export const AUTH_MESSAGE_KEYS = [
  'emptyUsername',
  'emptyPassword',
  'emptyNewPassword',
  'emptyCurrentPassword',
  'emptyCode',
] as const;
export type AuthMessageKey = (typeof AUTH_MESSAGE_KEYS)[number];
/** Each key by its name (`AUTH_MESSAGE.emptyCode === 'emptyCode'`). */
export const AUTH_MESSAGE = Object.fromEntries(AUTH_MESSAGE_KEYS.map((k) => [k, k])) as {
  readonly [K in AuthMessageKey]: K;
};
const M = AUTH_MESSAGE;

// Passwords are never trimmed: a space is a character the user chose.
const username = z
  .string({ error: M.emptyUsername })
  .trim()
  .min(1, M.emptyUsername)
  .max(254, M.emptyUsername);

/** POST /auth/login body. */
export const loginForm = z.object({
  username,
  password: z.string({ error: M.emptyPassword }).min(1, M.emptyPassword).max(1024, M.emptyPassword),
});

/** POST /auth/reset-token body (`emptyUsername` when empty). */
export const remindForm = z.object({ username });

/** POST /auth/reset-password body: the code from the e-mail and the new password. */
export const resetPasswordForm = z.object({
  username,
  otp: z.string({ error: M.emptyCode }).trim().min(1, M.emptyCode).max(64, M.emptyCode),
  password: z.string({ error: M.emptyNewPassword }).min(1, M.emptyNewPassword).max(1024, M.emptyNewPassword),
});
