// Opens the database: PostgreSQL through a node-postgres pool when DATABASE_URL is set, else the
// embedded PGlite (in a folder, or in memory for tests). Both get the same Drizzle API and the
// same migrations.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_ROOT } from '../env';

/**
 * The query-builder API both drivers share. Typed as node-postgres's: PGlite's Drizzle database
 * has the same builder surface and `execute` result shape (`rows`).
 */
export type Db = NodePgDatabase<Record<string, never>>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Applies the forward-only migrations in apps/api/drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (tests build a migrated template from it). */
  dump?: () => Promise<Blob | File>;
}

export const MIGRATIONS_FOLDER = resolve(API_ROOT, 'drizzle');

export interface OpenOptions {
  /** postgres://… ; unset: PGlite. */
  url?: string | undefined;
  /** PGlite's folder; unset (with no url): in memory. */
  pgliteDir?: string | undefined;
  /** An in-memory PGlite starting from this dump (tests: a migrated template skips initdb). */
  pgliteDump?: Blob | undefined;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle client's error (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool }) as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  if (opts.pgliteDir) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = opts.pgliteDir
    ? new PGlite(opts.pgliteDir)
    : new PGlite(opts.pgliteDump ? { loadDataDir: opts.pgliteDump } : {});
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** The embedded database's folder inside the data folder. */
export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');
