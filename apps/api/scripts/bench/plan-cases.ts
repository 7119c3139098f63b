// Generated tours for the plan bench and the optimiser's tests (issue 32): points in a few towns
// of a 150 × 100 km region, each with its own daily window; hostesses living in those towns, some
// with declared availability; a tour of points × working days. Everything comes from one seed.
import type { Coverage } from '@tourplanner/domain/booking';
import type { LatLng } from '@tourplanner/domain/geo';
import {
  type PlanHostess,
  type PlanProblem,
  type PlanRules,
  type PlanSlot,
  seededNoise,
} from '../../src/modules/plan/optimiser';

/** The bench's and tests' generator: the optimiser's own seeded one. */
export const seeded = seededNoise;

/** The daily windows a point may have, as Warsaw hours [start, end) (UTC+1 in winter). */
const WINDOWS: readonly [number, number][] = [
  [10, 13],
  [14, 18],
  [12, 18],
  [16, 20],
];

export interface TourCase {
  points: number;
  days: number;
  hostesses: number;
  seed: number;
  rules?: Partial<PlanRules>;
}

/** A tour of `points` × `days` working days (Monday to Friday, from Monday 2 Nov 2026). */
export function generateTour(c: TourCase): PlanProblem {
  const rnd = seeded(c.seed);
  const towns: LatLng[] = Array.from({ length: 6 }, () => ({
    lat: 51.6 + rnd() * 0.9,
    lng: 20.0 + rnd() * 2.2,
  }));
  const near = (t: LatLng, spread: number): LatLng => ({
    lat: t.lat + (rnd() - 0.5) * spread,
    lng: t.lng + (rnd() - 0.5) * spread * 1.6,
  });
  const points = Array.from({ length: c.points }, (_, i) => ({
    id: `p${i}`,
    at: near(towns[Math.floor(rnd() * towns.length)]!, 0.15),
    window: WINDOWS[Math.floor(rnd() * WINDOWS.length)]!,
  }));
  const days: Date[] = [];
  for (let d = 0; days.length < c.days; d++) {
    const day = new Date(Date.UTC(2026, 10, 2 + d));
    if (day.getUTCDay() >= 1 && day.getUTCDay() <= 5) days.push(day);
  }
  const isoWeek = (d: Date) =>
    `2026-W${45 + Math.floor((d.getTime() - Date.UTC(2026, 10, 2)) / (7 * 86_400_000))}`;
  const slots: PlanSlot[] = [];
  for (const day of days)
    for (const pt of points)
      slots.push({
        since: new Date(day.getTime() + (pt.window[0] - 1) * 3_600_000),
        until: new Date(day.getTime() + (pt.window[1] - 1) * 3_600_000),
        pointId: pt.id,
        at: pt.at,
        territoryId: 't1',
        week: isoWeek(day),
      });
  const hostesses: PlanHostess[] = Array.from({ length: c.hostesses }, (_, i) => ({
    id: `h${i}`,
    territories: ['t1'],
    from: near(towns[Math.floor(rnd() * towns.length)]!, 0.2),
    busy: [],
    weekLoad: new Map(),
  }));
  // Per hostess and day: 60 % declared nothing, 30 % declared the whole day, 10 % the morning only.
  const declared = hostesses.map(() => days.map(() => rnd()));
  const dayIndex = new Map(days.map((d, i) => [d.toISOString().slice(0, 10), i]));
  const coverage = (h: number, s: number): Coverage => {
    const slot = slots[s]!;
    const r = declared[h]![dayIndex.get(slot.since.toISOString().slice(0, 10))!]!;
    if (r < 0.6) return 'undeclared';
    if (r < 0.9) return 'available';
    return slot.until.getUTCHours() <= 12 ? 'available' : 'outside';
  };
  return {
    slots,
    hostesses,
    coverage,
    rules: { gapMinutes: 30, maxPerWeek: 5, availability: 'refuse', outsideAllowed: false, ...c.rules },
  };
}
