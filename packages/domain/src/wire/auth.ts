// Bodies and answers of the /auth calls (SPEC §7): sign-in, session, password reminder and change.
import { z } from 'zod';
import { AUTH_MESSAGE } from '../auth-validation.ts';
import { token, user } from '../entities.ts';

const username = z.string().trim().min(1).max(254);
const password = z.string().min(1).max(1024);

export const loginBody = z.object({ username, password });
/** /auth/login and /auth/session: the session token and the user (with role.uuid). */
export const sessionAnswer = z.object({ token, user });
export const resetTokenBody = z.object({ username });
export const resetPasswordBody = z.object({ username, otp: z.string().trim().min(1).max(32), password });
/**
 * /auth/update-password: the new password and the current one (ASVS 6.2.3; issue #13). The
 * original app sends only `password`: refused with E_VALIDATION naming `user.currentPassword`.
 */
export const updatePasswordBody = z.object({
  user: z.object({
    password,
    currentPassword: z
      .string({ error: AUTH_MESSAGE.emptyCurrentPassword })
      .min(1, AUTH_MESSAGE.emptyCurrentPassword)
      .max(1024, AUTH_MESSAGE.emptyCurrentPassword),
  }),
});
