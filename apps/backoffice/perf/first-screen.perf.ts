// Cold loads of /actions with a saved session, as after a reload: the largest contentful paint and
// its element, when the session, reference and list calls started and ended (relative to
// navigation), and when the table's rows showed. Prints medians of BO_PERF_RUNS runs (default 5);
// it is a measurement, not a timed test. BO_PERF_SINCE/BO_PERF_UNTIL pick the range (default: this month).
// BO_PERF_BASES (comma-separated app URLs, e.g. a build before and after a change, served against
// the same API) alternates the runs between them and prints each one's medians: side by side, a
// busy machine slows both alike.
import { expect, test } from '@playwright/test';
import { loadAverage } from '@tourplanner/playwright-config/load';
import { ACCOUNTS, API, PASSWORD } from '../e2e/helpers';

const RUNS = Number(process.env.BO_PERF_RUNS ?? 5);
const BASES = (process.env.BO_PERF_BASES ?? '').split(',').filter(Boolean);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

function thisMonth(): [string, string] {
  const now = new Date();
  const y = now.getFullYear();
  const m = now.getMonth();
  const ymd = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return [ymd(new Date(y, m, 1)), ymd(new Date(y, m + 1, 0))];
}

test('first screen of /actions, cold, with a saved session', async ({ browser, request }) => {
  const loadAtStart = loadAverage();
  const login = await request.post(`${API}/auth/login`, {
    data: { username: process.env.BO_PERF_USER ?? ACCOUNTS.ADMIN, password: PASSWORD },
  });
  const token = JSON.stringify((await login.json()).data.token);
  const [since, until] = [
    process.env.BO_PERF_SINCE ?? thisMonth()[0],
    process.env.BO_PERF_UNTIL ?? thisMonth()[1],
  ];
  const bases = BASES.length ? BASES : [undefined];
  const byBase = bases.map(() => ({}) as Record<string, number[]>);
  const lcpElements = bases.map(() => [] as string[]);
  for (let run = 0; run < RUNS * bases.length; run++) {
    const baseURL = bases[run % bases.length];
    const rows = byBase[run % bases.length]!;
    const note = (key: string, value: number) => {
      rows[key] ??= [];
      rows[key]!.push(Math.round(value));
    };
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      ...(baseURL ? { baseURL } : {}),
    });
    await context.addInitScript((saved) => {
      localStorage.setItem('token', saved);
      const w = window as unknown as { __lcp: number; __lcpElement: string; __rowsAt: number };
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        const last = entries[entries.length - 1] as PerformanceEntry & { element?: Element | null };
        w.__lcp = last.startTime;
        w.__lcpElement = `${last.element?.tagName.toLowerCase()} "${(last.element?.textContent ?? '').slice(0, 30)}…"`;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // When the first row is in the document (the poll of toBeVisible below comes later).
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="action-row"]')) return;
        w.__rowsAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true });
    }, token);
    const page = await context.newPage();
    const calls: { path: string; start: number; end: number }[] = [];
    const t0 = Date.now();
    page.on('requestfinished', (req) => {
      const path = new URL(req.url()).pathname;
      if (req.method() !== 'POST') return;
      const timing = req.timing();
      calls.push({ path, start: timing.startTime - t0, end: timing.startTime - t0 + timing.responseEnd });
    });
    await page.goto(`/actions?since=${since}&until=${until}`);
    await expect(page.getByTestId('action-row').first()).toBeVisible({ timeout: 60_000 });
    const visible = Date.now() - t0;
    note('rows visible (ms after navigation start)', visible);
    await page.waitForTimeout(300);
    const paint = await page.evaluate(() => {
      const w = window as unknown as { __lcp: number; __lcpElement: string; __rowsAt: number };
      return { lcp: w.__lcp, element: w.__lcpElement, rowsAt: w.__rowsAt };
    });
    note('largest contentful paint (ms)', paint.lcp);
    note('rows in the document (ms after navigation start)', paint.rowsAt);
    lcpElements[run % bases.length]!.push(paint.element);
    note('rows on the page', await page.getByTestId('action-row').count());
    const list = calls.find((c) => c.path === '/action/list');
    const session = calls.find((c) => c.path === '/auth/session');
    if (list) note('rows visible after the list answer (ms)', visible - list.end);
    if (list && session) note('list call start after session call start (ms)', list.start - session.start);
    note('/action/list calls', calls.filter((c) => c.path === '/action/list').length);
    for (const c of calls) {
      note(`${c.path} start`, c.start);
      note(`${c.path} end`, c.end);
    }
    await context.close();
  }
  bases.forEach((base, i) => {
    console.log(
      `first screen of /actions ${since}..${until}, ${RUNS} cold runs${base ? ` of ${base}` : ''}, medians:`,
    );
    for (const [key, values] of Object.entries(byBase[i]!)) console.log(`  ${key}: ${median(values)}`);
    // What the largest paint was, in how many runs: the rows, or the notice over them (SPEC §3).
    const seen = new Map<string, number>();
    for (const e of lcpElements[i]!) seen.set(e, (seen.get(e) ?? 0) + 1);
    for (const [e, n] of seen) console.log(`  largest contentful paint element: ${e} (${n} of ${RUNS} runs)`);
  });
  console.log(`load average at the start ${loadAtStart}, at the end ${loadAverage()}`);
});
