// Opens the database: PostgreSQL through a node-postgres pool when DATABASE_URL is set, else the
// embedded PGlite (in a folder, or in memory for tests). Both get the same Drizzle API and the
// same migrations.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_ROOT } from '../env';

/** What `execute` answers on both drivers: node-postgres's QueryResult and PGlite's Results both carry `rows`. */
interface Rows<Row> {
  rows: Row[];
}

/** The query-result kind of both drivers, narrowed to what they share (see Rows). */
interface RowsResultHKT extends PgQueryResultHKT {
  type: Rows<this['row']>;
}

/**
 * The database as every service sees it: the node-postgres and the PGlite Drizzle databases are
 * both one, and so is a transaction of either (`db.transaction(async (tx) => ...)` hands out a
 * `PgTransaction<RowsResultHKT>`, a subclass), so a function taking a `Db` takes a transaction as is.
 */
export type Db = PgDatabase<RowsResultHKT>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Applies the forward-only migrations in apps/api/drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Plain SQL on the database's own connection(s), for the job engine (infra/jobs/engine.ts):
   * with parameters one statement, without them possibly several (pg-boss's plans). On PGlite it
   * goes through the one instance the app uses, so it waits for an open transaction to end.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
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
  /** PostgreSQL only: the pool's connections (DATABASE_POOL_MAX); 10 unless set. */
  poolMax?: number | undefined;
  /**
   * PostgreSQL only: how long a statement waits for a connection, a new one to answer or a busy
   * pool's free one (DATABASE_CONNECT_TIMEOUT_MS); 10 s unless set. Without it a server that
   * accepts but never answers (a network cut, a stalled failover) held every request for good.
   */
  connectTimeoutMs?: number | undefined;
  /** Called with every statement and its parameters (LOG_LEVEL=trace logs them, see sqlLogEntry; `pnpm bench` replays them). */
  onQuery?: ((sql: string, params: unknown[]) => void) | undefined;
  /** PostgreSQL only: called when a pooled connection dies (restart, failover, pg_terminate_backend). */
  onConnectionLost?: ((err: Error) => void) | undefined;
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * node-postgres's pool, made to survive a connection that dies while checked out (PostgreSQL
 * restarted, a failover, pg_terminate_backend, a network cut). `pool.query` listens to its client's
 * errors itself, but a client taken with `connect()` (every Drizzle transaction, the migrations) had
 * no 'error' listener: its error crashed the process. Here it has one, which gives the dead client
 * back to the pool at once; the pool discards it (it is no longer queryable). That also frees the
 * slot of a transaction whose BEGIN failed, a client Drizzle never releases, which otherwise stayed
 * taken for good until no request got a connection. The holder's own release after that does nothing.
 */
class GuardedPool extends pg.Pool {
  readonly #onLost: (err: Error) => void;

  constructor(config: pg.PoolConfig, onLost: (err: Error) => void) {
    super(config);
    this.#onLost = onLost;
    // An idle client's error: the pool has already removed it and opens a new one when needed.
    this.on('error', (err) => onLost(err));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // The callback form is pool.query's, which watches its client itself.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    // Guarded in the pool's callback, not after its promise: a new connection's first read may
    // carry its termination right behind ReadyForQuery, before any promise reaction runs.
    return new Promise((resolve, reject) => {
      super.connect((err, client) => (client && !err ? resolve(this.#guard(client)) : reject(err)));
    });
  }

  #guard(client: pg.PoolClient): pg.PoolClient {
    const giveBack = client.release;
    let returned = false;
    const lost = (err: Error) => {
      this.#onLost(err);
      client.release(err);
    };
    client.release = (err) => {
      if (returned) return;
      returned = true;
      client.removeListener('error', lost);
      giveBack(err);
    };
    client.on('error', lost);
    return client;
  }
}

/**
 * A statement's log entry (LOG_LEVEL=trace): the statement and how many parameters it took; the
 * parameters themselves only when asked (LOG_SQL_PARAMS), as they carry personal data and codes.
 */
export function sqlLogEntry(
  sql: string,
  params: unknown[],
  withParams: boolean,
): { sql: string; params: unknown[] } | { sql: string; paramCount: number } {
  return withParams ? { sql, params } : { sql, paramCount: params.length };
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new GuardedPool(
      {
        connectionString: opts.url,
        max: opts.poolMax ?? 10,
        connectionTimeoutMillis: opts.connectTimeoutMs ?? 10_000,
        // TCP keepalive on every connection: a server gone without a word (a cut cable, a host
        // that vanished) is noticed by the kernel's probes and the connection dropped, not kept.
        keepAlive: true,
        keepAliveInitialDelayMillis: 30_000,
      },
      opts.onConnectionLost ?? (() => {}),
    );
    const logger = opts.onQuery ? { logQuery: opts.onQuery } : undefined;
    const pgDb = drizzlePg({ client: pool, logger });
    return {
      db: pgDb,
      kind: 'postgres',
      migrate: () => migratePg(pgDb, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
    };
  }
  if (opts.pgliteDir) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = opts.pgliteDir
    ? new PGlite(opts.pgliteDir)
    : new PGlite(opts.pgliteDump ? { loadDataDir: opts.pgliteDump } : {});
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client, logger: opts.onQuery ? { logQuery: opts.onQuery } : undefined });
  return {
    db: pgliteDb,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await client.query(text, values)).rows };
      // Without parameters pg-boss may send several statements (a locked transaction): `exec`
      // runs them all; the answer is the last statement's.
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    dump: () => client.dumpDataDir('none'),
  };
}

/** The embedded database's folder inside the data folder. */
export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');
