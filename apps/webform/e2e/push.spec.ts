// Notifications on the hostess's phone (issue 29 part 2): with the API's VAPID key set (see
// playwright.config.ts) and the service worker in control, her account menu offers 'Powiadomienia
// na telefonie'; the header keeps only the account icon and sign-out. The menu opens and the switch
// is reached with the keyboard, and the open menu passes axe. Whether Chromium can reach a real push
// service from here is not this journey's business: the API's side of Web Push is tested against a
// local push service in apps/api/test/reminders.test.ts.
import { expect, test } from '@playwright/test';
import { signIn } from './steps';
import { checkStep, untilWorkerControls } from './support';

test('the hostess finds the notifications switch in her account menu and reaches it with the keyboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signIn(page, 'hst1@tourplanner.test');
  await untilWorkerControls(page);
  const header = page.getByRole('banner');
  const account = header.getByRole('button', { name: 'Twoje konto' });
  await expect(account).toBeVisible();
  await expect(header.getByRole('button')).toHaveCount(2);
  await expect(header.getByRole('button', { name: 'Wyloguj' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Powiadomienia na telefonie' })).toHaveCount(0);
  const shots = process.env.SCREENSHOTS === '1';
  if (shots) {
    // The header alone, once the sign-in toast has gone.
    await expect(page.getByText('Zalogowano', { exact: true })).toHaveCount(0, { timeout: 30_000 });
    await page.screenshot({
      path: `${import.meta.dirname}/screenshots/push-header-390.png`,
      animations: 'disabled',
    });
  }
  await account.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Twoje konto' });
  const toggle = menu.getByRole('switch', { name: 'Powiadomienia na telefonie' });
  await expect(toggle).toBeVisible();
  await expect(menu.getByText('Przypomnienia o akcjach na tym telefonie')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  // From the menu's first focus (its close button), Tab reaches the switch.
  for (let i = 0; i < 3 && !(await toggle.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  if (shots)
    await page.screenshot({
      path: `${import.meta.dirname}/screenshots/push-account-menu-390.png`,
      animations: 'disabled',
    });
  await checkStep(page, 'push-menu');
});
