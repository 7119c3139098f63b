// Planning journeys of issue 15: an ASM plans in her second territory (the wizard takes that
// territory's own area, so the server accepts the save).
import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  type ApiSession,
  apiLogin,
  dismissHstNotice,
  expectAccessible,
  planInWizard,
  signInAndWait,
  todayPl,
} from './helpers';

const stamp = Date.now().toString(36);

let asm: ApiSession;
test.beforeAll(async ({ request }) => {
  asm = await apiLogin(request, ACCOUNTS.ASM);
  expect(asm.user.territories.length, 'the demo ASM has two territories').toBeGreaterThan(1);
});

test('ASM plans an action in the second territory', async ({ page }) => {
  const name = `E2E Drugie terytorium ${stamp}`;
  const second = asm.user.territories[1]!;
  await signInAndWait(page, ACCOUNTS.ASM);
  const w = await planInWizard(page, { name, territory: second.ident, from: '9', until: '12' });
  await w.getByTestId('wizard-summary').getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Dodano nową akcję')).toBeVisible();
  await expect(page.getByText(/Niepoprawne dane/)).toHaveCount(0);
  const row = page.getByTestId('action-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(second.ident);
});

test('the month filter shows exactly one month', async ({ page }) => {
  const [y, m] = todayPl().split('-').map(Number) as [number, number];
  // The previous month: the demo data has actions in its last days, and none of today's range.
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const monthName = new Intl.DateTimeFormat('pl-PL', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  await signInAndWait(page, ACCOUNTS.ADMIN);
  await page.getByRole('button', { name: /^Zakres dat:/ }).click();
  await expect(page.getByRole('group', { name: 'Cały miesiąc' })).toBeVisible();
  await expectAccessible(page, 'zakres dat z miesiącem', '[role=dialog]');
  await page.getByRole('button', { name: `${monthName} ${year} – Cały miesiąc` }).click();
  await expect(page.getByRole('button', { name: /^Zakres dat:/ })).toHaveText(
    `${year}.${mm}.01 – ${year}.${mm}.${last}`,
  );
  const rows = page.getByTestId('action-row');
  // The previous range's rows stay until the month's arrive: wait for the list to settle.
  await expect
    .poll(async () => {
      const texts = await rows.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes(`${year}-${mm}-`));
    })
    .toBe(true);
});

test('a reload on /reports with a filter keeps the screen, its range and the filter', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.ADMIN);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Raporty', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Filtruj' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Miasto').fill('Gdańsk');
  await dialog.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(/city=Gda%C5%84sk/);
  const range = await page.getByRole('button', { name: /^Zakres dat:/ }).textContent();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Raporty', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/reports\?.*city=Gda%C5%84sk/);
  await expect(page.getByRole('button', { name: /^Zakres dat:/ })).toHaveText(range!);
  await expect(page.getByRole('button', { name: /Filtruj/ })).toContainText('1');
});

test('a reload on /actions asks once for the session and once for the linked page', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.ADMIN);
  const [y, m] = todayPl().split('-') as [string, string];
  await page.goto(`/actions?since=${y}-${m}-01&until=${y}-${m}-28&city=Gda%C5%84sk&page=1`);
  await dismissHstNotice(page);
  const calls: { path: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    calls.push({ path: new URL(request.url()).pathname, body: request.postDataJSON() });
  });
  await page.reload();
  await dismissHstNotice(page);
  await expect(page.getByRole('button', { name: /Filtruj/ })).toContainText('1');
  // The early script's (a classic script in the head, src/early.ts), taken over by
  // the app: neither call is made twice.
  await expect(page.locator('head script[async][src*="/assets/early-"]')).toHaveCount(1);
  expect(calls.filter((c) => c.path === '/auth/session')).toHaveLength(1);
  const lists = calls.filter((c) => c.path === '/action/list');
  expect(lists).toHaveLength(1);
  expect(lists[0]!.body).toMatchObject({
    actions: { since: `${y}-${m}-01 00:00:00`, until: `${y}-${m}-28 23:59:59`, cities: ['Gdańsk'] },
    pagination: { limit: 100, offset: 0 },
  });
  expect(
    await page.evaluate(() => (window as { __tourplannerEarlyCalls?: unknown[] }).__tourplannerEarlyCalls),
  ).toEqual([]);
});

test('a reload with the API out of reach says so, keeps the session, and its retry loads the list', async ({
  page,
  context,
}) => {
  await signInAndWait(page, ACCOUNTS.ADMIN);
  await dismissHstNotice(page);
  // The early script's calls fail as the app's would: the app takes the failures over.
  const firstCalls = /\/auth\/session$|\/action\/list$/;
  await context.route(firstCalls, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByText('Brak połączenia z serwerem. Sesja jest zachowana.')).toBeVisible();
  await context.unroute(firstCalls);
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await dismissHstNotice(page);
  await expect(page.getByRole('heading', { name: 'Akcje', exact: true })).toBeVisible();
  await expect(page.getByTestId('action-row').first()).toBeVisible();
});
