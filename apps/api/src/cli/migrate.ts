// `pnpm --filter @tourplanner/api migrate`: applies the forward-only migrations in apps/api/drizzle
// to the configured database (DATABASE_URL, else PGlite in DATA_DIR) and exits: the deploy step
// before new API processes start. The server applies them at start as well.
import { openDatabase, pgliteDirOf } from '../db/client';
import { loadEnv } from '../env';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: pgliteDirOf(env.dataDir) });
try {
  const started = performance.now();
  await database.migrate();
  const where =
    database.kind === 'pglite' ? `PGlite in ${pgliteDirOf(env.dataDir)}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`Migrations applied to ${where} in ${Math.round(performance.now() - started)} ms.`);
} catch (err) {
  // Drizzle wraps the driver's error ('Failed query: …'); its cause says why (refused, auth, …).
  const reasons: string[] = [];
  for (let e: unknown = err; e instanceof Error && reasons.length < 3; e = e.cause) reasons.push(e.message);
  console.error(`Migrations failed: ${reasons.join(': ') || String(err)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
