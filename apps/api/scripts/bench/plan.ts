// `pnpm --filter @tourplanner/api bench:plan`: the tour optimiser against the greedy baseline on
// generated tours (fixed seeds), and against the exact optimum on tours small enough to search
// whole (ADR 0032). Prints staffed share, km and spread of each, their ratios, the time of each
// run, and whether the targets hold; exits 1 when one does not.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { exactPlan } from '../../src/modules/plan/exact';
import {
  eligibility,
  greedyPlan,
  optimisePlan,
  type PlanScore,
  scorePlan,
} from '../../src/modules/plan/optimiser';
import { generateTour, type TourCase } from './plan-cases';

const CASES: (TourCase & { label: string })[] = [
  { label: '100 × 12', points: 10, days: 10, hostesses: 12, seed: 1 },
  { label: '100 × 40', points: 10, days: 10, hostesses: 40, seed: 2 },
  { label: '400 × 24', points: 20, days: 20, hostesses: 24, seed: 3 },
  { label: '400 × 40', points: 20, days: 20, hostesses: 40, seed: 4 },
  { label: '1000 × 40', points: 40, days: 25, hostesses: 40, seed: 5 },
  {
    label: '1000 × 40 warn',
    points: 40,
    days: 25,
    hostesses: 40,
    seed: 6,
    rules: { availability: 'warn', outsideAllowed: true },
  },
];
/** Small enough to search whole: 12 actions × 3 hostesses, and 16 actions × 4 (two a day possible). */
const SMALL: TourCase[] = [
  ...[1, 2, 3, 4, 5, 6].map((seed) => ({ points: 3, days: 4, hostesses: 3, seed: 100 + seed })),
  ...[1, 2, 3, 4, 5, 6].map((seed) => ({ points: 4, days: 4, hostesses: 4, seed: 200 + seed })),
];

const fmt = (s: PlanScore, total: number) =>
  `${((100 * s.staffed) / total).toFixed(1).padStart(5)} %  ${s.km.toFixed(0).padStart(6)} km  spread ${s.spread}`;

let failed = false;
const check = (ok: boolean, what: string) => {
  if (!ok) {
    failed = true;
    console.log(`  ✗ ${what}`);
  }
};

// The machine is shared: the wall time counts others' load too, the cpu time this run's alone.
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  'case              optimiser                       greedy                          km ratio  time (wall, cpu)',
);
/** Tours beyond the 12–40 hostesses: printed, not held to the targets (ADR 0032). */
const BEYOND: (TourCase & { label: string })[] = [
  { label: '400 × 200', points: 20, days: 20, hostesses: 200, seed: 9 },
];

function measure(c: TourCase & { label: string }, targets: boolean) {
  const p = generateTour(c);
  const elig = eligibility(p);
  let t = performance.now();
  const cpu = process.cpuUsage();
  const opt = scorePlan(p, optimisePlan(p, {}, elig), elig);
  const optMs = performance.now() - t;
  const optCpuMs = process.cpuUsage(cpu).user / 1000;
  t = performance.now();
  const greedy = scorePlan(p, greedyPlan(p, elig), elig);
  const greedyMs = performance.now() - t;
  const n = p.slots.length;
  console.log(
    `${c.label.padEnd(16)}  ${fmt(opt, n)}  ${fmt(greedy, n)}  ${(opt.km / greedy.km).toFixed(3).padStart(6)}  ${optMs.toFixed(0)} ms, cpu ${optCpuMs.toFixed(0)} ms (greedy ${greedyMs.toFixed(0)} ms)`,
  );
  if (!targets) return;
  check(opt.staffed >= greedy.staffed, `${c.label}: staffed ${opt.staffed} < greedy ${greedy.staffed}`);
  check(
    opt.km <= 0.85 * greedy.km,
    `${c.label}: km ${opt.km.toFixed(0)} > 0.85 × greedy ${greedy.km.toFixed(0)}`,
  );
  check(opt.spread <= greedy.spread, `${c.label}: spread ${opt.spread} > greedy ${greedy.spread}`);
  if (c.label === '400 × 40') check(optMs < 5000, `400 × 40 took ${optMs.toFixed(0)} ms (target < 5000)`);
}

for (const c of CASES) measure(c, true);
console.log("beyond the issue's range (no target):");
for (const c of BEYOND) measure(c, false);

console.log("\nsmall tours: optimiser km / exact km (same staffed, spread at most the optimiser's)");
for (const c of SMALL) {
  const p = generateTour(c);
  const elig = eligibility(p);
  const opt = scorePlan(p, optimisePlan(p, {}, elig), elig);
  const t = performance.now();
  const exact = scorePlan(p, exactPlan(p, opt.spread), elig);
  const ms = performance.now() - t;
  const gap = exact.km > 0 ? opt.km / exact.km - 1 : 0;
  console.log(
    `${c.points * c.days} × ${c.hostesses} seed ${c.seed}: optimiser ${opt.staffed}/${p.slots.length} ${opt.km.toFixed(1)} km, exact ${exact.staffed}/${p.slots.length} ${exact.km.toFixed(1)} km: ${(100 * gap).toFixed(1)} % above (${ms.toFixed(0)} ms)`,
  );
  check(opt.staffed >= exact.staffed, `seed ${c.seed}: staffed ${opt.staffed} < exact ${exact.staffed}`);
  check(gap <= 0.05, `seed ${c.seed}: ${(100 * gap).toFixed(1)} % above the optimum`);
}
console.log(failed ? '\nSome target is missed.' : '\nEvery target holds.');
process.exitCode = failed ? 1 : 0;
