// The session token in local storage under the key 'token' (SPEC §3 Client state: Session).
// Checked by hand rather than with the zod entity, so the first screen does not load zod.
import type { Token } from '@tourplanner/domain/entities';

const KEY = 'token';

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

export function clearStoredToken(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
