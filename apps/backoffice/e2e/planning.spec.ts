// Planning journeys of issue 15: an ASM plans in her second territory (the wizard takes that
// territory's own area, so the server accepts the save).
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, type ApiSession, apiLogin, signInAndWait, todayPl } from './helpers';

const stamp = Date.now().toString(36);
const wizard = (page: Page) => page.getByRole('dialog', { name: /Nowa akcja|Edycja akcji/ });
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Dalej' }).click();

let asm: ApiSession;
test.beforeAll(async ({ request }) => {
  asm = await apiLogin(request, ACCOUNTS.ASM);
  expect(asm.user.territories.length, 'the demo ASM has two territories').toBeGreaterThan(1);
});

test('ASM plans an action in the second territory', async ({ page }) => {
  const name = `E2E Drugie terytorium ${stamp}`;
  const second = asm.user.territories[1]!;
  await signInAndWait(page, ACCOUNTS.ASM);
  await page.getByRole('button', { name: 'Dodaj akcję +' }).click();
  const w = wizard(page);
  await w.getByLabel('Nazwa akcji').fill(name);
  await next(page);
  await w.getByRole('button', { name: second.ident, exact: true }).click();
  await expect(w.getByRole('button', { name: second.ident, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  for (let i = 0; i < 4; i++) await next(page); // type, event, location, date
  const [y, m, d] = todayPl().split('-');
  await w.getByLabel('Dzień').fill(d!);
  await w.getByLabel('Miesiąc').fill(m!);
  await w.getByLabel('Rok').fill(y!);
  await next(page);
  await w.getByPlaceholder('8:00').fill('9');
  await w.getByPlaceholder('21:00').fill('12');
  await w.getByPlaceholder('21:00').blur();
  await w.getByTestId('wizard-summary').getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Dodano nową akcję')).toBeVisible();
  await expect(page.getByText(/Niepoprawne dane/)).toHaveCount(0);
  const row = page.getByTestId('action-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(second.ident);
});
