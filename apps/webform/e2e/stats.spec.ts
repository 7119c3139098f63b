// 'Moje wyniki' (issue 31): the demo hostess opens her numbers from the tab bar on a phone; the
// screen shows what /hostess/stats answers her, in Polish number formats, for the period she
// picks; axe finds nothing serious and the page does not scroll sideways at 390 px.
import { expect, test } from '@playwright/test';
import { signIn } from './steps';
import { apiCall, apiLogin, checkStep } from './support';

const HOSTESS = 'hst1@tourplanner.test';
const pl = new Intl.NumberFormat('pl-PL', { useGrouping: 'always', maximumFractionDigits: 0 });

interface Period {
  registrations: number;
  byOffer: Record<string, number>;
  actions: { planned: number; finished: number };
}

test('a hostess sees her own numbers for today, this week and this month', async ({ page }) => {
  const token = await apiLogin(HOSTESS);
  const stats = await apiCall<{ today: Period; week: Period; month: Period }>('/hostess/stats', {}, token);

  await signIn(page, HOSTESS);
  await expect(page).toHaveURL(/\/actions$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Moje wyniki' }).click();
  await expect(page).toHaveURL(/\/stats$/);
  await expect(page.getByRole('heading', { name: 'Moje wyniki', level: 1 })).toBeVisible();

  const total = page.getByLabel('Rejestracje', { exact: true });
  await expect(total).toHaveText(pl.format(stats.today.registrations));
  await page.getByText('Ten miesiąc', { exact: true }).click();
  await expect(total).toHaveText(pl.format(stats.month.registrations));
  if (stats.month.registrations > 0 || stats.month.actions.planned > 0) {
    const offers = page.getByRole('table', { name: 'Rejestracje według oferty' });
    await expect(offers.getByRole('row', { name: /^Glo \d/ })).toContainText(
      pl.format(stats.month.byOffer.Glo ?? 0),
    );
    const actions = page.getByRole('table', { name: 'Akcje' });
    await expect(actions.getByRole('row', { name: /Zakończone/ })).toContainText(
      pl.format(stats.month.actions.finished),
    );
  }
  await checkStep(page, '40-my-numbers');
});
