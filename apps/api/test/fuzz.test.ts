// The probe kept in the suite: at least 100 generated bodies to every call of the contract (from
// its zod schema, broken in the ways test/fuzz-gen.ts lists; for multipart calls also broken
// forms and files; for path parameters broken values), as ADMIN and as HST, on a seeded
// generator. Any 5xx, or any answer outside the envelope, fails it. The seed is printed; set
// FUZZ_SEED to replay a run or try another.
import { contract } from '@tourplanner/api-client/contract';
import type { CallDef } from '@tourplanner/api-client/define';
import { ERROR_CODES } from '@tourplanner/api-client/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../src/infra/dates';
import { seedFixture } from './fixture';
import { brokenBody, brokenParam, plausible, type Rng, seeded } from './fuzz-gen';
import { BACKENDS, startTestApp, type TestApp } from './harness';
import { BOUNDARY } from './raw-http';

// The suite's own setting (like TEST_DATABASE_URL): which bodies to send.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const BODIES_PER_CALL = 100;
/** A role the call refuses is answered 403 before its body is read: a few bodies show that. */
const BODIES_WHEN_REFUSED = 10;
const PARALLEL = 4;
const KNOWN_CODES = new Set<string>(ERROR_CODES);

/** Fixed junk every call gets besides the generated bodies (what the role matrix once sent). */
const FIXED_BODIES: unknown[] = [
  [],
  'x',
  null,
  42,
  { action: { uuid: 'x' }, pagination: { limit: 1e12, offset: -1 } },
  { actions: { since: '2026-02-30 25:61:61', until: 'x' }, pagination: { limit: 1, offset: 0 } },
  { event: { uuid: '\u0000' }, file: { uuid: "'; drop table users; --" }, receipt: { uuid: 'a'.repeat(64) } },
];

/** A seed per call and role, so a call's bodies do not depend on the order calls run in. */
function seedOf(name: string, role: string): number {
  let h = SEED ^ 0x9e3779b9;
  for (const ch of `${name}/${role}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

type Sent = { body: NonNullable<RequestInit['body']>; headers: Record<string, string>; shown: string };

/** Bytes a file part may carry: nothing, junk, a cut image header, text, a ZIP's first bytes. */
function fileBytes(r: Rng): Uint8Array {
  const heads = [
    [],
    [0xff, 0xd8, 0xff, 0xe0, 0, 0x10],
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
    [0x50, 0x4b, 0x03, 0x04],
    [...Buffer.from('RIFF\0\0\0\0WEBPVP8 ')],
    [...Buffer.from('serial\nABC;DEF\n"unterminated\n')],
  ];
  const head = r.pick(heads);
  const tail = Array.from({ length: r.pick([0, 10, 3000]) }, () => r.int(0, 255));
  return new Uint8Array([...head, ...tail]);
}

/** A multipart body: a form with a broken `_input` and odd files, or bytes no parser takes whole. */
function multipartSent(def: CallDef, r: Rng): Sent {
  const input = brokenBody(def.request, r);
  if (r.next() < 0.6) {
    const form = new FormData();
    if (r.next() < 0.9) form.append(r.pick(['_input', '_input', '__proto__', 'files[]']), input);
    for (let i = r.int(0, 3); i > 0; i--) {
      const name = r.pick(['p.jpg', 'x.csv', 'a.xlsx', '', '../../x', 'ą'.repeat(300)]);
      form.append(r.pick(['files[]', 'files[]', 'file', '_input']), new Blob([fileBytes(r)]), name);
    }
    return { body: form, headers: {}, shown: `form(_input=${input.slice(0, 120)})` };
  }
  const whole = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="_input"\r\n\r\n${input}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const full = Buffer.concat([whole, Buffer.from(fileBytes(r)), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  const broken = r.pick([
    full.subarray(0, r.int(0, full.length)),
    Buffer.from(full.toString('latin1').replace('Content-Disposition:', 'Content-Disposition'), 'latin1'),
    Buffer.from(full.toString('latin1').replaceAll(BOUNDARY, 'other'), 'latin1'),
    full,
  ]);
  const type = r.pick([
    `multipart/form-data; boundary=${BOUNDARY}`,
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/mixed; boundary=x',
  ]);
  return {
    body: broken,
    headers: { 'content-type': type },
    shown: `raw multipart ${broken.length} B (${type})`,
  };
}

function jsonSent(def: CallDef, r: Rng): Sent {
  const text = brokenBody(def.request, r);
  const type =
    r.next() < 0.95 ? 'application/json' : r.pick(['application/json; charset=latin1', 'text/plain', '']);
  return { body: text, headers: type ? { 'content-type': type } : {}, shown: text.slice(0, 200) };
}

function pathOf(def: CallDef, r: Rng): string {
  if (!def.params) return def.path;
  const good = def.params ? (plausible(def.params, r) as Record<string, unknown>) : {};
  return def.path.replace(/:([A-Za-z]+)/g, (_m, key: string) =>
    r.next() < 0.5 ? encodeURIComponent(String(good[key] ?? 'x')) : brokenParam(r),
  );
}

/** What is wrong with an answer: a 5xx, or anything but our envelope (a file call may answer a file). */
function defectOf(def: CallDef, status: number, type: string, text: string): string | null {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  if (def.kind === 'file' && status === 200) return null;
  if (!type.startsWith('application/json')) return `answered ${status} as ${type || 'no type'}`;
  let body: { status?: { success?: unknown }; data?: { error?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} with no JSON`;
  }
  if (body?.status?.success !== status < 400)
    return `answered ${status} with status ${JSON.stringify(body?.status)}`;
  if (status >= 400 && !KNOWN_CODES.has(String(body.data?.error))) {
    return `answered ${status} with an unknown error ${JSON.stringify(body.data?.error)}`;
  }
  return null;
}

/** Runs `work` on every item, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describe.each(BACKENDS)('fuzz on %s', (backend) => {
  let t: TestApp;
  const tokens: Record<'ADMIN' | 'HST', string> = { ADMIN: '', HST: '' };
  beforeAll(async () => {
    t = await startTestApp(backend);
    await seedFixture(t.deps.db, dayOf(new Date()));
    [tokens.ADMIN, tokens.HST] = await Promise.all([
      t.login('admin@fixture.test'),
      t.login('hst1@fixture.test'),
    ]);
  }, 180_000);
  afterAll(() => t?.close());

  it(
    `answers ${BODIES_PER_CALL} generated bodies per call and role it admits with a 4xx or success in the envelope, never a 5xx`,
    async () => {
      console.info(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`);
      const defects: string[] = [];
      let sent = 0;
      const perCall: Record<string, number> = {};
      const statuses: Record<number, number> = {};
      // logout last: a body it takes ends the session the other calls use.
      const names = Object.keys(contract).sort((a, b) => Number(a === 'logout') - Number(b === 'logout'));
      for (const role of ['ADMIN', 'HST'] as const) {
        const jobs = names.flatMap((name) => {
          const def = contract[name as keyof typeof contract] as CallDef;
          const r = seeded(seedOf(name, role));
          const admitted = def.roles === 'anyone' || def.roles.includes(role);
          // A call without a session reads no token: one round of bodies, not one per role.
          if (def.auth === 'none' && role !== 'ADMIN') return [];
          const generated = Array.from({ length: admitted ? BODIES_PER_CALL : BODIES_WHEN_REFUSED }, () => {
            const s = def.kind === 'multipart' ? multipartSent(def, r) : jsonSent(def, r);
            return { name, def, path: pathOf(def, r), ...s };
          });
          const fixed = FIXED_BODIES.map((b) => ({
            name,
            def,
            path: pathOf(def, r),
            body: JSON.stringify(b),
            headers: { 'content-type': 'application/json' },
            shown: JSON.stringify(b),
          }));
          return [...fixed, ...generated];
        });
        const last = jobs.filter((j) => j.name === 'logout');
        const rest = jobs.filter((j) => j.name !== 'logout');
        const run = async (job: (typeof jobs)[number]) => {
          const res = await fetch(t.url + job.path, {
            method: 'POST',
            headers: { authorization: `Bearer ${tokens[role]}`, ...job.headers },
            body: job.body,
          });
          const text = await res.text();
          sent++;
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          perCall[job.name] = (perCall[job.name] ?? 0) + 1;
          const defect = defectOf(job.def, res.status, res.headers.get('content-type') ?? '', text);
          if (defect) defects.push(`${job.name} as ${role} ${job.path}: ${defect}\n    body: ${job.shown}`);
        };
        await pool(rest, PARALLEL, run);
        await pool(last, 1, run);
      }
      console.info(
        `fuzz: ${sent} requests, ${defects.length} defects; answers by status ${JSON.stringify(statuses)}`,
      );
      expect(Object.keys(perCall).sort()).toEqual(Object.keys(contract).sort());
      for (const [name, n] of Object.entries(perCall))
        expect(n, name).toBeGreaterThanOrEqual(BODIES_PER_CALL);
      expect(defects.slice(0, 15), `seed ${SEED}`).toEqual([]);
      // About 110 requests per call and role: the budget grows with the contract (8 s per call), so
      // a new call does not push PGlite's run over a fixed limit on a busy machine.
    },
    Object.keys(contract).length * 8_000,
  );
});
