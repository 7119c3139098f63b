// The signed-in person (SPEC §3 Session, §4 Session): sign-in, restore from the stored token,
// sign-out. This app is for hostesses (HST) and hostess administrators (HSADM) only.
// The API client is imported on first use, so the sign-in screen paints before it has loaded.
import { isWireAfter } from '@tourplanner/domain/dates';
import type { Token, User } from '@tourplanner/domain/entities';
import { create } from 'zustand';
import { sessionBridge } from '../lib/session-bridge';
import { clearStoredToken, readStoredToken, storeToken } from '../lib/token-storage';

/** Roles that may use the webform app. */
export const WEBFORM_ROLES = ['HST', 'HSADM'] as const;

export type SessionStatus = 'unknown' | 'restoring' | 'signedOut' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  token: Token | null;
  user: User | null;
  /** Sign in; resolves to an error code, or null on success. */
  login: (username: string, password: string) => Promise<string | null>;
  /** Startup: a stored, unexpired token is checked with /auth/session. */
  restore: (now?: Date) => Promise<void>;
  logout: () => Promise<void>;
  /** The server answered 401: the session is gone. */
  expire: () => void;
}

const loadApi = () => import('../lib/api');
const mayUseWebform = (user: User) => (WEBFORM_ROLES as readonly string[]).includes(user.role.uuid);

export const useSession = create<SessionState>()((set, get) => ({
  status: 'unknown',
  token: null,
  user: null,

  async login(username, password) {
    const { api, errorCodeOf } = await loadApi();
    try {
      const { data } = await api().call('login', { username, password });
      if (!mayUseWebform(data.user)) {
        // Coordinators use the back office: revoke the session we were just given.
        sessionBridge.setToken(data.token.uuid);
        await api()
          .call('logout', {})
          .catch(() => undefined);
        sessionBridge.setToken(null);
        return 'E_NO_PERMISSION';
      }
      storeToken(data.token);
      set({ status: 'signedIn', token: data.token, user: data.user });
      return null;
    } catch (error) {
      return errorCodeOf(error);
    }
  },

  async restore(now = new Date()) {
    const stored = readStoredToken();
    if (!stored || !isWireAfter(stored.expires.date, now)) {
      clearStoredToken();
      set({ status: 'signedOut', token: null, user: null });
      return;
    }
    set({ status: 'restoring', token: stored });
    try {
      const { api } = await loadApi();
      const { data } = await api().call('session', {});
      if (!mayUseWebform(data.user)) throw new Error('This role does not use the webform');
      storeToken(data.token);
      set({ status: 'signedIn', token: data.token, user: data.user });
    } catch {
      clearStoredToken();
      set({ status: 'signedOut', token: null, user: null });
    }
  },

  async logout() {
    if (get().token) {
      const { api } = await loadApi();
      await api()
        .call('logout', {})
        .catch(() => undefined);
    }
    clearStoredToken();
    set({ status: 'signedOut', token: null, user: null });
  },

  expire() {
    clearStoredToken();
    set({ status: 'signedOut', token: null, user: null });
  },
}));

// The API client reads the token from the bridge; keep it in step with the store.
useSession.subscribe((state) => sessionBridge.setToken(state.token?.uuid ?? null));
sessionBridge.onUnauthorized(() => {
  if (useSession.getState().status === 'signedIn') useSession.getState().expire();
});
