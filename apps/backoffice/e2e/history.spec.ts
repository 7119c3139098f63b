// An action's history (issue 29): 'Historia' on a row of Akcje opens the action's page, whose
// timeline shows it made and then renamed (the changed field from → to), by whom; the same page
// opens straight from a link to /actions/<uuid>. Its own day (2027-06-23) and no hostess, so no
// other journey's list or booking meets it.
import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  type ApiSession,
  apiCall,
  apiLogin,
  expectAccessible,
  firstEventPoint,
  signInAndWait,
} from './helpers';

const DAY = '2027-06-23';
const stamp = Date.now().toString(36);

let admin: ApiSession;
let action: { uuid: string; ident: string };

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, ACCOUNTS.ADMIN);
  const { eventUuid, point } = await firstEventPoint(request, admin);
  const input = {
    name: `E2E Historia ${stamp}`,
    type: { ident: 'Standard' },
    event: { uuid: eventUuid },
    actionPoints: [{ point: { uuid: point.uuid } }],
    users: [],
    since: { date: `${DAY} 11:00:00` },
    until: { date: `${DAY} 12:00:00` },
  };
  action = await apiCall(request, admin, '/action/create', { action: input });
  await apiCall(request, admin, '/action/update', {
    action: { ...input, uuid: action.uuid, name: `E2E Historia zmieniona ${stamp}` },
  });
});

test("'Historia' on a row of Akcje shows the action made and renamed", async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.ADMIN);
  await page.goto(`/actions?since=${DAY}&until=${DAY}&id=${action.ident}`);
  const row = page.getByRole('row').filter({ hasText: `E2E Historia zmieniona ${stamp}` });
  await row.getByRole('link', { name: 'Historia' }).click();
  await expect(page).toHaveURL(new RegExp(`/actions/${action.uuid}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Akcja ${action.ident}` })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Historia' });
  await expect(timeline.getByText(`Utworzono akcję ${action.ident}`)).toBeVisible();
  await expect(timeline.getByText('Zmieniono dane akcji')).toBeVisible();
  await expect(
    timeline.getByText(`Nazwa: E2E Historia ${stamp} → E2E Historia zmieniona ${stamp}`),
  ).toBeVisible();
  // Who did it: the signed-in administrator, never 'System' for a person's change.
  await expect(timeline.getByText('System')).toHaveCount(0);
  await expectAccessible(page, 'the action page');
});

test('a link to /actions/<uuid> opens the same page', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.ADMIN);
  await page.goto(`/actions/${action.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Akcja ${action.ident}` })).toBeVisible();
  const details = page.getByRole('region', { name: 'Dane akcji' });
  await expect(details.getByText(`E2E Historia zmieniona ${stamp}`)).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Historia' });
  await expect(timeline.getByText(`Utworzono akcję ${action.ident}`)).toBeVisible();
  await expect(timeline.getByText('Zmieniono dane akcji')).toBeVisible();
  await page.screenshot({ path: 'test-results/history-page.png', fullPage: true });
});
