// Who staffs which action of a planned tour (issue 32, ADR 0032): pure functions over a problem
// the plan service reads from the database (or the bench generates).
//
// Hard rules, checked for every assignment: the hostess belongs to the action's territory; the
// booking rule (no overlap with her other actions, planned here or booked already, and the travel
// gap between different points: domain clashOf); the availability rule as the ranking applies it
// (no declaration that day is fine, outside her declared hours only under 'off', or 'warn' with
// the coordinator's reason); at most `maxPerWeek` actions of hers in an ISO week, counting those
// already booked.
//
// Objectives, in order: the most actions staffed; then the least travel (between a hostess's
// consecutive actions, and from where she was before the first); then the fairest share (the
// smallest spread of actions per hostess). `optimisePlan` builds the plan batch by batch (actions
// that all overlap one another, in time order) with an exact minimum-cost assignment per batch,
// then improves it by local search; `greedyPlan` is the baseline the bench measures it against:
// each action in time order to the best-ranked free hostess, as the wizard's ranking orders them.
import { type Coverage, clashOf } from '@tourplanner/domain/booking';
import { distanceMeters, type LatLng } from '@tourplanner/domain/geo';
import { minCostAssignment } from './assignment';

/** One action of the plan to staff. */
export interface PlanSlot {
  since: Date;
  until: Date;
  pointId: string;
  /** The point's place, when it has coordinates. */
  at: LatLng | null;
  territoryId: string;
  /** Its ISO week (e.g. '2026-W48', in Warsaw time): the weekly cap counts per week. */
  week: string;
}

/** An action already booked for a hostess, outside the plan. */
export interface BookedWindow {
  since: Date;
  until: Date;
  pointIds: readonly string[];
}

export interface PlanHostess {
  id: string;
  territories: readonly string[];
  /** Where her last booked action before the plan took place (the ranking's "previous place"). */
  from: LatLng | null;
  /** Her booking actions that may clash with the plan's. */
  busy: readonly BookedWindow[];
  /** Her booking actions already counted in each ISO week. */
  weekLoad: ReadonlyMap<string, number>;
}

export interface PlanRules {
  gapMinutes: number;
  maxPerWeek: number;
  availability: 'warn' | 'refuse' | 'off';
  /** The coordinator gave a reason for assigning outside declared hours (asked once per plan). */
  outsideAllowed: boolean;
}

export interface PlanProblem {
  slots: readonly PlanSlot[];
  hostesses: readonly PlanHostess[];
  /** Where slot `s` stands against hostess `h`'s declared availability. */
  coverage: (h: number, s: number) => Coverage;
  rules: PlanRules;
  /** Slots whose hostess the coordinator chose (index, or null for 'nobody'): kept as they are. */
  fixed?: ReadonlyMap<number, number | null>;
}

/** For each slot, the index of its hostess, or null when unstaffed. */
export type Assignment = (number | null)[];

export interface PlanScore {
  staffed: number;
  /** Total travel in kilometres. */
  km: number;
  /** Most minus fewest actions per hostess, over the hostesses eligible for any slot. */
  spread: number;
  perHostess: number[];
}

const AVAILABILITY_RANK: Record<Coverage, number> = { available: 0, undeclared: 1, outside: 2 };
/** Kilometres between two places; nothing when one is unknown (a point without coordinates). */
export const km = (a: LatLng | null, b: LatLng | null) => (a && b ? distanceMeters(a, b) / 1000 : 0);
const bySince = (slots: readonly PlanSlot[]) => (a: number, b: number) =>
  slots[a]!.since.getTime() - slots[b]!.since.getTime() || a - b;

/**
 * The static part of the hard rules: for each slot and hostess, her availability rank (0 available,
 * 1 undeclared, 2 outside) or -1 when she may not take it (another territory, outside her hours
 * without leave, or a clash with an action already booked).
 */
export function eligibility(p: PlanProblem): Int8Array[] {
  const { rules } = p;
  const outsideOk = rules.availability === 'off' || (rules.availability === 'warn' && rules.outsideAllowed);
  return p.slots.map((s, si) => {
    const row = new Int8Array(p.hostesses.length).fill(-1);
    p.hostesses.forEach((h, hi) => {
      if (!h.territories.includes(s.territoryId)) return;
      const cov = rules.availability === 'off' ? 'available' : p.coverage(hi, si);
      if (cov === 'outside' && !outsideOk) return;
      const w = { since: s.since, until: s.until, pointIds: [s.pointId] };
      if (h.busy.some((b) => clashOf(w, b, rules.gapMinutes))) return;
      row[hi] = AVAILABILITY_RANK[cov];
    });
    return row;
  });
}

/** The mutable state both builders share: each hostess's slots in time order and week loads. */
class Roster {
  readonly of: number[][];
  private readonly weeks: Map<string, number>[];
  constructor(
    private readonly p: PlanProblem,
    readonly assignment: Assignment,
  ) {
    this.of = p.hostesses.map(() => []);
    this.weeks = p.hostesses.map((h) => new Map(h.weekLoad));
    assignment.forEach((h, s) => {
      if (h !== null) this.add(s, h);
    });
  }
  weekCount(h: number, week: string) {
    return this.weeks[h]!.get(week) ?? 0;
  }
  /** Whether hostess `h` may take slot `s` beside her other slots (`except` not counted). */
  fits(h: number, s: number, except = -1): boolean {
    const slot = this.p.slots[s]!;
    const exceptSameWeek = except >= 0 && this.p.slots[except]!.week === slot.week ? 1 : 0;
    if (this.weekCount(h, slot.week) - exceptSameWeek >= this.p.rules.maxPerWeek) return false;
    const w = { since: slot.since, until: slot.until, pointIds: [slot.pointId] };
    for (const o of this.of[h]!) {
      if (o === except) continue;
      const other = this.p.slots[o]!;
      if (
        clashOf(
          w,
          { since: other.since, until: other.until, pointIds: [other.pointId] },
          this.p.rules.gapMinutes,
        )
      )
        return false;
    }
    return true;
  }
  add(s: number, h: number) {
    const list = this.of[h]!;
    const t = this.p.slots[s]!.since.getTime();
    let i = list.length;
    while (i > 0 && this.p.slots[list[i - 1]!]!.since.getTime() > t) i--;
    list.splice(i, 0, s);
    const week = this.p.slots[s]!.week;
    this.weeks[h]!.set(week, this.weekCount(h, week) + 1);
    this.assignment[s] = h;
  }
  remove(s: number) {
    const h = this.assignment[s];
    if (h === null || h === undefined) return;
    const list = this.of[h]!;
    list.splice(list.indexOf(s), 1);
    const week = this.p.slots[s]!.week;
    this.weeks[h]!.set(week, this.weekCount(h, week) - 1);
    this.assignment[s] = null;
  }
  /** Where hostess `h` was last before `time`: her latest slot starting earlier, else `from`. */
  placeBefore(h: number, time: number): LatLng | null {
    const list = this.of[h]!;
    for (let i = list.length - 1; i >= 0; i--) {
      const o = this.p.slots[list[i]!]!;
      if (o.since.getTime() < time) return o.at;
    }
    return this.p.hostesses[h]!.from;
  }
  /** Her travel: from her previous place to her first slot, then between consecutive slots. */
  kmOf(h: number): number {
    let place = this.p.hostesses[h]!.from;
    let total = 0;
    for (const s of this.of[h]!) {
      const at = this.p.slots[s]!.at;
      total += km(place, at);
      place = at ?? place;
    }
    return total;
  }
}

/** Staffed count, km, spread and actions per hostess of an assignment. */
export function scorePlan(p: PlanProblem, assignment: Assignment, elig = eligibility(p)): PlanScore {
  const roster = new Roster(p, [...assignment]);
  const perHostess = roster.of.map((l) => l.length);
  const pool = p.hostesses.map((_, h) => h).filter((h) => elig.some((row) => row[h]! >= 0));
  const loads = pool.map((h) => perHostess[h]!);
  return {
    staffed: assignment.filter((h) => h !== null).length,
    km: p.hostesses.reduce((sum, _, h) => sum + roster.kmOf(h), 0),
    spread: loads.length ? Math.max(...loads) - Math.min(...loads) : 0,
    perHostess,
  };
}

/** Whether an assignment keeps every hard rule (for tests and the commit's own check). */
export function keepsRules(p: PlanProblem, assignment: Assignment, elig = eligibility(p)): boolean {
  const roster = new Roster(
    p,
    p.slots.map(() => null),
  );
  for (const s of [...p.slots.keys()].sort(bySince(p.slots))) {
    const h = assignment[s];
    if (h === null || h === undefined) continue;
    if (elig[s]![h]! < 0 || !roster.fits(h, s)) return false;
    roster.add(s, h);
  }
  return true;
}

function startRoster(p: PlanProblem): { roster: Roster; free: number[] } {
  const roster = new Roster(
    p,
    p.slots.map(() => null),
  );
  const free: number[] = [];
  for (const s of [...p.slots.keys()].sort(bySince(p.slots))) {
    const h = p.fixed?.get(s);
    if (h === undefined) free.push(s);
    else if (h !== null) roster.add(s, h);
  }
  return { roster, free };
}

/**
 * The baseline: each action in time order to the best-ranked hostess still free for it: available
 * before undeclared before outside, fewer actions that week, nearer to where she was before.
 */
export function greedyPlan(p: PlanProblem, elig = eligibility(p)): Assignment {
  const { roster, free } = startRoster(p);
  for (const s of free) {
    const slot = p.slots[s]!;
    let best = -1;
    let bestKey: [number, number, number] = [0, 0, 0];
    for (let h = 0; h < p.hostesses.length; h++) {
      const rank = elig[s]![h]!;
      if (rank < 0 || !roster.fits(h, s)) continue;
      const key: [number, number, number] = [
        rank,
        roster.weekCount(h, slot.week),
        km(roster.placeBefore(h, slot.since.getTime()), slot.at),
      ];
      const better =
        best < 0 ||
        key[0] < bestKey[0] ||
        (key[0] === bestKey[0] && (key[1] < bestKey[1] || (key[1] === bestKey[1] && key[2] < bestKey[2])));
      if (better) {
        best = h;
        bestKey = key;
      }
    }
    if (best >= 0) roster.add(s, best);
  }
  return roster.assignment;
}

/** Costs of the per-batch assignment: an unstaffed slot outweighs any travel and any fairness. */
const UNSTAFFED = 1e9;
const FORBIDDEN = 1e12;

export interface OptimiseOptions {
  /**
   * Km a hostess's action above the running fair share costs in the batch assignment: the
   * fairness that keeps travel from piling the tour on the nearest few.
   */
  fairnessKm?: number;
  /** Actions above the running fair share a hostess takes before the fairness cost starts. */
  fairnessBand?: number;
  /** Local-search passes at most. */
  passes?: number;
}

/** Restarts at most, on tours small enough (RESTART_BUDGET / slots, at most this). */
const MAX_RESTARTS = 20;
/** Slots × restarts the optimiser spends on restarts: a tour of 400 slots or more gets none. */
const RESTART_BUDGET = 400;

/**
 * The optimiser (ADR 0032): an exact assignment batch by batch, then local search; on a small
 * tour, again from perturbed starts (costs scaled by a seeded noise, so the same tour gives the
 * same plan), keeping the best: most staffed, then least km, never a wider spread than the first.
 */
export function optimisePlan(p: PlanProblem, opts: OptimiseOptions = {}, elig = eligibility(p)): Assignment {
  const first = buildAndImprove(p, opts, elig, null);
  let best = first;
  let bestScore = scorePlan(p, first, elig);
  const spread = bestScore.spread;
  const restarts = Math.min(MAX_RESTARTS, Math.floor(RESTART_BUDGET / Math.max(1, p.slots.length)));
  const noise = seededNoise(p.slots.length * 7919 + p.hostesses.length);
  for (let r = 0; r < restarts; r++) {
    const next = buildAndImprove(p, opts, elig, noise);
    const score = scorePlan(p, next, elig);
    const better =
      score.staffed > bestScore.staffed ||
      (score.staffed === bestScore.staffed && score.km < bestScore.km - 1e-9);
    if (better && score.spread <= spread) {
      best = next;
      bestScore = score;
    }
  }
  // A pool much larger than the tour: holding everyone at the fair share sends far hostesses. When
  // the plan does not travel clearly less than the ranking's own greedy plan, one action of slack
  // above the share is tried, and kept if it travels less and is no less fair than the greedy.
  const greedy = scorePlan(p, greedyPlan(p, elig), elig);
  if (bestScore.km > 0.85 * greedy.km && opts.fairnessBand === undefined) {
    const loose = buildAndImprove(p, { ...opts, fairnessBand: 1 }, elig, null);
    const score = scorePlan(p, loose, elig);
    const fairEnough = score.spread <= Math.max(spread, greedy.spread);
    if (fairEnough && score.staffed >= bestScore.staffed && score.km < bestScore.km - 1e-9) return loose;
  }
  return best;
}

/** A seeded generator of numbers in [0, 1) (mulberry32: small, well mixed; one seed, one sequence). */
export function seededNoise(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function buildAndImprove(
  p: PlanProblem,
  opts: OptimiseOptions,
  elig: Int8Array[],
  noise: (() => number) | null,
): Assignment {
  const fairnessKm = opts.fairnessKm ?? 200;
  const band = opts.fairnessBand ?? 0;
  const { roster, free } = startRoster(p);
  const pool = p.hostesses.map((_, h) => h).filter((h) => elig.some((row) => row[h]! >= 0));
  const load = (h: number) => roster.of[h]!.length;
  let placed = roster.assignment.filter((h) => h !== null).length;
  // Batches: consecutive slots (in time order) that all overlap one another, so a hostess takes at
  // most one of a batch anyway and the batch's assignment is exact for it.
  for (let i = 0; i < free.length; ) {
    const batch = [free[i]!];
    let end = p.slots[free[i]!]!.until.getTime();
    for (i++; i < free.length; i++) {
      const s = p.slots[free[i]!]!;
      if (s.since.getTime() >= end) break;
      batch.push(free[i]!);
      end = Math.min(end, s.until.getTime());
    }
    const fairShare = pool.length ? Math.floor(placed / pool.length) : 0;
    const cost = batch.map((s, r) => {
      const slot = p.slots[s]!;
      const row = new Array<number>(p.hostesses.length + batch.length).fill(FORBIDDEN);
      for (let h = 0; h < p.hostesses.length; h++) {
        if (elig[s]![h]! < 0 || !roster.fits(h, s)) continue;
        const travel = km(roster.placeBefore(h, slot.since.getTime()), slot.at) * (noise ? 0.5 + noise() : 1);
        row[h] = travel + fairnessKm * Math.max(0, load(h) - fairShare - band);
      }
      row[p.hostesses.length + r] = UNSTAFFED;
      return row;
    });
    const cols = minCostAssignment(cost);
    batch.forEach((s, r) => {
      const h = cols[r]!;
      if (h < p.hostesses.length && cost[r]![h]! < FORBIDDEN) {
        roster.add(s, h);
        placed++;
      }
    });
  }
  improve(p, roster, elig, free, pool, opts.passes ?? 6);
  return roster.assignment;
}

/**
 * Local search on (staffed, km) keeping the spread from growing. Moves: an unstaffed slot to a
 * hostess who can take it; a slot to another hostess; two slots of one day exchanged between their
 * hostesses; two hostesses' slots before (or from) a day exchanged. Each is priced on the changed
 * sequences alone, and checked against the rules only when it would pay. A move is taken when it
 * staffs more, or lowers the km without widening the spread.
 */
function improve(
  p: PlanProblem,
  roster: Roster,
  elig: Int8Array[],
  free: number[],
  pool: number[],
  passes: number,
) {
  const n = p.hostesses.length;
  const inPool = new Uint8Array(n);
  for (const h of pool) inPool[h] = 1;
  const since = (x: number) => p.slots[x]!.since.getTime();
  /** Travel of hostess h were her slots `list` (in time order). */
  const kmSeq = (h: number, list: readonly number[]) => {
    let place = p.hostesses[h]!.from;
    let total = 0;
    for (const x of list) {
      const at = p.slots[x]!.at;
      total += km(place, at);
      place = at ?? place;
    }
    return total;
  };
  /** The spread were hostess a's load changed by da and b's by db. */
  const spreadWith = (a: number, da: number, b: number, db: number) => {
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (const h of pool) {
      const l = roster.of[h]!.length + (h === a ? da : 0) + (h === b ? db : 0);
      if (l < lo) lo = l;
      if (l > hi) hi = l;
    }
    return pool.length ? hi - lo : 0;
  };
  const merged = (list: readonly number[], x: number) =>
    [...list, x].sort((u, v) => since(u) - since(v) || u - v);
  const movable = free.filter((x) => !p.fixed?.has(x));
  const byDay = new Map<number, number[]>();
  for (const x of movable)
    byDay.set(dayStart(p.slots[x]!.since), [...(byDay.get(dayStart(p.slots[x]!.since)) ?? []), x]);
  // Cut points of the exchange move: every start of a movable slot (between days and within one).
  const cuts = [...new Set(movable.map(since))].sort((a, b) => a - b);
  const kms = p.hostesses.map((_, h) => roster.kmOf(h));
  for (let pass = 0; pass < passes; pass++) {
    let moved = false;
    let spread = spreadWith(-1, 0, -1, 0);
    // Staff what is unstaffed, or move a slot to a hostess with less travel.
    for (const s of movable) {
      const from = roster.assignment[s] ?? null;
      const fromKm =
        from === null
          ? 0
          : kmSeq(
              from,
              roster.of[from]!.filter((x) => x !== s),
            );
      let best: { h: number; gain: number; km: number } | null = null;
      for (let h = 0; h < n; h++) {
        if (h === from || elig[s]![h]! < 0) continue;
        const hKm = kmSeq(h, merged(roster.of[h]!, s));
        const gain = from === null ? UNSTAFFED - hKm + kms[h]! : kms[h]! + kms[from]! - hKm - fromKm;
        if (best && gain <= best.gain) continue;
        if (from !== null && gain <= 1e-9) continue;
        const widens =
          (inPool[h] || (from !== null && inPool[from])) && spreadWith(h, 1, from ?? -1, -1) > spread;
        if (from !== null && widens) continue;
        if (!roster.fits(h, s)) continue;
        best = { h, gain, km: hKm };
      }
      if (!best) continue;
      roster.remove(s);
      roster.add(s, best.h);
      kms[best.h] = best.km;
      if (from !== null) kms[from] = fromKm;
      spread = spreadWith(-1, 0, -1, 0);
      moved = true;
    }
    // Exchange two slots of a day between their hostesses: loads stay, travel may fall.
    for (const slots of byDay.values()) {
      for (let i = 0; i < slots.length; i++) {
        for (let j = i + 1; j < slots.length; j++) {
          const a = slots[i]!;
          const b = slots[j]!;
          const ha = roster.assignment[a] ?? null;
          const hb = roster.assignment[b] ?? null;
          if (ha === null || hb === null || ha === hb) continue;
          if (elig[a]![hb]! < 0 || elig[b]![ha]! < 0) continue;
          const newA = merged(
            roster.of[ha]!.filter((x) => x !== a),
            b,
          );
          const newB = merged(
            roster.of[hb]!.filter((x) => x !== b),
            a,
          );
          const kmA = kmSeq(ha, newA);
          const kmB = kmSeq(hb, newB);
          if (kmA + kmB >= kms[ha]! + kms[hb]! - 1e-9) continue;
          roster.remove(a);
          roster.remove(b);
          if (roster.fits(hb, a) && roster.fits(ha, b)) {
            roster.add(a, hb);
            roster.add(b, ha);
            kms[ha] = kmA;
            kms[hb] = kmB;
            moved = true;
          } else {
            roster.add(a, ha);
            roster.add(b, hb);
          }
        }
      }
    }
    // Exchange two hostesses' slots before (or from) a moment: undoes an early choice that looked
    // cheap that day and forced a long way later (the first action's distance from where she was).
    // Her slots are in time order, so "before the moment" is a prefix and the rest a suffix.
    const splitAt = (h: number, cut: number) => {
      const list = roster.of[h]!;
      let i = 0;
      while (i < list.length && since(list[i]!) < cut) i++;
      return i;
    };
    /** Travel of h were her slots `x[0, i)` then `y[j, end)`. */
    const kmJoin = (h: number, x: readonly number[], i: number, y: readonly number[], j: number) => {
      let place = p.hostesses[h]!.from;
      let total = 0;
      for (let k = 0; k < i; k++) {
        const at = p.slots[x[k]!]!.at;
        total += km(place, at);
        place = at ?? place;
      }
      for (let k = j; k < y.length; k++) {
        const at = p.slots[y[k]!]!.at;
        total += km(place, at);
        place = at ?? place;
      }
      return total;
    };
    const anyFixed = (list: readonly number[]) => !!p.fixed && list.some((x) => p.fixed!.has(x));
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        // Two hostesses without a slot have nothing to exchange (most of a large pool).
        if (!roster.of[a]!.length && !roster.of[b]!.length) continue;
        for (const cut of cuts) {
          const la = roster.of[a]!;
          const lb = roster.of[b]!;
          const ia = splitAt(a, cut);
          const ib = splitAt(b, cut);
          for (const before of [true, false]) {
            // before: a takes b's prefix and keeps her suffix; from: a keeps her prefix, takes b's suffix.
            const kmA = before ? kmJoin(a, lb, ib, la, ia) : kmJoin(a, la, ia, lb, ib);
            const kmB = before ? kmJoin(b, la, ia, lb, ib) : kmJoin(b, lb, ib, la, ia);
            if (kmA + kmB >= kms[a]! + kms[b]! - 1e-9) continue;
            const segA = before ? la.slice(0, ia) : la.slice(ia);
            const segB = before ? lb.slice(0, ib) : lb.slice(ib);
            if (!segA.length && !segB.length) continue;
            if (anyFixed(segA) || anyFixed(segB)) continue;
            const da = segB.length - segA.length;
            if (da && spreadWith(a, da, b, -da) > spread) continue;
            if (segA.some((x) => elig[x]![b]! < 0) || segB.some((x) => elig[x]![a]! < 0)) continue;
            for (const x of [...segA, ...segB]) roster.remove(x);
            let ok = true;
            for (const x of segB)
              if (ok && roster.fits(a, x)) roster.add(x, a);
              else ok = false;
            for (const x of segA)
              if (ok && roster.fits(b, x)) roster.add(x, b);
              else ok = false;
            if (ok) {
              kms[a] = kmA;
              kms[b] = kmB;
              spread = spreadWith(-1, 0, -1, 0);
              moved = true;
              break;
            }
            for (const x of [...segA, ...segB]) roster.remove(x);
            for (const x of segA) roster.add(x, a);
            for (const x of segB) roster.add(x, b);
          }
        }
      }
    }
    if (!moved) break;
  }
}

/** The start of the UTC day of an instant: the cut points between days for the exchange move. */
function dayStart(d: Date): number {
  return Math.floor(d.getTime() / 86_400_000) * 86_400_000;
}

/** Why a slot has its hostess, or why it has none: what the preview says beside each action. */
export type SlotReason =
  | { staffed: true; fixed: boolean; coverage: Coverage; km: number; nearest: boolean; weekActions: number }
  | { staffed: false; fixed: boolean; why: 'nobody' | 'busy' | 'cap' };

const COVERAGE_OF_RANK: Coverage[] = ['available', 'undeclared', 'outside'];

/**
 * Each slot's reason under `assignment`: for a hostess, her availability, her way from where she
 * was before (and whether no other eligible hostess was nearer), and her actions that week; for
 * nobody, whether nobody may take it at all, or every one who may is at the weekly cap, or clashes.
 */
export function explainPlan(p: PlanProblem, assignment: Assignment, elig = eligibility(p)): SlotReason[] {
  const roster = new Roster(p, [...assignment]);
  return p.slots.map((slot, s) => {
    const fixed = p.fixed?.has(s) ?? false;
    const h = assignment[s] ?? null;
    const t = slot.since.getTime();
    if (h !== null) {
      const own = km(roster.placeBefore(h, t), slot.at);
      let nearest = true;
      for (let o = 0; o < p.hostesses.length && nearest; o++)
        if (o !== h && elig[s]![o]! >= 0 && km(roster.placeBefore(o, t), slot.at) < own - 1e-9)
          nearest = false;
      return {
        staffed: true,
        fixed,
        coverage: COVERAGE_OF_RANK[Math.max(0, elig[s]![h]!)]!,
        km: own,
        nearest,
        weekActions: roster.weekCount(h, slot.week),
      };
    }
    const may = p.hostesses.map((_, o) => o).filter((o) => elig[s]![o]! >= 0);
    if (!may.length) {
      // Nobody of the territory free of booked actions and within the availability rule.
      const inTerritory = p.hostesses.some((x) => x.territories.includes(slot.territoryId));
      const freeOfBooked = p.hostesses.some(
        (x) =>
          x.territories.includes(slot.territoryId) &&
          !x.busy.some((b) =>
            clashOf(
              { since: slot.since, until: slot.until, pointIds: [slot.pointId] },
              b,
              p.rules.gapMinutes,
            ),
          ),
      );
      return { staffed: false, fixed, why: inTerritory && !freeOfBooked ? 'busy' : 'nobody' };
    }
    const atCap = may.every((o) => roster.weekCount(o, slot.week) >= p.rules.maxPerWeek);
    return { staffed: false, fixed, why: atCap ? 'cap' : 'busy' };
  });
}
