// The signed-in person of either app, made by createSessionStore: sign-in, restore from the token
// saved on the device, sign-out, and the end of a session the server reports (a 401). It is the one
// place that hands the token to the app's API client and listens for its lost sessions; what
// differs between the apps (the client, the storage key, the roles, what happens around a sign-in
// and a sign-out, state of their own) comes in as options.
import type { AppApi } from '@tourplanner/api-client/app-api';
import type { authCalls } from '@tourplanner/api-client/contract/auth';
import type { Token, User } from '@tourplanner/domain/entities';
import { type ResettableStore, resetAll, resettableStore } from './resettable';
import { clearSaved, readSavedToken, readSavedUser, saveToken, saveUser } from './saved-token';

export type SessionStatus = 'unknown' | 'restoring' | 'signedOut' | 'signedIn';

/**
 * 'none': no usable saved token; 'restored': the session call succeeded; 'failed': it was refused
 * (everything cleared); 'offline': the server gave no answer.
 */
export type RestoreResult = 'none' | 'restored' | 'failed' | 'offline';

/** A sign-in's outcome: signed in, refused because of the role (the new session revoked), or a failed call. */
export type SignInResult =
  | { ok: true; user: User }
  | { ok: false; refused: 'role' }
  | { ok: false; refused: 'call'; error: unknown };

export interface SessionCore {
  status: SessionStatus;
  token: Token | null;
  user: User | null;
  /** Signed out because the server ended the session (a 401): the sign-in may say so. */
  expired: boolean;
  signIn: (username: string, password: string) => Promise<SignInResult>;
  /** Startup: a saved, unexpired token is checked with the session call. */
  restore: (now?: Date) => Promise<RestoreResult>;
  /** Signing out on purpose: the server call's result is ignored; the app is reset either way. */
  logout: () => Promise<void>;
  /** The session is gone (the server said so): the app is reset, `expired` set. */
  expire: () => void;
}

type SetSession<S> = ResettableStore<S>['setState'];

/** The calls the session store makes: an app's table has at least these. */
export type SessionCalls = Pick<typeof authCalls, 'login' | 'session' | 'logout'>;
type SessionApi = AppApi<SessionCalls>;

export interface SessionOptions<Extra extends object> {
  /** The app's client, or its loader when the client loads after the first screen. */
  api: SessionApi | (() => Promise<SessionApi>);
  /** The local storage key of the saved token. */
  storageKey: string;
  /**
   * With it, the signed-in user is saved too, and a restore without an answer opens the app with
   * the saved token and user (the first call the server answers checks the session). Without it,
   * such a restore answers 'offline' and keeps the saved token for a retry.
   */
  userKey?: string;
  /** The roles that may sign in; anyone else is refused and the session just given revoked. */
  roles: readonly string[];
  /** Whether a saved token's expiry lies ahead (may load the date rules first). */
  unexpired: (expires: string, now: Date) => boolean | Promise<boolean>;
  /** After a sign-in or a restore the server confirmed. */
  onSignedIn?: (user: User) => void;
  /** Whenever a session ends on this device (sign-out, a lost session, a refused restore). */
  onSignedOut?: () => void;
  /** Before a sign-out on purpose, with who is leaving. */
  onLogout?: (user: User | null) => void;
  /**
   * A session call answered 401: `end` ends the session (expire()). Default: at once, when signed in.
   */
  onSessionLost?: (end: () => void, state: SessionCore) => void;
  /** The app's own state and actions in the same store. */
  extend?: (set: SetSession<SessionCore & Extra>, get: () => SessionCore & Extra) => Extra;
}

/** No answer came: the client's network (or abort) code, or a failure that is no answer of the API at all. */
function noAnswer(error: unknown): boolean {
  const e = error as { name?: unknown; code?: unknown } | null;
  if (e?.name !== 'ApiError') return true;
  return e.code === 'E_NETWORK' || e.code === 'E_ABORTED';
}

const SIGNED_OUT = { status: 'signedOut', token: null, user: null, expired: false } as const;

export function createSessionStore<Extra extends object = Record<never, never>>(
  options: SessionOptions<Extra>,
): ResettableStore<SessionCore & Extra> {
  type State = SessionCore & Extra;
  const { storageKey, userKey } = options;
  const mayUse = (user: User) => options.roles.includes(user.role.uuid);
  const savedKeys = userKey ? [userKey, storageKey] : [storageKey];

  // The client: given, or loaded once; on its first load it gets the token and the 401 listener.
  let loaded: SessionApi | null = null;
  let loading: Promise<SessionApi> | null = null;
  const wire = (api: SessionApi) => {
    loaded = api;
    api.setToken(useSession.getState().token?.uuid ?? null);
    useSession.subscribe((s) => api.setToken(s.token?.uuid ?? null));
    api.onSessionLost(() => {
      const state = useSession.getState();
      if (options.onSessionLost) options.onSessionLost(state.expire, state);
      else if (state.status === 'signedIn') state.expire();
    });
    return api;
  };
  const loadApi = async (): Promise<SessionApi> => {
    if (loaded) return loaded;
    if (typeof options.api !== 'function') return wire(options.api);
    loading ??= options.api().then((api) => loaded ?? wire(api));
    // A loader that failed (no connection) is tried again next time.
    return loading.catch((error) => {
      loading = null;
      throw error;
    });
  };

  const useSession: ResettableStore<State> = resettableStore<State>((set, get) => {
    const signedIn = (token: Token, user: User) => {
      saveToken(storageKey, token);
      if (userKey) saveUser(userKey, user);
      set({ status: 'signedIn', token, user, expired: false } as Partial<State>);
      options.onSignedIn?.(user);
    };

    // Whoever comes next on this device starts from nothing: every store and the cached server data.
    const signedOut = (expired = false) => {
      clearSaved(...savedKeys);
      options.onSignedOut?.();
      resetAll();
      set({ ...SIGNED_OUT, expired } as Partial<State>);
    };

    const core: SessionCore = {
      status: 'unknown',
      token: null,
      user: null,
      expired: false,

      async signIn(username, password) {
        const api = await loadApi();
        try {
          const data = await api.call('login', { username, password });
          if (!mayUse(data.user)) {
            // Someone for the other app: revoke the session we were just given.
            api.setToken(data.token.uuid);
            await api.call('logout', {}).catch(() => undefined);
            api.setToken(get().token?.uuid ?? null);
            return { ok: false, refused: 'role' };
          }
          signedIn(data.token, data.user);
          return { ok: true, user: data.user };
        } catch (error) {
          return { ok: false, refused: 'call', error };
        }
      },

      async restore(now = new Date()) {
        const saved = readSavedToken(storageKey);
        // The client loads while the expiry is checked (it is needed either way).
        const client = saved ? loadApi() : null;
        client?.catch(() => undefined);
        const usable = saved ? options.unexpired(saved.expires.date, now) : false;
        if (!saved || !(typeof usable === 'boolean' ? usable : await usable)) {
          clearSaved(...savedKeys);
          set(SIGNED_OUT as Partial<State>);
          return 'none';
        }
        // Set before the first await when nothing had to load: the app starts its first screen's
        // calls beside the session call, with this token.
        set({ status: 'restoring', token: saved } as Partial<State>);
        let api: SessionApi;
        try {
          api = await (client ?? loadApi());
        } catch {
          // The client could not load (no connection, nothing cached): nothing can be checked.
          signedOut();
          return 'failed';
        }
        let data: { token: Token; user: User };
        try {
          data = await api.call('session', {});
        } catch (error) {
          if (!noAnswer(error)) {
            signedOut();
            return 'failed';
          }
          const offlineUser = userKey ? readSavedUser(userKey) : null;
          if (offlineUser && mayUse(offlineUser)) {
            set({ status: 'signedIn', token: saved, user: offlineUser, expired: false } as Partial<State>);
          } else if (userKey) {
            signedOut();
          } else {
            set(SIGNED_OUT as Partial<State>);
          }
          return 'offline';
        }
        if (!mayUse(data.user)) {
          signedOut();
          return 'failed';
        }
        signedIn(data.token, data.user);
        return 'restored';
      },

      async logout() {
        options.onLogout?.(get().user);
        if (get().token) {
          const api = await loadApi();
          await api.call('logout', {}).catch(() => undefined);
        }
        signedOut();
      },

      expire() {
        signedOut(true);
      },
    };
    return { ...core, ...(options.extend?.(set, get) ?? ({} as Extra)) };
  });

  // A client given at once is wired at once: the token reaches it from any change (sign-in, restore, reset).
  if (typeof options.api !== 'function') wire(options.api);
  return useSession;
}
