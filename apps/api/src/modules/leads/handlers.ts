// /lead/otp, /lead/verify and /lead/register: the consumer webform's calls (SPEC §7, §8). Every
// answer, success or failure, carries meta.ts, the trace the error modal shows as "Kod błędu".
// Services: ./otp.service.ts (sending codes), ./verify.service.ts, ./register.service.ts, and
// below them ./consumers.service.ts (the local registry) and ./started-action.service.ts.
import { ApiError } from '../../errors';
import { caller, type HandlerContext } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { contactOf, otpCodesOf } from './input';
import { sendOtpCodes } from './otp.service';
import { registerLead } from './register.service';
import { traceId } from './trace';
import { verifyLead } from './verify.service';

type Ctx = HandlerContext<unknown, unknown>;

/** Runs a webform call with a trace id: on the answer's meta, and in the log with the outcome. */
async function traced<T>(ctx: Ctx, call: string, run: (ts: string) => Promise<T>): Promise<T> {
  const ts = traceId(ctx.deps.now());
  try {
    const out = await run(ts);
    ctx.req.log.info({ call, ts }, 'webform call done');
    return out;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    ctx.req.log.info({ call, ts, error: err.code }, 'webform call refused');
    throw new ApiError(err.code, {
      status: err.status,
      ...(err.fields ? { fields: err.fields } : {}),
      ...(err.extra ? { extra: err.extra } : {}),
      ...(err.retryAfter !== undefined ? { retryAfter: err.retryAfter } : {}),
      meta: { ...(err.meta ?? {}), ts },
    });
  }
}

export const leadHandlers = defineHandlers({
  async leadOtp(ctx) {
    const user = caller(ctx);
    return traced(ctx as Ctx, 'leadOtp', async (ts) => {
      const { email, phone } = contactOf(ctx.body.lead);
      const who = { email, phone, hostess: user.id, ip: ctx.req.ip };
      const next = await sendOtpCodes(ctx.deps, who, { ts, logger: ctx.req.log });
      return { data: {}, meta: { ...next, ts } };
    });
  },

  async leadVerify(ctx) {
    const user = caller(ctx);
    return traced(ctx as Ctx, 'leadVerify', async () => {
      const contact = contactOf(ctx.body.lead);
      const codes = otpCodesOf(ctx.body.lead);
      const verified = await verifyLead(ctx.deps, user, contact, codes);
      // A consumer not in the registry: verified all the same (registration may proceed), and the
      // app treats the answer as "new consumer, every offer open" (SPEC §4).
      if (!verified.known) throw new ApiError('error_m2_not_found_in_salesforce');
      return { data: { ...verified.entitlements, newUser: false } };
    });
  },

  async leadRegister(ctx) {
    const user = caller(ctx);
    return traced(ctx as Ctx, 'leadRegister', async (ts) => {
      const r = await registerLead(ctx.deps, user, ctx.body, ctx.idempotencyKey);
      ctx.req.log.info({ registration: r.uuid, replay: r.replay, ts }, 'lead registered');
      return {
        data: { uuid: r.uuid, ...(r.warning ? { warning: r.warning } : {}) },
        meta: { bc: r.beacon, ts },
      };
    });
  },
});
