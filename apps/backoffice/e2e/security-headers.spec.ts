// The back office under its CSP, as the preview server (what `pnpm start` runs) serves it: every
// page and asset carries the security headers, the built page has no inline script, and the login,
// the action list, the personnel screen and the reports run without one CSP violation.
import { expect, test } from '@playwright/test';
import { builtPageProblems, watchCspViolations } from '@tourplanner/playwright-config/csp';
import { ACCOUNTS, API, openMenuEntry, signInAndWait } from './helpers';

test('pages and assets carry the security headers; the built page has no inline script', async ({ page }) => {
  expect(await builtPageProblems(page.request, new URL(API).origin)).toEqual([]);
});

test('login and the main screens run under the CSP without a violation', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  await signInAndWait(page, ACCOUNTS.ADMIN);
  await openMenuEntry(page, 'Personel');
  await expect(page.getByRole('heading', { name: 'Personel' })).toBeVisible();
  await openMenuEntry(page, 'Raporty');
  await expect(page.getByRole('heading', { name: 'Raporty' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the back office cannot be framed', async ({ page }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.goto('about:blank');
  await page.setContent(`<iframe src="${origin}/"></iframe>`);
  await page.waitForTimeout(1000);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  // A refused frame stays empty: the login form never appears in it.
  expect(
    await frame
      ?.locator('input')
      .count()
      .catch(() => 0),
  ).toBe(0);
});
