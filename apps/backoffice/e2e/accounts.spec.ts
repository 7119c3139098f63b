// A hostess's account from start to end: ADMIN adds her on Personel → Konta, she sets her password
// with the invitation's code (read from the API's outbox) through 'Mam już kod', signs in as the
// webform does and works; ADMIN deactivates her after a confirmation: her open session is refused
// on its next call and the back office's sign-in tells her the account is deactivated.
import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  API,
  apiLogin,
  expectAccessible,
  invitationCode,
  openMenuEntry,
  signIn,
  signInAndWait,
} from './helpers';

const stamp = Date.now().toString(36).toUpperCase();
const email = `hostessa.${stamp.toLowerCase()}@tourplanner.test`;
const PASSWORD = 'Nowa hostessa ustawia hasło';

test('ADMIN adds a hostess, she sets her password from the invitation, ADMIN deactivates her', async ({
  page,
  browser,
  request,
}) => {
  await signInAndWait(page, ACCOUNTS.ADMIN);
  await openMenuEntry(page, 'Personel');
  await page.getByRole('tab', { name: 'Konta' }).click();
  await expect(page.getByTestId('account-row').first()).toBeVisible();
  await expectAccessible(page, 'personel: konta');

  await page.getByRole('button', { name: 'Dodaj osobę' }).click();
  const form = page.getByRole('dialog', { name: 'Nowa osoba' });
  await form.getByRole('textbox', { name: 'Imię' }).fill('Nina');
  await form.getByRole('textbox', { name: 'Nazwisko' }).fill(`Test ${stamp}`);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Telefon komórkowy' }).fill('600100200');
  await form.getByRole('textbox', { name: 'Kod hostessy' }).fill(`HST-${stamp}`);
  await form.getByRole('combobox', { name: 'Terytoria' }).click();
  await form.getByRole('option').first().click();
  // The picker stays open for more; Escape closes it (not the form).
  await page.keyboard.press('Escape');
  await expect(form.getByRole('option')).toHaveCount(0);
  await form.getByRole('button', { name: 'Zapisz' }).click();
  // The server's reason stands beside the field: a number without its country prefix.
  await expect(form.getByText(/prefiksem kraju/)).toBeVisible();
  await expectAccessible(page, 'nowa osoba z błędem', '[role=dialog]');
  await form.getByRole('textbox', { name: 'Telefon komórkowy' }).fill('+48 600 100 200');
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(form).toBeHidden();
  const row = page.getByTestId('account-row').filter({ hasText: `Test ${stamp}` });
  await expect(row).toContainText(email);

  // She sets her password with the invitation's code, in a browser of her own.
  const code = await invitationCode(email);
  const hers = await browser.newPage();
  await hers.goto('/remind');
  await hers.getByLabel('Adres e-mail').fill(email);
  await hers.getByRole('button', { name: 'Mam już kod' }).click();
  await expect(hers).toHaveURL(/\/remind\/code$/);
  await hers.getByLabel('Kod').fill(code);
  await hers.getByLabel('Nowe hasło').fill(PASSWORD);
  await hers.getByRole('button', { name: 'Dalej' }).click();
  await expect(hers.getByText('Pomyślnie zmieniono hasło!')).toBeVisible();

  // Signed in as the webform signs her in, she lists her actions.
  const session = await apiLogin(request, email, PASSWORD);
  const list = () =>
    request.post(`${API}/hostess/action/list`, {
      data: {},
      headers: { Authorization: `Bearer ${session.token}` },
    });
  expect((await list()).status()).toBe(200);

  await row.getByRole('button', { name: 'Dezaktywuj' }).click();
  const confirm = page.getByRole('dialog', { name: 'Dezaktywować konto?' });
  await confirm.getByRole('button', { name: 'Dezaktywuj' }).click();
  await expect(row.getByText('nieaktywna')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Aktywuj' })).toBeVisible();

  // Her open session is refused on its very next call.
  const refused = await list();
  expect(refused.status()).toBe(401);
  expect((await refused.json()).data.error).toBe('E_UNAUTHORIZED');
  // And a new sign-in says why.
  await signIn(hers, email, PASSWORD);
  await expect(hers.getByText(/Konto zostało dezaktywowane/)).toBeVisible();
  await hers.close();
});
