// Calendar feeds (issue 29): on 'Twoje konto' a coordinator makes her secret link after a
// confirmation, copies it, and a calendar app reading it gets her territories' actions as
// iCalendar; a new link ends the old one.
import { expect, test } from '@playwright/test';
import { ACCOUNTS, API, expectAccessible, signInAndWait } from './helpers';

test.use({ viewport: { width: 1366, height: 900 } });

/** The feed at the journey's API (the URL's base is PUBLIC_API_URL, the API's public address). */
const atApi = (url: string) => `${API}${new URL(url).pathname}`;

test('a coordinator subscribes to her calendar from Twoje konto', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAndWait(page, ACCOUNTS.ASM);
  await page.goto('/twoje-konto');
  const section = page.getByRole('region', { name: 'Kalendarz' });
  await expect(section).toBeVisible();
  await expect(section.getByText(/Kalendarz Google/)).toBeVisible();
  await expect(section.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page, 'Twoje konto with Kalendarz');

  await section.getByRole('button', { name: 'Nowy link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Utworzyć nowy link?' });
  // Checked once it is there: before it mounts there is no fade to wait for, and axe then caught
  // its title half faded in (CI: colour contrast 1.6).
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'the new link question', '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Utwórz nowy link' }).click();
  const link = section.getByRole('textbox', { name: 'Link do kalendarza' });
  await expect(link).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await link.inputValue();
  await section.getByRole('button', { name: 'Kopiuj' }).click();
  await expect(section.getByRole('button', { name: 'Skopiowano' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await page.screenshot({ path: 'test-results/calendar-account-1366.png', fullPage: true });
  await expectAccessible(page, 'Twoje konto with the link');

  const feed = await request.get(atApi(first));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('BEGIN:VTIMEZONE');

  await section.getByRole('button', { name: 'Nowy link' }).click();
  await confirm.getByRole('button', { name: 'Utwórz nowy link' }).click();
  await expect(link).not.toHaveValue(first);
  expect((await request.get(atApi(first))).status()).toBe(404);
  expect((await request.get(atApi(await link.inputValue()))).status()).toBe(200);
});
