// EXPLAIN (ANALYZE, BUFFERS) of a captured statement for `pnpm bench`, prepared as the API runs it,
// with TIMING OFF (no clock read per row, which would inflate the time): the median planning and
// execution time of a few runs, the shared buffers it touched, the heap fetches of its index-only
// scans, each scan of the action tables, and whether all of them are index (range) scans rather
// than sequential or bitmap heap scans.
import type pg from 'pg';
import { median, type Statement } from './load';

/** The tables that grow with the data; a scan of them that is not an index scan grows too. */
const GROWING = new Set(['actions', 'action_points', 'action_users']);
const INDEX_SCANS = new Set(['Index Scan', 'Index Only Scan']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

export interface Explained {
  ms: number;
  planningMs: number;
  buffers: number;
  /** Table pages read by index-only scans: above 0 the table needs a VACUUM (visibility map). */
  heapFetches: number;
  /** Each scan of a growing table: "actions: Index Only Scan actions_list_at_idx". */
  scans: string[];
  /** Every scan of a growing table is an index scan. */
  rangeOnly: boolean;
}

function scansOf(
  node: PlanNode,
  out: { rel: string; type: string; index?: string | undefined; heapFetches: number }[],
) {
  if (node['Relation Name'] && GROWING.has(node['Relation Name'])) {
    out.push({
      rel: node['Relation Name'],
      type: node['Node Type'],
      index: node['Index Name'],
      heapFetches: node['Heap Fetches'] ?? 0,
    });
  }
  for (const child of node.Plans ?? []) scansOf(child, out);
  return out;
}

/** A parameter as an SQL literal (EXPLAIN EXECUTE takes no bind parameters). */
function literal(client: pg.Client, v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return client.escapeLiteral(`{${v.map((x) => JSON.stringify(String(x))).join(',')}}`);
  return client.escapeLiteral(v instanceof Date ? v.toISOString() : String(v));
}

let prepared = 0;

/**
 * As the API and the raw side run it: prepared once, then executed; after PostgreSQL's five custom
 * plans it may keep a generic one. The figures are the medians of the runs after those five.
 */
export async function explain(client: pg.Client, s: Statement, runs = 5): Promise<Explained> {
  const name = `explained_${++prepared}`;
  await client.query(`prepare ${name} as ${s.sql}`);
  const args = (s.params as unknown[]).map((v) => literal(client, v)).join(', ');
  const times: number[] = [];
  const planning: number[] = [];
  let last: { Plan: PlanNode } | undefined;
  try {
    for (let i = 0; i < 5 + runs; i++) {
      const r = await client.query(
        `explain (analyze, buffers, timing off, format json) execute ${name}${args ? `(${args})` : ''}`,
      );
      const [top] = r.rows[0]['QUERY PLAN'] as [
        { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number },
      ];
      if (i < 5) continue;
      times.push(top['Execution Time']);
      planning.push(top['Planning Time']);
      last = top;
    }
  } finally {
    await client.query(`deallocate ${name}`);
  }
  const scans = scansOf(last!.Plan, []);
  const unique = [...new Set(scans.map((x) => `${x.rel}: ${x.type}${x.index ? ` ${x.index}` : ''}`))];
  return {
    ms: median(times),
    planningMs: median(planning),
    buffers: (last!.Plan['Shared Hit Blocks'] ?? 0) + (last!.Plan['Shared Read Blocks'] ?? 0),
    heapFetches: scans.reduce((n, x) => n + x.heapFetches, 0),
    scans: unique,
    rangeOnly: scans.every((x) => INDEX_SCANS.has(x.type)),
  };
}
