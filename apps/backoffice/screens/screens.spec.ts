// Takes a full-page screenshot of each screen and main dialog at 1440×900 and 820×1180 into
// SCREENS_DIR (default test-results/screens).
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, dismissHstNotice, openMenuEntry, signIn, signInAndWait } from '../e2e/helpers';

const dir = process.env.SCREENS_DIR ?? 'test-results/screens';
const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 820, height: 1180 },
];

const shot = (page: Page, size: string, name: string) =>
  page.screenshot({ path: `${dir}/${size}-${name}.png`, fullPage: false, animations: 'disabled' });

for (const size of sizes) {
  test(`screens at ${size.name}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await shot(page, size.name, '01-login');
    await page.goto('/remind');
    await expect(page.getByRole('heading', { name: 'Resetowanie hasła' })).toBeVisible();
    await shot(page, size.name, '02-remind');
    await signIn(page, ACCOUNTS.ASM);
    await expect(page).toHaveURL(/actions/);
    await dismissHstNotice(page);
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await page.waitForTimeout(400);
    await shot(page, size.name, '03-menu-asm');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    await shot(page, size.name, '04-actions-asm');
    await page.getByRole('button', { name: 'Dodaj akcję +' }).click();
    await page.waitForTimeout(400);
    await shot(page, size.name, '05-wizard-name');
    for (let i = 0; i < 4; i++) await page.getByRole('dialog').getByRole('button', { name: 'Dalej' }).click();
    await shot(page, size.name, '06-wizard-location');
    await page.getByRole('dialog').getByRole('button', { name: 'Dalej' }).click();
    await shot(page, size.name, '07-wizard-date');
    await page.getByRole('dialog').getByRole('button', { name: 'Dalej' }).click();
    await shot(page, size.name, '08-wizard-time');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: 'Powiel' }).first().click();
    await page.waitForTimeout(400);
    await shot(page, size.name, '09-copy');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: 'Filtruj' }).click();
    await page.waitForTimeout(400);
    await shot(page, size.name, '10-filter');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: 'Eksportuj' }).click();
    await page.waitForTimeout(600);
    await shot(page, size.name, '11-export');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: /Zakres dat/ }).click();
    await page.waitForTimeout(400);
    await shot(page, size.name, '12-range');
    await page.keyboard.press('Escape');
    await page.getByTestId('status-menu').first().click();
    await shot(page, size.name, '13-status-menu');
    await page.keyboard.press('Escape');

    await page.evaluate(() => localStorage.clear());
    await signInAndWait(page, ACCOUNTS.ADMIN);
    await openMenuEntry(page, 'Raporty');
    await expect(page.getByTestId('action-row').first()).toBeVisible();
    await page.getByRole('button', { name: 'Pokaż ankietę' }).first().click();
    await page.waitForTimeout(1500);
    await shot(page, size.name, '14-reports-survey');
    await page.getByRole('button', { name: 'Pokaż paragony' }).first().click();
    await page.waitForTimeout(1500);
    await shot(page, size.name, '15-reports-receipts');
    await openMenuEntry(page, 'Personel');
    await expect(page.getByTestId('person-row').first()).toBeVisible();
    await shot(page, size.name, '16-personnel');
    await page.getByRole('button', { name: 'Kalendarz' }).nth(1).click();
    await page.waitForTimeout(1200);
    await shot(page, size.name, '17-calendar');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: 'Ustaw dostępność' }).first().click();
    await page.waitForTimeout(400);
    await shot(page, size.name, '18-availability');
    await page.keyboard.press('Escape');
    await openMenuEntry(page, 'Eventy');
    await expect(page.getByTestId('event-row').first()).toBeVisible();
    await shot(page, size.name, '19-events');
    await page.getByRole('button', { name: 'Dodaj event +' }).click();
    await page.getByRole('dialog').getByLabel('Nazwa eventu').fill('Żabka Kraków jesień');
    await shot(page, size.name, '20-event-name');
    await page.getByRole('dialog').getByRole('button', { name: 'Dalej' }).click();
    await shot(page, size.name, '21-event-date');
    await page.keyboard.press('Escape');
    await openMenuEntry(page, 'Kody');
    await page.waitForTimeout(800);
    const expand = page.getByRole('button', { name: 'Rozwiń' }).first();
    if (await expand.isVisible()) await expand.click();
    await shot(page, size.name, '22-codes');
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await page.getByRole('link', { name: 'Twoje Konto' }).click();
    await expect(page.getByRole('heading', { name: 'Twoje dane' })).toBeVisible();
    await expect(page.locator('[role=status][aria-busy=true]')).toHaveCount(0);
    await shot(page, size.name, '23-account');
    await page.getByRole('button', { name: 'Zmień', exact: true }).click();
    await page.waitForTimeout(400);
    await shot(page, size.name, '24-password');
    await page.keyboard.press('Escape');
    await page.goto('/actions/plan');
    await page.getByRole('combobox', { name: 'Event' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Zaznacz wszystkie' }).click();
    await page.getByRole('button', { name: 'Pokaż plan' }).click();
    await expect(page.getByTestId('plan-row').first()).toBeVisible();
    await shot(page, size.name, '25-planner');
    await page.getByTestId('plan-stats').scrollIntoViewIfNeeded();
    await shot(page, size.name, '26-planner-preview');
    await page.goto('/pulpit');
    await expect(page.getByRole('heading', { name: 'Plan a realizacja' })).toBeVisible();
    await shot(page, size.name, '27-pulpit');
  });
}
