// Sign-in rules, session restore and sign-out, the hostess's availability, a cancelled action,
// and the hostess administrator's view; each step checked with axe.
import { expect, test } from '@playwright/test';
import {
  chooseNeoAndIc,
  fillContact,
  fillFormAndRegister,
  newConsumer,
  sendReceipt,
  signIn,
  tickOffers,
  untickOffers,
  verifyWithOutbox,
} from './steps';
import { apiCall, apiLogin, checkStep } from './support';

test('refuses coordinators other than HSADM, restores a session and signs out', async ({ page }) => {
  await signIn(page, 'asm@tourplanner.test');
  await expect(page.getByRole('alert')).toHaveText('Brak uprawnień');
  const icon = await page.request.get((await page.locator('link[rel="icon"]').getAttribute('href')) ?? '');
  expect(icon.headers()['content-type'], 'the brand icon beside the app').toContain('image/svg+xml');
  await checkStep(page, '90-login-refused');

  await signIn(page, 'hst3@tourplanner.test');
  await expect(page.getByRole('heading', { name: 'Twoje akcje' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toContain('"uuid"');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Twoje akcje' })).toBeVisible();
  await expect(page.getByText('Zalogowano jako Magdalena Wiśniewska')).toBeVisible();

  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/actions');
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
});

test('a hostess types her availability hours key by key on a 360 px phone, and they are saved as typed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'hst4@tourplanner.test');
  await page.getByRole('link', { name: 'Dostępność' }).click();
  await expect(page.getByRole('heading', { name: 'Twoja dostępność' })).toBeVisible();
  await checkStep(page, '80-availability');
  const day = page.locator('[data-day]').nth(2);
  const date = await day.getAttribute('data-day');
  await day.getByRole('button', { name: 'Ustaw godziny' }).click();
  // Key by key, as on a phone: '1' on the way to '12' is below 6 and must not be clamped mid-typing.
  const from = day.getByLabel('Od godziny');
  const to = day.getByLabel('Do godziny');
  await from.clear();
  await from.pressSequentially('12');
  await to.clear();
  await to.pressSequentially('20');
  await expect(from).toHaveValue('12');
  await expect(to).toHaveValue('20');
  await checkStep(page, '81-availability-edit');
  await day.getByRole('button', { name: 'Zapisz' }).click();
  await expect(day.getByTestId('day-status')).toHaveText('Dostępna 12:00–20:00');

  const token = await apiLogin('hst4@tourplanner.test');
  const slots = await apiCall<{ since: { date: string }; until: { date: string } }[]>(
    '/availability/list',
    { since: `${date} 00:00:00`, until: `${date} 23:59:59` },
    token,
  );
  expect(slots.map((s) => [s.since.date, s.until.date])).toEqual([[`${date} 12:00:00`, `${date} 20:00:00`]]);

  // An empty hour is refused with a message, not saved as something else.
  await day.getByRole('button', { name: 'Ustaw godziny' }).click();
  await from.clear();
  await day.getByRole('button', { name: 'Zapisz' }).click();
  await expect(day.getByText('Podaj pełną godzinę od 6 do 22.')).toBeVisible();
  await checkStep(page, '82-availability-invalid');
});

test('a hostess cancels a coming action after confirming', async ({ page }) => {
  // The first demo hostess (besides hst1, whose day the journey runs) with a cancellable action.
  let hostess = '';
  let actionUuid = '';
  for (let i = 2; i <= 12 && !hostess; i++) {
    const email = `hst${i}@tourplanner.test`;
    const token = await apiLogin(email);
    const list = await apiCall<{ actions: { uuid: string; status: { global: { ident: string } } }[] }>(
      '/hostess/action/list',
      {},
      token,
    );
    const cancellable = list.actions.find((a) => ['accepted', 'editable'].includes(a.status.global.ident));
    if (cancellable) {
      hostess = email;
      actionUuid = cancellable.uuid;
    }
  }
  expect(hostess, 'a demo hostess with an accepted or editable action').not.toBe('');

  await signIn(page, hostess);
  const card = page.getByTestId('action-card').filter({ has: page.locator(`[id="action-${actionUuid}"]`) });
  await card.getByRole('button', { name: 'Anuluj akcję' }).click();
  const confirm = page.getByRole('dialog', { name: 'Anulować akcję?' });
  await expect(confirm).toBeVisible();
  await checkStep(page, '70-cancel-confirm');
  await confirm.getByRole('button', { name: 'Wróć' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('Anulowana przez personel')).toBeHidden();

  await card.getByRole('button', { name: 'Anuluj akcję' }).click();
  await confirm.getByRole('button', { name: 'Anuluj akcję' }).click();
  await expect(card.getByText('Anulowana przez personel')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Anuluj akcję' })).toBeHidden();
});

test('a hostess administrator registers a consumer at a started action, on a 360 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'hsadm@tourplanner.test');
  await expect(page.getByRole('heading', { name: 'Akcje w trakcie' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dostępność' })).toHaveCount(0);
  await checkStep(page, '95-hsadm');
  await page.getByRole('link', { name: 'Zarejestruj konsumenta' }).first().click();

  // Without a connection: the error modal's network text, no code, and 'Wróć'.
  const consumer = newConsumer();
  await page.getByLabel(/Adres e-mail/).fill(consumer.email);
  await page.getByLabel(/Numer telefonu/).fill(consumer.number);
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Wyślij kody' }).click();
  const modal = page.getByRole('dialog', { name: 'Ups! Coś poszło nie tak' });
  await expect(
    modal.getByText('Wystąpił błąd podczas wysyłania żądania. Sprawdź połączenie z internetem'),
  ).toBeVisible();
  await expect(modal.getByText('Spróbuj ponownie...')).toBeVisible();
  await checkStep(page, '96-hsadm-offline-360');
  await modal.getByRole('button', { name: 'Wróć' }).click();
  await expect(modal).toBeHidden();
  await page.context().setOffline(false);

  // Neo with InspirationClub, the one combination Neo allows.
  const sent = await fillContact(page, consumer, '96-hsadm-contact-360');
  await verifyWithOutbox(page, consumer, sent, '97-hsadm-otp-360');
  await tickOffers(page, 'Neo', 'Velo');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByTestId('offers-error')).toHaveText(
    'Oferta Neo może jedynie łączyć się z ofertą InspirationClub',
  );
  await checkStep(page, '97-hsadm-offers-error-360');
  await untickOffers(page, 'Velo');
  await chooseNeoAndIc(page);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByLabel(/Kod HST/)).not.toHaveValue('');
  await fillFormAndRegister(page, '98-hsadm-form-360');
  await expect(page.getByTestId('registered')).toBeVisible();
  await sendReceipt(page);
  await page.getByRole('button', { name: 'Nowa rejestracja' }).click();
  await expect(page.getByRole('heading', { name: 'Dane kontaktowe' })).toBeVisible();
  await expect(page.getByLabel(/Adres e-mail/)).toHaveValue('');
});
