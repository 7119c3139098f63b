// PostgreSQL's connections cut while in use (a restart, a failover, pg_terminate_backend): the API
// process lives on, the requests that were using them answer 503 E_UNAVAILABLE in the envelope,
// and the next requests and the job engine get new connections. PostgreSQL only.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql as q } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/db/driver-errors';
import { API_ROOT } from '../src/env';
import { type Api, startApi } from './api-process';
import { createPostgresDatabase, failureOf, waitFor, within } from './harness';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/** Trust authentication ignores it: it must never reach the log. */
const PASSWORD = `cut-${randomBytes(6).toString('hex')}`;
const POOL_MAX = 6;
/** DATABASE_CONNECT_TIMEOUT_MS of the API under test. */
const CONNECT_TIMEOUT_MS = 3_000;

/** Terminates every backend of the database but the caller's (its lock holder's) own. */
const TERMINATE_OTHERS =
  'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()';

describe.skipIf(!TEST_DATABASE_URL)(
  'PostgreSQL connections cut while in use (needs TEST_DATABASE_URL)',
  () => {
    let dataDir = '';
    let databaseUrl = '';
    let dropDatabase: (() => Promise<void>) | undefined;
    let api: Api;
    let sql: pg.Client;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'tp-cut-'));
      const created = await createPostgresDatabase('tp_cut');
      dropDatabase = created.drop;
      const url = new URL(created.url);
      url.password = PASSWORD;
      databaseUrl = url.toString();
      api = await startApi({
        NODE_ENV: 'development',
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_MAX: String(POOL_MAX),
        DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_ON_START: 'true',
        RATE_LIMIT_PER_MINUTE: '100000',
        RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
      });
      sql = new pg.Client({ connectionString: databaseUrl });
      await sql.connect();
    }, 180_000);

    /** A hostess's availability on `day`, 09:00-17:00, saved (in one transaction) through the API. */
    const saveAvailability = (token: string, day: string) =>
      api.call(
        'availabilitySave',
        { day, availability: [{ since: { date: `${day} 09:00:00` }, until: { date: `${day} 17:00:00` } }] },
        token,
      );

    /**
     * Waits until `count` statements wait for the lock on availability_slots in this database (the
     * other tests' databases have the table under the same oid). Any backend waiting for any lock was
     * not enough: the requests' rate-limit upserts of one session's counter row briefly wait for each
     * other, a loaded machine makes that visible, and a save not yet on a connection then ran after
     * the cut and answered 200.
     */
    const lockWaits = (count: number, what: string) =>
      waitFor(
        () =>
          sql.query(
            `select count(*)::int as n from pg_locks
             where not granted and relation = 'availability_slots'::regclass
               and database = (select oid from pg_database where datname = current_database())`,
          ),
        (r) => r.rows[0].n === count,
        what,
      );

    afterAll(async () => {
      await sql?.end();
      await api?.stop();
      await dropDatabase?.();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('a transaction whose connection died before its BEGIN fails and gives its slot back', async () => {
      const database = await openDatabase({ url: databaseUrl, poolMax: 1 });
      try {
        const { rows } = await database.executeSql('select pg_backend_pid() as pid');
        const pid = (rows[0] as { pid: number }).pid;
        // Killed while this process is blocked, so the pool still holds the dead connection as idle
        // and the transaction below gets it, as after a cut noticed only on use.
        execFileSync(
          process.execPath,
          [
            '-e',
            `const pg = require('pg'); const c = new pg.Client(process.argv[1]);
           c.connect().then(() => c.query('select pg_terminate_backend($1, 5000)', [Number(process.argv[2])])).then(() => c.end());`,
            databaseUrl,
            String(pid),
          ],
          { cwd: API_ROOT },
        );
        const failed = await failureOf(database.db.transaction((tx) => tx.execute(q`select 1`)));
        expect(isDatabaseUnavailable(failed), String(failed)).toBe(true);
        // Its only connection was not kept by the failed transaction: both kinds of use go on.
        const next = database.db.transaction((tx) => tx.execute(q`select 1`)).then(() => 'done');
        expect(await within(next, 5_000)).toBe('done');
        expect((await database.executeSql('select 2 as n')).rows).toEqual([{ n: 2 }]);
      } finally {
        await database.close();
      }
    });

    it('the process lives on, requests in flight answer 503 E_UNAVAILABLE, later ones and jobs work', async () => {
      const admin = await api.login('admin@tourplanner.test');
      const hostess = await api.login('hst1@tourplanner.test');
      const saveDay = () => saveAvailability(hostess, '2031-03-04');
      const listActions = () =>
        api.call(
          'actionList',
          { actions: { since: '2020-01-01', until: '2035-01-01' }, pagination: { limit: 100, offset: 0 } },
          admin,
        );

      // Three transactions held inside their DELETE (the table is locked), short lists all along.
      await sql.query('begin');
      await sql.query('lock table availability_slots in access exclusive mode');
      const held = [saveDay(), saveDay(), saveDay()];
      let traffic = true;
      const answers: { status: number; error: string | undefined }[] = [];
      const dropped: unknown[] = [];
      const lists = [0, 1].map(async () => {
        while (traffic) {
          await listActions().then(
            (r) => answers.push({ status: r.status, error: r.body.data.error }),
            (err: unknown) => dropped.push(err),
          );
        }
      });
      await lockWaits(held.length, 'the three saves waiting for the lock');
      const killed = await sql.query(TERMINATE_OTHERS);
      expect(killed.rows[0].n).toBeGreaterThanOrEqual(held.length);
      await sql.query('rollback');

      for (const answer of await Promise.all(held)) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ status: { success: false }, data: { error: 'E_UNAVAILABLE' } });
      }
      await new Promise((r) => setTimeout(r, 300));
      traffic = false;
      await Promise.all(lists);
      expect(dropped).toEqual([]);
      expect(answers.filter((a) => a.status !== 200 && a.error !== 'E_UNAVAILABLE')).toEqual([]);
      expect(api.child.exitCode).toBeNull();

      // More transactions at once than the pool has connections: none was kept by the cut.
      const after = await Promise.all(Array.from({ length: POOL_MAX + 2 }, saveDay));
      expect(after.map((a) => a.status)).toEqual(after.map(() => 200));
      expect((await listActions()).status).toBe(200);

      // The job engine polls through the same pool: a report queued after the cut gets built.
      const today = new Date().toISOString().slice(0, 10);
      const uuid = await api.requestReport(admin, today, today);
      await waitFor(
        () => sql.query('select status from report_jobs where id = $1', [uuid]),
        (r) => r.rows[0]?.status === 'done',
        'the report queued after the cut built',
      );

      expect(api.output()).toContain('database connection lost');
      expect(api.output()).not.toContain(PASSWORD);
      expect(api.child.exitCode).toBeNull();
    }, 60_000);

    it('a request that finds every connection busy answers 503 E_UNAVAILABLE after DATABASE_CONNECT_TIMEOUT_MS, not waiting for good', async () => {
      const admin = await api.login('admin@tourplanner.test');
      const hostess = await api.login('hst1@tourplanner.test');
      const saveDay = () => saveAvailability(hostess, '2031-03-05');
      // Every connection of the pool held by a save waiting for the locked table.
      await sql.query('begin');
      await sql.query('lock table availability_slots in access exclusive mode');
      const held = Array.from({ length: POOL_MAX }, saveDay);
      try {
        await lockWaits(POOL_MAX, 'every connection held by a save waiting for the lock');
        const started = Date.now();
        const list = api.call(
          'actionList',
          { actions: { since: '2020-01-01', until: '2035-01-01' }, pagination: { limit: 100, offset: 0 } },
          admin,
        );
        // Less than the default (10 s): the answer comes after the timeout this process was given.
        const answer = await within(list, CONNECT_TIMEOUT_MS + 5_000);
        expect(answer).not.toBe('still waiting');
        if (answer === 'still waiting') return;
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ status: { success: false }, data: { error: 'E_UNAVAILABLE' } });
        expect(Date.now() - started).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
      } finally {
        await sql.query('rollback');
      }
      // The held saves went through once the table was free, and the pool serves again.
      for (const saved of await Promise.all(held)) expect(saved.status).toBe(200);
      const after = await api.call(
        'actionList',
        { actions: { since: '2020-01-01', until: '2035-01-01' }, pagination: { limit: 100, offset: 0 } },
        admin,
      );
      expect(after.status).toBe(200);
      expect(api.child.exitCode).toBeNull();
    }, 60_000);
  },
);
