// Demo data: a believable Polish data set, filled on the first start on an empty embedded
// database or on demand (`pnpm seed`), and `--large` for performance work. Deterministic (seeded
// PRNG, ids included) apart from dates, which follow today so that the data always looks current.
import { createHash } from 'node:crypto';
import { distanceMeters } from '@tourplanner/domain/geo';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import {
  actionFiles,
  actionPoints,
  actionPolls,
  actionReceipts,
  actions,
  actionUsers,
} from '../db/schema/actions';
import { events, eventTerritories } from '../db/schema/events';
import { storedFiles } from '../db/schema/files';
import { eventPoints, points } from '../db/schema/points';
import { areas, territories } from '../db/schema/territories';
import { availabilitySlots, userAreas, users, userTerritories } from '../db/schema/users';
import { dayjs, fromWire, ZONE } from '../lib/dates';
import { hashPassword } from '../modules/auth/passwords';
import type { FileStorage } from '../modules/files/storage';
import { ACTION_NAMES, CITIES, COMMENTS, EVENTS, SHOPS, TERRITORIES, WINDOWS } from './data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedLeads } from './leads';
import { type Prng, prng } from './random';

export interface SeedDeps {
  db: Db;
  services: { storage: FileStorage };
  now: () => Date;
  env: { production: boolean; CHECKIN_RADIUS_M: number };
}

type Status = (typeof actions.$inferInsert)['status'];

const BATCH = 1000;
async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = BATCH) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

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

const warsawAt = (day: dayjs.Dayjs, hour: number, minute = 0) =>
  fromWire(
    `${day.format('YYYY-MM-DD')} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`,
  )!;

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

export async function seedDemo(deps: SeedDeps, opts: { log?: (m: string) => void } = {}) {
  if (deps.env.production)
    throw new Error('The demo data set (with its demo accounts) is never seeded in production.');
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const rnd = prng(20_261_122);
  const { db } = deps;
  const today = dayjs(deps.now()).tz(ZONE).startOf('day');

  // Territories and areas.
  const terrIds = TERRITORIES.map(() => rnd.uuid());
  const areaIds = TERRITORIES.map((t) => t.areas.map(() => rnd.uuid()));
  await db
    .insert(territories)
    .values(TERRITORIES.map((t, i) => ({ id: terrIds[i]!, ident: t.ident, name: t.name })));
  await db
    .insert(areas)
    .values(
      TERRITORIES.flatMap((t, i) =>
        t.areas.map((ident, j) => ({ id: areaIds[i]![j]!, territoryId: terrIds[i]!, ident })),
      ),
    );

  // People.
  const hash = await hashPassword(DEMO_PASSWORD);
  const hostessTerritory = (n: number) => (n - 1) % 4; // hst1 in Północ, hst2 in Południe, ...
  const people = DEMO_ACCOUNTS.map((a, i) => ({
    id: rnd.uuid(),
    ident: a.role === 'HST' ? `HST-${String(i - 2).padStart(3, '0')}` : `${a.role}-001`,
    role: a.role,
    email: a.email,
    passwordHash: hash,
    firstname: a.firstname,
    lastname: a.lastname,
    phone: `+48 ${rnd.int(500, 799)} ${rnd.int(100, 999)} ${rnd.int(100, 999)}`,
  }));
  await db.insert(users).values(people);
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const hostesses = people.filter((p) => p.role === 'HST');
  const links: { userId: string; territoryId: string }[] = [
    { userId: byEmail.get('asm@tourplanner.test')!.id, territoryId: terrIds[0]! },
    { userId: byEmail.get('asm@tourplanner.test')!.id, territoryId: terrIds[1]! },
    { userId: byEmail.get('hsadm@tourplanner.test')!.id, territoryId: terrIds[0]! },
    ...hostesses.map((h, i) => ({ userId: h.id, territoryId: terrIds[hostessTerritory(i + 1)]! })),
  ];
  await db.insert(userTerritories).values(links);
  await db.insert(userAreas).values([
    { userId: byEmail.get('asm@tourplanner.test')!.id, areaId: areaIds[0]![0]! },
    { userId: byEmail.get('asm@tourplanner.test')!.id, areaId: areaIds[1]![0]! },
    { userId: byEmail.get('hsadm@tourplanner.test')!.id, areaId: areaIds[0]![0]! },
    ...hostesses.map((h, i) => ({
      userId: h.id,
      areaId: areaIds[hostessTerritory(i + 1)]![i % 2 === 0 ? 0 : 1]!,
    })),
  ]);

  // Points: 37 shops in real cities around their centres, and 3 with a broken address.
  const pointRows: (typeof points.$inferInsert & { id: string; a: number; t: number })[] = [];
  for (let i = 0; i < 37; i++) {
    const c = CITIES[i % CITIES.length]!;
    pointRows.push({
      id: rnd.uuid(),
      ident: `PKT-${String(i + 1).padStart(4, '0')}`,
      name: `${rnd.pick(SHOPS)} ${rnd.pick(c.streets)}`,
      streetAddress: rnd.pick(c.streets),
      streetNumber: `${rnd.int(1, 120)}${rnd.chance(0.2) ? rnd.pick(['A', 'B', 'C']) : ''}`,
      cityName: c.city,
      postalCode: `${c.postal}-${String(rnd.int(1, 999)).padStart(3, '0')}`,
      lat: Number((c.lat + (rnd.next() - 0.5) * 0.03).toFixed(6)),
      lng: Number((c.lng + (rnd.next() - 0.5) * 0.05).toFixed(6)),
      territoryId: terrIds[c.t]!,
      t: c.t,
      a: c.a,
    });
  }
  for (let i = 0; i < 3; i++) {
    pointRows.push({
      id: rnd.uuid(),
      ident: `PKT-${String(38 + i).padStart(4, '0')}`,
      name: null,
      streetAddress: i === 0 ? null : rnd.pick(['Polna', 'Leśna', 'Ogrodowa']),
      streetNumber: null,
      cityName: null,
      postalCode: null,
      lat: null,
      lng: null,
      territoryId: terrIds[i]!,
      t: i,
      a: 0,
    });
  }
  await db.insert(points).values(pointRows.map(({ t: _t, a: _a, ...p }) => p));

  // Events: from a month ago to two weeks ahead, each in two territories with their points.
  const eventRows = EVENTS.map((e, i) => ({
    id: rnd.uuid(),
    ident: `${e.name} ${today.subtract(31, 'day').format('DD.MM.YYYY')}`,
    name: e.name,
    chain: e.chain,
    since: today.subtract(31 - i, 'day').toDate(),
    until: today
      .add(15 + i, 'day')
      .endOf('day')
      .toDate(),
    territories: e.territories,
  }));
  await db.insert(events).values(eventRows.map(({ territories: _t, ...e }) => e));
  await db
    .insert(eventTerritories)
    .values(
      eventRows.flatMap((e) => e.territories.map((t) => ({ eventId: e.id, territoryId: terrIds[t]! }))),
    );
  await db
    .insert(eventPoints)
    .values(
      eventRows.flatMap((e) =>
        pointRows
          .filter((p) => (e.territories as readonly number[]).includes(p.t))
          .map((p) => ({ eventId: e.id, pointId: p.id })),
      ),
    );

  // Actions: about seven a day from a month ago to two weeks ahead.
  const creator = byEmail.get('asm@tourplanner.test')!.id;
  const admin = byEmail.get('admin@tourplanner.test')!.id;
  type Row = typeof actions.$inferInsert & { id: string };
  const rows: Row[] = [];
  const pts: { actionId: string; pointId: string }[] = [];
  const ppl: { actionId: string; userId: string }[] = [];
  const finished: { id: string; point: (typeof pointRows)[number]; hostess: string; since: Date }[] = [];
  let no = 0;
  const add = (
    day: dayjs.Dayjs,
    t: number,
    status: Status,
    forced?: { hostess: string; point: (typeof pointRows)[number]; window: [number, number] },
  ) => {
    const terr = t;
    const evs = eventRows.filter((e) => (e.territories as readonly number[]).includes(terr));
    const ev = rnd.pick(evs);
    const candidates = pointRows.filter((p) => p.t === terr && (p.lat !== null || rnd.chance(0.3)));
    const point = forced?.point ?? rnd.pick(candidates);
    const hs = hostesses.filter((_, i) => hostessTerritory(i + 1) === terr);
    const hostess = forced?.hostess ?? rnd.pick(hs).id;
    const [h1, h2] = forced?.window ?? rnd.pick(WINDOWS);
    no += 1;
    const id = rnd.uuid();
    const since = warsawAt(day, h1);
    const until = warsawAt(day, h2);
    const type = rnd.chance(0.15) ? 'Horeca' : 'Standard';
    rows.push({
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
    pts.push({ actionId: id, pointId: point.id });
    ppl.push({ actionId: id, userId: hostess });
    if (status === 'finished' || status === 'started') finished.push({ id, point, hostess, since });
    return id;
  };
  for (let offset = -30; offset <= 14; offset++) {
    const day = today.add(offset, 'day');
    const perDay = day.day() === 0 ? 4 : rnd.int(6, 8);
    for (let k = 0; k < perDay; k++) {
      const t = rnd.int(0, 3);
      let status: Status;
      const r = rnd.next();
      if (offset < 0)
        status = r < 0.78 ? 'finished' : r < 0.86 ? 'cancelled' : r < 0.93 ? 'hst_cancelled' : 'accepted';
      else if (offset === 0) status = r < 0.3 ? 'finished' : r < 0.5 ? 'started' : 'accepted';
      else status = r < 0.45 ? 'editable' : r < 0.9 ? 'accepted' : r < 0.95 ? 'cancelled' : 'hst_cancelled';
      add(day, t, status);
    }
  }
  // hst1's action today: accepted, at a point with coordinates, all day so it is startable.
  const hst1 = byEmail.get('hst1@tourplanner.test')!;
  const hst1Point = pointRows.find((p) => p.t === 0 && p.lat !== null)!;
  add(today, 0, 'accepted', { hostess: hst1.id, point: hst1Point, window: [8, 21] });
  // And one tomorrow, to show "from today on".
  add(today.add(1, 'day'), 0, 'accepted', { hostess: hst1.id, point: hst1Point, window: [10, 16] });

  // Started and finished ones: position, photos, receipts and survey, written in batches.
  const photos = await demoPhotos();
  const now = deps.now();
  const files: (typeof storedFiles.$inferInsert)[] = [];
  const aFiles: (typeof actionFiles.$inferInsert)[] = [];
  const receipts: (typeof actionReceipts.$inferInsert)[] = [];
  const polls: (typeof actionPolls.$inferInsert)[] = [];
  const store = async (kind: 'start' | 'end' | 'receipt', by: string) => {
    const bytes = rnd.pick(photos);
    const id = rnd.uuid();
    const storageKey = await deps.services.storage.put(bytes, 'jpg');
    files.push({
      id,
      kind,
      storageKey,
      contentType: 'image/jpeg',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      createdBy: by,
    });
    return id;
  };
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const f of finished) {
    const row = byId.get(f.id)!;
    const lat = (f.point.lat ?? 52.23) + (rnd.next() - 0.5) * (rnd.chance(0.1) ? 0.01 : 0.002);
    const lng = (f.point.lng ?? 21.01) + (rnd.next() - 0.5) * (rnd.chance(0.1) ? 0.015 : 0.003);
    const distance =
      f.point.lat != null && f.point.lng != null
        ? Math.round(distanceMeters({ lat, lng }, { lat: f.point.lat, lng: f.point.lng }))
        : null;
    const isFinished = row.status === 'finished';
    Object.assign(row, {
      startLat: lat,
      startLng: lng,
      startDistance: distance,
      outOfBounds: distance === null ? null : distance > deps.env.CHECKIN_RADIUS_M,
      startedAt: f.since,
      finishedAt: isFinished ? row.until : null,
    });
    aFiles.push({
      actionId: f.id,
      ident: 'start',
      fileId: await store('start', f.hostess),
      createdAt: f.since,
    });
    if (!isFinished) continue;
    aFiles.push({
      actionId: f.id,
      ident: 'end',
      fileId: await store('end', f.hostess),
      createdAt: row.until as Date,
    });
    const count = rnd.int(0, 4);
    for (let i = 0; i < count; i++) {
      receipts.push({
        actionId: f.id,
        fileId: await store('receipt', f.hostess),
        deviceSerial: rnd.chance(0.5) ? `GLO${rnd.int(10_000_000, 99_999_999)}` : 'fake_serial',
        deviceBeacon: 'fake_beacon',
        createdBy: f.hostess,
        createdAt: new Date(Math.min(now.getTime(), f.since.getTime() + (i + 1) * 40 * 60_000)),
      });
    }
    if (rnd.chance(0.9)) {
      polls.push({
        actionId: f.id,
        answers: [0, 1, 2].map(() => (rnd.chance(0.7) ? 'tak' : 'nie')),
        text: rnd.pick(COMMENTS) || null,
        createdBy: f.hostess,
      });
    }
  }

  await insertChunks(rows, (c) => db.insert(actions).values(c), 500);
  await insertChunks(pts, (c) => db.insert(actionPoints).values(c));
  await insertChunks(ppl, (c) => db.insert(actionUsers).values(c));
  await db.execute(sql`select setval(pg_get_serial_sequence('actions', 'no'), ${no})`);
  await insertChunks(files, (c) => db.insert(storedFiles).values(c), 500);
  await insertChunks(aFiles, (c) => db.insert(actionFiles).values(c));
  await insertChunks(receipts, (c) => db.insert(actionReceipts).values(c));
  await insertChunks(polls, (c) => db.insert(actionPolls).values(c));

  // Hostess availability: most days of the past week and the coming two.
  const slots: (typeof availabilitySlots.$inferInsert)[] = [];
  for (const h of hostesses) {
    for (let offset = -7; offset <= 14; offset++) {
      if (!rnd.chance(0.65) && !(h.id === hst1.id && offset === 0)) continue;
      const day = today.add(offset, 'day');
      const from = rnd.int(8, 12);
      const to = Math.min(22, from + rnd.int(4, 9));
      slots.push({ userId: h.id, since: warsawAt(day, from), until: warsawAt(day, to) });
    }
  }
  await insertChunks(slots, (c) => db.insert(availabilitySlots).values(c));
  await seedLeads(deps, { log });
  log(
    `demo data: ${rows.length} actions, ${pointRows.length} points, ${people.length} people in ${Date.now() - started} ms`,
  );
  return { actions: rows.length };
}

/** Adds `count` actions (no photos) spread over half a year back and two months ahead. */
export async function seedLarge(deps: SeedDeps, count = 200_000, opts: { log?: (m: string) => void } = {}) {
  const log = opts.log ?? (() => {});
  const { db } = deps;
  if (await isEmpty(db)) await seedDemo(deps, opts);
  const rnd: Prng = prng(424_242);
  const started = Date.now();
  const today = dayjs(deps.now()).tz(ZONE).startOf('day');
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
  let no = (maxNo.rows[0] as { n: number }).n;
  const statuses: Status[] = ['editable', 'accepted', 'cancelled', 'started', 'finished', 'hst_cancelled'];
  const CHUNK = 2000;
  for (let done = 0; done < count; done += CHUNK) {
    const rows: (typeof actions.$inferInsert)[] = [];
    const ap: { actionId: string; pointId: string }[] = [];
    const au: { actionId: string; userId: string }[] = [];
    for (let i = 0; i < Math.min(CHUNK, count - done); i++) {
      const t = rnd.pick(terr);
      const day = today.add(rnd.int(-180, 60), 'day');
      const [h1, h2] = rnd.pick(WINDOWS);
      const id = rnd.uuid();
      no += 1;
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
            : rnd.pick(statuses)
          : rnd.pick(['editable', 'accepted', 'accepted', 'cancelled']),
        eventId: rnd.pick(evBy.get(t) ?? [null as unknown as string]) ?? null,
        territoryId: t,
        since: warsawAt(day, h1),
        until: warsawAt(day, h2),
      });
      const pts = ptsBy.get(t);
      if (pts?.length) ap.push({ actionId: id, pointId: rnd.pick(pts) });
      const hs = hstBy.get(t);
      if (hs?.length) au.push({ actionId: id, userId: rnd.pick(hs) });
    }
    await db.transaction(async (tx) => {
      await tx.insert(actions).values(rows);
      if (ap.length) await tx.insert(actionPoints).values(ap);
      if (au.length) await tx.insert(actionUsers).values(au);
    });
    if ((done / CHUNK) % 10 === 0) log(`large seed: ${done + rows.length}/${count}`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('actions', 'no'), ${no})`);
  await db.execute(sql`analyze`);
  log(`large seed: ${count} actions in ${Date.now() - started} ms`);
}
