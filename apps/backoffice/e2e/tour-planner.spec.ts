// Issue 32's planner journey: the ASM plans a tour of 5 points × 2 weeks (Thursdays to Saturdays),
// changes one hostess, saves, and the actions appear in Akcje with their hostesses.
import { expect, test } from '@playwright/test';
import { ACCOUNTS, expectAccessible, signInAndWait } from './helpers';

const stamp = Date.now().toString(36);

test('ASM plans a tour of 5 points × 2 weeks, changes one hostess and finds the actions in Akcje', async ({
  page,
}) => {
  await signInAndWait(page, ACCOUNTS.ASM);
  await page.getByRole('link', { name: 'Zaplanuj trasę' }).click();
  await expect(page).toHaveURL(/\/actions\/plan$/);
  await expect(page.getByRole('heading', { name: 'Zaplanuj trasę' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: /^Glo Hyper Tour/ }).click();
  const points = page.getByRole('group', { name: 'Punkty' }).getByRole('checkbox');
  await expect(points.first()).toBeVisible();
  for (let i = 0; i < 5; i++) await points.nth(i).check();
  await expect(page.getByText('Wybrano 5 punktów')).toBeVisible();
  // The default range: tomorrow and the 13 days after it, Thursdays to Saturdays, 14:00–20:00.
  await page.getByLabel('Wzór nazwy').fill(`E2E ${stamp} {punkt} {data}`);
  await page.getByRole('button', { name: 'Pokaż plan' }).click();

  const rows = page.getByTestId('plan-row');
  await expect(rows).toHaveCount(30);
  await expect(page.getByTestId('plan-day')).toHaveCount(6);
  await expect(page.getByTestId('plan-stats')).toContainText('Akcji: 30');
  await expectAccessible(page, 'planer trasy z podglądem');

  // The first row's hostess changed to another one from the ranking for that action.
  const first = rows.first();
  const name = (await first.getByRole('cell').nth(1).textContent())!.trim();
  const select = first.getByRole('combobox', { name: /^Personel akcji/ });
  const before = await select.inputValue();
  await select.click();
  // The list ranked for this action replaces the plan's hostesses: each then says why (or what clashes).
  await expect(page.getByRole('option').filter({ hasText: /\(/ }).first()).toBeVisible();
  const other = page
    .getByRole('option')
    .filter({ hasNotText: 'bez personelu' })
    .filter({ hasNotText: before || '\u0000' })
    .filter({ hasNotText: 'koliduje' });
  await expect(other.first()).toBeVisible();
  const chosen = (await other.first().textContent())!.replace(/\s*\(.*\)$/, '').trim();
  await other.first().click();
  await expect(first).toContainText('zmieniona przez Ciebie');
  await expect(select).toHaveValue(new RegExp(`^${chosen}`));

  await page.getByRole('button', { name: 'Zapisz plan' }).click();
  const result = page.getByTestId('plan-result');
  await expect(result).toContainText(/Utworzono \d+ akcj/);
  const created = Number((await result.textContent())!.match(/Utworzono (\d+)/)![1]);
  expect(created).toBeGreaterThan(0);

  await result.getByRole('link', { name: 'Zobacz w akcjach' }).click();
  await expect(page).toHaveURL(/\/actions\?since=/);
  const saved = page.getByTestId('action-row').filter({ hasText: `E2E ${stamp}` });
  await expect(saved).toHaveCount(created);
  const changed = page.getByTestId('action-row').filter({ hasText: name });
  await expect(changed).toHaveCount(1);
  const [firstname, lastname] = chosen.split(' ');
  await expect(changed).toContainText(lastname!);
  await expect(changed).toContainText(firstname!);
});
