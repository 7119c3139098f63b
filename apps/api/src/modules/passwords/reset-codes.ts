// Password-reset codes: 8 characters from a 32-symbol alphabet, stored hashed, valid
// RESET_CODE_MINUTES, single use, at most 5 tries.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const RESET_CODE_LENGTH = 8;
export const RESET_CODE_MAX_ATTEMPTS = 5;

export function newResetCode(): string {
  let s = '';
  for (let i = 0; i < RESET_CODE_LENGTH; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

/** Bound to the user so that equal codes of two users hash differently. */
export const hashResetCode = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code.trim().toUpperCase()}`).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
