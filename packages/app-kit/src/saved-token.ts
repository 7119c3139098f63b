// The session token saved on the device under the app's key (SPEC §3 Client state: Session), and
// optionally who it belongs to, for opening the app without a connection. Checked by hand rather
// than with the zod entity, so an app's first screen does not load zod.
import type { Token, User } from '@tourplanner/domain/entities';

function isToken(value: unknown): value is Token {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as { uuid?: unknown; expires?: { date?: unknown } };
  return typeof t.uuid === 'string' && t.uuid !== '' && typeof t.expires?.date === 'string';
}

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the session still works until the page is closed.
  }
}

/** The saved token as it was stored, or null (none, unreadable, or not a token). */
export function readSavedToken(key: string): Token | null {
  const parsed = read(key);
  return isToken(parsed) ? parsed : null;
}

/** Whether anything is saved under the key (a restore is coming: no screen should flash first). */
export function hasSaved(key: string): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export const saveToken = (key: string, token: Token): void => write(key, token);

/** The signed-in user as the server last described her, or null. */
export function readSavedUser(key: string): User | null {
  const parsed = read(key) as Partial<User> | null;
  const ok = typeof parsed?.uuid === 'string' && typeof parsed.role?.uuid === 'string';
  return ok ? (parsed as User) : null;
}

export const saveUser = (key: string, user: User): void => write(key, user);

export function clearSaved(...keys: string[]): void {
  try {
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
