// Demo data: a believable Polish data set, filled on the first start on an empty embedded
// database or on demand (`pnpm seed`); `--large` for performance work is ./large.ts. Deterministic
// (seeded PRNG, ids included) apart from dates, which follow today so that the data always looks
// current. Each step draws from one stream in a fixed order, so the data set stays the same.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dayjs, ZONE } from '../infra/dates';
import { type ActionPlan, insertActions, planActions, recordActionWork } from './demo-actions';
import { recordRaisedAlerts, recordSentNotices } from './demo-notices';
import { seedAvailability, seedPeople } from './demo-people';
import { seedEvents, seedPoints, seedTerritories } from './demo-places';
import { type FinishedAction, seedRegistrations } from './demo-registrations';
import type { DemoContext, SeedDeps } from './helpers';
import { seedLeads } from './leads';
import { prng } from './random';

export async function isEmpty(db: Db): Promise<boolean> {
  const r = await db.execute(sql`select count(*)::int as n from users`);
  return ((r.rows[0] as { n: number } | undefined)?.n ?? 0) === 0;
}

/** Fills the demo data set when the database has no users yet; true when it did. */
export async function seedIfEmpty(
  deps: SeedDeps,
  opts: { log?: (m: string) => void } = {},
): Promise<boolean> {
  if (!(await isEmpty(deps.db))) return false;
  await seedDemo(deps, opts);
  return true;
}

/** Removes every row of the product's tables (the `seed --reset` path). */
export async function truncateAll(db: Db) {
  const r = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'`,
  );
  const names = (r.rows as { tablename: string }[]).map((x) => `"${x.tablename}"`);
  if (names.length) await db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}

/** The finished actions of the plan, as their rows were written (started and finished times). */
function finishedOf(plan: ActionPlan): FinishedAction[] {
  const rows = new Map(plan.rows.map((r) => [r.id, r]));
  return plan.finished.flatMap((f) => {
    const row = rows.get(f.id);
    if (row?.status !== 'finished' || !row.startedAt || !row.finishedAt) return [];
    return [
      {
        id: f.id,
        hostessId: f.hostess,
        pointIdent: f.point.ident,
        startedAt: row.startedAt,
        finishedAt: row.finishedAt,
      },
    ];
  });
}

/**
 * The demo data set, step by step: places, people, actions and what they left, the notices and
 * alerts already sent about them, availability, leads, registrations.
 */
export async function seedDemo(deps: SeedDeps, opts: { log?: (m: string) => void } = {}) {
  if (deps.env.production)
    throw new Error('The demo data set (with its demo accounts) is never seeded in production.');
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const c: DemoContext = { deps, rnd: prng(20_261_122), today: dayjs(deps.now()).tz(ZONE).startOf('day') };
  const places = await seedTerritories(c);
  const people = await seedPeople(c, places);
  const points = await seedPoints(c, places);
  const events = await seedEvents(c, places, points);
  const plan = planActions(c, { places, people, points, events });
  const work = await recordActionWork(c, plan);
  await insertActions(c, plan, work);
  // Told and alerted before today, as in a product in use: the first start mails nobody about them.
  await recordSentNotices(c, plan);
  await recordRaisedAlerts(c, plan);
  await seedAvailability(c, people);
  await seedLeads(deps, { log });
  const registrations = await seedRegistrations(deps.db, finishedOf(plan), deps.now());
  log(
    `demo data: ${plan.rows.length} actions, ${points.length} points, ${people.people.length} people, ${registrations} registrations in ${Date.now() - started} ms`,
  );
  return { actions: plan.rows.length };
}
