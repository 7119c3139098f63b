// The one way both apps call the API: the typed client of client.ts with the session token held
// here (set once by the app's session store), `data` unwrapped (or `{data, meta}` when asked), and
// every lost session (401) reported to the listeners the app registers (it resets its stores).
import {
  type ApiClientOptions,
  ApiError,
  type CallBody,
  type CallData,
  type CallResult,
  createApiClient,
  type OptionsArg,
} from './client.ts';
import type { CallName, Contract } from './contract.ts';

/** Options of one call: path parameters (required when the path has any), abort, idempotency. */
type CallOpts<N extends CallName> = OptionsArg<Contract[N]>;

export interface AppApi {
  /** Calls a contract entry and answers its `data` (a FileResult for file calls). */
  call<N extends CallName>(
    name: N,
    body: CallBody<Contract[N]>,
    ...opts: CallOpts<N>
  ): Promise<CallData<Contract[N]>>;
  /** Calls a contract entry and answers `{data, meta}` (the webform reads meta.bc and meta.ts). */
  callWithMeta<N extends CallName>(
    name: N,
    body: CallBody<Contract[N]>,
    ...opts: CallOpts<N>
  ): Promise<CallResult<Contract[N]>>;
  /** The session token sent as `Authorization: Bearer`; the session store sets it, nothing else. */
  setToken(token: string | null): void;
  getToken(): string | null;
  /**
   * Runs `listener` when a session call answers 401 (no, expired or revoked session). Answers the
   * function that removes it.
   */
  onSessionLost(listener: (error: ApiError) => void): () => void;
}

export type AppApiOptions = Pick<ApiClientOptions, 'baseUrl' | 'fetch' | 'timeoutMs' | 'normalizeOnly'>;

export function createAppApi(options: AppApiOptions): AppApi {
  let token: string | null = null;
  const listeners = new Set<(error: ApiError) => void>();
  const client = createApiClient({
    ...options,
    getToken: () => token,
    onUnauthorized: (error) => {
      for (const listener of [...listeners]) listener(error);
    },
  });
  return {
    async call(name, body, ...opts) {
      return (await client.call(name, body, ...opts)).data;
    },
    callWithMeta(name, body, ...opts) {
      return client.call(name, body, ...opts);
    },
    setToken(value) {
      token = value;
    },
    getToken: () => token,
    onSessionLost(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export { ApiError };
