// What a database driver's error says (node-postgres or PGlite, perhaps wrapped by Drizzle): its
// SQLSTATE, and whether the database was out of reach rather than refusing the statement.

/** The errors a failure wraps that are looked at: Drizzle's own, the driver's, its socket's. */
const CAUSE_DEPTH = 3;

function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let i = 0; e && typeof e === 'object' && i < CAUSE_DEPTH; e = e.cause as typeof e, i++) yield e;
}

/** The PostgreSQL SQLSTATE of a driver error, perhaps wrapped by Drizzle. */
export function sqlStateOf(error: unknown): string | undefined {
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * SQLSTATEs of a server that dropped or refused the connection: class 08 (connection exception),
 * 57P01-57P03 (terminated by an administrator, a crash of another backend, starting up or shutting
 * down: a restart, a failover, pg_terminate_backend), 53300 (too many connections).
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/** Node's socket errors: the server cannot be reached, or the connection broke under a statement. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres's own words for a connection that died or never came (they carry no code). */
const LOST_CONNECTION = [
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
];

/**
 * True when a statement failed because the database was out of reach (restarted, failed over, its
 * backend terminated, the network cut), not because of the statement: the request answers 503
 * E_UNAVAILABLE and may be tried again, the pool opens new connections for the next ones.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && (UNAVAILABLE_STATE.test(e.code) || SOCKET_CODES.has(e.code)))
      return true;
    if (typeof e.message === 'string' && LOST_CONNECTION.includes(e.message)) return true;
  }
  return false;
}
