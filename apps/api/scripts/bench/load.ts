// Closed-loop load for `pnpm bench`: `connections` workers, each sending its next request when the
// previous answer is whole, for `seconds`; answers how many and how long each took. Over HTTP
// (keep-alive, one socket a worker) or as raw SQL through a `pg` pool of the same size.
import { Agent, request } from 'node:http';
import pg from 'pg';

export interface Sample {
  /** Answers per second over the run. */
  rps: number;
  /** Each request's time, ms. */
  times: number[];
}

/** A captured statement: what the API sent to PostgreSQL for one request. */
export interface Statement {
  sql: string;
  params: unknown[];
}

async function closedLoop(connections: number, seconds: number, once: () => Promise<void>): Promise<Sample> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await once();
        times.push(performance.now() - t0);
      }
    }),
  );
  return { rps: times.length / ((performance.now() - started) / 1000), times };
}

/** POSTs `body` to `url` from `connections` workers; a non-200 answer stops the run. */
export async function httpLoad(
  url: string,
  body: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Sample> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const u = new URL(url);
  const post = () =>
    new Promise<void>((resolve, reject) => {
      const req = request(
        {
          agent,
          host: u.hostname,
          port: u.port,
          path: u.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...headers,
          },
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`${url}: HTTP ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  try {
    return await closedLoop(connections, seconds, post);
  } finally {
    agent.destroy();
  }
}

/** Replays one request's statements in order through a pool of `connections`, each prepared. */
export async function sqlLoad(
  url: string,
  statements: Statement[],
  connections: number,
  seconds: number,
): Promise<Sample> {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  // Each statement prepared by name on each connection, as the API prepares its list statement.
  const run = (c: pg.Pool | pg.PoolClient) =>
    statements.reduce<Promise<unknown>>(
      (prev, s, i) =>
        prev.then(() => c.query({ name: `bench_${i}`, text: s.sql, values: s.params as unknown[] })),
      Promise.resolve(),
    );
  try {
    // Open the connections before the clock starts, as the API's pool is open too, and run the
    // statements six times on each, past PostgreSQL's five custom plans, as the API's long-lived
    // connections are.
    const clients = await Promise.all(Array.from({ length: connections }, () => pool.connect()));
    for (const c of clients) for (let k = 0; k < 6; k++) await run(c);
    for (const c of clients) c.release();
    return await closedLoop(connections, seconds, async () => {
      await run(pool);
    });
  } finally {
    await pool.end();
  }
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : Number.NaN;
};

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : Number.NaN;
};
