// Starts the API: reads the configuration, checks the file storage, opens and migrates the
// database, fills the demo data on an empty database outside production, starts the job engine
// (reports, e-mails, the hourly housekeeping: modules/queues.ts), listens, and shuts down cleanly on SIGINT/SIGTERM.
import { buildApp } from './app';
import { openDatabase, pgliteDirOf, sqlLogEntry } from './db/client';
import { loadEnv } from './env';
import { createStorage, storageDescription } from './infra/storage/configured';
import { startJobs } from './modules/queues';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
import { seedIfEmpty } from './seed/seed';

const env = loadEnv();
// A missing bucket or an unwritable folder stops the start with what to fix, before the database
// opens, rather than failing the first upload of the day.
const storage = await createStorage(env);
try {
  await storage.check();
} catch (err) {
  console.error(`File storage (${storageDescription(env)}) is not usable: ${(err as Error).message}`);
  process.exit(1);
}
// LOG_LEVEL=trace: every SQL statement goes to the log ('sql'), once the app's logger exists; its
// parameters only with LOG_SQL_PARAMS=true (they carry personal data and codes; the benchmark
// captures them to replay the statements raw).
let logSql: ((sql: string, params: unknown[]) => void) | undefined;
// A pooled connection that died (restart, failover, terminated backend): a warning, once the
// app's logger exists; the requests it failed answer 503 and log themselves.
let logLostConnection: ((err: Error) => void) | undefined;
const database = await openDatabase({
  url: env.DATABASE_URL,
  poolMax: env.DATABASE_POOL_MAX,
  connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  pgliteDir: pgliteDirOf(env.dataDir),
  onQuery: env.LOG_LEVEL === 'trace' ? (sql, params) => logSql?.(sql, params) : undefined,
  onConnectionLost: (err) => logLostConnection?.(err),
});

// Installed before anything slow (migrations, seeding): an interrupted start still closes the
// database properly, which matters for the embedded one's files.
let app: Awaited<ReturnType<typeof buildApp>>['app'] | undefined;
let workers: { stop(): Promise<void> }[] = [];
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app?.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await Promise.all(workers.map((w) => w.stop()));
    await app?.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    console.error('shutdown failed', err);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await database.migrate();
const built = await buildApp({ database, env, services: { storage } });
app = built.app;
logLostConnection = (err) => built.app.log.warn({ err }, 'database connection lost');
if (env.LOG_LEVEL === 'trace') {
  const log = built.app.log;
  logSql = (sql, params) => log.trace(sqlLogEntry(sql, params, env.LOG_SQL_PARAMS), 'sql');
  if (env.LOG_SQL_PARAMS) log.warn('LOG_SQL_PARAMS: SQL parameters, personal data among them, are logged');
}
const { deps } = built;
app.addHook('onClose', async () => {
  await deps.services.messages.close?.();
});

// An empty database outside production gets the demo data (PGlite or PostgreSQL alike), unless
// SEED_ON_START=false; production never does.
const seedOnStart = env.SEED_ON_START ?? !env.production;
if (seedOnStart && !env.production && !closing) {
  const seeded = await seedIfEmpty(deps, { log: (m) => app?.log.info(m) });
  if (seeded) app.log.info('demo data seeded');
}

if (!closing) {
  await startJobs(deps);
  workers = [deps.jobs];
  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const port = (app.server.address() as { port: number } | null)?.port ?? env.PORT;
  const lines = [
    '',
    `TourPlanner API: http://${shown}:${port}  (OpenAPI: http://${shown}:${port}/docs)`,
    `Database: ${database.kind === 'pglite' ? `PGlite in ${pgliteDirOf(env.dataDir)}` : 'PostgreSQL (DATABASE_URL)'}`,
    `Files: ${storageDescription(env)}`,
  ];
  if (!env.production) {
    lines.push(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.role.padEnd(6)} ${a.email}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}
