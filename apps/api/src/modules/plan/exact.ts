// The exact optimum of a small plan, by depth-first search over every assignment in time order
// with bounds: the yardstick the bench and the tests hold the optimiser to (ADR 0032). Exponential:
// for a dozen slots and a handful of hostesses only.

import { clashOf } from '@tourplanner/domain/booking';
import type { LatLng } from '@tourplanner/domain/geo';
import { type Assignment, eligibility, km, type PlanProblem } from './optimiser';

/**
 * The assignment with the most slots staffed, then the least km, among those whose spread of
 * actions per hostess (over the hostesses eligible for any slot) is at most `maxSpread`.
 */
export function exactPlan(p: PlanProblem, maxSpread = Number.POSITIVE_INFINITY): Assignment {
  const elig = eligibility(p);
  const order = [...p.slots.keys()].sort(
    (a, b) => p.slots[a]!.since.getTime() - p.slots[b]!.since.getTime() || a - b,
  );
  const n = p.hostesses.length;
  const pool = [...Array(n).keys()].filter((h) => elig.some((row) => row[h]! >= 0));
  const taken: number[][] = p.hostesses.map(() => []);
  const weeks = p.hostesses.map((h) => new Map(h.weekLoad));
  const place: (LatLng | null)[] = p.hostesses.map((h) => h.from);
  const current: Assignment = p.slots.map(() => null);
  let best: Assignment = [...current];
  let bestStaffed = -1;
  let bestKm = Number.POSITIVE_INFINITY;

  const fits = (h: number, s: number) => {
    const slot = p.slots[s]!;
    if ((weeks[h]!.get(slot.week) ?? 0) >= p.rules.maxPerWeek) return false;
    const w = { since: slot.since, until: slot.until, pointIds: [slot.pointId] };
    return taken[h]!.every((o) => {
      const x = p.slots[o]!;
      return !clashOf(w, { since: x.since, until: x.until, pointIds: [x.pointId] }, p.rules.gapMinutes);
    });
  };

  const visit = (i: number, staffed: number, total: number) => {
    if (staffed + (order.length - i) < bestStaffed) return;
    if (staffed + (order.length - i) === bestStaffed && total >= bestKm) return;
    if (i === order.length) {
      const loads = pool.map((h) => taken[h]!.length);
      if (loads.length && Math.max(...loads) - Math.min(...loads) > maxSpread) return;
      if (staffed > bestStaffed || total < bestKm) {
        bestStaffed = staffed;
        bestKm = total;
        best = [...current];
      }
      return;
    }
    const s = order[i]!;
    const slot = p.slots[s]!;
    for (let h = 0; h < n; h++) {
      if (elig[s]![h]! < 0 || !fits(h, s)) continue;
      const before = place[h]!;
      taken[h]!.push(s);
      weeks[h]!.set(slot.week, (weeks[h]!.get(slot.week) ?? 0) + 1);
      place[h] = slot.at ?? before;
      current[s] = h;
      visit(i + 1, staffed + 1, total + km(before, slot.at));
      current[s] = null;
      place[h] = before;
      weeks[h]!.set(slot.week, weeks[h]!.get(slot.week)! - 1);
      taken[h]!.pop();
    }
    visit(i + 1, staffed, total);
  };
  visit(0, 0, 0);
  return best;
}
