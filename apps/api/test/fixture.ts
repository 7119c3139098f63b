// A small fixture for API tests: two territories with areas, people of every role in each, points,
// events and actions in several statuses. Everyone's password is FIXTURE_PASSWORD.

import type { Db } from '../src/db/client';
import { actionPoints, actions, actionUsers } from '../src/db/schema/actions';
import { events, eventTerritories, userEvents } from '../src/db/schema/events';
import { eventPoints, points } from '../src/db/schema/points';
import { areas, territories } from '../src/db/schema/territories';
import { availabilitySlots, userAreas, users, userTerritories } from '../src/db/schema/users';
import { fromWire } from '../src/infra/dates';
import { hashPassword } from '../src/modules/passwords/password';

export const FIXTURE_PASSWORD = 'Test-password-1';

let cachedHash: Promise<string> | undefined;

export interface Fixture {
  t1: string;
  t2: string;
  a1: string;
  a2: string;
  users: Record<
    'admin' | 'asm1' | 'asm2' | 'hsadm1' | 'hst1' | 'hst2' | 'hst3',
    { id: string; email: string }
  >;
  points: { p1: string; p2: string; p3broken: string };
  events: { e1: string; e2: string };
  actions: { editable1: string; accepted1: string; finished1: string; editable2: string; empty1: string };
}

/** Creates the fixture; `day` is the Warsaw day of the dated actions ('YYYY-MM-DD'). */
export async function seedFixture(db: Db, day: string): Promise<Fixture> {
  cachedHash ??= hashPassword(FIXTURE_PASSWORD);
  const passwordHash = await cachedHash;
  const [t1, t2] = await db
    .insert(territories)
    .values([
      { ident: 'T-NORTH', name: 'Północ' },
      { ident: 'T-SOUTH', name: 'Południe' },
    ])
    .returning({ id: territories.id });
  const [a1, a2] = await db
    .insert(areas)
    .values([
      { territoryId: t1!.id, ident: 'A-NORTH-1' },
      { territoryId: t2!.id, ident: 'A-SOUTH-1' },
    ])
    .returning({ id: areas.id });
  const people = [
    ['admin', 'ADMIN', null],
    ['asm1', 'ASM', t1!.id],
    ['asm2', 'ASM', t2!.id],
    ['hsadm1', 'HSADM', t1!.id],
    ['hst1', 'HST', t1!.id],
    ['hst2', 'HST', t2!.id],
    ['hst3', 'HST', t1!.id],
  ] as const;
  const inserted = await db
    .insert(users)
    .values(
      people.map(([key, role], i) => ({
        ident: `U-${i + 1}`,
        role,
        email: `${key}@fixture.test`,
        passwordHash,
        firstname: `Imię${i + 1}`,
        lastname: `Nazwisko${i + 1}`,
        phone: `+4850000000${i}`,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const u = Object.fromEntries(people.map(([key], i) => [key, inserted[i]!])) as Fixture['users'];
  await db
    .insert(userTerritories)
    .values(
      people.flatMap(([key, , territoryId]) => (territoryId ? [{ userId: u[key].id, territoryId }] : [])),
    );
  await db.insert(userAreas).values([
    { userId: u.asm1.id, areaId: a1!.id },
    { userId: u.hst1.id, areaId: a1!.id },
    { userId: u.hst2.id, areaId: a2!.id },
  ]);
  const [p1, p2, p3] = await db
    .insert(points)
    .values([
      {
        ident: 'P-1',
        name: 'Żabka Długa',
        streetAddress: 'Długa',
        streetNumber: '5',
        cityName: 'Gdańsk',
        lat: 54.3497,
        lng: 18.6498,
        territoryId: t1!.id,
      },
      {
        ident: 'P-2',
        name: 'Lewiatan Rynek',
        streetAddress: 'Rynek Główny',
        streetNumber: '1',
        cityName: 'Kraków',
        lat: 50.0617,
        lng: 19.9373,
        territoryId: t2!.id,
      },
      {
        ident: 'P-3',
        name: null,
        streetAddress: 'Bez nazwy',
        streetNumber: null,
        cityName: null,
        lat: null,
        lng: null,
        territoryId: t1!.id,
      },
    ])
    .returning({ id: points.id });
  const since = fromWire(`${day} 00:00:00`)!;
  const weekLater = new Date(since.getTime() + 7 * 86_400_000);
  const [e1, e2] = await db
    .insert(events)
    .values([
      { ident: 'EV-1', name: 'Glo Tour Północ', since, until: weekLater },
      { ident: 'EV-2', name: 'Velo Tour Południe', since, until: weekLater },
    ])
    .returning({ id: events.id });
  await db.insert(eventTerritories).values([
    { eventId: e1!.id, territoryId: t1!.id },
    { eventId: e2!.id, territoryId: t2!.id },
  ]);
  await db.insert(eventPoints).values([
    { eventId: e1!.id, pointId: p1!.id },
    { eventId: e1!.id, pointId: p3!.id },
    { eventId: e2!.id, pointId: p2!.id },
  ]);
  const at = (h: number) => fromWire(`${day} ${String(h).padStart(2, '0')}:00:00`)!;
  const base = { type: 'Standard' as const };
  const acts = await db
    .insert(actions)
    .values([
      {
        ...base,
        ident: 'AK-1',
        name: 'Akcja edytowalna',
        status: 'editable',
        eventId: e1!.id,
        territoryId: t1!.id,
        areaId: a1!.id,
        since: at(10),
        // Up to AK-2 at the same point: hst1 is booked once at a time (ADR 0021).
        until: at(12),
      },
      {
        ...base,
        ident: 'AK-2',
        name: 'Akcja zaakceptowana',
        status: 'accepted',
        eventId: e1!.id,
        territoryId: t1!.id,
        areaId: a1!.id,
        since: at(12),
        until: at(18),
      },
      {
        ...base,
        ident: 'AK-3',
        name: 'Akcja zakończona',
        status: 'finished',
        eventId: e1!.id,
        territoryId: t1!.id,
        areaId: a1!.id,
        since: at(8),
        until: at(9),
      },
      {
        ...base,
        ident: 'AK-4',
        name: 'Akcja południe',
        status: 'editable',
        eventId: e2!.id,
        territoryId: t2!.id,
        areaId: a2!.id,
        since: at(11),
        until: at(15),
      },
      {
        ...base,
        ident: 'AK-5',
        name: 'Akcja pusta',
        status: 'editable',
        eventId: null,
        territoryId: t1!.id,
        areaId: null,
        since: null,
        until: null,
      },
    ])
    .returning({ id: actions.id });
  const [x1, x2, x3, x4, x5] = acts.map((a) => a.id) as [string, string, string, string, string];
  await db.insert(actionPoints).values([
    { actionId: x1, pointId: p1!.id },
    { actionId: x2, pointId: p1!.id },
    { actionId: x3, pointId: p1!.id },
    { actionId: x4, pointId: p2!.id },
  ]);
  await db.insert(actionUsers).values([
    { actionId: x1, userId: u.hst1.id },
    { actionId: x2, userId: u.hst1.id },
    { actionId: x3, userId: u.hst1.id },
    { actionId: x4, userId: u.hst2.id },
  ]);
  await db.insert(availabilitySlots).values([{ userId: u.hst1.id, since: at(9), until: at(17) }]);
  return {
    t1: t1!.id,
    t2: t2!.id,
    a1: a1!.id,
    a2: a2!.id,
    users: u,
    points: { p1: p1!.id, p2: p2!.id, p3broken: p3!.id },
    events: { e1: e1!.id, e2: e2!.id },
    actions: { editable1: x1, accepted1: x2, finished1: x3, editable2: x4, empty1: x5 },
  };
}

export const CLIENT_EMAIL = 'client@fixture.test';

/** A brand client (role CLIENT) who may see `eventIds`; password FIXTURE_PASSWORD. */
export async function addClient(
  db: Db,
  eventIds: string[],
  email = CLIENT_EMAIL,
): Promise<{ id: string; email: string }> {
  cachedHash ??= hashPassword(FIXTURE_PASSWORD);
  const [client] = await db
    .insert(users)
    .values({
      ident: `C-${email}`,
      role: 'CLIENT',
      email,
      passwordHash: await cachedHash,
      firstname: 'Klient',
      lastname: 'Marki',
    })
    .returning({ id: users.id, email: users.email });
  if (eventIds.length)
    await db.insert(userEvents).values(eventIds.map((eventId) => ({ userId: client!.id, eventId })));
  return client!;
}
