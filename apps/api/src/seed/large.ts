// `pnpm seed -- --large`: `count` more actions (no photos) spread over half a year back and two
// months ahead, on the demo data set's territories, points, hostesses and events; the finished ones
// with registrations (about `perAction` each: 8 gives about a million for 200 000 actions), their
// codes, consents and withdrawals, drawn like the demo data set's (./demo-registrations.ts). The
// load runs in one transaction with the rollup triggers off and fills the rollups set-based at the
// end (ADR 0042).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { actionPoints, actions, actionUsers } from '../db/schema/actions';
import { eventTerritories } from '../db/schema/events';
import { points } from '../db/schema/points';
import { territories } from '../db/schema/territories';
import { users, userTerritories } from '../db/schema/users';
import { dayjs, ZONE } from '../infra/dates';
import { ACTION_NAMES, WINDOWS } from './data';
import { ConsumerPool, planRegistrations } from './demo-registrations';
import { type SeedDeps, type Status, warsawAt } from './helpers';
import { type RegistrationSpec, type StrayCodeSpec, writeLeadRows } from './lead-rows';
import { type Prng, prng } from './random';
import { isEmpty, seedDemo } from './seed';

const CHUNK = 2000;
const STATUSES: Status[] = ['editable', 'accepted', 'cancelled', 'started', 'finished', 'hst_cancelled'];

/** Per territory id, its points, hostesses and events (each sorted, so picks are repeatable). */
interface Refs {
  terr: string[];
  ptsBy: Map<string, string[]>;
  hstBy: Map<string, string[]>;
  evBy: Map<string, string[]>;
  /** Point id → its ident (registrations name the point by it). */
  identOf: Map<string, string>;
  /** The last action number used. */
  no: number;
}

async function refsOf(db: Db): Promise<Refs> {
  const terr = (await db.select({ id: territories.id }).from(territories)).map((t) => t.id).sort();
  const ptsBy = new Map<string, string[]>();
  const identOf = new Map<string, string>();
  for (const p of await db
    .select({ id: points.id, t: points.territoryId, ident: points.ident })
    .from(points)) {
    ptsBy.set(p.t, [...(ptsBy.get(p.t) ?? []), p.id].sort());
    identOf.set(p.id, p.ident);
  }
  const hstBy = new Map<string, string[]>();
  for (const h of await db
    .select({ id: users.id, t: userTerritories.territoryId })
    .from(users)
    .innerJoin(userTerritories, sql`${userTerritories.userId} = ${users.id}`)
    .where(sql`${users.role} = 'HST'`)) {
    hstBy.set(h.t, [...(hstBy.get(h.t) ?? []), h.id].sort());
  }
  const evBy = new Map<string, string[]>();
  for (const e of await db
    .select({ e: eventTerritories.eventId, t: eventTerritories.territoryId })
    .from(eventTerritories)) {
    evBy.set(e.t, [...(evBy.get(e.t) ?? []), e.e].sort());
  }
  const maxNo = await db.execute(sql`select coalesce(max(no), 0)::int as n from actions`);
  return { terr, ptsBy, hstBy, evBy, identOf, no: (maxNo.rows[0] as { n: number }).n };
}

/** `size` random actions with a point and a hostess of their territory. */
function chunkOf(rnd: Prng, today: dayjs.Dayjs, refs: Refs, size: number) {
  const rows: (typeof actions.$inferInsert)[] = [];
  const ap: { actionId: string; pointId: string }[] = [];
  const au: { actionId: string; userId: string }[] = [];
  for (let i = 0; i < size; i++) {
    const t = rnd.pick(refs.terr);
    const day = today.add(rnd.int(-180, 60), 'day');
    const [h1, h2] = rnd.pick(WINDOWS);
    const id = rnd.uuid();
    refs.no += 1;
    const no = refs.no;
    const past = day.isBefore(today);
    rows.push({
      id,
      no,
      ident: `AK-${String(no).padStart(6, '0')}`,
      name: rnd.pick(ACTION_NAMES),
      type: rnd.chance(0.15) ? 'Horeca' : 'Standard',
      status: past
        ? rnd.chance(0.8)
          ? 'finished'
          : rnd.pick(STATUSES)
        : rnd.pick(['editable', 'accepted', 'accepted', 'cancelled']),
      eventId: rnd.pick<string | null>(refs.evBy.get(t) ?? [null]),
      territoryId: t,
      since: warsawAt(day, h1),
      until: warsawAt(day, h2),
    });
    const pts = refs.ptsBy.get(t);
    if (pts?.length) ap.push({ actionId: id, pointId: rnd.pick(pts) });
    const hs = refs.hstBy.get(t);
    if (hs?.length) au.push({ actionId: id, userId: rnd.pick(hs) });
  }
  return { rows, ap, au };
}

/**
 * The finished actions of a chunk with their start and finish (a few minutes off the plan, from a
 * stream of their own so the actions stay as they were drawn before), and their registrations.
 */
function finishedWork(
  times: Prng,
  pool: ConsumerPool,
  chunk: ReturnType<typeof chunkOf>,
  refs: Refs,
  perAction: number,
  now: Date,
) {
  const hostessOf = new Map(chunk.au.map((x) => [x.actionId, x.userId]));
  const pointOf = new Map(chunk.ap.map((x) => [x.actionId, x.pointId]));
  const regs: RegistrationSpec[] = [];
  const stray: StrayCodeSpec[] = [];
  for (const row of chunk.rows) {
    if (row.status !== 'finished' || !row.since || !row.until) continue;
    row.startedAt = new Date(row.since.getTime() + times.int(-5, 40) * 60_000);
    row.finishedAt = new Date(row.until.getTime() - times.int(-10, 30) * 60_000);
    const hostessId = hostessOf.get(row.id!);
    if (!hostessId || perAction <= 0) continue;
    const pointId = pointOf.get(row.id!);
    const p = planRegistrations(
      times,
      pool,
      {
        id: row.id!,
        hostessId,
        pointIdent: pointId ? (refs.identOf.get(pointId) ?? null) : null,
        startedAt: row.startedAt,
        finishedAt: row.finishedAt,
      },
      perAction,
      now,
    );
    regs.push(...p.regs);
    stray.push(...p.stray);
  }
  regs.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { regs, stray };
}

/** Adds `count` actions (no photos) spread over half a year back and two months ahead. */
export async function seedLarge(
  deps: SeedDeps,
  count = 200_000,
  opts: { log?: (m: string) => void; registrationsPerAction?: number } = {},
) {
  const log = opts.log ?? (() => {});
  const perAction = opts.registrationsPerAction ?? 8;
  const { db } = deps;
  if (await isEmpty(db)) await seedDemo(deps, opts);
  const rnd = prng(424_242);
  const times = prng(4_242_031);
  const pool = new ConsumerPool(times, 'duzy', '+4852');
  let registered = 0;
  const started = Date.now();
  const today = dayjs(deps.now()).tz(ZONE).startOf('day');
  const refs = await refsOf(db);
  // One transaction with the rollup triggers off, then the rollups counted again set-based
  // (kpi_refill, ADR 0042): per-row triggers would make the load many times slower. Turning them
  // off locks the tables until the commit, so no other write can slip in uncounted.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select kpi_triggers(false)`);
    for (let done = 0; done < count; done += CHUNK) {
      const chunk = chunkOf(rnd, today, refs, Math.min(CHUNK, count - done));
      const { rows, ap, au } = chunk;
      const leads = finishedWork(times, pool, chunk, refs, perAction, deps.now());
      await tx.insert(actions).values(rows);
      if (ap.length) await tx.insert(actionPoints).values(ap);
      if (au.length) await tx.insert(actionUsers).values(au);
      await writeLeadRows(tx, leads.regs, leads.stray);
      registered += leads.regs.length;
      if ((done / CHUNK) % 10 === 0)
        log(`large seed: ${done + rows.length}/${count} actions, ${registered} registrations`);
    }
    const filling = Date.now();
    await tx.execute(sql`select kpi_refill()`);
    await tx.execute(sql`select kpi_triggers(true)`);
    // The stored review states counted again too (ADR 0043): this load writes no photos and keeps
    // their triggers on, so it finds nothing to change today; a load that writes photos or
    // decisions with triggers off has this step already.
    await tx.execute(sql`select review_state_refill()`);
    log(`large seed: rollups filled set-based in ${Date.now() - filling} ms`);
  });
  await db.execute(sql`select setval(pg_get_serial_sequence('actions', 'no'), ${refs.no})`);
  // VACUUM, not only ANALYZE: a bulk load leaves the visibility map empty, and until (auto)vacuum
  // sets it every index-only scan of the list walk also reads the table's pages (ADR 0019).
  await db.execute(sql`vacuum (analyze) actions, action_points, action_users`);
  await db.execute(sql`analyze`);
  log(`large seed: ${count} actions, ${registered} registrations in ${Date.now() - started} ms`);
}
