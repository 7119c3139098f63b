// Dialogs of issue 15: closing one returns focus to what opened it (also for the dialogs loaded on
// first use), the wizard's way forward looks like the page's primary button, and the calendars pass
// axe (the date picker's popup is named; days of the neighbouring months are not faint grey).
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNTS, expectAccessible, openMenuEntry, signInAndWait } from './helpers';

const background = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);

async function expectFocusReturnsTo(page: Page, opener: Locator, dialog: Locator) {
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('closing a dialog returns focus to the button that opened it', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.ADMIN);
  const wizard = page.getByRole('dialog', { name: 'Nowa akcja' });
  // The wizard and the copy dialog are loaded on first use: their first opening counts.
  await expectFocusReturnsTo(page, page.getByRole('button', { name: 'Dodaj akcję +' }), wizard);
  await expectFocusReturnsTo(
    page,
    page.getByTestId('action-row').first().getByRole('button', { name: 'Powiel' }),
    page.getByRole('dialog', { name: 'Powiel akcję' }),
  );
  await expectFocusReturnsTo(
    page,
    page.getByRole('button', { name: 'Filtruj' }),
    page.getByRole('dialog', { name: 'Filtruj' }),
  );
});

test("the wizard's way forward looks like the page's primary button", async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.ADMIN);
  const add = page.getByRole('button', { name: 'Dodaj akcję +' });
  const primary = await background(add);
  await add.click();
  const wizard = page.getByRole('dialog', { name: 'Nowa akcja' });
  const next = wizard.getByRole('button', { name: 'Dalej' });
  await expect.poll(() => background(next)).toBe(primary);
  expect(await background(wizard.getByRole('button', { name: 'Wróć' }))).not.toBe(primary);
});

test('the calendars pass axe: a named popup, no faint days of the neighbouring months', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.ADMIN);
  await openMenuEntry(page, 'Personel');
  await page.getByLabel('Data').first().click();
  const popup = page.getByRole('dialog', { name: 'Data' });
  await expect(popup).toBeVisible();
  await expectAccessible(page, 'personnel date picker', '.mantine-Popover-dropdown');
  await page.keyboard.press('Escape');

  await openMenuEntry(page, 'Eventy');
  await page.getByRole('button', { name: 'Dodaj event +' }).click();
  const wizard = page.getByRole('dialog', { name: /event/i });
  await wizard
    .getByRole('textbox')
    .first()
    .fill(`E2E Kalendarz ${Date.now().toString(36)}`);
  await wizard.getByRole('button', { name: 'Dalej' }).click();
  await expect(wizard.getByRole('button', { name: /października|listopada|grudnia/ }).first()).toBeVisible();
  await expectAccessible(page, 'event start date', '.mantine-Modal-content');
});
