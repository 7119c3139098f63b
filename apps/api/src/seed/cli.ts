// `pnpm seed`: fills the demo data set on an empty database (`--reset` empties it first);
// `pnpm seed -- --large` adds 200 000 actions for performance work (`--count N` to change it), the
// finished ones with about 8 registrations each (`--registrations-per-action N`, 0 for none).
import { openDatabase, pgliteDirOf } from '../db/client';
import { loadEnv } from '../env';
import { createStorage } from '../infra/storage/configured';
import { seedLarge } from './large';
import { isEmpty, seedDemo, truncateAll } from './seed';

const args = process.argv.slice(2);
const env = loadEnv();
if (env.production) {
  console.error('Refusing to seed demo accounts in production (NODE_ENV=production).');
  process.exit(1);
}
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: pgliteDirOf(env.dataDir) });
try {
  await database.migrate();
  const deps = {
    db: database.db,
    services: { storage: await createStorage(env) },
    now: () => new Date(),
    env,
  };
  const log = (m: string) => console.log(m);
  if (args.includes('--reset')) {
    await truncateAll(database.db);
    log('database emptied');
  }
  if (args.includes('--large')) {
    const i = args.indexOf('--count');
    const count = i >= 0 ? Number(args[i + 1]) : 200_000;
    if (!Number.isInteger(count) || count <= 0) throw new Error('--count needs a positive whole number');
    const r = args.indexOf('--registrations-per-action');
    const registrationsPerAction = r >= 0 ? Number(args[r + 1]) : 8;
    if (!Number.isInteger(registrationsPerAction) || registrationsPerAction < 0)
      throw new Error('--registrations-per-action needs a whole number, 0 or more');
    await seedLarge(deps, count, { log, registrationsPerAction });
  } else if (await isEmpty(database.db)) {
    await seedDemo(deps, { log });
  } else {
    log('The database already has data; run `pnpm seed -- --reset` to start over.');
  }
} finally {
  await database.close();
}
