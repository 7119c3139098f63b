// Helpers of the journeys: the API's outbox (OTP codes), calls to the API over HTTP (to check what
// the journeys did, as a coordinator would see it), axe checks and screenshots of each step.
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { crashedAxeRules, seriousViolations, untilTransitionsEnd } from '@tourplanner/playwright-config/axe';
import { type OutboxMessage, readOutbox } from '@tourplanner/playwright-config/outbox';

export const DEMO_PASSWORD = 'TourPlanner-demo1';
export const API_URL =
  process.env.E2E_API_URL ?? `http://localhost:${3102 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? '';

const outbox = () => readOutbox(DATA_DIR);

/** Waits until the service worker controls the page (it installs after the page loaded, then claims it). */
export async function untilWorkerControls(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The 5-character code in a message text. */
export function codeIn(text: string): string {
  const labelled = /kod[^:\n]*:\s*([A-Za-z0-9]{5})\b/i.exec(text);
  if (labelled?.[1]) return labelled[1];
  const any = text.match(/\b(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{5}\b/g);
  if (any?.length) return any[any.length - 1]!;
  throw new Error(`No code in: ${text}`);
}

/** Waits for a new message to `to` on a channel, after `seen` messages were there, and reads its code. */
export async function codeFromOutbox(
  channel: 'email' | 'sms',
  to: string,
  after: Set<string>,
): Promise<string> {
  return codeIn((await messageFromOutbox(channel, to, after, '')).text);
}

/** Waits for a new message to `to` on a channel whose text contains `containing`. */
export async function messageFromOutbox(
  channel: 'email' | 'sms',
  to: string,
  after: Set<string>,
  containing: string,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      () => {
        found = outbox().find(
          (m) => m.channel === channel && m.to === to && !after.has(m.file) && m.text.includes(containing),
        );
        return Boolean(found);
      },
      { timeout: 15_000, message: `no ${channel} to ${to} with '${containing}' in the outbox` },
    )
    .toBe(true);
  return found!;
}

/** The outbox's files now (so that only newer messages are read). */
export const outboxFiles = () => new Set(outbox().map((m) => m.file));

/** POST to the API as the coordinators' app would. */
export async function apiCall<T = unknown>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const json = (await res.json()) as { status: { success: boolean }; data: T };
  if (!json.status.success) throw new Error(`${path} failed: ${JSON.stringify(json.data)}`);
  return json.data;
}

export async function apiLogin(username: string): Promise<string> {
  const data = await apiCall<{ token: { uuid: string } }>('/auth/login', {
    username,
    password: DEMO_PASSWORD,
  });
  return data.token.uuid;
}

/** No serious or critical accessibility violation on the page as it is now, and no axe rule that crashed. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // A colour measured mid-fade (a dialog coming in, a button's label fading as it starts loading)
  // is not the colour she sees: check once the page's transitions have ended.
  await untilTransitionsEnd(page);
  let axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  // With a modal open, the step is the modal: the page behind it was checked at its own step.
  if ((await page.locator('[role="dialog"][aria-modal="true"]:visible').count()) > 0) {
    axe = axe.include('[role="dialog"][aria-modal="true"]');
  }
  const results = await axe.analyze();
  expect(seriousViolations(results), `axe on ${what}`).toEqual([]);
  // A rule that crashed inside axe checked nothing: fail rather than pass unseen.
  expect(crashedAxeRules(results), `axe rules that crashed on ${what}`).toEqual([]);
}

/** No horizontal scroll at the current width. */
export async function expectNoHorizontalScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow on ${what}`).toBeLessThanOrEqual(0);
}

const SHOTS = process.env.SCREENSHOTS === '1';

/** Checks a step (axe, no horizontal scroll) and, with SCREENSHOTS=1, saves it at phone and tablet width. */
export async function checkStep(page: Page, name: string): Promise<void> {
  const t0 = Date.now();
  await page.waitForTimeout(50);
  await expectAccessible(page, name);
  await expectNoHorizontalScroll(page, name);
  if (process.env.E2E_TIMING) console.log(`checkStep ${name}: ${Date.now() - t0} ms`);
  if (!SHOTS) return;
  const dir = join(import.meta.dirname, 'screenshots');
  const phone = page.viewportSize();
  await page.screenshot({
    path: join(dir, `${name}-${phone?.width ?? 390}.png`),
    fullPage: true,
    animations: 'disabled',
  });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.waitForTimeout(150);
  await expectNoHorizontalScroll(page, `${name} (tablet)`);
  await page.screenshot({ path: join(dir, `${name}-820.png`), fullPage: true, animations: 'disabled' });
  if (phone) await page.setViewportSize(phone);
  await page.waitForTimeout(100);
}

/**
 * A Glo serial of the demo device registry nobody has registered yet (the seed registers only the
 * last of GLO0000000001…050, and every run starts from a fresh data folder); E2E_GLO_SERIAL overrides.
 */
export const demoGloSerial = (): string => process.env.E2E_GLO_SERIAL ?? 'GLO0000000001';

/** Today in Poland as YYYY-MM-DD. */
export const warsawToday = (): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());

/**
 * An accepted action of today for `hostess`, created through the API as the administrator would, so
 * that a journey has an action of its own to start, register at and finish.
 */
export async function acceptedActionToday(hostess: string, name: string): Promise<{ uuid: string }> {
  const admin = await apiLogin('admin@tourplanner.test');
  const { user } = await apiCall<{ user: { uuid: string } }>('/auth/login', {
    username: hostess,
    password: DEMO_PASSWORD,
  });
  const events = await apiCall<{ uuid: string }[]>(
    '/event/list',
    { pagination: { page: 0, pageSize: 500 } },
    admin,
  );
  for (const event of events) {
    const points = await apiCall<{ uuid: string }[]>(
      '/point/list',
      { pagination: { page: 0, pageSize: 1000 }, event: { uuid: event.uuid } },
      admin,
    );
    if (!points[0]) continue;
    const day = warsawToday();
    const action = await apiCall<{ uuid: string }>(
      '/action/create',
      {
        action: {
          name,
          type: { ident: 'Standard' },
          event: { uuid: event.uuid },
          // Late in the day, after every demo action (they end by 21:00 with 30 minutes to travel):
          // a hostess is booked once at a time (ADR 0021). Past her declared hours, so with a reason.
          since: { date: `${day} 22:00:00` },
          until: { date: `${day} 23:30:00` },
          actionPoints: [{ point: { uuid: points[0].uuid } }],
          users: [{ uuid: user.uuid }],
          availabilityOverride: 'Akcja próbna po godzinach',
        },
      },
      admin,
    );
    await apiCall(
      '/action/set-status',
      { status: { ident: 'accepted' }, action: { uuid: action.uuid } },
      admin,
    );
    return action;
  }
  throw new Error('no event with a point in the demo data');
}

/**
 * How the next call to a path fails: 'network', no connection (the request never leaves); 'lost',
 * the server does the work but its answer never arrives (a dropped connection, a timed-out upload);
 * or an error answer, the server's (`json`) or a proxy's (`html`).
 */
export type Failure =
  | 'network'
  | 'lost'
  | { status: number; json: unknown }
  | { status: number; html: string };

/**
 * Makes the next call to `path` of the API fail once; the calls after it go through. A made-up
 * answer carries the CORS header the browser needs to hand it to the app (without it the app would
 * see a network failure instead).
 */
export async function failNextCall(page: Page, path: string, failure: Failure): Promise<void> {
  await page.route(
    `${API_URL}${path}`,
    async (route) => {
      if (failure === 'network') return route.abort('internetdisconnected');
      if (failure === 'lost') {
        await route.fetch();
        return route.abort('connectionreset');
      }
      const cors = { 'access-control-allow-origin': route.request().headers().origin ?? '*' };
      return 'json' in failure
        ? route.fulfill({ status: failure.status, headers: cors, json: failure.json })
        : route.fulfill({
            status: failure.status,
            headers: cors,
            contentType: 'text/html',
            body: failure.html,
          });
    },
    { times: 1 },
  );
}
