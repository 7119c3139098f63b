// Step 1 of `pnpm bench`: each case's answer and the statements the API issued for it, read from the
// log of an API started with LOG_LEVEL=trace and LOG_SQL_PARAMS=true.
import type { Api } from '../../test/api-process';
import type { BenchCase } from './cases';
import type { Statement } from './load';

/** One case as captured: the request sent, the answer's body and count, the statements behind it. */
export interface Captured {
  request: string;
  body: string;
  count: number;
  statements: Statement[];
}

/** Runs each case four times on `api` and keeps the statements every run issued. */
export async function captureCases(
  api: Api,
  tokens: Record<BenchCase['who'], string>,
  cases: BenchCase[],
  limit: number,
): Promise<Captured[]> {
  const captured: Captured[] = [];
  for (const c of cases) {
    const request = JSON.stringify({ actions: c.filters, pagination: { limit, offset: c.offset } });
    const runs: Statement[][] = [];
    let body = '';
    for (let i = 0; i < 4; i++) {
      const from = api.output().length;
      const res = await fetch(`${api.url}/action/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[c.who]}` },
        body: request,
      });
      body = await res.text();
      if (res.status !== 200) throw new Error(`${c.label}: HTTP ${res.status} ${body.slice(0, 300)}`);
      // The log is written asynchronously: wait until it has been still for 150 ms.
      for (let size = -1, waited = 0; size !== api.output().length && waited < 3000; waited += 150) {
        size = api.output().length;
        await new Promise((r) => setTimeout(r, 150));
      }
      runs.push(sqlLines(api.output().slice(from)));
    }
    // Statements of every run (a worker's poll in between is not the request's).
    const statements = runs[3]!.filter((s) => runs.every((r) => r.some((x) => x.sql === s.sql)));
    if (!statements.some((s) => /\bactions\b/.test(s.sql))) {
      throw new Error(
        `${c.label}: no list statement in every run: ${JSON.stringify(runs.map((r) => r.length))}`,
      );
    }
    captured.push({
      request,
      body,
      count: (JSON.parse(body) as { data: { count: number } }).data.count,
      statements,
    });
  }
  return captured;
}

/** The 'sql' lines (LOG_LEVEL=trace) of the API's log. */
function sqlLines(log: string): Statement[] {
  const out: Statement[] = [];
  for (const line of log.split('\n')) {
    if (!line.includes('"msg":"sql"')) continue;
    const l = JSON.parse(line) as { sql: string; params: unknown[] };
    out.push({ sql: l.sql, params: l.params });
  }
  return out;
}
