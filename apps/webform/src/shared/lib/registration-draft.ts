// A registration in progress, kept on the device (issue #14 "Nothing lost"; SPEC §10.8): one
// draft per hostess and action in local storage, so a reload, a lost session or a new sign-in of
// the same hostess continues where she was. A draft holds the consumer's personal data and codes,
// so it lives at most DRAFT_TTL_MS after its last change, and is removed on success, on a reset
// and on sign-out (clearDraftsOf). What a draft holds is the registration's business
// (features/webform/stores/draft.ts); here it is opaque.

/** How long an untouched draft is kept: a registration at the counter takes minutes, not hours. */
export const DRAFT_TTL_MS = 2 * 60 * 60_000;

const PREFIX = 'registration-draft:';

interface Stored {
  savedAt: number;
  hostess: string;
  action: string;
  draft: unknown;
}

const keyOf = (hostess: string, action: string) =>
  `${PREFIX}${encodeURIComponent(hostess)}:${encodeURIComponent(action)}`;

function read(key: string): Stored | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const s = parsed as Partial<Stored>;
    if (typeof s.savedAt !== 'number' || typeof s.hostess !== 'string' || typeof s.action !== 'string')
      return null;
    return s as Stored;
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

function draftKeys(): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
  } catch {
    // No storage: no drafts.
  }
  return keys;
}

/** Removes every draft older than DRAFT_TTL_MS (and any that cannot be read). */
export function purgeExpiredDrafts(now = Date.now()): void {
  for (const key of draftKeys()) {
    const stored = read(key);
    if (!stored || now - stored.savedAt > DRAFT_TTL_MS || stored.savedAt > now + 60_000) remove(key);
  }
}

export function saveDraft(hostess: string, action: string, draft: unknown, now = Date.now()): void {
  try {
    localStorage.setItem(keyOf(hostess, action), JSON.stringify({ savedAt: now, hostess, action, draft }));
  } catch {
    // Private mode or a full storage: the registration still works, it just is not kept.
  }
}

/** The hostess's draft at this action with the time it was saved, or null (none, or expired: then removed). */
export function loadDraft(
  hostess: string,
  action: string,
  now = Date.now(),
): { savedAt: number; draft: unknown } | null {
  purgeExpiredDrafts(now);
  const stored = read(keyOf(hostess, action));
  return stored ? { savedAt: stored.savedAt, draft: stored.draft } : null;
}

export function clearDraft(hostess: string, action: string): void {
  remove(keyOf(hostess, action));
}

/** Every draft of this hostess (her sign-out), and every expired one. */
export function clearDraftsOf(hostess: string, now = Date.now()): void {
  for (const key of draftKeys()) if (read(key)?.hostess === hostess) remove(key);
  purgeExpiredDrafts(now);
}
