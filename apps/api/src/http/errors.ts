// Failures as the wire shows them: a code from api-client's list and a fitting HTTP status.
// Handlers throw ApiError; the error handler turns it (and Fastify's own errors) into the envelope.
import type { ErrorCode } from '@tourplanner/api-client/errors';

const STATUS: Partial<Record<ErrorCode, number>> = {
  E_UNAUTHORIZED: 401,
  E_EXPIRED: 401,
  E_INVALID_CREDENTIALS: 401,
  E_USER_WRONG_PASSWORD: 401,
  E_FORBIDDEN: 403,
  E_NO_PERMISSION: 403,
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
  E_REPORT_NOT_READY: 409,
  E_REPORT_FAILED: 409,
  E_PAYLOAD_TOO_LARGE: 413,
  E_TOO_MANY_REQUESTS: 429,
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

  constructor(
    code: ErrorCode,
    opts: {
      status?: number;
      fields?: FieldFailure[];
      extra?: Record<string, unknown>;
      meta?: Record<string, unknown>;
      message?: string;
    } = {},
  ) {
    super(opts.message ?? code);
    this.code = code;
    this.status = opts.status ?? STATUS[code] ?? 400;
    this.fields = opts.fields;
    this.extra = opts.extra;
    this.meta = opts.meta;
  }
}

export const statusOf = (code: ErrorCode): number => STATUS[code] ?? 400;

/** Shorthands for the common failures. */
export const fail = {
  validation: (fields: FieldFailure[]) => new ApiError('E_VALIDATION', { fields }),
  field: (path: string, message: string) => new ApiError('E_VALIDATION', { fields: [{ path, message }] }),
  notFound: () => new ApiError('E_NOT_FOUND'),
  forbidden: () => new ApiError('E_FORBIDDEN'),
  unauthorized: () => new ApiError('E_UNAUTHORIZED'),
  conflict: () => new ApiError('E_CONFLICT'),
};
