// The actions of the demo data set: about seven a day from a month ago to two weeks ahead in every
// status (and hst1's startable one today), then what started and finished ones carry: position,
// start and end photos, receipts and the survey, all written in batches.
import { createHash } from 'node:crypto';
import { type Booking, clashOf, DEFAULT_TRAVEL_GAP_MINUTES, isBooking } from '@tourplanner/domain/booking';
import { isOutOfBounds, nearestDistance } from '@tourplanner/domain/geo';
import { POLL_ANSWER } from '@tourplanner/domain/poll';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  actionFiles,
  actionPoints,
  actionPolls,
  actionReceipts,
  actions,
  actionUsers,
} from '../db/schema/actions';
import { storedFiles } from '../db/schema/files';
import type { dayjs } from '../infra/dates';
import { ACTION_NAMES, COMMENTS, WINDOWS } from './data';
import { hostessTerritory, type People } from './demo-people';
import type { DemoEvent, DemoPoint, Places } from './demo-places';
import { type DemoContext, insertChunks, type Status, warsawAt } from './helpers';

interface World {
  places: Places;
  people: People;
  points: DemoPoint[];
  events: DemoEvent[];
}

/** The action rows and their links, in the order they were made (`no` is the last number used). */
export interface ActionPlan {
  rows: (typeof actions.$inferInsert & { id: string })[];
  pts: { actionId: string; pointId: string }[];
  ppl: { actionId: string; userId: string }[];
  /** The started and finished ones, which get a position and photos. */
  finished: { id: string; point: DemoPoint; hostess: string; since: Date }[];
  no: number;
  /** Each hostess's booked windows so far: no two of hers clash (ADR 0021). */
  booked: Map<string, Booking[]>;
}

interface ActionWork {
  files: (typeof storedFiles.$inferInsert)[];
  aFiles: (typeof actionFiles.$inferInsert)[];
  receipts: (typeof actionReceipts.$inferInsert)[];
  polls: (typeof actionPolls.$inferInsert)[];
}

type Forced = { hostess: string; point: DemoPoint; window: [number, number] };

/** One action of territory `t` on `day`: a random event, point, hostess and hours unless forced. */
function addAction(
  c: DemoContext,
  w: World,
  plan: ActionPlan,
  day: dayjs.Dayjs,
  t: number,
  status: Status,
  forced?: Forced,
) {
  const { rnd } = c;
  const { terrIds, areaIds } = w.places;
  const creator = w.people.byEmail.get('asm@tourplanner.test')!.id;
  const admin = w.people.byEmail.get('admin@tourplanner.test')!.id;
  const terr = t;
  const evs = w.events.filter((e) => (e.territories as readonly number[]).includes(terr));
  const ev = rnd.pick(evs);
  const candidates = w.points.filter((p) => p.t === terr && (p.lat !== null || rnd.chance(0.3)));
  const point = forced?.point ?? rnd.pick(candidates);
  const hs = w.people.hostesses.filter((_, i) => hostessTerritory(i + 1) === terr);
  const picked = forced?.hostess ?? rnd.pick(hs).id;
  const [h1, h2] = forced?.window ?? rnd.pick(WINDOWS);
  plan.no += 1;
  const no = plan.no;
  const id = rnd.uuid();
  const since = warsawAt(day, h1);
  const until = warsawAt(day, h2);
  // The dice's hostess if she is free then, else the next free one of the territory; when none is,
  // the action was cancelled (it holds nobody's time).
  const window: Booking = { since, until, pointIds: [point.id] };
  const gap = c.deps.env.ACTION_TRAVEL_GAP_MINUTES ?? DEFAULT_TRAVEL_GAP_MINUTES;
  const free = (h: string) => !(plan.booked.get(h) ?? []).some((b) => clashOf(window, b, gap));
  const start = hs.findIndex((h) => h.id === picked);
  const order = forced ? [picked] : [...hs.slice(start), ...hs.slice(0, start)].map((h) => h.id);
  let hostess = picked;
  if (isBooking(status) && !forced) {
    const found = order.find(free);
    if (found) hostess = found;
    else status = 'cancelled';
  }
  if (isBooking(status) && !forced) plan.booked.set(hostess, [...(plan.booked.get(hostess) ?? []), window]);
  const type = rnd.chance(0.15) ? 'Horeca' : 'Standard';
  plan.rows.push({
    id,
    no,
    ident: `AK-${String(no).padStart(6, '0')}`,
    name: `${rnd.pick(ACTION_NAMES)} – ${point.cityName ?? 'punkt'}`,
    type,
    status,
    eventId: ev.id,
    territoryId: terrIds[terr]!,
    areaId: areaIds[terr]![point.a]!,
    since,
    until,
    excerpt: rnd.chance(0.3) ? 'Materiały POS w magazynie punktu.' : null,
    description: null,
    createdBy: rnd.chance(0.5) ? creator : admin,
    createdAt: day.subtract(rnd.int(3, 20), 'day').toDate(),
  });
  plan.pts.push({ actionId: id, pointId: point.id });
  plan.ppl.push({ actionId: id, userId: hostess });
  if (status === 'finished' || status === 'started') plan.finished.push({ id, point, hostess, since });
}

/** A believable status for an action `offset` days from today: past ones mostly finished. */
function statusOn(offset: number, r: number): Status {
  if (offset < 0)
    return r < 0.78 ? 'finished' : r < 0.86 ? 'cancelled' : r < 0.93 ? 'hst_cancelled' : 'accepted';
  if (offset === 0) return r < 0.3 ? 'finished' : r < 0.5 ? 'started' : 'accepted';
  return r < 0.45 ? 'editable' : r < 0.9 ? 'accepted' : r < 0.95 ? 'cancelled' : 'hst_cancelled';
}

/** About seven actions a day (four on Sundays) from a month ago to two weeks ahead, and hst1's two. */
export function planActions(c: DemoContext, w: World): ActionPlan {
  const { rnd, today } = c;
  const plan: ActionPlan = { rows: [], pts: [], ppl: [], finished: [], no: 0, booked: new Map() };
  // hst1's action today and tomorrow (made last, below) are booked first: the others keep off them.
  const hst1 = w.people.byEmail.get('hst1@tourplanner.test')!;
  const hst1Point = w.points.find((p) => p.t === 0 && p.lat !== null)!;
  const mine: [dayjs.Dayjs, [number, number]][] = [
    [today, [8, 21]],
    [today.add(1, 'day'), [10, 16]],
  ];
  plan.booked.set(
    hst1.id,
    mine.map(([day, [h1, h2]]) => ({
      since: warsawAt(day, h1),
      until: warsawAt(day, h2),
      pointIds: [hst1Point.id],
    })),
  );
  for (let offset = -30; offset <= 14; offset++) {
    const day = today.add(offset, 'day');
    const perDay = day.day() === 0 ? 4 : rnd.int(6, 8);
    for (let k = 0; k < perDay; k++) {
      const t = rnd.int(0, 3);
      addAction(c, w, plan, day, t, statusOn(offset, rnd.next()));
    }
  }
  // hst1's action today: accepted, at a point with coordinates, all day so it is startable.
  addAction(c, w, plan, today, 0, 'accepted', { hostess: hst1.id, point: hst1Point, window: mine[0]![1] });
  // And one tomorrow, to show "from today on".
  const tomorrow: Forced = { hostess: hst1.id, point: hst1Point, window: mine[1]![1] };
  addAction(c, w, plan, today.add(1, 'day'), 0, 'accepted', tomorrow);
  return plan;
}

async function demoPhotos(): Promise<Buffer[]> {
  const colours = ['#c0392b', '#2471a3', '#239b56', '#b9770e', '#7d3c98', '#566573'];
  return Promise.all(
    colours.map((c, i) =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${c}"/><rect x="40" y="150" width="240" height="60" fill="#fff" opacity="0.3"/><circle cx="${80 + i * 30}" cy="90" r="40" fill="#fff" opacity="0.5"/></svg>`,
        ),
      )
        .jpeg({ quality: 70 })
        .toBuffer(),
    ),
  );
}

/** Stores a random demo photo and answers its stored_files id (the row is written later, in a batch). */
async function storePhoto(
  c: DemoContext,
  work: ActionWork,
  photos: Buffer[],
  kind: 'start' | 'end' | 'receipt',
  by: string,
) {
  const bytes = c.rnd.pick(photos);
  const id = c.rnd.uuid();
  const storageKey = await c.deps.services.storage.put(bytes, 'jpg', 'image/jpeg');
  work.files.push({
    id,
    kind,
    storageKey,
    contentType: 'image/jpeg',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    createdBy: by,
  });
  return id;
}

/** A started action's position near its point; it is written onto its row. */
function startAt(c: DemoContext, row: ActionPlan['rows'][number], f: ActionPlan['finished'][number]) {
  const { rnd } = c;
  const lat = (f.point.lat ?? 52.23) + (rnd.next() - 0.5) * (rnd.chance(0.1) ? 0.01 : 0.002);
  const lng = (f.point.lng ?? 21.01) + (rnd.next() - 0.5) * (rnd.chance(0.1) ? 0.015 : 0.003);
  const distance = nearestDistance({ lat, lng }, [f.point]);
  Object.assign(row, {
    startLat: lat,
    startLng: lng,
    startDistance: distance,
    outOfBounds: isOutOfBounds(distance, c.deps.env.CHECKIN_RADIUS_M),
    startedAt: f.since,
    finishedAt: row.status === 'finished' ? row.until : null,
  });
}

/** What a finished action leaves: its end photo, 0–4 receipts and (mostly) the survey. */
async function finishWork(
  c: DemoContext,
  work: ActionWork,
  photos: Buffer[],
  now: Date,
  row: ActionPlan['rows'][number],
  f: ActionPlan['finished'][number],
) {
  const { rnd } = c;
  work.aFiles.push({
    actionId: f.id,
    ident: 'end',
    fileId: await storePhoto(c, work, photos, 'end', f.hostess),
    createdAt: row.until as Date,
  });
  const count = rnd.int(0, 4);
  for (let i = 0; i < count; i++) {
    work.receipts.push({
      actionId: f.id,
      fileId: await storePhoto(c, work, photos, 'receipt', f.hostess),
      deviceSerial: rnd.chance(0.5) ? `GLO${rnd.int(10_000_000, 99_999_999)}` : 'fake_serial',
      deviceBeacon: 'fake_beacon',
      createdBy: f.hostess,
      createdAt: new Date(Math.min(now.getTime(), f.since.getTime() + (i + 1) * 40 * 60_000)),
    });
  }
  if (rnd.chance(0.9)) {
    work.polls.push({
      actionId: f.id,
      answers: [0, 1, 2].map(() => (rnd.chance(0.7) ? POLL_ANSWER.yes : POLL_ANSWER.no)),
      text: rnd.pick(COMMENTS) || null,
      createdBy: f.hostess,
    });
  }
}

/** Started and finished actions: position, start photo, and what a finished one leaves. */
export async function recordActionWork(c: DemoContext, plan: ActionPlan): Promise<ActionWork> {
  const photos = await demoPhotos();
  const now = c.deps.now();
  const work: ActionWork = { files: [], aFiles: [], receipts: [], polls: [] };
  const byId = new Map(plan.rows.map((r) => [r.id, r]));
  for (const f of plan.finished) {
    const row = byId.get(f.id)!;
    startAt(c, row, f);
    work.aFiles.push({
      actionId: f.id,
      ident: 'start',
      fileId: await storePhoto(c, work, photos, 'start', f.hostess),
      createdAt: f.since,
    });
    if (row.status === 'finished') await finishWork(c, work, photos, now, row, f);
  }
  return work;
}

/** Writes the actions, their links and their work in batches; the action number goes on from the last. */
export async function insertActions({ deps }: DemoContext, plan: ActionPlan, work: ActionWork) {
  const { db } = deps;
  await insertChunks(plan.rows, (c) => db.insert(actions).values(c), 500);
  await insertChunks(plan.pts, (c) => db.insert(actionPoints).values(c));
  await insertChunks(plan.ppl, (c) => db.insert(actionUsers).values(c));
  await db.execute(sql`select setval(pg_get_serial_sequence('actions', 'no'), ${plan.no})`);
  await insertChunks(work.files, (c) => db.insert(storedFiles).values(c), 500);
  await insertChunks(work.aFiles, (c) => db.insert(actionFiles).values(c));
  await insertChunks(work.receipts, (c) => db.insert(actionReceipts).values(c));
  await insertChunks(work.polls, (c) => db.insert(actionPolls).values(c));
}
