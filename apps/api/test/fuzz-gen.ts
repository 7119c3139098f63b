// A seeded generator of request bodies from a call's zod schema, for test/fuzz.test.ts: a value
// the schema would take (more or less), then broken in one of many ways a client can break it:
// a field missing, of the wrong type, a huge string, null, deep nesting, prototype keys, extra
// keys, extreme numbers, control characters. Same seed, same bodies.
import type { z } from 'zod';
import { type Prng, prng } from '../src/seed/random';

/** The demo data's seeded generator (mulberry32): same seed, same stream. */
export const seeded = prng;
export type Rng = Prng;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  out?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
  format?: string;
  left?: z.ZodType;
  right?: z.ZodType;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

const uuid = (r: Rng) => r.uuid();

/** Strings a client may send where a text is expected. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00%2e%2e%2f',
  '<script>alert(1)</script>',
  '\u202e\u0644\u0627',
  '😀'.repeat(50),
  '\ud800',
  '2026-02-30',
  '2026-13-01 25:61:61',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  'a'.repeat(101),
  'ą'.repeat(300),
];

const NASTY_NUMBERS = [0, -1, 1.5, -0.000001, 2 ** 31, 2 ** 53, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2];

/** A value the schema would (mostly) take: right types, plausible formats. */
export function plausible(schema: z.ZodType, r: Rng, depth = 0): unknown {
  const d = defOf(schema);
  if (depth > 8) return null;
  switch (d.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(d.shape ?? {})) {
        const inner = defOf(v).type;
        if ((inner === 'optional' || inner === 'default') && r.next() < 0.3) continue;
        out[k] = plausible(v, r, depth + 1);
      }
      return out;
    }
    case 'string': {
      const fmt = d.format ?? (schema as unknown as { format?: string }).format;
      if (fmt === 'uuid' || fmt === 'guid') return uuid(r);
      if (fmt === 'email') return `fuzz${r.int(0, 999)}@example.test`;
      if (fmt === 'datetime' || fmt === 'date') return '2026-01-15';
      return r.pick(['x', 'Kowalski', '2026-01-15', '2026-01-15 10:00:00', uuid(r), 'abc123', '500100100']);
    }
    case 'number':
    case 'int':
    case 'bigint':
      return r.int(0, 50);
    case 'boolean':
      return r.next() < 0.5;
    case 'date':
      return '2026-01-15';
    case 'null':
      return null;
    case 'array': {
      const n = r.int(0, 3);
      return Array.from({ length: n }, () => plausible(d.element!, r, depth + 1));
    }
    case 'tuple':
      return (d.items ?? []).map((i) => plausible(i, r, depth + 1));
    case 'record':
      return { [String(plausible(d.keyType!, r, depth + 1))]: plausible(d.valueType!, r, depth + 1) };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return plausible(d.innerType!, r, depth);
    case 'union':
      return plausible(r.pick(d.options!), r, depth);
    case 'intersection':
      return Object.assign({}, plausible(d.left!, r, depth), plausible(d.right!, r, depth));
    case 'enum':
      return r.pick(Object.values(d.entries ?? { x: 'x' }));
    case 'literal':
      return r.pick(d.values ?? [null]);
    case 'pipe':
      return plausible(d.in!, r, depth);
    case 'lazy':
      return plausible(d.getter!(), r, depth + 1);
    default:
      return r.pick(['x', 1, null, true]);
  }
}

/** The paths of every value inside `v` (objects and arrays), the root included as []. */
function pathsOf(v: unknown, at: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(at);
  if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) pathsOf(x, [...at, Array.isArray(v) ? Number(k) : k], out);
  }
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) {
    node = node[k] as Record<string | number, unknown>;
    // An earlier change replaced a parent with a leaf: nothing left to change below it.
    if (!node || typeof node !== 'object') return copy;
  }
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

function deep(depth: number, r: Rng): string {
  const open = r.next() < 0.5 ? '[' : '{"a":';
  const close = open === '[' ? ']' : '}';
  return open.repeat(depth) + '1' + close.repeat(depth);
}

/** One broken body, as the JSON text sent. */
export function brokenBody(schema: z.ZodType, r: Rng): string {
  const base = plausible(schema, r);
  const paths = pathsOf(base);
  const at = r.pick(paths);
  const way = r.int(0, 11);
  switch (way) {
    case 0:
      return JSON.stringify(base);
    case 1:
      return JSON.stringify(at.length ? setAt(base, at, undefined, true) : {});
    case 2:
      return JSON.stringify(setAt(base, at, r.pick([1, 'x', true, [], {}, [[1]], { a: { b: 1 } }])));
    case 3:
      return JSON.stringify(
        setAt(base, at, r.pick(['a', 'ą', '0', ' ']).repeat(r.pick([1_000, 20_000, 200_000]))),
      );
    case 4:
      return JSON.stringify(setAt(base, at, null));
    case 5: {
      // Deep nesting, at the root or in a field.
      const nest = deep(r.pick([50, 1_000, 5_000]), r);
      const text = JSON.stringify(setAt(base, at, '__NEST__'));
      return text.replace('"__NEST__"', nest);
    }
    case 6: {
      // Prototype keys: written as text, so they stay own keys of the parsed body.
      const text = JSON.stringify(setAt(base, at, { __PROTO__: 1 }));
      const key = r.pick(['__proto__', 'constructor', 'prototype']);
      const value = r.pick(['{"polluted":true}', '{"prototype":{"polluted":true}}', 'null', '"x"', '[]']);
      return text.replace('{"__PROTO__":1}', `{"${key}":${value}}`);
    }
    case 7:
      return r.pick(['[]', '"x"', 'null', '42', 'true', '[{}]', '""', '-0', '1e999']);
    case 8:
      return JSON.stringify(
        setAt(base, at, { ...(typeof base === 'object' ? {} : {}), extra: 'x', 'a.b': 1, '': 2 }),
      );
    case 9:
      return JSON.stringify(setAt(base, at, r.pick(NASTY_NUMBERS)));
    case 10:
      return JSON.stringify(setAt(base, at, r.pick(NASTY_STRINGS)));
    default: {
      // The plausible value with every leaf of one kind replaced (a client's serializer gone wrong).
      const leaf = r.pick([null, '', 0, [], {}]);
      let out: unknown = base;
      for (const p of paths.filter((x) => x.length > 0).slice(0, 20)) out = setAt(out, p, leaf);
      return JSON.stringify(out);
    }
  }
}

/** A path parameter as a client may send it (URL-encoded into the path). */
export function brokenParam(r: Rng): string {
  return encodeURIComponent(
    r.pick([
      'xlsx',
      'csv',
      '2026-01-01',
      '2026-02-30',
      '',
      ' ',
      'x'.repeat(99),
      '..',
      '%',
      '\u0000',
      '2026-01-01T00:00:00Z',
      '-1',
      uuid(r),
    ]),
  );
}
