// /lead/otp, /lead/verify and /lead/register: the consumer webform's calls (SPEC §7, §8). Every
// answer, success or failure, carries meta.ts, the trace the error modal shows as "Kod błędu".
import { LIMITS } from '@tourplanner/domain/constants';
import { MOBILE_NUMBER_RE } from '@tourplanner/domain/lead';
import { emailAddressField } from '@tourplanner/domain/webform-validation';
import { caller, type HandlerContext } from '../../http/context';
import { ApiError, type FieldFailure } from '../../http/errors';
import { defineHandlers } from '../../http/handlers';
import { otpEmailText, otpSmsText } from './otp';
import { openOtpChallenge, voidOtpChallenge } from './otp-send';
import { registerLead } from './register';
import { normalizeEmail } from './registry';
import { traceId } from './trace';
import { verifyLead } from './verify';

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
    const retryAfter = err.extra?.retryAfter;
    if (typeof retryAfter === 'number') ctx.reply.header('retry-after', String(retryAfter));
    throw new ApiError(err.code, {
      status: err.status,
      ...(err.fields ? { fields: err.fields } : {}),
      ...(err.extra ? { extra: err.extra } : {}),
      meta: { ...(err.meta ?? {}), ts },
    });
  }
}

/** The e-mail (lower-case) and the full number, checked with domain's rules. */
function contactOf(lead: { emailAddress: string; mobileNumber: string; mobileNumberNoPrefix?: string }) {
  const fields: FieldFailure[] = [];
  const email = emailAddressField.safeParse(lead.emailAddress);
  if (!email.success) fields.push({ path: 'lead.emailAddress', message: email.error.issues[0]!.message });
  const phone = lead.mobileNumber.replace(/\s+/g, '');
  if (!MOBILE_NUMBER_RE.test(phone)) {
    fields.push({ path: 'lead.mobileNumber', message: 'Numer telefonu musi mieć prefiks i 4–15 cyfr.' });
  } else if (lead.mobileNumberNoPrefix !== undefined && !phone.endsWith(lead.mobileNumberNoPrefix.trim())) {
    fields.push({ path: 'lead.mobileNumberNoPrefix', message: 'Numer nie zgadza się z pełnym numerem.' });
  }
  if (fields.length || !email.success) throw new ApiError('E_VALIDATION', { fields });
  return { email: normalizeEmail(email.data), phone };
}

export const leadHandlers = defineHandlers({
  async leadOtp(ctx) {
    const user = caller(ctx);
    return traced(ctx as Ctx, 'leadOtp', async (ts) => {
      const { email, phone } = contactOf(ctx.body.lead);
      const now = ctx.deps.now();
      const challenge = await openOtpChallenge(
        ctx.deps.db,
        { email, phone, hostess: user.id, ip: ctx.req.ip },
        now,
      );
      const { emailCode, smsCode } = challenge;
      try {
        await Promise.all([
          ctx.deps.services.messages.send({ channel: 'email', to: email, ...otpEmailText(emailCode) }),
          ctx.deps.services.messages.send({ channel: 'sms', to: phone, text: otpSmsText(smsCode) }),
        ]);
      } catch (err) {
        // Never the codes: only that sending failed.
        ctx.req.log.error({ err: (err as Error).message, ts }, 'sending the OTP codes failed');
        await voidOtpChallenge(ctx.deps.db, challenge.id, now);
        throw new ApiError('E_INTERNAL', { status: 502 });
      }
      return { data: {} };
    });
  },

  async leadVerify(ctx) {
    const user = caller(ctx);
    return traced(ctx as Ctx, 'leadVerify', async () => {
      const { lead } = ctx.body;
      const { email, phone } = contactOf(lead);
      const fields: FieldFailure[] = [];
      const len = LIMITS.otpLength;
      if (lead.otp.trim().length !== len)
        fields.push({ path: 'lead.otp', message: 'Kod powinien składać się z 5 znaków.' });
      if (lead.otpEmail.trim().length !== len)
        fields.push({ path: 'lead.otpEmail', message: 'Kod powinien składać się z 5 znaków.' });
      if (fields.length) throw new ApiError('E_VALIDATION', { fields });

      const verified = await verifyLead(
        ctx.deps,
        user,
        { email, phone },
        { sms: lead.otp, email: lead.otpEmail },
      );
      // A consumer not in the registry: verified all the same (registration may proceed), and the
      // app treats the answer as "new consumer, every offer open" (SPEC §4).
      if (!verified.known) throw new ApiError('error_m2_not_found_in_salesforce', { status: 404 });
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
