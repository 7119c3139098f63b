// Issue 29 in Akcje: the coordinator accepts an action for a hostess; the mark beside Personel says
// she has not confirmed; she confirms (her side played through the API, as in review.spec.ts; the
// webform's button is apps/webform/e2e/attendance.spec.ts); the mark then says when she confirmed,
// in its tooltip too, and the 'Obecność' filter finds the row by it, kept in the URL.
import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiCall, apiLogin, expectAccessible, firstEventPoint, signInAndWait } from './helpers';

const stamp = Date.now().toString(36);

/** A Warsaw day `days` after today, YYYY-MM-DD. */
const warsawDay = (days: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('the table shows her confirmation beside Personel and filters by it', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const admin = await apiLogin(request, ACCOUNTS.ADMIN);
  const hst = await apiLogin(request, ACCOUNTS.HST);
  const { eventUuid, point } = await firstEventPoint(request, admin);
  // Three days ahead, early in the morning: before any demo action of hers and at a time no other
  // journey books (they book today from 22:00); before her declared hours, so with a reason.
  const day = warsawDay(3);
  const name = `E2E Obecność ${stamp}`;
  const action = await apiCall<{ uuid: string; ident: string }>(request, admin, '/action/create', {
    action: {
      name,
      type: { ident: 'Standard' },
      event: { uuid: eventUuid },
      since: { date: `${day} 05:00:00` },
      until: { date: `${day} 06:00:00` },
      actionPoints: [{ point: { uuid: point.uuid } }],
      users: [{ uuid: hst.user.uuid }],
      availabilityOverride: 'Akcja próbna przed godzinami',
    },
  });

  await signInAndWait(page, ACCOUNTS.ADMIN);
  await page.goto(`/actions?since=${day}&until=${day}&id=${action.ident}`);
  const row = page.getByTestId('action-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // A draft has nothing to attend: no mark.
  await expect(row.getByTestId('attendance-mark')).toHaveCount(0);
  await row.getByTestId('status-menu').click();
  await page.getByRole('menuitem', { name: 'Zaakceptowana' }).click();
  await expect(page.getByText('Status akcji zmieniony')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Nie potwierdziła udziału' })).toBeVisible();

  await apiCall(request, hst, '/hostess/action/confirm', { action: { uuid: action.uuid } });
  await page.reload();
  const mark = row.getByRole('button', { name: /^Potwierdziła udział \d\d\.\d\d \d\d:\d\d$/ });
  await expect(mark).toBeVisible();
  await mark.focus();
  await expect(page.getByRole('tooltip')).toHaveText(/^Potwierdziła udział \d\d\.\d\d \d\d:\d\d$/);
  await expectAccessible(page, 'Akcje with the attendance mark');
  await page.screenshot({ path: testInfo.outputPath('akcje-confirmed-1366.png') });

  // 'Obecność': unconfirmed ones only leaves her row out; confirmed ones find it, kept in the URL.
  const filterBy = async (state: string) => {
    await page.getByRole('button', { name: 'Filtruj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtruj' });
    await dialog.getByRole('combobox', { name: 'Obecność' }).click();
    await page.getByRole('option', { name: state }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Filtruj' }).click();
    await expect(dialog).toBeHidden();
  };
  await filterBy('Niepotwierdzona');
  await expect(page).toHaveURL(/attendance=unconfirmed/);
  await expect(row).toHaveCount(0);
  await page.goto(`/actions?since=${day}&until=${day}&id=${action.ident}&attendance=confirmed`);
  await expect(row).toHaveCount(1);
});
