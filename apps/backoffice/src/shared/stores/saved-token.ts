// The session token saved on this device (localStorage `token`, SPEC §3), read without the session
// store: the store restores it, and the early first calls (src/early.ts) send it before the app's
// code has arrived.
import { readSavedToken } from '@tourplanner/app-kit/saved-token';
import { isWireAfter } from '@tourplanner/domain/dates';
import type { Token } from '@tourplanner/domain/entities';

export const TOKEN_KEY = 'token';

/** The saved token as it was stored, or null (none, unreadable, or not a token). */
export const readStoredToken = (): Token | null => readSavedToken(TOKEN_KEY);

/** Whether a saved token may still restore a session at `now` (it has not expired). */
export const isUsableToken = (token: Token, now: Date): boolean => isWireAfter(token.expires.date, now);
