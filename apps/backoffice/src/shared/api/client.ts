// The back office's door to the API: @tourplanner/api-client's typed client, with the answer's
// `data` unwrapped (file calls give the Blob, multipart calls take `files`). A failed call throws
// the client's ApiError, whose message is the catalogue's Polish text; a lost session (401) ends
// the session through the handler the session store installs.
import { ApiError, createApiClient, type FileResult } from '@tourplanner/api-client/client';
import type { CallName, Contract } from '@tourplanner/api-client/contract';
import type { RequestOf, ResponseOf } from '@tourplanner/api-client/define';
import { GENERIC_ERROR } from '@tourplanner/i18n-pl/errors';
import type { z } from 'zod';
import { env } from '../../env';

export { ApiError };

/** Calls that answer a file instead of the JSON envelope. */
export type FileCall = 'reportDownload' | 'receiptServe' | 'fileServe' | 'codeExport';

type ParamsOf<C> = C extends { params?: infer P }
  ? NonNullable<P> extends z.ZodType
    ? z.input<NonNullable<P>>
    : never
  : never;

export interface CallOptions<N extends CallName> {
  params?: ParamsOf<Contract[N]>;
  signal?: AbortSignal;
  /** Multipart calls: the files sent as `files[]`. */
  files?: Blob[];
}

/** What a call resolves to: the envelope's `data`, or the file for file calls. */
export type CallResult<N extends CallName> = N extends FileCall ? Blob : ResponseOf<Contract[N]>;

let unauthorizedHandler: () => void = () => {};
let tokenGetter: () => string | null = () => null;

/** The session store plugs in how to read the token and what a lost session does. */
export function configureApi(getToken: () => string | null, onUnauthorized: () => void) {
  tokenGetter = getToken;
  unauthorizedHandler = onUnauthorized;
}

const client = createApiClient({
  baseUrl: env.apiUrl,
  getToken: () => tokenGetter(),
  onUnauthorized: () => unauthorizedHandler(),
});

type AnyCall = (
  name: string,
  body: unknown,
  opts?: { params?: unknown; signal?: AbortSignal },
) => Promise<{ data: unknown }>;

async function call<N extends CallName>(
  name: N,
  body: RequestOf<Contract[N]>,
  opts: CallOptions<N> = {},
): Promise<CallResult<N>> {
  const { files, ...rest } = opts;
  const payload = files ? { input: body, files } : body;
  const answer = await (client.call as unknown as AnyCall)(name, payload, rest);
  const data = answer.data;
  if (data && typeof data === 'object' && 'blob' in data && (data as FileResult).blob instanceof Blob) {
    return (data as FileResult).blob as CallResult<N>;
  }
  return data as CallResult<N>;
}

/** The app's client. Component tests replace `api.call` with a stub (vi.spyOn). */
export const api = { call };

/** Whether an error is the caller's own abort (nothing to show). */
export function isAborted(error: unknown): boolean {
  return (error instanceof ApiError && error.isAborted) || (error as Error)?.name === 'AbortError';
}

/** The Polish text for any thrown error (the catalogue's for ApiError, the generic one otherwise). */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return GENERIC_ERROR;
}
