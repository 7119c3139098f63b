// When the codes may be sent again (issue #14 "Honest limits"). Our API says it in the send answer
// and in its refusals: meta.nextSendAt (ISO 8601) and meta.nextSendIn (seconds), and Retry-After on
// a 429. The original API of SPEC §7 says nothing: then the server's resend cooldown is assumed
// (domain's VERIFICATION.resendCooldownMs, 30 s), and a refusal without a time locks nothing (the
// error modal explains it).
import { ApiError } from '@tourplanner/api-client/app-api';
import { VERIFICATION } from '@tourplanner/domain/constants';

export const DEFAULT_SEND_COOLDOWN_MS = VERIFICATION.resendCooldownMs;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function seconds(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
}

/** The next allowed send (ms since epoch) an answer's meta names, or null. */
export function nextSendFromMeta(meta: unknown, now: number): number | null {
  if (!isRecord(meta)) return null;
  if (typeof meta.nextSendAt === 'string') {
    const at = Date.parse(meta.nextSendAt);
    if (Number.isFinite(at)) return at;
  }
  const inSeconds = seconds(meta.nextSendIn);
  return inSeconds === null ? null : now + inSeconds * 1000;
}

/** After a send: what the answer says, else the default cooldown. */
export function nextSendAfterSend(meta: unknown, now: number): number {
  return nextSendFromMeta(meta, now) ?? now + DEFAULT_SEND_COOLDOWN_MS;
}

/**
 * After a refused send: the answer's meta, else a Retry-After the client read (seconds), else the
 * default cooldown for the cooldown code; null when nothing says how long.
 */
export function nextSendAfterRefusal(error: unknown, now: number): number | null {
  if (!(error instanceof ApiError)) return null;
  const fromMeta = nextSendFromMeta(error.meta, now);
  if (fromMeta !== null) return fromMeta;
  const retryAfter = seconds((error as { retryAfter?: unknown }).retryAfter);
  if (retryAfter !== null && error.status === 429) return now + retryAfter * 1000;
  if (error.code === 'error_otp_cooldown') return now + DEFAULT_SEND_COOLDOWN_MS;
  return null;
}
