// `pnpm bench:review-filter`: the median time of /action/list with the review filter (issue #30:
// 'Weryfikacja' states, 'Tylko z sygnałami') beside the same list without it, in one run, measured
// round by round in turn so that both meet the same load; then EXPLAIN (ANALYZE) of the walk the
// filter makes on the stored state (actions.review_state, ADR 0045) over the month, with whether any
// action or photo table is read whole.
//   DATABASE_URL=postgres://…/tp_bench pnpm bench:review-filter [--rounds 15] [--limit 100]
// The database needs `pnpm seed -- --large` (200 000 actions). Its finished actions get a start and
// an end photo each where they have none (rows only: no bytes are stored) and, by a hash of the
// action's id, decisions: 30 % both accepted (accepted), 5 % a retake asked (fix), 5 % one photo
// accepted and 60 % none (pending), with the rollup triggers off and the counters, and so the
// states, counted again set-based after (./review-photos.ts). A second run finds them and adds nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { actions } from '../../src/db/schema/actions';
import { API_ROOT } from '../../src/env';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { type Api, startApi } from '../../test/api-process';
import { cleanupOnExit } from '../bench-cleanup';
import { numberArg } from '../bench-setup';
import { addPhotos } from './review-photos';

const ROUNDS = numberArg('rounds', 15);
const LIMIT = Math.min(Math.max(1, numberArg('limit', 100)), 1000);
const URL_ = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!URL_?.startsWith('postgres')) throw new Error('set DATABASE_URL to a PostgreSQL database');

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const ymd = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

type Case = { label: string; who: 'admin' | 'asm'; filters: Record<string, unknown> };

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tp-bench-review-'));
  const db = new pg.Client({ connectionString: URL_ });
  let api: Api | undefined;
  const cleanup = cleanupOnExit(async () => {
    await api?.stop();
    await db.end().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });
  try {
    await db.connect();
    const total = (await db.query('select count(*)::int as n from actions')).rows[0].n as number;
    if (total < 1000) throw new Error('run `pnpm seed -- --large` on this database first');
    const added = await addPhotos(db);
    const states = (await db.query(`select count(*)::int as n from action_files`)).rows[0].n as number;
    console.log(
      `${total} actions; ${added} finished actions given photos now, ${states} start/end photos in all; pages of ${LIMIT}, ${ROUNDS} rounds; load average at start ${load()}`,
    );

    api = await startApi(
      {
        NODE_ENV: 'production',
        DATABASE_URL: URL_!,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_ON_START: 'false',
        RATE_LIMIT_PER_MINUTE: '100000000',
        RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000000',
      },
      { signal: cleanup.signal },
    );
    const tokens = {
      admin: await api.login('admin@tourplanner.test', DEMO_PASSWORD),
      asm: await api.login('asm@tourplanner.test', DEMO_PASSWORD),
    };
    // Raporty's list: the finished actions of the last month, with and without the review filter.
    const month = { since: `${ymd(-30)} 00:00:00`, until: `${ymd(0)} 23:59:59`, finished: true };
    const cases: Case[] = [];
    for (const who of ['admin', 'asm'] as const) {
      const name = who.toUpperCase();
      cases.push(
        { label: `${name} finished, a month (no review filter)`, who, filters: month },
        { label: `${name} + Do weryfikacji`, who, filters: { ...month, review: { states: ['pending'] } } },
        { label: `${name} + Zaakceptowany`, who, filters: { ...month, review: { states: ['accepted'] } } },
        { label: `${name} + Do poprawy`, who, filters: { ...month, review: { states: ['fix'] } } },
        { label: `${name} + Tylko z sygnałami`, who, filters: { ...month, review: { signals: true } } },
      );
    }
    const call = async (c: Case) => {
      const t0 = performance.now();
      const res = await fetch(`${api!.url}/action/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[c.who]}` },
        body: JSON.stringify({ actions: c.filters, pagination: { limit: LIMIT, offset: 0 } }),
      });
      const body = (await res.json()) as {
        status: { success: boolean };
        data: { actions: unknown[]; count: number };
      };
      const ms = performance.now() - t0;
      if (!body.status.success) throw new Error(`${c.label}: ${JSON.stringify(body)}`);
      return { ms, rows: body.data.actions.length, count: body.data.count };
    };
    // One warm-up call each, then the rounds: every case once per round, in turn.
    const seen = new Map<Case, { rows: number; count: number }>();
    for (const c of cases) seen.set(c, await call(c));
    const times = new Map<Case, number[]>(cases.map((c) => [c, []]));
    for (let r = 0; r < ROUNDS; r++) for (const c of cases) times.get(c)!.push((await call(c)).ms);

    console.log(`\n${'case'.padEnd(48)} ${'median ms'.padStart(10)} ${'p90 ms'.padStart(8)} rows  count`);
    for (const c of cases) {
      const xs = times.get(c)!;
      const p90 = [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]!;
      const { rows, count } = seen.get(c)!;
      console.log(
        `${c.label.padEnd(48)} ${median(xs).toFixed(1).padStart(10)} ${p90.toFixed(1).padStart(8)} ${String(rows).padStart(4)} ${String(count).padStart(6)}`,
      );
    }
    console.log(`load average at end ${load()}`);

    // The walk of 'Zaakceptowany' over the month's finished actions as the list makes it (keyed by
    // status and stored state, in list order, the count's cap of rows: ../../src/modules/actions).
    const query = new PgDialect().sqlToQuery(
      sql`select ${actions.id} from ${actions} where ${actions.status} = 'finished'
        and ${actions.reviewState} = 'accepted' and ${actions.reviewState} <> 'pending'
        and ${actions.listAt} >= ${`${ymd(-30)} 00:00:00`}::timestamp at time zone 'Europe/Warsaw'
        and ${actions.listAt} < ${`${ymd(1)} 00:00:00`}::timestamp at time zone 'Europe/Warsaw'
        order by ${actions.listAt}, ${actions.no} limit ${LIMIT * 11 + 1}`,
    );
    const plan = (await db.query(`explain (analyze, buffers) ${query.sql}`, query.params)).rows.map(
      (r) => r['QUERY PLAN'] as string,
    );
    console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the Zaakceptowany walk over the month:');
    for (const line of plan) console.log(`  ${line}`);
    const scans = plan.filter((l) =>
      /Seq Scan on (actions|action_files|action_receipts|photo_reviews)\b/.test(l),
    );
    console.log(
      scans.length
        ? `whole-table reads: ${scans.length}`
        : 'no whole-table read of the action or photo tables',
    );
  } finally {
    await cleanup.run();
  }
}

process.chdir(API_ROOT);
await main();
