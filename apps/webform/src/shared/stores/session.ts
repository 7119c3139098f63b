// The signed-in person (SPEC §3 Session, §4 Session): sign-in, restore from the stored token,
// sign-out. This app is for hostesses (HST) and hostess administrators (HSADM) only.
// The API client (zod and the contract) and the date rules (dayjs) are imported on first use, so
// the sign-in screen paints before they have loaded; this store alone gives the client the token
// and hears of a lost session (401).
import type { Token, User } from '@tourplanner/domain/entities';
import { message } from '@tourplanner/i18n-pl/errors';
import { dropKeptList } from '../lib/list-cache';
import { clearDraftsOf, purgeExpiredDrafts } from '../lib/registration-draft';
import {
  clearStoredToken,
  readStoredToken,
  readStoredTokenUser,
  storeToken,
  storeTokenUser,
} from '../lib/token-storage';
import { resetAll, resettableStore } from './resettable';

/** Roles that may use the webform app. */
export const WEBFORM_ROLES = ['HST', 'HSADM'] as const;

export type SessionStatus = 'unknown' | 'restoring' | 'signedOut' | 'signedIn';

/** A refused sign-in: its code, and its text (with the wait of a 429, see shared/api.ts). */
export interface LoginFailure {
  code: string;
  text: string;
}

export interface SessionState {
  status: SessionStatus;
  token: Token | null;
  user: User | null;
  /** Signed out because the server ended the session (a 401): the sign-in says so. */
  expired: boolean;
  /** Sign in; resolves to the failure (its code and the text to show), or null on success. */
  login: (username: string, password: string) => Promise<LoginFailure | null>;
  /** Startup: a stored, unexpired token is checked with /auth/session. */
  restore: (now?: Date) => Promise<void>;
  logout: () => Promise<void>;
  /**
   * The server answered 401: the session is gone. A registration in progress stays on the device
   * for the same hostess's next sign-in (shared/lib/registration-draft.ts).
   */
  expire: () => void;
}

const mayUseWebform = (user: User) => (WEBFORM_ROLES as readonly string[]).includes(user.role.uuid);

type ApiModule = typeof import('../api');
let loaded: ApiModule | null = null;

/** The API module, loaded once; on its first load the lost-session listener is registered. */
async function loadApi(): Promise<ApiModule> {
  if (loaded) return loaded;
  const module = await import('../api');
  if (!loaded) {
    loaded = module;
    module.api.onSessionLost(() => {
      if (useSession.getState().status === 'signedIn') useSession.getState().expire();
    });
  }
  return module;
}

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

const SIGNED_OUT = { status: 'signedOut', token: null, user: null, expired: false } as const;

export const useSession = resettableStore<SessionState>((set, get) => {
  const signedIn = (api: ApiModule['api'], token: Token, user: User) => {
    storeToken(token);
    storeTokenUser(user);
    api.setToken(token.uuid);
    purgeExpiredDrafts();
    set({ status: 'signedIn', token, user, expired: false });
  };

  // Whoever comes next on this phone starts from nothing: every store and the cached server data.
  const signedOut = (expired = false) => {
    clearStoredToken();
    void dropKeptList();
    loaded?.api.setToken(null);
    resetAll();
    set({ ...SIGNED_OUT, expired });
  };

  return {
    status: 'unknown',
    token: null,
    user: null,
    expired: false,

    async login(username, password) {
      const { api, errorCodeOf, errorTextOf } = await loadApi();
      try {
        const data = await api.call('login', { username, password });
        if (!mayUseWebform(data.user)) {
          // Coordinators use the back office: revoke the session we were just given.
          api.setToken(data.token.uuid);
          await api.call('logout', {}).catch(() => undefined);
          api.setToken(null);
          return { code: 'E_NO_PERMISSION', text: message('E_NO_PERMISSION') };
        }
        signedIn(api, data.token, data.user);
        return null;
      } catch (error) {
        return { code: errorCodeOf(error), text: errorTextOf(error) };
      }
    },

    async restore(now = new Date()) {
      const stored = readStoredToken();
      // The API client loads while the expiry is checked (it is needed either way).
      const loading = stored ? loadApi() : null;
      loading?.catch(() => undefined);
      if (!stored || !(await unexpired(stored.expires.date, now))) {
        clearStoredToken();
        set(SIGNED_OUT);
        return;
      }
      set({ status: 'restoring', token: stored });
      let module: ApiModule;
      let data: { token: Token; user: User };
      try {
        module = await (loading ?? loadApi());
        module.api.setToken(stored.uuid);
        data = await module.api.call('session', {});
      } catch (error) {
        // No answer (no connection): the app opens with the stored token and user, and her kept
        // list and queue show; the first call the server answers checks the session (a 401 ends it).
        const offlineUser = readStoredTokenUser();
        if (loaded?.errorCodeOf(error) === 'E_NETWORK' && offlineUser && mayUseWebform(offlineUser)) {
          set({ status: 'signedIn', token: stored, user: offlineUser, expired: false });
        } else {
          signedOut();
        }
        return;
      }
      if (mayUseWebform(data.user)) signedIn(module.api, data.token, data.user);
      else signedOut();
    },

    async logout() {
      // Signing out on purpose: her registrations in progress (personal data, codes) go too.
      const ident = get().user?.ident;
      if (ident) clearDraftsOf(ident);
      if (get().token) {
        const { api } = await loadApi();
        await api.call('logout', {}).catch(() => undefined);
      }
      signedOut();
    },

    expire() {
      signedOut(true);
    },
  };
});
