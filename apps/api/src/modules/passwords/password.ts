// Password hashing with argon2id at OWASP's floor (19 MiB, 2 passes, 1 lane) and the password
// rule of every password set (domain's checkPassword) as the Polish text of a failing field.
import { hash, verify } from '@node-rs/argon2';
import { checkPassword } from '@tourplanner/domain/password-policy';
import { PASSWORD_TEXTS } from '@tourplanner/i18n-pl/server';
import { ApiError } from '../../errors';

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummy: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash (unknown user) it verifies against a dummy hash so
 * that the answer takes as long as for a real user.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('dummy password that no account has');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** E_PASSWORD_TOO_WEAK with the rule's reason beside `path`, when the password may not be set. */
export function assertPasswordAllowed(password: string, email: string, path: string): void {
  const problem = checkPassword(password, { email });
  if (problem)
    throw new ApiError('E_PASSWORD_TOO_WEAK', { fields: [{ path, message: PASSWORD_TEXTS[problem] }] });
}
