// The shape of one entry of the wire contract: the server registers its routes from these entries
// and the typed client calls through them, so a call exists on both sides or on neither.
import type { RoleId } from '@tourplanner/domain/entities';
import { z } from 'zod';

export type CallKind =
  /** JSON body in, JSON envelope out. */
  | 'json'
  /** multipart body: an `_input` JSON field (parsed by `request`) and `files[]`; JSON envelope out. */
  | 'multipart'
  /** JSON body in, a file (image, XLSX, CSV) out. */
  | 'file';

/**
 * What an uploaded file may be, told by its first bytes (never by its name or declared type):
 * 'image' JPEG, PNG or WebP; 'csv' text; 'xlsx' an Office Open XML workbook (a ZIP).
 */
export type UploadType = 'image' | 'csv' | 'xlsx';

/** The files of a multipart call: their types, how many, and the size of each. */
export interface UploadSpec {
  accept: readonly UploadType[];
  maxFiles: number;
  maxBytes: number;
}

/** 10 MiB: a phone photo, or a CSV import of 100 000 lines. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** 'none': login and the reminder calls; 'session': a Bearer token is required. */
export type CallAuth = 'none' | 'session';

/** What most calls are, so an entry states `kind` and `auth` only where it differs. */
export const CALL_DEFAULTS = { kind: 'json', auth: 'session' } as const satisfies {
  kind: CallKind;
  auth: CallAuth;
};

/** The fields an entry states itself (everything but kind and auth). */
interface CallFields<
  Req extends z.ZodType,
  Res extends z.ZodType,
  Params extends z.ZodType | undefined,
  Meta extends z.ZodType | undefined,
> {
  /** Path as served, with `:name` for path parameters, e.g. '/action/report/request/:format/:since/:until'. */
  path: string;
  /** Roles that get through (checked on the server). 'anyone' only with auth 'none'. */
  roles: readonly RoleId[] | 'anyone';
  /** Body schema (for multipart: the `_input` JSON). */
  request: Req;
  /** Schema of `data` in a successful answer (for 'file': unused, the answer is the file). */
  response: Res;
  /**
   * A large list answer's reading without the schema: a plain function doing what the schema's
   * transforms do (null lists read as empty). A client made with `normalizeOnly` (the apps'
   * production builds) uses it instead of parsing the whole answer again in the browser.
   */
  // A method, not a property: its parameter stays bivariant, so an entry still fits the plain CallDef.
  normalize?(data: z.input<Res>): z.output<Res>;
  /** Path parameters, when the path has any. */
  params?: Params;
  /** Schema of `meta` in a successful answer, when the call has one. */
  meta?: Meta;
  /**
   * A multipart call's files (required for kind 'multipart'): the server refuses a file of another
   * type, one too many or one too large as it arrives, before it is read whole.
   */
  upload?: UploadSpec;
  /** Error codes this call may answer besides the generic ones (E_UNAUTHORIZED, E_FORBIDDEN, E_VALIDATION, ...). */
  errors?: readonly string[];
  /** Not in SPEC §7: a call the spec leaves out (docs/product/design.md "The wire contract"). */
  addition?: boolean;
  /**
   * Accepts an `Idempotency-Key` header (8–100 letters, digits, `-`, `_`): a repeat by the same
   * user with the same key answers the first result instead of doing the work again, so a retry
   * after a lost answer is safe. Only on session calls (the key is scoped to the user).
   */
  idempotent?: boolean;
  /** One line for the OpenAPI document. */
  summary: string;
}

/** One entry of the table as the server and the client read it: kind and auth always present. */
export interface CallDef<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Meta extends z.ZodType | undefined = z.ZodType | undefined,
  Kind extends CallKind = CallKind,
  Auth extends CallAuth = CallAuth,
> extends CallFields<Req, Res, Params, Meta> {
  kind: Kind;
  auth: Auth;
}

/** One entry as written in an area file: kind and auth may be left to CALL_DEFAULTS. */
export interface CallSpec<
  Req extends z.ZodType,
  Res extends z.ZodType,
  Params extends z.ZodType | undefined,
  Meta extends z.ZodType | undefined,
  Kind extends CallKind,
  Auth extends CallAuth,
> extends CallFields<Req, Res, Params, Meta> {
  kind?: Kind;
  auth?: Auth;
}

/**
 * An entry with the defaults applied. Kind and auth stay literal types ('file' when written,
 * 'json' when left out), so the typed client and the server's handler types can tell a file call,
 * a multipart call and a JSON call apart.
 */
export const defineCall = <
  Req extends z.ZodType,
  Res extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Meta extends z.ZodType | undefined = undefined,
  const Kind extends CallKind = typeof CALL_DEFAULTS.kind,
  const Auth extends CallAuth = typeof CALL_DEFAULTS.auth,
>(
  spec: CallSpec<Req, Res, Params, Meta, Kind, Auth>,
): CallDef<Req, Res, Params, Meta, Kind, Auth> => ({
  ...spec,
  // When left out, the type parameter is its default, which is the value filled in here.
  kind: (spec.kind ?? CALL_DEFAULTS.kind) as Kind,
  auth: (spec.auth ?? CALL_DEFAULTS.auth) as Auth,
});

export type RequestOf<C extends CallDef> = z.input<C['request']>;
export type ParsedRequestOf<C extends CallDef> = z.output<C['request']>;
export type ResponseOf<C extends CallDef> = z.output<C['response']>;
export type ResponseInputOf<C extends CallDef> = z.input<C['response']>;
export type ParamsOf<C extends CallDef> =
  NonNullable<C['params']> extends z.ZodType ? z.input<NonNullable<C['params']>> : undefined;
export type MetaOf<C extends CallDef> =
  NonNullable<C['meta']> extends z.ZodType ? z.output<NonNullable<C['meta']>> : undefined;

/** The envelope every JSON answer has: `{status: {success}, data, meta?}`. */
export const envelope = <D extends z.ZodType, M extends z.ZodType>(data: D, meta?: M) =>
  z.object({
    status: z.object({ success: z.boolean() }),
    data,
    ...(meta ? { meta } : {}),
  });

/** A failed answer: `data.error` holds the code; validation failures also list the failing fields. */
export const failureData = z.object({
  error: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  targetErrorTrace: z.object({ targetErrorCode: z.string().optional() }).optional(),
});
export type FailureData = z.infer<typeof failureData>;

/** Fills `:name` path parameters; values are URI-encoded. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
