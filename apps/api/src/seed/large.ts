// `pnpm seed -- --large`: `count` more actions (no photos) spread over half a year back and two
// months ahead, on the demo data set's territories, points, hostesses and events.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { actionPoints, actions, actionUsers } from '../db/schema/actions';
import { eventTerritories } from '../db/schema/events';
import { points } from '../db/schema/points';
import { territories } from '../db/schema/territories';
import { users, userTerritories } from '../db/schema/users';
import { dayjs, ZONE } from '../infra/dates';
import { ACTION_NAMES, WINDOWS } from './data';
import { type SeedDeps, type Status, warsawAt } from './helpers';
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
  /** The last action number used. */
  no: number;
}

async function refsOf(db: Db): Promise<Refs> {
  const terr = (await db.select({ id: territories.id }).from(territories)).map((t) => t.id).sort();
  const ptsBy = new Map<string, string[]>();
  for (const p of await db.select({ id: points.id, t: points.territoryId }).from(points)) {
    ptsBy.set(p.t, [...(ptsBy.get(p.t) ?? []), p.id].sort());
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
  return { terr, ptsBy, hstBy, evBy, no: (maxNo.rows[0] as { n: number }).n };
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

/** Adds `count` actions (no photos) spread over half a year back and two months ahead. */
export async function seedLarge(deps: SeedDeps, count = 200_000, opts: { log?: (m: string) => void } = {}) {
  const log = opts.log ?? (() => {});
  const { db } = deps;
  if (await isEmpty(db)) await seedDemo(deps, opts);
  const rnd = prng(424_242);
  const started = Date.now();
  const today = dayjs(deps.now()).tz(ZONE).startOf('day');
  const refs = await refsOf(db);
  for (let done = 0; done < count; done += CHUNK) {
    const { rows, ap, au } = chunkOf(rnd, today, refs, Math.min(CHUNK, count - done));
    await db.transaction(async (tx) => {
      await tx.insert(actions).values(rows);
      if (ap.length) await tx.insert(actionPoints).values(ap);
      if (au.length) await tx.insert(actionUsers).values(au);
    });
    if ((done / CHUNK) % 10 === 0) log(`large seed: ${done + rows.length}/${count}`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('actions', 'no'), ${refs.no})`);
  // VACUUM, not only ANALYZE: a bulk load leaves the visibility map empty, and until (auto)vacuum
  // sets it every index-only scan of the list walk also reads the table's pages (ADR 0019).
  await db.execute(sql`vacuum (analyze) actions, action_points, action_users`);
  await db.execute(sql`analyze`);
  log(`large seed: ${count} actions in ${Date.now() - started} ms`);
}
