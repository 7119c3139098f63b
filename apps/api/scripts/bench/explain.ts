// EXPLAIN (ANALYZE, BUFFERS) of a captured statement for `pnpm bench`, with TIMING OFF (no clock
// read per row, which would inflate the time): the median execution time of a few runs, the shared
// buffers it touched, each scan of the action tables, and whether all of them are index (range)
// scans rather than sequential or bitmap heap scans.
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
  Plans?: PlanNode[];
}

export interface Explained {
  ms: number;
  planningMs: number;
  buffers: number;
  /** Each scan of a growing table: "actions: Index Only Scan actions_list_at_idx". */
  scans: string[];
  /** Every scan of a growing table is an index scan. */
  rangeOnly: boolean;
}

function scansOf(node: PlanNode, out: { rel: string; type: string; index?: string }[]) {
  if (node['Relation Name'] && GROWING.has(node['Relation Name'])) {
    out.push({ rel: node['Relation Name'], type: node['Node Type'], index: node['Index Name'] });
  }
  for (const child of node.Plans ?? []) scansOf(child, out);
  return out;
}

export async function explain(client: pg.Client, s: Statement, runs = 5): Promise<Explained> {
  const times: number[] = [];
  const planning: number[] = [];
  let last: { Plan: PlanNode } | undefined;
  for (let i = 0; i < runs; i++) {
    const r = await client.query(
      `explain (analyze, buffers, timing off, format json) ${s.sql}`,
      s.params as unknown[],
    );
    const [top] = r.rows[0]['QUERY PLAN'] as [
      { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number },
    ];
    times.push(top['Execution Time']);
    planning.push(top['Planning Time']);
    last = top;
  }
  const scans = scansOf(last!.Plan, []);
  const unique = [...new Set(scans.map((x) => `${x.rel}: ${x.type}${x.index ? ` ${x.index}` : ''}`))];
  return {
    ms: median(times),
    planningMs: median(planning),
    buffers: (last!.Plan['Shared Hit Blocks'] ?? 0) + (last!.Plan['Shared Read Blocks'] ?? 0),
    scans: unique,
    rangeOnly: scans.every((x) => INDEX_SCANS.has(x.type)),
  };
}
