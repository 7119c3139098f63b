// SQL helpers: drizzle's exists() does not parenthesise a raw sql`select ...`, these do; a search
// text as a LIKE pattern; and telling a unique violation (an Id taken) from other database errors.
import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { ApiError } from '../errors';

export const existsSub = (q: SQL): SQL => sql`exists (${q})`;
export const notExistsSub = (q: SQL): SQL => sql`not exists (${q})`;

/** A LIKE pattern of text containing `s`: `%` and `_` typed by the user are letters, not patterns. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const dialect = new PgDialect();

/**
 * Runs `query` as a named prepared statement on PostgreSQL (`name` and a hash of its text, so each
 * shape of it is one statement per connection): after five runs PostgreSQL may keep a generic plan
 * and stop planning it per call, which for the action list's one large statement was 2-6 ms a
 * request, more than half its cost (ADR 0019). PGlite runs it as any other statement.
 */
export async function preparedRows<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const q = dialect.sqlToQuery(query);
  const hash = createHash('sha1').update(q.sql).digest('hex').slice(0, 16);
  const res = await db._.session.prepareQuery(q, undefined, `${name}_${hash}`, false).execute();
  return (res as { rows: Row[] }).rows;
}

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
