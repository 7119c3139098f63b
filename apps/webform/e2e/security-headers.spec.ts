// The webform under its CSP, as the preview server (what `pnpm start` runs) serves it: pages and
// assets carry the security headers, the built page has no inline script, and the login, the
// action list and the camera (a live picture and the still it took, from blob: URLs) run without
// one CSP violation. The journey (journey.spec.ts) watches for violations through a whole day.
import { expect, test } from '@playwright/test';
import { builtPageProblems, watchCspViolations } from '@tourplanner/playwright-config/csp';
import { signIn, takePhoto } from './steps';
import { API_URL } from './support';

test('pages and assets carry the security headers; the built page has no inline script', async ({ page }) => {
  expect(await builtPageProblems(page.request, new URL(API_URL).origin)).toEqual([]);
});

test('login, the action list and the camera run under the CSP without a violation', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  await signIn(page, 'hst1@tourplanner.test');
  await expect(page.getByRole('heading', { name: 'Twoje akcje' })).toBeVisible();
  // hst1's action of today, unless the journey started it already (the journey watches too).
  const start = page.getByTestId('action-card').getByRole('button', { name: 'Rozpocznij akcję' }).first();
  if (await start.isVisible()) {
    await start.click();
    const dialog = page.getByRole('dialog', { name: 'Rozpoczęcie akcji' });
    await takePhoto(
      page,
      dialog.getByRole('button', { name: 'Zrób zdjęcie' }),
      'Zdjęcie przed ułożeniem ekspozycji',
    );
    await expect(dialog.getByRole('img', { name: 'Zdjęcie przed ułożeniem ekspozycji' })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
