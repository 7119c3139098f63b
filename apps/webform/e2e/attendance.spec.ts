// Issue 29 on her phone (390 px): the coordinator accepted an action for her; its card asks
// 'Potwierdź udział', one tap confirms it, the card says 'Potwierdzono' and the server holds it
// (the back office's side is apps/backoffice/e2e/attendance.spec.ts). Checked with axe.
import { expect, test } from '@playwright/test';
import { signIn } from './steps';
import { acceptedActionToday, apiCall, apiLogin, expectAccessible } from './support';

// A hostess no other webform journey signs in as.
const HOSTESS = 'hst8@tourplanner.test';

test('she confirms her accepted action with one tap', async ({ page }, testInfo) => {
  const name = `E2E Potwierdzenie ${Date.now()}`;
  const action = await acceptedActionToday(HOSTESS, name);
  await signIn(page, HOSTESS);
  const card = page.getByRole('article', { name });
  const confirm = card.getByRole('button', { name: 'Potwierdź udział' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'a card asking for her confirmation');
  await page.screenshot({ path: testInfo.outputPath('asked-390.png'), fullPage: true });

  await confirm.click();
  await expect(card.getByText('Potwierdzono')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  // Declining stays her cancel.
  await expect(card.getByRole('button', { name: 'Anuluj akcję' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('confirmed-390.png'), fullPage: true });

  const token = await apiLogin(HOSTESS);
  const list = await apiCall<{ actions: { uuid: string; attendance?: { state: string } | null }[] }>(
    '/hostess/action/list',
    {},
    token,
  );
  expect(list.actions.find((a) => a.uuid === action.uuid)?.attendance?.state).toBe('confirmed');
  // A reload shows it as the server has it.
  await page.reload();
  await expect(page.getByRole('article', { name }).getByText('Potwierdzono')).toBeVisible();
});
