// SQL helpers: drizzle's exists() does not parenthesise a raw sql`select ...`, these do; and
// telling a unique violation (an Id taken) from other database errors.
import { type SQL, sql } from 'drizzle-orm';
import { ApiError } from '../errors';

export const existsSub = (q: SQL): SQL => sql`exists (${q})`;
export const notExistsSub = (q: SQL): SQL => sql`not exists (${q})`;

/** A unique constraint refused the row (SQLSTATE 23505), on either driver; its constraint's name if known. */
export function uniqueViolation(err: unknown): { constraint: string | undefined } | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e?.code === '23505') return { constraint: e.constraint };
  if (e?.cause?.code === '23505') return { constraint: e.cause.constraint };
  return null;
}

/** A unique constraint refused the row (SQLSTATE 23505), on either driver. */
export const isUniqueViolation = (err: unknown): boolean => uniqueViolation(err) !== null;

/** A unique violation as E_CONFLICT naming the field; other errors as they are. */
export const uniqueAsConflict = (err: unknown, path: string, message: string): unknown =>
  isUniqueViolation(err) ? new ApiError('E_CONFLICT', { fields: [{ path, message }] }) : err;
