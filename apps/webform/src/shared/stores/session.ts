// The signed-in person (SPEC §3 Session, §4 Session): the app kit's session store for the webform,
// which is for hostesses (HST) and hostess administrators (HSADM) only. What is the webform's own:
// the API client (zod and the contract) and the date rules (dayjs) load on first use, so the
// sign-in screen paints before them; who signed in is saved too, so the app opens without a
// connection; a sign-in answers the text to show; registrations in progress stay on the phone
// for the same hostess's next sign-in after a lost session, and go when she signs out on purpose.
import { createSessionStore } from '@tourplanner/app-kit/session';
import { GENERIC_ERROR, NETWORK_ERROR_CODE } from '@tourplanner/i18n-pl/error-basics';
import { dropKeptList } from '../lib/list-cache';
import { clearDraftsOf, purgeExpiredDrafts } from '../lib/registration-draft';

/** Roles that may use the webform app (domain's WEBFORM_ROLES, not imported: it loads zod). */
export const WEBFORM_ROLES = ['HST', 'HSADM'] as const;

/** A refused sign-in: its code, and its text (with the wait of a 429, see shared/api.ts). */
export interface LoginFailure {
  code: string;
  text: string;
}

interface WebformSession {
  /** Sign in; resolves to the failure (its code and the text to show), or null on success. */
  login: (username: string, password: string) => Promise<LoginFailure | null>;
}

const loadApi = () => import('../api');

/**
 * Whether a stored token's expiry lies ahead. The date rules load here, not with the first screen;
 * when they cannot load (no connection, nothing cached) the server's answer decides.
 */
async function unexpired(expires: string, now: Date): Promise<boolean> {
  try {
    const { isWireAfter } = await import('@tourplanner/domain/dates');
    return isWireAfter(expires, now);
  } catch {
    return true;
  }
}

/**
 * The code and text of a refused sign-in: someone the webform is not for, or a failed call (the
 * generic text when even the client did not load). The error catalogue comes with the client, not
 * with the sign-in screen.
 */
async function failureOf(
  refusal: { refused: 'role' } | { refused: 'call'; error: unknown },
): Promise<LoginFailure> {
  try {
    const { errorCodeOf, errorTextOf, roleRefusedText } = await loadApi();
    if (refusal.refused === 'role') return { code: 'E_NO_PERMISSION', text: roleRefusedText() };
    return { code: errorCodeOf(refusal.error), text: errorTextOf(refusal.error) };
  } catch {
    return { code: NETWORK_ERROR_CODE, text: GENERIC_ERROR };
  }
}

export const useSession = createSessionStore<WebformSession>({
  api: async () => (await loadApi()).api,
  storageKey: 'token',
  // Who the token belongs to, for opening the app without a connection (the server checks it again).
  userKey: 'token-user',
  roles: WEBFORM_ROLES,
  unexpired,
  onSignedIn: () => purgeExpiredDrafts(),
  onSignedOut: () => void dropKeptList(),
  // Signing out on purpose: her registrations in progress (personal data, codes) go too.
  onLogout: (user) => {
    if (user?.ident) clearDraftsOf(user.ident);
  },
  extend: (_set, get) => ({
    async login(username, password) {
      const result = await get().signIn(username, password);
      if (result.ok) return null;
      // Coordinators use the back office: the session they were given is already revoked.
      return failureOf(result);
    },
  }),
});

export type SessionState = ReturnType<typeof useSession.getState>;
export type { SessionStatus } from '@tourplanner/app-kit/session';
