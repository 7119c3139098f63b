// Bulk changes on Akcje (issue 32): the ASM selects three rows of a day far from the demo data and
// moves them by one day. Two show on the next day; the third, whose hostess already has an action
// at that hour the next day, is refused, and the result dialog says why.
import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  type ApiSession,
  apiCall,
  apiLogin,
  expectAccessible,
  signInAndWait,
  todayPl,
} from './helpers';

const stamp = Date.now().toString(36);

interface ListedAction {
  uuid: string;
  ident: string;
  name: string;
  territory: { uuid: string; ident: string } | null;
  since: { date: string } | null;
}

/** `date` (YYYY-MM-DD) plus `days`, as a calendar date. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// A month ahead: the demo data plans two weeks ahead, so these days hold only this journey's rows.
const day = addDays(todayPl(), 30);
const next = addDays(day, 1);
const names = ['A', 'B', 'C'].map((n) => `E2E Masowa ${n} ${stamp}`);
const blockerName = `E2E Masowa blokada ${stamp}`;

let asm: ApiSession;
let blocker: { uuid: string; ident: string };

test.beforeAll(async ({ request }) => {
  asm = await apiLogin(request, ACCOUNTS.ASM);
  const hst = await apiLogin(request, 'hst1@tourplanner.test');
  const hst1 = hst.user.uuid;
  // hst1's action today (the demo data's) gives a territory both she and the ASM belong to.
  const today = todayPl();
  const list = await apiCall<{ actions: ListedAction[] }>(request, asm, '/action/list', {
    actions: { since: today, until: today, users: { uuids: [hst1] } },
    pagination: { limit: 100, offset: 0 },
  });
  const territory = list.actions.find((a) => a.territory)?.territory;
  expect(territory, 'the demo data gives hst1 an action today').toBeTruthy();
  const create = (name: string, date: string, from: string, until: string, users: { uuid: string }[]) =>
    apiCall<{ uuid: string; ident: string }>(request, asm, '/action/create', {
      action: {
        name,
        type: { ident: 'Standard' },
        territory: { uuid: territory!.uuid },
        since: { date: `${date} ${from}:00` },
        until: { date: `${date} ${until}:00` },
        actionPoints: [],
        users,
        ...(users.length ? { availabilityOverride: 'Akcja próbna po godzinach' } : {}),
      },
    });
  await create(names[0]!, day, '09:00', '11:00', []);
  await create(names[1]!, day, '12:00', '14:00', []);
  await create(names[2]!, day, '15:00', '17:00', [{ uuid: hst1 }]);
  // hst1 is booked the next day at the hour C would move to.
  blocker = await create(blockerName, next, '15:30', '16:30', [{ uuid: hst1 }]);
});

test('the ASM selects three rows and moves them by one day; a clashing row is refused with its reason', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, ACCOUNTS.ASM);
  await page.goto(`/actions?since=${day}&until=${day}`);
  const rows = page.getByTestId('action-row');
  await expect(rows.filter({ hasText: stamp })).toHaveCount(3);

  for (const name of names) {
    await page.getByRole('checkbox', { name: new RegExp(`^Zaznacz akcję ${name} `) }).check();
  }
  const bar = page.getByRole('group', { name: 'Zmiany zaznaczonych akcji' });
  await expect(bar).toContainText('Zaznaczone akcje: 3');
  await expectAccessible(page, 'akcje z zaznaczeniem');

  await bar.getByRole('button', { name: 'Przesuń' }).click();
  const dialog = page.getByRole('dialog', { name: 'Przesuń zaznaczone akcje' });
  await dialog.getByLabel('Dni').fill('1');
  await expectAccessible(page, 'przesuń', '[role=dialog]');
  await dialog.getByRole('button', { name: 'Zastosuj' }).click();

  const result = page.getByRole('dialog', { name: 'Wynik zmiany' });
  await expect(result.getByRole('heading', { name: 'Zmienione (2)' })).toBeVisible();
  await expect(result.getByTestId('bulk-changed')).toContainText(names[0]!);
  await expect(result.getByTestId('bulk-changed')).toContainText(names[1]!);
  await expect(result.getByRole('heading', { name: 'Odrzucone (1)' })).toBeVisible();
  const refused = result.getByTestId('bulk-refused');
  await expect(refused).toContainText(names[2]!);
  await expect(refused).toContainText('Hostessa ma w tym czasie inną akcję.');
  // The server's words on that row: the action she already has then.
  await expect(refused).toContainText(`koliduje z ${blocker.ident}`);
  await expectAccessible(page, 'wynik zmiany', '[role=dialog]');
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(result).toBeHidden();

  // The selection is gone and the list reloaded: only the refused row stays on its day.
  await expect(bar).toContainText('Zaznacz akcje, aby zmienić je razem');
  await expect(bar.getByRole('button', { name: 'Przesuń' })).toBeDisabled();
  await expect(rows.filter({ hasText: stamp })).toHaveCount(1);
  await expect(rows.filter({ hasText: names[2]! })).toHaveCount(1);

  // The moved two show on the next day at the same hours, beside the blocker.
  await page.goto(`/actions?since=${next}&until=${next}`);
  await expect(rows.filter({ hasText: stamp })).toHaveCount(3);
  for (const [name, hours] of [
    [names[0]!, '09:00–11:00'],
    [names[1]!, '12:00–14:00'],
  ] as const) {
    const row = rows.filter({ hasText: name });
    await expect(row).toContainText(next);
    await expect(row).toContainText(hours);
  }
  await expect(rows.filter({ hasText: names[2]! })).toHaveCount(0);
});
