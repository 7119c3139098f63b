// /auth: sign-in, session, sign-out, the password reminder and change (SPEC §7).
import { ROLES } from '@tourplanner/domain/entities';
import {
  loginBody,
  resetPasswordBody,
  resetTokenBody,
  sessionAnswer,
  updatePasswordBody,
} from '@tourplanner/domain/wire/auth';
import { defineCall } from '../define.ts';
import { emptyBody, okAnswer } from '../schemas.ts';

export const authCalls = {
  login: defineCall({
    path: '/auth/login',
    auth: 'none',
    roles: 'anyone',
    request: loginBody,
    response: sessionAnswer,
    errors: ['E_INVALID_CREDENTIALS', 'E_ACCOUNT_INACTIVE', 'E_TOO_MANY_REQUESTS'],
    summary: 'Sign in; answers the session token and the user (with role.uuid).',
  }),
  session: defineCall({
    path: '/auth/session',
    roles: ROLES,
    request: emptyBody,
    response: sessionAnswer,
    summary: 'Restore a session from the Bearer token.',
  }),
  logout: defineCall({
    path: '/auth/logout',
    roles: ROLES,
    request: emptyBody,
    response: okAnswer,
    summary: 'Revoke the session.',
  }),
  resetToken: defineCall({
    path: '/auth/reset-token',
    auth: 'none',
    roles: 'anyone',
    request: resetTokenBody,
    response: okAnswer,
    errors: ['E_TOO_MANY_REQUESTS'],
    summary: 'Send a password reset code by e-mail; answers alike whether or not the user exists.',
  }),
  resetPassword: defineCall({
    path: '/auth/reset-password',
    auth: 'none',
    roles: 'anyone',
    request: resetPasswordBody,
    response: okAnswer,
    errors: ['E_RESET_CODE_INVALID', 'E_PASSWORD_TOO_WEAK', 'E_TOO_MANY_REQUESTS'],
    summary: 'Set a new password with the reset code; revokes every session of the user.',
  }),
  updatePassword: defineCall({
    path: '/auth/update-password',
    roles: ROLES,
    request: updatePasswordBody,
    response: okAnswer,
    errors: ['E_PASSWORD_TOO_WEAK', 'E_USER_WRONG_PASSWORD', 'E_TOO_MANY_REQUESTS'],
    summary:
      "Change the signed-in user's password (the current one is asked, the password rule applies); revokes the user's other sessions.",
  }),
} as const;
