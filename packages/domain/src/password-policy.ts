// The password rule of every password set (ASVS 5.0 §6.2): at least 12 characters, at most 1024,
// not on the list of common passwords, not the account's own e-mail; no composition rules (no
// "one digit, one capital"), no truncation. Answers a reason code; the texts are in i18n-pl.
import commonPasswords from './data/common-passwords.json' with { type: 'json' };

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

/** Why a password is refused; i18n-pl's PASSWORD_TEXTS has the Polish text of each. */
export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'is_email';

let common: Set<string> | undefined;

/** Case and Unicode form do not make a common password uncommon ('PassWord1234' is 'password1234'). */
const normal = (password: string) => password.normalize('NFKC').toLowerCase();

/** Length in characters as a person counts them (code points: 'ą' is one, an emoji is one). */
const lengthOf = (password: string) => [...password].length;

/** One character repeated ('            ', 'aaaaaaaaaaaa') is as guessable as a listed password. */
const isOneCharacter = (password: string) => new Set(password).size <= 1;

/**
 * Null when the password may be set, else why not. `context.email` refuses the login itself as
 * the password.
 */
export function checkPassword(password: string, context: { email?: string } = {}): PasswordProblem | null {
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  const key = normal(password);
  common ??= new Set(commonPasswords as string[]);
  if (common.has(key) || common.has(key.trim()) || isOneCharacter(key)) return 'common';
  if (context.email && key.trim() === normal(context.email).trim()) return 'is_email';
  return null;
}
