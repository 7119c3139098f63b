// Password hashing with argon2id at OWASP's floor (19 MiB, 2 passes, 1 lane) and the server's
// password rule.
import { hash, verify } from '@node-rs/argon2';

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

/** ASVS 2.1: at least 8 characters (the app has no client rule), at most 1024; not the login itself. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < 8) return 'Hasło musi mieć co najmniej 8 znaków.';
  if (password.length > 1024) return 'Hasło jest za długie.';
  if (password.trim().toLowerCase() === email.toLowerCase()) return 'Hasło nie może być adresem e-mail.';
  return null;
}
