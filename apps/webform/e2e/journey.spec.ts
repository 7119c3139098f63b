// The hostess's day, end to end against the real API with demo data: sign in, start today's action
// with a photo and GPS, register a new consumer (codes from the outbox, Glo with a demo serial and
// InspirationClub) and upload the receipt, register the same consumer again and see the offer he
// can no longer take, hit a wrong code, finish the action with the survey; then check through the
// API, as the back office's reports read it, that the action is finished with receipts, photos and
// answers.
import { expect, test } from '@playwright/test';
import { watchCspViolations } from '@tourplanner/playwright-config/csp';
import {
  type Consumer,
  chooseVeloAndIc,
  fillContact,
  fillFinish,
  fillFormAndRegister,
  newConsumer,
  offerCard,
  openFinish,
  sendAnyway,
  sendReceipt,
  signIn,
  takePhoto,
  tickOffers,
  verifyWithOutbox,
} from './steps';
import { apiCall, apiLogin, checkStep, codeFromOutbox, demoGloSerial, warsawToday } from './support';

const HOSTESS = 'hst1@tourplanner.test';
const COORDINATOR = 'hsadm@tourplanner.test';
/** The API's resend cooldown for one number and e-mail (OTP_POLICY.cooldownMs), plus a margin. */
const OTP_COOLDOWN_MS = 31_000;

test.describe.configure({ mode: 'serial' });

interface HostessList {
  actions: {
    uuid: string;
    name: string;
    since: { date: string } | null;
    status: { global: { ident: string } };
    points: { lat: number | null }[];
  }[];
}

test('a hostess runs her action and registers consumers', async ({ page }) => {
  // About 1.5 min alone; CI runs it beside the back office journeys on two cores.
  test.setTimeout(300_000);
  // The whole day runs under the app's CSP (camera, photos, uploads): checked at the end.
  const cspViolations = await watchCspViolations(page);

  // ---- sign in
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  await checkStep(page, '00-login');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Wpisz adres email')).toBeVisible();
  await expect(page.getByText('Wpisz hasło')).toBeVisible();
  await signIn(page, HOSTESS);
  await expect(page).toHaveURL(/\/actions$/);
  await expect(page.getByRole('heading', { name: 'Twoje akcje' })).toBeVisible();

  // ---- today's action: start it with a photo and the position. The demo data gives hst1 an
  // accepted action today, 08:00-21:00, at a point with coordinates (there may be others).
  const hostessToken = await apiLogin(HOSTESS);
  const mine = await apiCall<HostessList>('/hostess/action/list', {}, hostessToken);
  const todays = mine.actions.filter(
    (a) =>
      a.status.global.ident === 'accepted' &&
      a.since?.date.slice(0, 10) === warsawToday() &&
      a.points.some((p) => p.lat !== null),
  );
  const target = todays.find((a) => a.since?.date.endsWith('08:00:00')) ?? todays[0];
  expect(target, "hst1's accepted action today").toBeTruthy();
  const actionName = target!.name;
  const today = page.locator('section', { has: page.getByRole('heading', { name: 'Dzisiaj' }) });
  const card = page.getByTestId('action-card').filter({ has: page.locator(`[id="action-${target!.uuid}"]`) });
  await expect(card).toBeVisible();
  await checkStep(page, '01-actions');
  await card.getByRole('button', { name: 'Rozpocznij akcję' }).click();
  const startDialog = page.getByRole('dialog', { name: 'Rozpoczęcie akcji' });
  await expect(startDialog).toBeVisible();
  await expect(startDialog.getByTestId('start-position')).toBeVisible();
  await checkStep(page, '02-start');
  await takePhoto(
    page,
    startDialog.getByRole('button', { name: 'Zrób zdjęcie' }),
    'Zdjęcie przed ułożeniem ekspozycji',
    '03-start-photo',
  );
  await expect(startDialog.getByRole('img', { name: 'Zdjęcie przed ułożeniem ekspozycji' })).toBeVisible();
  await checkStep(page, '04-start-ready');
  // The fake position is far from the point: said before the start is recorded, and she starts anyway.
  await expect(startDialog.getByTestId('start-far')).toContainText(/Jesteś \d+ m od lokalizacji akcji\./);
  await startDialog.getByRole('button', { name: 'Rozpocznij mimo to' }).click();
  await sendAnyway(startDialog, '11-start-unclear-photo');
  await expect(startDialog).toBeHidden({ timeout: 20_000 });
  const started = card;
  await expect(today.getByTestId('action-card').filter({ hasText: actionName }).first()).toBeVisible();
  await expect(started.getByText('Rozpoczęta')).toBeVisible();
  // The fake position is far from the point: the distance warning shows.
  await expect(started.getByText(/Jesteś \d+ m od lokalizacji akcji\./)).toBeVisible();
  await checkStep(page, '05-started');

  // ---- a new consumer: Glo with a demo serial and InspirationClub
  await started.getByRole('link', { name: 'Zarejestruj konsumenta' }).click();
  const serial = demoGloSerial();
  const first: Consumer = newConsumer();
  const sent = await fillContact(page, first, '10-contact');
  const firstSentAt = Date.now();
  await checkStep(page, '11-otp');
  await verifyWithOutbox(page, first, sent);
  await expect(page.getByText('Konto podanego użytkownika nie istnieje')).toBeVisible();
  await checkStep(page, '12-offers');
  await page.getByRole('button', { name: 'Lista ofert' }).click();
  const popup = page.getByRole('dialog', { name: 'Lista ofert' });
  await expect(popup.getByTestId('offers-active').getByRole('img')).toHaveCount(4);
  await expect(popup.getByText('Brak')).toBeVisible();
  await checkStep(page, '13-offers-popup');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();

  await tickOffers(page, 'Glo', 'InspirationClub');
  const glo = offerCard(page, 'Glo');
  await glo.getByLabel(/^Model/).selectOption('Hyper X2');
  await glo.getByLabel(/^Kolor/).selectOption('Black White');
  await glo.getByLabel(/Źródło urządzenia/).selectOption('BREP1');
  await glo.getByLabel(/my glo number/).fill(serial);
  await checkStep(page, '14-offers-chosen');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByLabel(/Kod HST/)).not.toHaveValue('');
  await expect(page.getByLabel(/Numer akcji/)).not.toHaveValue('');
  await fillFormAndRegister(page, '15-form');
  await expect(page.getByTestId('registered')).toBeVisible();
  await checkStep(page, '16-success');
  await sendReceipt(page, '17-receipt');
  await expect(page.getByText('Urządzenie Glo oznaczone jako wydane.')).toBeVisible();
  await page.getByRole('button', { name: 'Nowa rejestracja' }).click();

  // ---- a wrong code: the OTP popup, then back at step 1
  const third = newConsumer();
  const before = await fillContact(page, third);
  // The right e-mail code and a wrong SMS code: the phone's code is the wrong one.
  await page.getByLabel(/Kod z wiadomości e-mail/).fill(await codeFromOutbox('email', third.email, before));
  await page.getByLabel(/Kod z SMS/).fill('ZZZZ9');
  await page.getByRole('button', { name: 'Zweryfikuj' }).click();
  const otpPopup = page.getByRole('dialog', { name: 'Weryfikacja nie powiodła się' });
  await expect(otpPopup).toBeVisible();
  await expect(otpPopup.getByText('Błędny kod OTP telefonu', { exact: true })).toBeVisible();
  await checkStep(page, '21-otp-error');
  await otpPopup.getByRole('button', { name: 'OK' }).click();
  await expect(otpPopup).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Weryfikacja OTP' })).toBeVisible();
  await page.getByRole('button', { name: 'Wróć' }).click();
  await expect(page.getByRole('heading', { name: 'Dane kontaktowe' })).toBeVisible();

  // ---- the same consumer again: known now, Glo is no longer his to take
  await page.waitForTimeout(Math.max(0, firstSentAt + OTP_COOLDOWN_MS - Date.now()));
  const again = await fillContact(page, first);
  await verifyWithOutbox(page, first, again);
  await expect(page.getByText('Konto podanego użytkownika nie istnieje')).toBeHidden();
  await expect(offerCard(page, 'Glo').getByRole('checkbox', { name: 'Glo' })).toBeDisabled();
  await page.getByRole('button', { name: 'Lista ofert' }).click();
  await expect(
    popup.getByTestId('offers-inactive').getByRole('img', { name: 'Znak marki Glo' }),
  ).toBeVisible();
  await checkStep(page, '20-offers-popup-known');
  await popup.getByRole('button', { name: 'OK' }).click();
  await chooseVeloAndIc(page);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await fillFormAndRegister(page);
  // He joined InspirationClub the first time: registered, with the warning note.
  await expect(page.getByTestId('ic-warning')).toContainText(
    'Rejestracja zakończona, ale konsument ma już konto w programie InspirationClub.',
  );
  await checkStep(page, '22-success-ic-warning');
  await sendReceipt(page);

  // ---- finish the action with the end photo and the survey
  await page.getByRole('link', { name: 'Wróć do akcji' }).click();
  const running = card;
  const finishDialog = await openFinish(page, running);
  await expect(finishDialog).toBeVisible();
  await finishDialog.getByRole('button', { name: 'Zakończ akcję' }).click();
  await expect(finishDialog.getByText('Dodaj zdjęcie.')).toBeVisible();
  await expect(finishDialog.getByText('Odpowiedz na wszystkie pytania.').first()).toBeVisible();
  await checkStep(page, '29-finish-errors');
  await fillFinish(page, finishDialog, ['Tak', 'Nie', 'Tak'], 'Duży ruch po południu.');
  await checkStep(page, '30-finish');
  await finishDialog.getByRole('button', { name: 'Zakończ akcję' }).click();
  await sendAnyway(finishDialog);
  await expect(finishDialog).toBeHidden({ timeout: 20_000 });
  await expect(running.getByText('Zakończona')).toBeVisible();

  // ---- what the back office's Raporty reads: finished, with receipts, photos and answers
  const token = await apiLogin(COORDINATOR);
  const day = warsawToday();
  const list = await apiCall<{
    actions: { uuid: string; name: string; status: { global: { ident: string } } }[];
  }>(
    '/action/list',
    {
      actions: { since: `${day} 00:00:00`, until: `${day} 23:59:59`, finished: true },
      pagination: { limit: 100, offset: 0 },
    },
    token,
  );
  const finished = list.actions.find((a) => a.uuid === target!.uuid);
  expect(finished, `${actionName} among the finished actions`).toBeTruthy();
  expect(finished?.status.global.ident).toBe('finished');
  const receipts = await apiCall<{ receipts: unknown[] }>(
    '/action/receipt/list',
    { action: { uuid: finished!.uuid }, pagination: { limit: 100, offset: 0 } },
    token,
  );
  expect(receipts.receipts).toHaveLength(2);
  const files = await apiCall<{
    files: { ident: string }[];
    poll: { chechboxes: string[]; text: string | null } | null;
  }>('/action/file/list', { action: { uuid: finished!.uuid }, pagination: { limit: 100, offset: 0 } }, token);
  expect(files.files.map((f) => f.ident).sort()).toEqual(['end', 'start']);
  expect(files.poll?.chechboxes).toEqual(['tak', 'nie', 'tak']);
  expect(files.poll?.text).toBe('Duży ruch po południu.');
  expect(cspViolations).toEqual([]);
});
