// Step 2 of `pnpm bench`: one case's load on the API, on its captured SQL raw and on the bare route,
// interleaved round by round at each connection count; the figures go into the case's row and are
// printed, with the API process's CPU per request and its peak memory.
import { readFileSync } from 'node:fs';
import type { Api } from '../../test/api-process';
import type { Captured } from './capture';
import type { BenchCase } from './cases';
import { httpLoad, median, percentile, type Sample, sqlLoad } from './load';

/** What every case's measurement shares: the running API and bare route, and the run's settings. */
export interface Bench {
  api: Api;
  tokens: Record<BenchCase['who'], string>;
  /** The bare route's port (scripts/bench/bare-server.ts, answering case `i` at /case/i). */
  barePort: string;
  /** The database the raw side runs the captured statements on. */
  databaseUrl: string;
  seconds: number;
  rounds: number;
  connections: number[];
}

/**
 * The share of raw's throughput that the SQL and the sending of its answer, one after the other
 * and nothing else, would reach: each request of the API runs the statements (raw's work: the
 * database and the driver's reading) and sends the answer (the bare route's work: the server's
 * write and the client's read), so on saturated cores its time is at least the sum of the two,
 * and api/raw cannot pass bare / (raw + bare) whatever the API does between them.
 */
const ceilingOfRaw = (raw: number, bare: number) => bare / (raw + bare);

/** API, raw SQL and bare route for case `i`, interleaved round by round, into `row`. */
export async function measure(
  bench: Bench,
  c: BenchCase,
  i: number,
  cap: Captured,
  row: Record<string, unknown>,
) {
  const { api, seconds } = bench;
  const apiLoad = (n: number, duration: number) =>
    httpLoad(
      `${api.url}/action/list`,
      cap.request,
      { authorization: `Bearer ${bench.tokens[c.who]}` },
      n,
      duration,
    );
  const apiCpu: number[] = [];
  const targets = {
    api: async (n: number) => {
      const cpu0 = cpuMs(api.child.pid);
      const sample = await apiLoad(n, seconds);
      apiCpu.push((cpuMs(api.child.pid) - cpu0) / sample.times.length);
      return sample;
    },
    raw: (n: number) => sqlLoad(bench.databaseUrl, cap.statements, n, seconds),
    bare: (n: number) =>
      httpLoad(`http://127.0.0.1:${bench.barePort}/case/${i}`, cap.request, {}, n, seconds),
  };
  const names = Object.keys(targets) as (keyof typeof targets)[];
  for (const n of bench.connections) {
    // Untimed warm-up: the API's pool opens its connections and prepares its statements on them
    // (the raw side does so in sqlLoad).
    await apiLoad(n, 0.5);
    const samples: Record<string, Sample[]> = { api: [], raw: [], bare: [] };
    for (let r = 0; r < bench.rounds; r++) {
      // Interleaved, the order turning each round.
      for (let k = 0; k < names.length; k++) {
        const name = names[(k + r) % names.length]!;
        samples[name]!.push(await targets[name](n));
      }
    }
    const stat = (name: string) => {
      const times = samples[name]!.flatMap((s) => s.times);
      return {
        rps: median(samples[name]!.map((s) => s.rps)),
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
      };
    };
    const [a, w, b] = [stat('api'), stat('raw'), stat('bare')];
    const ceiling = ceilingOfRaw(w.rps, b.rps);
    row[`c${n}`] = {
      api: a,
      raw: w,
      bare: b,
      apiOfRaw: a.rps / w.rps,
      apiOfBare: a.rps / b.rps,
      ceilingOfRaw: ceiling,
      apiCpuMs: median(apiCpu),
    };
    const fmt = (s: typeof a) =>
      `${s.rps.toFixed(1).padStart(7)} req/s  p50 ${s.p50.toFixed(1)} p95 ${s.p95.toFixed(1)} p99 ${s.p99.toFixed(1)} ms`;
    const cpu = median(apiCpu.splice(0));
    console.log(
      `  ${String(n).padStart(2)} conn  api  ${fmt(a)}  (API process CPU ${cpu.toFixed(1)} ms/request)`,
    );
    console.log(`           raw  ${fmt(w)}`);
    console.log(`           bare ${fmt(b)}`);
    console.log(
      `           api/raw ${((100 * a.rps) / w.rps).toFixed(0)} %, api/bare ${((100 * a.rps) / b.rps).toFixed(1)} %` +
        `; raw then bare ${(100 * ceiling).toFixed(0)} % of raw`,
    );
  }
  // The API process's peak resident memory so far (VmHWM), after this case's loads.
  const rss = peakRssMb(api.child.pid);
  row.apiPeakRssMb = rss;
  console.log(`           API process peak RSS so far ${rss.toFixed(0)} MB`);
}

/** CPU time (user + system) a process has used, ms; NaN where /proc is not there. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime (fields 14 and 15 of stat; 12 and 13 after the name), in 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Peak resident memory of a process (VmHWM), MB; NaN where /proc is not there. */
function peakRssMb(pid: number | undefined): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
