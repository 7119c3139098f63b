// The one way both apps call the API: the typed client of client.ts over the app's own table of
// calls (the entries it uses, taken from contract/<area>.ts, so its bundle carries no schema of a
// call it never makes), with the session token held here (set once by the app's session store),
// `data` unwrapped (or `{data, meta}` when asked), and every lost session (401) reported to the
// listeners the app registers (it resets its stores).
import {
  type ApiClientOptions,
  ApiError,
  type CallBody,
  type CallData,
  type CallResult,
  type ContractLike,
  createClient,
  type OptionsArg,
} from './client.ts';

/** Options of one call: path parameters (required when the path has any), abort, idempotency. */
type CallOpts<C extends ContractLike, N extends keyof C> = OptionsArg<C[N]>;

/** An app's client over its table `C`: a call the table lacks does not compile. */
export interface AppApi<C extends ContractLike> {
  /** Calls an entry of the table and answers its `data` (a FileResult for file calls). */
  call<N extends keyof C & string>(
    name: N,
    body: CallBody<C[N]>,
    ...opts: CallOpts<C, N>
  ): Promise<CallData<C[N]>>;
  /** Calls an entry of the table and answers `{data, meta}` (the webform reads meta.bc and meta.ts). */
  callWithMeta<N extends keyof C & string>(
    name: N,
    body: CallBody<C[N]>,
    ...opts: CallOpts<C, N>
  ): Promise<CallResult<C[N]>>;
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

/**
 * The client of an app over `table`: the calls it makes, as the contract's area tables define them
 * (`{ ...authCalls, ...actionCalls }`, or single entries); the server still serves the whole contract.
 */
export function createAppApi<C extends ContractLike>(table: C, options: AppApiOptions): AppApi<C> {
  let token: string | null = null;
  const listeners = new Set<(error: ApiError) => void>();
  const client = createClient(table, {
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
