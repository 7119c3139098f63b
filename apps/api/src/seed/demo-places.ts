// The places of the demo data set: territories with their areas, points (shops in real cities,
// three with a broken address) and events with their territories and points.
import { events, eventTerritories } from '../db/schema/events';
import { eventPoints, points } from '../db/schema/points';
import { areas, territories } from '../db/schema/territories';
import { AREA_NAMES, CITIES, EVENTS, SHOPS, TERRITORIES } from './data';
import type { DemoContext } from './helpers';

export interface Places {
  terrIds: string[];
  /** Per territory, its areas' ids. */
  areaIds: string[][];
}

/** A point row with the indexes of its territory (`t`) and area (`a`) in TERRITORIES. */
export type DemoPoint = typeof points.$inferInsert & { id: string; a: number; t: number };

export type DemoEvent = Awaited<ReturnType<typeof seedEvents>>[number];

export async function seedTerritories({ deps, rnd }: DemoContext): Promise<Places> {
  const terrIds = TERRITORIES.map(() => rnd.uuid());
  const areaIds = TERRITORIES.map((t) => t.areas.map(() => rnd.uuid()));
  await deps.db
    .insert(territories)
    .values(TERRITORIES.map((t, i) => ({ id: terrIds[i]!, ident: t.ident, name: t.name })));
  await deps.db.insert(areas).values(
    TERRITORIES.flatMap((t, i) =>
      t.areas.map((ident, j) => ({
        id: areaIds[i]![j]!,
        territoryId: terrIds[i]!,
        ident,
        name: AREA_NAMES[ident] ?? ident,
      })),
    ),
  );
  return { terrIds, areaIds };
}

/** 37 shops in real cities around their centres, and 3 with a broken address. */
export async function seedPoints({ deps, rnd }: DemoContext, { terrIds }: Places): Promise<DemoPoint[]> {
  const pointRows: DemoPoint[] = [];
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
  await deps.db.insert(points).values(pointRows.map(({ t: _t, a: _a, ...p }) => p));
  return pointRows;
}

/** Events from a month ago to two weeks ahead, each in two territories with their points. */
export async function seedEvents(
  { deps, rnd, today }: DemoContext,
  { terrIds }: Places,
  pointRows: DemoPoint[],
) {
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
  await deps.db.insert(events).values(eventRows.map(({ territories: _t, ...e }) => e));
  await deps.db
    .insert(eventTerritories)
    .values(
      eventRows.flatMap((e) => e.territories.map((t) => ({ eventId: e.id, territoryId: terrIds[t]! }))),
    );
  await deps.db
    .insert(eventPoints)
    .values(
      eventRows.flatMap((e) =>
        pointRows
          .filter((p) => (e.territories as readonly number[]).includes(p.t))
          .map((p) => ({ eventId: e.id, pointId: p.id })),
      ),
    );
  return eventRows;
}
