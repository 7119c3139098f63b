// Session slice (SPEC §3): the token (kept in localStorage under `token`), the signed-in user and
// the e-mail of a password reminder in progress, with login, restore and logout (SPEC §4). The one
// place that hands the token to the API client, and that resets the app when a session ends.

import { ApiError } from '@tourplanner/api-client/app-api';
import type { Token, User } from '@tourplanner/domain/entities';
import { api } from '../api';
import { resetAll, resettableStore } from './resettable';
import { isUsableToken, readStoredToken, TOKEN_KEY } from './saved-token';

export class NoPermissionError extends Error {
  constructor() {
    super('no-permission');
    this.name = 'NoPermissionError';
  }
}

export type RestoreResult = 'none' | 'restored' | 'failed' | 'offline';

interface SessionState {
  token: Token | null;
  user: User | null;
  remindEmail: string;
  /** True while a saved session is being restored (the full-screen preloader shows). */
  restoring: boolean;
  setRemindEmail: (email: string) => void;
  setRestoring: (restoring: boolean) => void;
  /** Signs in; a hostess is refused (and her fresh session revoked) with NoPermissionError. */
  login: (username: string, password: string) => Promise<User>;
  /**
   * Startup restore: 'none' when there is no usable saved token, 'restored' when the session call
   * succeeded, 'failed' when it was refused (state and storage cleared), 'offline' when the server
   * gave no answer (the saved token stays, so a retry can restore it).
   */
  restore: (now?: Date) => Promise<RestoreResult>;
  /** Logout: the server call's result is ignored; the app is reset either way. */
  logout: () => Promise<void>;
  /**
   * A saved account as the server answered it: when it is the signed-in user's own, her copy here
   * becomes it (name, e-mail, territories), the token and the rest kept. Anyone else's, or one
   * answered after the session ended, changes nothing.
   */
  accountSaved: (user: User) => void;
}

const hasStoredToken = () => {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(TOKEN_KEY) !== null;
  } catch {
    return false;
  }
};

const store = (token: Token | null) => {
  if (token) localStorage.setItem(TOKEN_KEY, JSON.stringify(token));
  else localStorage.removeItem(TOKEN_KEY);
};

/** Ends the session on this device: the saved token goes, then every store and the cache. */
function signOutLocally() {
  store(null);
  resetAll();
}

export const useSession = resettableStore<SessionState>((set) => ({
  token: null,
  user: null,
  remindEmail: '',
  // Up from the first render when a token is saved, so no screen flashes before the restore.
  restoring: hasStoredToken(),
  setRemindEmail: (remindEmail) => set({ remindEmail }),
  setRestoring: (restoring) => set({ restoring }),

  login: async (username, password) => {
    const data = await api.call('login', { username, password });
    if (data.user.role.uuid === 'HST') {
      set({ token: data.token });
      await api.call('logout', {}).catch(() => undefined);
      set({ token: null });
      throw new NoPermissionError();
    }
    store(data.token);
    set({ token: data.token, user: data.user });
    return data.user;
  },

  restore: async (now = new Date()) => {
    const token = readStoredToken();
    if (!token || !isUsableToken(token, now)) {
      if (token) store(null);
      return 'none';
    }
    set({ token });
    try {
      const data = await api.call('session', {});
      if (data.user.role.uuid === 'HST') throw new NoPermissionError();
      store(data.token);
      set({ token: data.token, user: data.user });
      return 'restored';
    } catch (error) {
      if (error instanceof ApiError && error.isNetwork) {
        set({ token: null, user: null });
        return 'offline';
      }
      store(null);
      set({ token: null, user: null });
      return 'failed';
    }
  },

  logout: async () => {
    try {
      await api.call('logout', {});
    } catch {
      // The user leaves the session whatever the server said (SPEC §4).
    }
    signOutLocally();
  },

  accountSaved: (user) => set((s) => (s.user?.uuid === user.uuid ? { user } : {})),
}));

// The client sends whatever token the store holds, from any change (login, restore, reset).
api.setToken(useSession.getState().token?.uuid ?? null);
useSession.subscribe((s) => api.setToken(s.token?.uuid ?? null));

// A lost session (any 401 of a session call) ends it here too. After the failing call has settled,
// so that its own error toast still shows and the query it belonged to is not cancelled silently.
api.onSessionLost(() => {
  setTimeout(signOutLocally, 0);
});

export const selectUser = (s: SessionState) => s.user;
export const selectRole = (s: SessionState) => s.user?.role.uuid ?? null;
export const selectIsSignedIn = (s: SessionState) => s.user !== null && s.token !== null;
