// `pnpm bench:dashboard`: /dashboard/summary's statements on the rollups (ADR 0034) beside the raw
// SQL that would count the same month from the actions, registrations, codes and consents tables.
// Prints the table sizes, the median of the whole summary (the service, its six statements side by
// side) and of the raw statements one after another, and EXPLAIN ANALYZE's execution time of each
// (the median of five).
// Run it on two data sets of different size (`pnpm seed -- --large --count N`) to see what grows.
// Gives the finished actions start and end photo rows with decisions first, where they have none
// (./review-photos.ts), so the review figures have something to count.
//   DATABASE_URL=postgres://…/tp_bench pnpm bench:dashboard [--runs 30] [--days 30]
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { dayjs, ZONE } from '../../src/infra/dates';
import { dashboardSummary } from '../../src/modules/dashboard/service';
import { addPhotos } from './review-photos';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1]! : fallback;
};
const RUNS = Math.max(3, Number(arg('runs', '30')));
const DAYS = Math.max(1, Number(arg('days', '30')));
const URL = process.env.DATABASE_URL;
if (!URL?.startsWith('postgres')) throw new Error('set DATABASE_URL to a PostgreSQL database');

const statements: { text: string; params: unknown[] }[] = [];
let capturing = false;
const database = await openDatabase({
  url: URL,
  onQuery: (text, params) => {
    if (capturing) statements.push({ text, params });
  },
});
const { db } = database;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

const today = dayjs().tz(ZONE);
const range = {
  since: today.subtract(DAYS - 1, 'day').format('YYYY-MM-DD'),
  until: today.format('YYYY-MM-DD'),
};
const scope = { territories: 'all' as const, events: 'all' as const, initialsOnly: false };
const deps = { db, now: () => new Date() };

/** The same month counted from the raw rows, statement by statement (what a scan per request costs). */
const from = sql`(${range.since}::date::timestamp at time zone 'Europe/Warsaw')`;
const to = sql`((${range.until}::date + 1)::timestamp at time zone 'Europe/Warsaw')`;
const RAW = [
  sql`select count(*) filter (where status <> 'editable') as planned,
      count(*) filter (where started_at <= since + interval '15 minutes') as on_time,
      count(*) filter (where started_at > since + interval '15 minutes') as late,
      count(*) filter (where status = 'finished') as finished,
      count(*) filter (where status = 'finished' and finished_at < until) as early,
      count(*) filter (where status = 'cancelled') as cancelled, count(*) filter (where status = 'hst_cancelled') as hst,
      sum(extract(epoch from finished_at - started_at)) filter (where status = 'finished') as run
    from actions where since >= ${from} and since < ${to}
    group by (since at time zone 'Europe/Warsaw')::date, territory_id, event_id`,
  sql`select (r.created_at at time zone 'Europe/Warsaw')::date, extract(hour from r.created_at at time zone 'Europe/Warsaw'),
      count(*), count(*) filter (where not exists (select 1 from registrations o where o.consumer_id = r.consumer_id and o.created_at < r.created_at)),
      count(*) filter (where r.offers ? 'Glo'), count(*) filter (where r.offers ? 'Glo_HUTD'), count(*) filter (where r.offers ? 'Vuse'),
      count(*) filter (where r.offers ? 'Velo'), count(*) filter (where r.offers ? 'Neo'), count(*) filter (where r.offers ? 'InspirationClub')
    from registrations r left join actions a on a.id = r.action_id
    where r.created_at >= ${from} and r.created_at < ${to} group by 1, 2`,
  sql`select (select count(*) from otp_challenges where created_at >= ${from} and created_at < ${to}),
      (select count(*) from verifications where verified_at >= ${from} and verified_at < ${to})`,
  sql`select purpose, count(*) filter (where value) from consents where recorded_at >= ${from} and recorded_at < ${to} group by 1`,
  sql`select purpose, count(*) from consent_withdrawals where withdrawn_at >= ${from} and withdrawn_at < ${to} group by 1`,
  sql`select hostess_id, count(*) from registrations where created_at >= ${from} and created_at < ${to} group by 1 order by 2 desc`,
  sql`select point_ident, count(*) from registrations where created_at >= ${from} and created_at < ${to} group by 1 order by 2 desc`,
  sql`with acts as (select id from actions where status = 'finished' and list_at >= ${from} and list_at < ${to}),
      photos as (select f.file_id from acts join action_files f on f.action_id = acts.id
        union all select rc.file_id from acts join action_receipts rc on rc.action_id = acts.id)
    select count(*) filter (where r.decision = 'accept'), count(*) filter (where r.decision = 'retake'),
      count(*) filter (where r.decision = 'reject'), count(*) filter (where r.file_id is null),
      (select count(*) from acts join action_signals s on s.action_id = acts.id where jsonb_array_length(s.signals) > 0)
    from photos p left join photo_reviews r on r.file_id = p.file_id`,
];

try {
  const client = new pg.Client({ connectionString: URL });
  await client.connect();
  try {
    await addPhotos(client);
  } finally {
    await client.end();
  }
  const sizes = await db.execute<Record<string, number>>(sql`select
      (select count(*) from actions)::int as actions, (select count(*) from registrations)::int as registrations,
      (select count(*) from otp_challenges)::int as codes, (select count(*) from consents)::int as consents,
      (select count(*) from action_files)::int as photos, (select count(*) from photo_reviews)::int as decisions,
      (select count(*) from kpi_actions)::int as kpi_actions, (select count(*) from kpi_leads)::int as kpi_leads,
      (select count(*) from kpi_reviews)::int as kpi_reviews,
      (select count(*) from actions where since >= ${from} and since < ${to})::int as month_actions,
      (select count(*) from registrations where created_at >= ${from} and created_at < ${to})::int as month_registrations`);
  console.log(`tables: ${JSON.stringify(sizes.rows[0])}`);
  console.log(`range: ${range.since} … ${range.until} (${DAYS} days, Europe/Warsaw), ${RUNS} runs each`);

  await dashboardSummary(deps, range, scope); // warm: plans prepared, pages cached
  const summary: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await dashboardSummary(deps, range, scope);
    summary.push(performance.now() - t0);
  }
  const raw: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    for (const q of RAW) await db.execute(q);
    raw.push(performance.now() - t0);
  }
  console.log(`summary (6 statements on the rollups, side by side): median ${ms(median(summary))}`);
  console.log(
    `raw SQL (${RAW.length} statements over the month's rows, one after another): median ${ms(median(raw))}`,
  );

  capturing = true;
  await dashboardSummary(deps, range, scope);
  capturing = false;
  /** EXPLAIN ANALYZE's execution time, the median of five (one reading is at the machine's mercy). */
  const explainTime = async (text: string, params: unknown[]) => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await database.executeSql(`explain (analyze, format json) ${text}`, params);
      times.push(
        (r.rows[0] as { 'QUERY PLAN': { 'Execution Time': number }[] })['QUERY PLAN'][0]!['Execution Time'],
      );
    }
    return median(times);
  };
  for (const s of statements) {
    const name = /from "?(kpi_\w+)"?/.exec(s.text)?.[1] ?? '?';
    console.log(`  EXPLAIN ANALYZE ${name}: ${ms(await explainTime(s.text, s.params))}`);
  }
  const { PgDialect } = await import('drizzle-orm/pg-core');
  const dialect = new PgDialect();
  for (const [i, q] of RAW.entries()) {
    const { sql: text, params } = dialect.sqlToQuery(q);
    console.log(`  EXPLAIN ANALYZE raw #${i + 1}: ${ms(await explainTime(text, params))}`);
  }
} finally {
  await database.close();
}
