// SQL helpers: drizzle's exists() does not parenthesise a raw sql`select ...`, these do.
import { type SQL, sql } from 'drizzle-orm';

export const existsSub = (q: SQL): SQL => sql`exists (${q})`;
export const notExistsSub = (q: SQL): SQL => sql`not exists (${q})`;
