// A shared phone: one hostess signs out and another signs in. The second sees her own actions and
// none of the first one's, not even for a moment from a cache (every store and the query cache
// are reset on sign-out, ADR 0009).
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './steps';
import { apiCall, apiLogin, checkStep, DEMO_PASSWORD, warsawToday } from './support';

const FIRST = 'hst1@tourplanner.test';

// The journey holds her list back with page.route, which never sees a request the service worker
// answers (the worker's kept list is per session anyway: docs/decisions/0018).
test.use({ serviceWorkers: 'block' });

interface HostessList {
  actions: { uuid: string; since: { date: string } | null }[];
}

async function actionsOf(email: string): Promise<string[]> {
  const list = await apiCall<HostessList>('/hostess/action/list', {}, await apiLogin(email));
  return list.actions.map((a) => a.uuid);
}

/** The action cards on the page now, by uuid. */
const cardsShown = (page: Page) =>
  page
    .getByTestId('action-card')
    .locator('[id^="action-"]')
    .evaluateAll((headings) => headings.map((h) => h.id.replace(/^action-/, '')));

test('the next hostess on the phone sees none of the last one’s actions', async ({ page }) => {
  const firstList = await apiCall<HostessList>('/hostess/action/list', {}, await apiLogin(FIRST));
  const first = firstList.actions.map((a) => a.uuid);
  expect(
    firstList.actions.some((a) => a.since?.date.slice(0, 10) === warsawToday()),
    'hst1 has an action today',
  ).toBe(true);

  // The next demo hostess with actions of her own and none shared with hst1.
  let second = '';
  let secondActions: string[] = [];
  for (let i = 2; i <= 12 && !second; i++) {
    const email = `hst${i}@tourplanner.test`;
    const mine = await actionsOf(email);
    if (mine.length > 0 && !mine.some((uuid) => first.includes(uuid))) {
      second = email;
      secondActions = mine;
    }
  }
  expect(second, 'a demo hostess with actions, none of them hst1’s').not.toBe('');

  await signIn(page, FIRST);
  await expect(page.getByRole('heading', { name: 'Twoje akcje' })).toBeVisible();
  await expect(page.getByTestId('action-card').first()).toBeVisible();
  const firstShown = await cardsShown(page);
  expect(firstShown.length).toBeGreaterThan(0);
  expect(firstShown.filter((uuid) => !first.includes(uuid))).toEqual([]);

  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  await expect(page.getByTestId('action-card')).toHaveCount(0);

  // Her list is held back until the journey has looked at the screen without it: whatever shows
  // meanwhile can only come from what the app kept of hst1.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/hostess/action/list', async (route) => {
    await held;
    await route.continue();
  });
  // On the sign-in screen the app went to, without a page load that would drop its memory.
  await page.getByLabel('Adres e-mail').fill(second);
  await page.getByLabel('Hasło', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('heading', { name: 'Twoje akcje' })).toBeVisible();
  await expect(page.getByLabel('Ładowanie...')).toBeVisible();
  expect(await cardsShown(page)).toEqual([]);
  release();

  await expect(page.getByTestId('action-card').first()).toBeVisible();
  const shown = await cardsShown(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((uuid) => !secondActions.includes(uuid))).toEqual([]);
  expect(shown.filter((uuid) => first.includes(uuid))).toEqual([]);
  await checkStep(page, '99-next-hostess');
});
