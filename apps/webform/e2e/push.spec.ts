// Notifications on the hostess's phone (issue 29 part 2): with the API's VAPID key set (see
// playwright.config.ts) and the service worker in control, the header offers 'Powiadomienia na
// telefonie'; its switch is reachable with the keyboard and the menu passes axe. Whether Chromium
// can reach a real push service from here is not this journey's business: the API's side of
// Web Push is tested against a local push service in apps/api/test/reminders.test.ts.
import { expect, test } from '@playwright/test';
import { signIn } from './steps';
import { checkStep, untilWorkerControls } from './support';

test('the hostess finds the notifications switch in the header and reaches it with the keyboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signIn(page, 'hst1@tourplanner.test');
  await untilWorkerControls(page);
  const bell = page.getByRole('button', { name: 'Powiadomienia na telefonie' });
  await expect(bell).toBeVisible();
  await bell.focus();
  await page.keyboard.press('Enter');
  const toggle = page.getByRole('switch', { name: 'Powiadomienia na telefonie' });
  await expect(toggle).toBeVisible();
  await expect(page.getByText('Przypomnienia o akcjach na tym telefonie')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await checkStep(page, 'push-menu');
  if (process.env.SCREENSHOTS === '1') {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({
      path: `${import.meta.dirname}/screenshots/push-menu-1366.png`,
      animations: 'disabled',
    });
    await page.setViewportSize({ width: 390, height: 844 });
  }
});
