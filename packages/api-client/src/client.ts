// Long (over 300 lines) on purpose: the single place where requests, envelopes and errors are handled.
// The typed HTTP client of the apps: every call of the contract table by name, POST with a JSON
// (or multipart) body, the envelope unwrapped and parsed, every failure one ApiError with Polish text.
import { message as errorText, GENERIC_ERROR, waitMessage } from '@tourplanner/i18n-pl/errors';
import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import { buildPath, type CallDef, type CallKind } from './define.ts';

/** Any table of calls shaped like `contract` (tests use small tables of their own). */
export type ContractLike = Record<string, CallDef>;

/** A failing field of a validation error (`data.fields`). */
export interface FieldFailure {
  path: string;
  message: string;
}

/** Codes the client itself produces, for failures that never got an answer from the server. */
export const CLIENT_ERROR_CODES = {
  /** No answer: the server is unreachable, the connection broke, or the 30 s timeout passed. */
  network: 'E_NETWORK',
  /** The caller aborted the call through its signal; apps normally ignore it. */
  aborted: 'E_ABORTED',
  /** The server answered success with data the contract's schema rejects: client and server drifted. */
  invalidResponse: 'E_INVALID_RESPONSE',
} as const;

/** What a file call ('file' kind) answers. */
export interface FileResult {
  blob: Blob;
  /** From Content-Disposition; null when the server named none. */
  fileName: string | null;
  contentType: string;
}

/** The body of a multipart call: `input` goes as the `_input` JSON field, `files` as `files[]`. */
export interface MultipartBody<C extends CallDef> {
  input: z.input<C['request']>;
  files: readonly Blob[];
}

// define.ts's CallDef does not keep `kind` as a literal, so for the real contract the kind is the
// whole CallKind union; the types below are exact when the kind is a literal and permissive otherwise.
type WideKind<C extends CallDef> = CallKind extends C['kind'] ? true : false;

/** The body `call` takes for an entry. */
export type CallBody<C extends CallDef> =
  WideKind<C> extends true
    ? z.input<C['request']> | MultipartBody<C>
    : C['kind'] extends 'multipart'
      ? MultipartBody<C>
      : z.input<C['request']>;

// `params?` and `meta?` are optional properties, so their type includes undefined: strip it first.
type ParamsSchema<C extends CallDef> = Exclude<C['params'], undefined>;
type MetaSchema<C extends CallDef> = Exclude<C['meta'], undefined>;

/** Path parameters of an entry, or undefined when its path has none. */
export type CallParams<C extends CallDef> = [ParamsSchema<C>] extends [never]
  ? undefined
  : ParamsSchema<C> extends z.ZodType
    ? z.input<ParamsSchema<C>>
    : undefined;

/** `meta` of a successful answer, or undefined when the entry declares none. */
export type CallMeta<C extends CallDef> = [MetaSchema<C>] extends [never]
  ? undefined
  : MetaSchema<C> extends z.ZodType
    ? z.output<MetaSchema<C>>
    : undefined;

/**
 * `data` of an entry's answer. With a wide kind, a file entry is recognised by its response schema
 * being `z.unknown()` (the contract's convention for 'file'; no JSON answer parses to `unknown`).
 */
export type CallData<C extends CallDef> =
  WideKind<C> extends true
    ? unknown extends z.output<C['response']>
      ? FileResult
      : z.output<C['response']>
    : C['kind'] extends 'file'
      ? FileResult
      : z.output<C['response']>;

/** What `call` resolves to for an entry. */
export interface CallResult<C extends CallDef> {
  data: CallData<C>;
  meta: CallMeta<C>;
}

export interface CallOptions<P> {
  params: P;
  signal?: AbortSignal;
  /**
   * Sent as the `Idempotency-Key` header, only to calls the contract marks `idempotent`: the same
   * key on a retry makes the server answer the first result (see `newIdempotencyKey`).
   */
  idempotencyKey?: string;
}

/** Options are required when the path has parameters, optional otherwise. */
export type OptionsArg<C extends CallDef> =
  CallParams<C> extends undefined
    ? [opts?: { params?: undefined; signal?: AbortSignal; idempotencyKey?: string }]
    : [opts: CallOptions<CallParams<C>>];

export interface ApiClient<T extends ContractLike> {
  call<N extends keyof T & string>(
    name: N,
    body: CallBody<T[N]>,
    ...opts: OptionsArg<T[N]>
  ): Promise<CallResult<T[N]>>;
}

export interface ApiClientOptions {
  /** Where the API is, e.g. 'https://api.example.pl' or '/api'; call paths are appended to it. */
  baseUrl: string;
  /** The session token (token.uuid); read on every call so a new login takes effect at once. */
  getToken: () => string | null | undefined;
  /** Called with the error when a session call answers 401 E_UNAUTHORIZED or E_EXPIRED (no, expired or revoked session). */
  onUnauthorized?: (error: ApiError) => void;
  /** A fetch to use instead of the global one. */
  fetch?: typeof globalThis.fetch;
  /** Per-call timeout; 30 s by default, long enough for a phone photo upload on a slow network. */
  timeoutMs?: number;
  /**
   * Answers of entries with a `normalize` function are read with it instead of their schema (the
   * server built them from the same schemas): for production, where re-validating a hundred actions
   * costs the first screen. Other answers are parsed as always; development and tests leave it off,
   * so a drift between client and server still shows there as E_INVALID_RESPONSE.
   */
  normalizeOnly?: boolean;
}

interface ApiErrorInit {
  code: string;
  status: number;
  message: string;
  fields?: FieldFailure[];
  meta?: Record<string, unknown>;
  targetErrorCode?: string;
  retryAfter?: number;
  cause?: unknown;
}

/** Every failure of a call: the code, the HTTP status (0 without an answer) and the Polish text to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The server's data.error, or one of CLIENT_ERROR_CODES, or 'E_INTERNAL' when the server gave no code. */
  readonly code: string;
  readonly status: number;
  /** Which fields failed validation (E_VALIDATION); empty otherwise. */
  readonly fields: FieldFailure[];
  /** The answer's meta, e.g. meta.ts which the webform error modal shows as the error code. */
  readonly meta: Record<string, unknown> | undefined;
  /** targetErrorTrace.targetErrorCode of a /lead/register failure. */
  readonly targetErrorCode: string | undefined;
  /** Seconds to wait before trying again (a 429's Retry-After); undefined when the answer named none. */
  readonly retryAfter: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields ?? [];
    this.meta = init.meta;
    this.targetErrorCode = init.targetErrorCode;
    this.retryAfter = init.retryAfter;
  }

  /** The call got no answer (the webform shows its network text). */
  get isNetwork(): boolean {
    return this.code === CLIENT_ERROR_CODES.network;
  }

  /** The caller aborted the call: nothing to show. */
  get isAborted(): boolean {
    return this.code === CLIENT_ERROR_CODES.aborted;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * A new Idempotency-Key: 22 random base64url characters. From getRandomValues, which, unlike
 * crypto.randomUUID, also works outside a secure context (the webform on a LAN address).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A client for any contract-like table. */
export function createClient<T extends ContractLike>(table: T, options: ApiClientOptions): ApiClient<T> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http: KyInstance = ky.create({
    // POSTs change things; a retried create would create twice. ky does not retry POST by default,
    // but say so explicitly so no later default can change it.
    retry: { limit: 0 },
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // Failure answers carry the envelope with the code: read them ourselves instead of ky's HTTPError.
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function call(
    name: string,
    body: unknown,
    opts?: { params?: Record<string, string | number>; signal?: AbortSignal; idempotencyKey?: string },
  ) {
    const def = table[name];
    if (!def) throw new Error(`Unknown call ${name}`);
    const url = base + buildPath(def.path, opts?.params);

    // A file call answers the file, or the JSON envelope when it fails.
    const headers: Record<string, string> = { Accept: def.kind === 'file' ? '*/*' : 'application/json' };
    if (def.auth === 'session') {
      const token = options.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    if (opts?.idempotencyKey !== undefined) {
      // A key the server ignores would promise a safety it does not give.
      if (!def.idempotent) throw new Error(`${name} does not accept an Idempotency-Key`);
      headers['Idempotency-Key'] = opts.idempotencyKey;
    }

    let response: Response;
    try {
      response = await http.post(url, {
        headers,
        ...(def.kind === 'multipart' ? { body: toFormData(body) } : { json: body ?? {} }),
        ...(opts?.signal ? { signal: opts.signal } : {}),
      });
    } catch (cause) {
      if (opts?.signal?.aborted) {
        throw new ApiError({ code: CLIENT_ERROR_CODES.aborted, status: 0, message: GENERIC_ERROR, cause });
      }
      throw new ApiError({ code: CLIENT_ERROR_CODES.network, status: 0, message: GENERIC_ERROR, cause });
    }

    try {
      return await readAnswer(def, response, options.normalizeOnly === true);
    } catch (error) {
      if (error instanceof ApiError) {
        if (def.auth === 'session' && isSessionLost(error)) options.onUnauthorized?.(error);
        throw error;
      }
      // Reading the body failed midway: the connection broke or the caller aborted.
      const aborted = opts?.signal?.aborted;
      throw new ApiError({
        code: aborted ? CLIENT_ERROR_CODES.aborted : CLIENT_ERROR_CODES.network,
        status: aborted ? 0 : response.status,
        message: GENERIC_ERROR,
        cause: error,
      });
    }
  }

  return { call } as ApiClient<T>;
}

/** Codes that say the session is gone (a 401 without a code too, e.g. from a proxy). */
const SESSION_LOST = new Set(['E_UNAUTHORIZED', 'E_EXPIRED', 'E_INTERNAL']);

// Only a lost session signs the user out: a 401 for a wrong current password on a session call
// (E_USER_WRONG_PASSWORD) must not.
function isSessionLost(error: ApiError): boolean {
  return error.status === 401 && SESSION_LOST.has(error.code);
}

function toFormData(body: unknown): FormData {
  const { input, files } = (body ?? {}) as { input?: unknown; files?: readonly Blob[] };
  const form = new FormData();
  form.append('_input', JSON.stringify(input ?? {}));
  (files ?? []).forEach((file, i) => {
    // A File keeps its own name; a bare Blob (a canvas capture) gets one so the part is a file part.
    const fileName = file instanceof File && file.name ? file.name : `file-${i + 1}${extensionOf(file.type)}`;
    form.append('files[]', file, fileName);
  });
  return form;
}

function extensionOf(type: string): string {
  if (type === 'image/jpeg') return '.jpg';
  if (type === 'image/png') return '.png';
  if (type === 'image/webp') return '.webp';
  if (type === 'text/csv') return '.csv';
  return '';
}

async function readAnswer(
  def: CallDef,
  response: Response,
  normalizeOnly: boolean,
): Promise<{ data: unknown; meta: unknown }> {
  const contentType = response.headers.get('content-type') ?? '';
  const isJson = /\bjson\b/i.test(contentType);

  if (def.kind === 'file' && response.ok && !isJson) {
    const blob = await response.blob();
    return {
      data: {
        blob,
        fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
        contentType,
      } satisfies FileResult,
      meta: undefined,
    };
  }

  const text = await response.text();
  let envelope: unknown;
  try {
    envelope = text ? JSON.parse(text) : undefined;
  } catch {
    envelope = undefined;
  }
  const answer = isRecord(envelope) ? envelope : {};
  const success = isRecord(answer.status) && answer.status.success === true;
  const rawMeta = isRecord(answer.meta) ? answer.meta : undefined;

  if (!response.ok || !success) {
    throw failure(response.status, answer.data, rawMeta, retryAfterOf(response.headers.get('retry-after')));
  }

  if (def.kind === 'file') {
    // A file call that answers a JSON success is not what the contract says.
    throw invalidResponse(response.status, new Error('Expected a file, got JSON'), rawMeta);
  }

  let meta: unknown = rawMeta;
  if (def.meta) {
    const parsed = def.meta.safeParse(rawMeta);
    if (!parsed.success) throw invalidResponse(response.status, parsed.error, rawMeta);
    meta = parsed.data;
  }
  if (normalizeOnly && def.normalize) return { data: def.normalize(answer.data), meta };
  const data = def.response.safeParse(answer.data);
  if (!data.success) throw invalidResponse(response.status, data.error, rawMeta);
  return { data: data.data, meta };
}

/**
 * Retry-After in seconds (RFC 9110: a number of seconds or an HTTP date); undefined when absent
 * or unreadable.
 */
export function retryAfterOf(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - now) / 1000)) : undefined;
}

function failure(
  status: number,
  data: unknown,
  meta: Record<string, unknown> | undefined,
  retryAfter?: number,
): ApiError {
  const failed = isRecord(data) ? data : {};
  const code = typeof failed.error === 'string' && failed.error ? failed.error : undefined;
  const fields = Array.isArray(failed.fields)
    ? failed.fields.filter(
        (f): f is FieldFailure => isRecord(f) && typeof f.path === 'string' && typeof f.message === 'string',
      )
    : undefined;
  const trace = isRecord(failed.targetErrorTrace) ? failed.targetErrorTrace.targetErrorCode : undefined;
  // A 429 that says how long to wait shows the wait ('Zbyt wiele prób. Spróbuj ponownie za 42 s.').
  const wait = status === 429 && retryAfter !== undefined;
  return new ApiError({
    code: code ?? 'E_INTERNAL',
    status,
    // No code: SPEC §8 says the generic text, not E_INTERNAL's own.
    message: wait ? waitMessage(retryAfter) : code ? errorText(code) : GENERIC_ERROR,
    ...(retryAfter !== undefined ? { retryAfter } : {}),
    ...(fields ? { fields } : {}),
    ...(meta ? { meta } : {}),
    ...(typeof trace === 'string' ? { targetErrorCode: trace } : {}),
  });
}

function invalidResponse(
  status: number,
  cause: unknown,
  meta: Record<string, unknown> | undefined,
): ApiError {
  return new ApiError({
    code: CLIENT_ERROR_CODES.invalidResponse,
    status,
    message: GENERIC_ERROR,
    cause,
    ...(meta ? { meta } : {}),
  });
}

/** The file name of a Content-Disposition header; RFC 6266 `filename*` (UTF-8) wins over `filename`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:\\.|[^"\\])*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1');
  const plain = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return plain?.[1] ?? null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
