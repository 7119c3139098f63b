// Times /action/list through HTTP on a running API (e.g. on the `seed --large` data set):
// `node --import tsx scripts/bench-action-list.ts http://localhost:3000 [runs]`.
// Prints the median and p95 of each filtered page request, answered count included.
const base = process.argv[2] ?? 'http://localhost:3000';
const runs = Number(process.argv[3] ?? 30);

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status: { success: boolean }; data: unknown };
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);
const today = new Date();
const plus = (days: number) => new Date(today.getTime() + days * 86_400_000);

const cases: [string, string, Record<string, unknown>, number][] = [
  [
    'ADMIN, week, all statuses, page 1',
    'admin',
    { since: `${ymd(today)} 00:00:00`, until: `${ymd(plus(7))} 23:59:59` },
    0,
  ],
  [
    'ASM, month, statuses accepted+editable, page 3',
    'asm',
    {
      since: `${ymd(plus(-30))} 00:00:00`,
      until: `${ymd(today)} 23:59:59`,
      statuses: { idents: ['accepted', 'editable'] },
    },
    200,
  ],
  [
    'ADMIN, month, finished (reports), city Kraków',
    'admin',
    {
      since: `${ymd(plus(-30))} 00:00:00`,
      until: `${ymd(today)} 23:59:59`,
      finished: true,
      cities: ['Kraków'],
    },
    0,
  ],
  [
    'ADMIN, half year, one hostess',
    'admin',
    { since: `${ymd(plus(-180))} 00:00:00`, until: `${ymd(today)} 23:59:59`, users: { uuids: [] } },
    0,
  ],
];

const tokens: Record<string, string> = {};
for (const who of ['admin', 'asm']) {
  const r = await post('/auth/login', { username: `${who}@tourplanner.test`, password: 'TourPlanner-demo1' });
  tokens[who] = (r.data as { token: { uuid: string } }).token.uuid;
}
// A hostess for the last case.
const people = await post(
  '/user/list',
  { pagination: { page: 0, pageSize: 5 }, role: { uuid: 'HST' } },
  tokens.admin,
);
const hst = (people.data as { uuid: string }[])[0]!.uuid;
cases[3]![2].users = { uuids: [hst] };

for (const [label, who, filters, offset] of cases) {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = await post(
      '/action/list',
      { actions: filters, pagination: { limit: 100, offset } },
      tokens[who],
    );
    times.push(performance.now() - t0);
    if (!r.status.success) throw new Error(`${label}: ${JSON.stringify(r.data)}`);
    count = (r.data as { count: number }).count;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  console.log(
    `${label}: count ${count}, median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${runs} runs)`,
  );
}
