// One-time codes of the webform (docs/product/design.md "OTP codes"): 5 characters from a 32-symbol
// alphabet without look-alikes (no 0/O, 1/I), stored only as an HMAC under a per-challenge salt,
// valid 10 minutes, single use, at most 5 tries; a resend cooldown per target (the number and
// e-mail together) and hourly caps per number, per e-mail and per hostess (configuration: env.ts),
// never per address (docs/decisions/0014). Codes are never logged.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION } from '@tourplanner/domain/constants';
import { format } from '@tourplanner/i18n-pl/format';
import { MESSAGE_TEXTS } from '@tourplanner/i18n-pl/server';

export const OTP_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const OTP_LENGTH = 5;

export const OTP_POLICY = {
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  /** Between two sends to the same target (number and e-mail); a corrected one is a new target. */
  cooldownMs: VERIFICATION.resendCooldownMs,
  /** The caps count sends in this rolling window. */
  capWindowMs: 3_600_000,
  /** How long a successful verification lets /lead/register proceed. */
  verificationTtlMs: VERIFICATION.verificationTtlMs,
} as const;

export function newOtpCode(): string {
  let code = '';
  for (let i = 0; i < OTP_LENGTH; i++) code += OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
  return code;
}

export const newSalt = () => randomBytes(16).toString('base64url');

/** Entered codes are compared case-insensitively and without surrounding spaces. */
export const normalizeOtp = (code: string) => code.trim().toUpperCase();

export function hashOtp(salt: string, code: string): string {
  return createHmac('sha256', salt).update(normalizeOtp(code)).digest('base64url');
}

export function otpMatches(salt: string, hash: string, entered: string): boolean {
  const a = Buffer.from(hashOtp(salt, entered));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const otpEmailText = (code: string) => ({
  subject: MESSAGE_TEXTS.otpEmail.subject,
  text: format(MESSAGE_TEXTS.otpEmail.text, { code }),
});

export const otpSmsText = (code: string) => format(MESSAGE_TEXTS.otpSms, { code });
