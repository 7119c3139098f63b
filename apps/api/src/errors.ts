// Failures as the wire shows them: a code from api-client's list and a fitting HTTP status.
// Code anywhere in the server throws ApiError (a validation failure always through `fail`); the
// error handler of app.ts turns it, and Fastify's own errors, into the envelope.
import { ERROR_CODES, type ErrorCode } from '@tourplanner/api-client/errors';
import { fieldMessage } from '@tourplanner/i18n-pl/field-messages';
import type { z } from 'zod';

// The one table of statuses: ApiError answers with it and the OpenAPI document lists each call's
// codes with it (http/openapi.ts). A code not here answers 400.
const STATUS: Partial<Record<ErrorCode, number>> = {
  E_UNAUTHORIZED: 401,
  E_EXPIRED: 401,
  E_INVALID_CREDENTIALS: 401,
  E_USER_WRONG_PASSWORD: 401,
  E_FORBIDDEN: 403,
  E_NO_PERMISSION: 403,
  E_ACCOUNT_INACTIVE: 403,
  E_VALIDATION: 400,
  E_EMPTY_VALUE: 400,
  E_RESET_CODE_INVALID: 400,
  E_PASSWORD_TOO_WEAK: 400,
  E_INVALID_FILE: 400,
  E_CSV_INVALID: 400,
  E_ACTION_POINT_MISMATCH: 400,
  E_NOT_FOUND: 404,
  E_USER_NOT_FOUND: 404,
  E_ACTION_POINT_NOT_FOUND: 404,
  E_CONFLICT: 409,
  E_ACTION_NOT_EDITABLE: 409,
  E_STATUS_NOT_ALLOWED: 409,
  E_HOSTESS_BUSY: 409,
  E_OUTSIDE_AVAILABILITY: 409,
  E_REPORT_NOT_READY: 409,
  E_REPORT_FAILED: 409,
  error_not_verified: 409,
  error_device_not_found: 404,
  error_device_already_registered: 409,
  error_offer_not_available: 409,
  error_asset_unavailable: 409,
  error_consumer_multiple_found: 409,
  error_m2_not_found_in_salesforce: 404,
  error_otp_expired: 400,
  error_wrong_otp: 400,
  error_wrong_otp_email: 400,
  error_otp_too_many_attempts: 429,
  error_otp_cooldown: 429,
  E_PAYLOAD_TOO_LARGE: 413,
  E_TOO_MANY_REQUESTS: 429,
  E_STORAGE_UNAVAILABLE: 503,
  E_UNAVAILABLE: 503,
  E_INTERNAL: 500,
};

export interface FieldFailure {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldFailure[] | undefined;
  /** Extra `data` fields of the failure (e.g. targetErrorTrace) and `meta` (e.g. ts). */
  readonly extra: Record<string, unknown> | undefined;
  readonly meta: Record<string, unknown> | undefined;
  /** Seconds until a refused request may come again: the `Retry-After` header and data.retryAfter. */
  readonly retryAfter: number | undefined;

  constructor(
    code: ErrorCode,
    opts: {
      status?: number;
      fields?: FieldFailure[];
      extra?: Record<string, unknown>;
      meta?: Record<string, unknown>;
      message?: string;
      retryAfter?: number;
    } = {},
  ) {
    super(opts.message ?? code);
    this.code = code;
    this.status = opts.status ?? STATUS[code] ?? 400;
    this.fields = opts.fields;
    this.extra = opts.extra;
    this.meta = opts.meta;
    this.retryAfter = opts.retryAfter;
  }
}

/** 429 (or another code's refusal) with the wait in whole seconds, at least one. */
export const tooManyRequests = (
  retryAfterMs: number,
  code: ErrorCode = 'E_TOO_MANY_REQUESTS',
  opts: { meta?: Record<string, unknown> } = {},
) => new ApiError(code, { status: 429, retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)), ...opts });

export const statusOf = (code: ErrorCode): number => STATUS[code] ?? 400;

/**
 * The failing fields of a zod parse, with dotted paths ('lead.emailAddress'); the message keys of
 * domain's rules become their Polish texts.
 */
export const zodFields = (error: z.ZodError): FieldFailure[] => error.issues.map(fieldOf);

const fieldOf = (i: z.core.$ZodIssue): FieldFailure => ({
  path: i.path.map(String).join('.'),
  message: fieldMessage(i.message),
});

/**
 * The code a schema gives an issue of its own (`params: {code}` of a custom issue, e.g. the
 * lead's offer combination: error_offer_not_available), when it is one of ours.
 */
const codeOf = (i: z.core.$ZodIssue): ErrorCode | undefined => {
  const code = i.code === 'custom' ? (i.params as { code?: unknown } | undefined)?.code : undefined;
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code)
    ? (code as ErrorCode)
    : undefined;
};

/** A zod failure as an ApiError: the first coded issue's code with its issues, else E_VALIDATION. */
const fromZod = (error: z.ZodError): ApiError => {
  const code = error.issues.map(codeOf).find((c) => c !== undefined);
  if (!code) return validation(zodFields(error));
  return new ApiError(code, { fields: error.issues.filter((i) => codeOf(i) === code).map(fieldOf) });
};

/**
 * E_VALIDATION listing the failing fields: 400, or for a request refused before its body is read
 * 414 (URL too long), 415 (a body of a type the server does not read), 431 (headers too large).
 */
const validation = (fields: FieldFailure[], status?: 414 | 415 | 431) =>
  new ApiError('E_VALIDATION', { fields, ...(status ? { status } : {}) });

/**
 * The one way to raise a validation failure (E_VALIDATION). Other failures are
 * `new ApiError(code)`: their code says it all.
 */
export const fail = {
  validation,
  /** One failing field: its path in the request and the Polish text shown beside it. */
  field: (path: string, message: string) => validation([{ path, message }]),
  /** What a zod schema found wrong with the request (a coded issue answers its own code). */
  zod: fromZod,
};
