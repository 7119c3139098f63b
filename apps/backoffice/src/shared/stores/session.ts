// Session slice (SPEC §3): the token (kept in localStorage under `token`), the signed-in user and
// the e-mail of a password reminder in progress. Login, restore and logout rules are SPEC §4.

import { isWireAfter } from '@tourplanner/domain/dates';
import type { Token, User } from '@tourplanner/domain/entities';
import { create } from 'zustand';
import { api, configureApi } from '../api/client';

export const TOKEN_KEY = 'token';

export class NoPermissionError extends Error {
  constructor() {
    super('no-permission');
    this.name = 'NoPermissionError';
  }
}

interface SessionState {
  token: Token | null;
  user: User | null;
  remindEmail: string;
  /** True while a saved session is being restored (the full-screen preloader shows). */
  restoring: boolean;
  setToken: (token: Token | null) => void;
  setSession: (token: Token, user: User) => void;
  setUser: (user: User) => void;
  setRemindEmail: (email: string) => void;
  setRestoring: (restoring: boolean) => void;
  clear: () => void;
  reset: () => void;
}

function readStoredToken(): Token | null {
  try {
    const raw = localStorage.getItem(TOKEN_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Token;
    return parsed && typeof parsed.uuid === 'string' && parsed.expires?.date ? parsed : null;
  } catch {
    return null;
  }
}

const hasStoredToken = () => {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(TOKEN_KEY) !== null;
  } catch {
    return false;
  }
};

const initial = { token: null, user: null, remindEmail: '', restoring: false };

export const useSession = create<SessionState>((set) => ({
  ...initial,
  restoring: hasStoredToken(),
  setToken: (token) => {
    if (token) localStorage.setItem(TOKEN_KEY, JSON.stringify(token));
    else localStorage.removeItem(TOKEN_KEY);
    set({ token });
  },
  setSession: (token, user) => {
    localStorage.setItem(TOKEN_KEY, JSON.stringify(token));
    set({ token, user });
  },
  setUser: (user) => set({ user }),
  setRemindEmail: (remindEmail) => set({ remindEmail }),
  setRestoring: (restoring) => set({ restoring }),
  clear: () => {
    localStorage.removeItem(TOKEN_KEY);
    set({ token: null, user: null });
  },
  reset: () => set(initial),
}));

configureApi(
  () => useSession.getState().token?.uuid ?? null,
  () => {
    if (useSession.getState().token) useSession.getState().clear();
  },
);

/** Signs in; a hostess is refused (and her fresh session revoked) with NoPermissionError. */
export async function login(username: string, password: string): Promise<User> {
  const data = await api.call('login', { username, password });
  if (data.user.role.uuid === 'HST') {
    useSession.setState({ token: data.token });
    await api.call('logout', {}).catch(() => undefined);
    useSession.setState({ token: null });
    throw new NoPermissionError();
  }
  useSession.getState().setSession(data.token, data.user);
  return data.user;
}

/**
 * Startup restore (SPEC §4): 'none' when there is no usable saved token, 'restored' when the
 * session call succeeded, 'failed' when it did not (state and storage cleared).
 */
export async function restoreSession(now: Date = new Date()): Promise<'none' | 'restored' | 'failed'> {
  const token = readStoredToken();
  if (!token || !isWireAfter(token.expires.date, now)) {
    if (token) localStorage.removeItem(TOKEN_KEY);
    return 'none';
  }
  useSession.getState().setToken(token);
  try {
    const data = await api.call('session', {});
    if (data.user.role.uuid === 'HST') throw new NoPermissionError();
    useSession.getState().setSession(data.token, data.user);
    return 'restored';
  } catch {
    useSession.getState().clear();
    return 'failed';
  }
}

/** Logout: the server call's result is ignored; state and storage are cleared either way. */
export async function logout(): Promise<void> {
  try {
    await api.call('logout', {});
  } catch {
    // The user leaves the session whatever the server said (SPEC §4).
  }
  useSession.getState().clear();
}

export const selectUser = (s: SessionState) => s.user;
export const selectRole = (s: SessionState) => s.user?.role.uuid ?? null;
export const selectIsSignedIn = (s: SessionState) => s.user !== null && s.token !== null;
