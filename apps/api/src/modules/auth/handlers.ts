// /auth/*: sign-in, session restore, sign-out and the password reminder and change.
// Services: ./service.ts (sign-in, the session answer, password change), ./reset.service.ts (the
// reminder), ../passwords/reset-mail.service.ts (its e-mail job), ./attempts.service.ts (throttles) and
// ./purge.service.ts (housekeeping).
import { resolveSession, revokeSession } from '../../access/sessions';
import { ApiError } from '../../errors';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { dropSessionPush } from '../push/service';
import { requestResetCode, resetPassword } from './reset.service';
import { changePassword, normalEmail, sessionAnswer, signIn } from './service';

function bearer(authorization: string | undefined): string {
  return (authorization ?? '').replace(/^Bearer\s+/i, '').trim();
}

export const authHandlers = defineHandlers({
  async login({ body, deps, req }) {
    const credentials = { email: normalEmail(body.username), password: body.password };
    const session = await signIn(deps, credentials, { ip: req.ip, userAgent: req.headers['user-agent'] });
    if (!session) {
      req.log.info({ event: 'login_failed' }, 'failed login');
      throw new ApiError('E_INVALID_CREDENTIALS');
    }
    return { data: await sessionAnswer(deps, session) };
  },

  async session(ctx) {
    const user = caller(ctx);
    // Answers the same token with its refreshed expiry.
    const token = bearer(ctx.req.headers.authorization);
    const found = await resolveSession(ctx.deps, token);
    if (!found.ok) throw new ApiError('E_UNAUTHORIZED');
    return { data: await sessionAnswer(ctx.deps, { userId: user.id, token, expires: found.expires }) };
  },

  async logout(ctx) {
    const { sessionId } = caller(ctx);
    await revokeSession(ctx.deps, sessionId);
    // Her phone gets no more pushes once she signs out there.
    await dropSessionPush(ctx.deps, sessionId);
    return { data: {} };
  },

  async resetToken({ body, deps, req }) {
    await requestResetCode(deps, normalEmail(body.username), req.ip);
    return { data: {} };
  },

  async resetPassword({ body, deps, req }) {
    const request = { email: normalEmail(body.username), code: body.otp, password: body.password };
    await resetPassword(deps, request, req.ip);
    return { data: {} };
  },

  async updatePassword(ctx) {
    const { password, currentPassword } = ctx.body.user;
    await changePassword(ctx.deps, caller(ctx), { current: currentPassword, next: password }, ctx.req.ip);
    return { data: {} };
  },
});
