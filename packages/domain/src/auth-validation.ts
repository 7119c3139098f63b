// Back-office sign-in and password reminder forms (SPEC §5 "Back office"): required fields with the
// spec's Polish messages, shared by the back office's forms and the API's input checks.
import { z } from 'zod';

/** Product text; i18n-pl carries the same texts for the screens. */
export const AUTH_MESSAGES = {
  emptyUsername: 'Wpisz adres email',
  emptyPassword: 'Wpisz hasło',
  emptyNewPassword: 'Wpisz nowe hasło',
  emptyCurrentPassword: 'Wpisz obecne hasło',
  emptyCode: 'Wpisz kod',
  noPermission: 'Brak uprawnień',
} as const;
const M = AUTH_MESSAGES;

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

/** POST /auth/reset-token body ('Wpisz adres email' when empty). */
export const remindForm = z.object({ username });

/** POST /auth/reset-password body: the code from the e-mail and the new password. */
export const resetPasswordForm = z.object({
  username,
  otp: z.string({ error: M.emptyCode }).trim().min(1, M.emptyCode).max(64, M.emptyCode),
  password: z.string({ error: M.emptyNewPassword }).min(1, M.emptyNewPassword).max(1024, M.emptyNewPassword),
});
