// The session token in local storage under the key 'token' (SPEC §3 Client state: Session).
// Checked by hand rather than with the zod entity, so the first screen does not load zod.
import type { Token, User } from '@tourplanner/domain/entities';

const KEY = 'token';
/** Who the token belongs to, for opening the app without a connection (the server checks it again). */
const USER_KEY = 'token-user';

function isToken(value: unknown): value is Token {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as { uuid?: unknown; expires?: { date?: unknown } };
  return typeof t.uuid === 'string' && t.uuid !== '' && typeof t.expires?.date === 'string';
}

export function readStoredToken(): Token | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isToken(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeToken(value: Token): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the session still works until the page is closed.
  }
}

/** The signed-in user as the server last described her, for a start without a connection. */
export function storeTokenUser(user: User): void {
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // As with the token: the app then needs the connection to reopen.
  }
}

export function readStoredTokenUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<User> | null;
    const ok = typeof parsed?.uuid === 'string' && typeof parsed.role?.uuid === 'string';
    return ok ? (parsed as User) : null;
  } catch {
    return null;
  }
}

export function clearStoredToken(): void {
  try {
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
