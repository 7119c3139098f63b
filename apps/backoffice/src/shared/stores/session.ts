// Session slice (SPEC §3): the app kit's session store for the back office: the token (kept in
// localStorage under `token`), the signed-in user and, of this app alone, the e-mail of a password
// reminder in progress and the flag of a restore under way. A hostess may not sign in here; a brand
// client may (read-only).

import { hasSaved } from '@tourplanner/app-kit/saved-token';
import { createSessionStore, type RestoreResult } from '@tourplanner/app-kit/session';
import { isWireAfter } from '@tourplanner/domain/dates';
import type { User } from '@tourplanner/domain/entities';
import { BACK_OFFICE_SIGN_IN_ROLES } from '@tourplanner/domain/roles';
import { api } from '../api';
import { TOKEN_KEY } from './saved-token';

export type { RestoreResult };

export class NoPermissionError extends Error {
  constructor() {
    super('no-permission');
    this.name = 'NoPermissionError';
  }
}

interface BackOfficeSession {
  remindEmail: string;
  /** True while a saved session is being restored (the full-screen preloader shows). */
  restoring: boolean;
  setRemindEmail: (email: string) => void;
  setRestoring: (restoring: boolean) => void;
  /** Signs in; a hostess is refused (and her fresh session revoked) with NoPermissionError. */
  login: (username: string, password: string) => Promise<User>;
  /**
   * A saved account as the server answered it: when it is the signed-in user's own, her copy here
   * becomes it (name, e-mail, territories), the token and the rest kept. Anyone else's, or one
   * answered after the session ended, changes nothing.
   */
  accountSaved: (user: User) => void;
}

export const useSession = createSessionStore<BackOfficeSession>({
  api,
  storageKey: TOKEN_KEY,
  // The coordinators and the brand client (its reports, its dashboard).
  roles: BACK_OFFICE_SIGN_IN_ROLES,
  unexpired: (expires, now) => isWireAfter(expires, now),
  // A lost session (any 401 of a session call) ends it after the failing call has settled, so that
  // its own error toast still shows and the query it belonged to is not cancelled silently.
  onSessionLost: (end) => {
    setTimeout(end, 0);
  },
  extend: (set, get) => ({
    remindEmail: '',
    // Up from the first render when a token is saved, so no screen flashes before the restore.
    restoring: hasSaved(TOKEN_KEY),
    setRemindEmail: (remindEmail) => set({ remindEmail }),
    setRestoring: (restoring) => set({ restoring }),
    login: async (username, password) => {
      const result = await get().signIn(username, password);
      if (result.ok) return result.user;
      if (result.refused === 'role') throw new NoPermissionError();
      throw result.error;
    },
    accountSaved: (user) => set((s) => (s.user?.uuid === user.uuid ? { user } : {})),
  }),
});

type SessionState = ReturnType<typeof useSession.getState>;

export const selectUser = (s: SessionState) => s.user;
export const selectRole = (s: SessionState) => s.user?.role.uuid ?? null;
export const selectIsSignedIn = (s: SessionState) => s.user !== null && s.token !== null;
