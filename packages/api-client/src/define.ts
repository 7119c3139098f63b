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

export interface CallDef<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Meta extends z.ZodType | undefined = z.ZodType | undefined,
  Kind extends CallKind = CallKind,
> {
  /** Path as served, with `:name` for path parameters, e.g. '/action/report/request/:format/:since/:until'. */
  path: string;
  kind: Kind;
  /** 'none': login and the reminder calls; 'session': a Bearer token is required. */
  auth: 'none' | 'session';
  /** Roles that get through (checked on the server). 'anyone' only with auth 'none'. */
  roles: readonly RoleId[] | 'anyone';
  /** Body schema (for multipart: the `_input` JSON). */
  request: Req;
  /** Schema of `data` in a successful answer (for 'file': unused, the answer is the file). */
  response: Res;
  /** Path parameters, when the path has any. */
  params?: Params;
  /** Schema of `meta` in a successful answer, when the call has one. */
  meta?: Meta;
  /** Error codes this call may answer besides the generic ones (E_UNAUTHORIZED, E_FORBIDDEN, E_VALIDATION, ...). */
  errors?: readonly string[];
  /** Not in SPEC §7: a call the spec leaves out (DESIGN.md). */
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

export const defineCall = <
  Req extends z.ZodType,
  Res extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Meta extends z.ZodType | undefined = undefined,
  const Kind extends CallKind = CallKind,
>(
  def: CallDef<Req, Res, Params, Meta, Kind>,
) => def;

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
