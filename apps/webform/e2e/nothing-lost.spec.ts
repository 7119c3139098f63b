// A registration at the shop counter is not lost (issue #14): a reload at each step comes back to
// that step with its data; leaving asks first; a session that ends mid-registration says so and,
// after the sign-in, comes back to the same step. On a 360 × 740 phone.
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  chooseVeloAndIc,
  enterCodes,
  expectFormKept,
  fillContact,
  fillForm,
  newConsumer,
  offerCard,
  openStartWithPhoto,
  sendAnyway,
  sendReceipt,
  signIn,
  tickOffers,
  untickOffers,
} from './steps';
import { API_URL, acceptedActionToday, checkStep, DEMO_PASSWORD } from './support';

const HOSTESS = 'hst10@tourplanner.test';

test.use({ viewport: { width: 360, height: 740 } });

/**
 * At least 44 × 44 px: a target a thumb hits (WCAG 2.5.5). The layout size, not the rendered box:
 * a modal still scaling in would read smaller than it is.
 */
async function expectTouchTarget(target: Locator) {
  await expect(target).toBeVisible();
  const size = await target.evaluate((el: HTMLElement) => [el.offsetWidth, el.offsetHeight]);
  expect(size[0]).toBeGreaterThanOrEqual(44);
  expect(size[1]).toBeGreaterThanOrEqual(44);
}

/** Reloads the page and waits for the step `heading` to come back. */
async function reloadAt(page: Page, heading: string) {
  await page.reload();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('draft-notice')).toBeVisible();
}

test('a reload at each step of the registration returns to that step with its data', async ({ page }) => {
  test.setTimeout(240_000);
  const action = await acceptedActionToday(HOSTESS, `E2E nic nie ginie ${Date.now()}`);
  await page.goto('/');
  await expectTouchTarget(page.getByRole('button', { name: 'Pokaż hasło' }));
  await signIn(page, HOSTESS);
  const card = page.getByTestId('action-card').filter({ has: page.locator(`[id="action-${action.uuid}"]`) });
  const start = await openStartWithPhoto(page, card);
  await expect(start.getByTestId('start-far')).toBeVisible();
  await checkStep(page, '59-start-far-360');
  await start.getByRole('button', { name: 'Rozpocznij mimo to' }).click();
  await sendAnyway(start);
  await expect(start).toBeHidden({ timeout: 20_000 });
  await card.getByRole('link', { name: 'Zarejestruj konsumenta' }).click();

  const consumer = newConsumer();
  await test.step('step 0: what was typed comes back', async () => {
    await page.getByLabel(/Adres e-mail/).fill(consumer.email);
    await page.getByLabel(/Numer telefonu/).fill(consumer.number);
    await reloadAt(page, 'Dane kontaktowe');
    await expect(page.getByLabel(/Adres e-mail/)).toHaveValue(consumer.email);
    await expect(page.getByLabel(/Numer telefonu/)).toHaveValue(consumer.number);
    await checkStep(page, '60-restored-contact-360');
  });

  await test.step('leaving asks first: the link back, the browser back, the sign-out', async () => {
    await expectTouchTarget(page.getByRole('link', { name: 'Wróć do akcji' }));
    await page.getByRole('link', { name: 'Wróć do akcji' }).click();
    const leave = page.getByRole('dialog', { name: 'Rejestracja nie jest zakończona' });
    await expect(leave).toBeVisible();
    await expectTouchTarget(leave.getByRole('button', { name: 'Zamknij' }));
    await checkStep(page, '61-leave-confirm-360');
    await leave.getByRole('button', { name: 'Zostań' }).click();
    await expect(leave).toBeHidden();
    await page.goBack();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Zostań' }).click();
    await expect(page.getByRole('heading', { name: 'Dane kontaktowe' })).toBeVisible();
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    const logout = page.getByRole('dialog', { name: 'Wylogować się?' });
    await expect(logout).toBeVisible();
    await logout.getByRole('button', { name: 'Zostań' }).click();
    await expect(page.getByLabel(/Adres e-mail/)).toHaveValue(consumer.email);
  });

  await test.step('step 1: the codes typed so far and the wait before a resend come back', async () => {
    const before = await fillContact(page, consumer);
    await expect(page.getByTestId('send-wait')).toBeVisible();
    const { emailCode, smsCode } = await enterCodes(page, consumer, before);
    await page.getByLabel(/Kod z SMS/).fill('');
    await reloadAt(page, 'Weryfikacja OTP');
    await expect(page.getByLabel(/Kod z wiadomości e-mail/)).toHaveValue(emailCode);
    await expect(page.getByTestId('send-wait')).toBeVisible();
    await checkStep(page, '62-restored-otp-360');
    await page.getByLabel(/Kod z SMS/).fill(smsCode);
    await page.getByRole('button', { name: 'Zweryfikuj' }).click();
    await expect(page.getByRole('heading', { name: 'Oferty i dane' })).toBeVisible();
  });

  await test.step('step 2: a combination error is brought into view; the chosen offers come back', async () => {
    await tickOffers(page, 'Glo', 'Vuse');
    await page.getByRole('button', { name: 'Dalej' }).click();
    const error = page.getByTestId('offers-error');
    await expect(error).toHaveText('Nie można łączyć oferty Glo i Vuse razem');
    await expect(error).toBeInViewport();
    await expect(error).toBeFocused();
    await checkStep(page, '67-offers-combination-360');
    await untickOffers(page, 'Glo', 'Vuse');
    await chooseVeloAndIc(page);
    await reloadAt(page, 'Oferty i dane');
    await expect(offerCard(page, 'Velo').getByRole('checkbox', { name: 'Velo' })).toBeChecked();
    await expect(
      offerCard(page, 'Velo')
        .getByLabel(/Sampling/)
        .locator('option:checked'),
    ).toHaveText('Polar Mint 6mg');
    await page.getByRole('button', { name: 'Dalej' }).click();
  });

  await test.step('step 3: the form comes back; a session that ends says so and returns here', async () => {
    await fillForm(page);
    // A required consent left out: brought into view (clear of the step buttons) and focused.
    const consent = page.getByRole('checkbox', { name: /na otrzymywanie informacji handlowych/ });
    await consent.uncheck();
    await page.getByRole('button', { name: 'Zarejestruj' }).click();
    await expect(consent).toBeFocused();
    await expect(consent).toBeInViewport();
    await checkStep(page, '68-consent-missing-360');
    await consent.check();
    await reloadAt(page, 'Formularz');
    await expectFormKept(page);
    await checkStep(page, '63-restored-form-360');
    // The session ends on the server (signed out elsewhere, or expired): the next call answers 401.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').uuid as string);
    await fetch(`${API_URL}/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    await page.getByRole('button', { name: 'Zarejestruj' }).click();
    await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
    await expect(page.getByTestId('session-expired')).toHaveText('Nie zalogowano, lub sesja wygasła.');
    await checkStep(page, '64-session-expired-360');
    // Signing in on the screen the app went to (not a fresh page) brings her back to the form.
    await page.getByLabel('Adres e-mail').fill(HOSTESS);
    await page.getByLabel('Hasło', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expectFormKept(page);
    await page.getByRole('button', { name: 'Zarejestruj' }).click();
    await expect(page.getByRole('heading', { name: 'Gotowe' })).toBeVisible({ timeout: 20_000 });
  });

  await test.step('step 4: the receipt can still be sent after a reload; then the next consumer starts empty', async () => {
    await reloadAt(page, 'Gotowe');
    await checkStep(page, '65-restored-success-360');
    await page.getByRole('button', { name: 'Nowa rejestracja' }).click();
    const skip = page.getByRole('dialog', { name: 'Paragon nie został wysłany' });
    await expect(skip).toBeVisible();
    await checkStep(page, '66-skip-receipt-360');
    await skip.getByRole('button', { name: 'Wróć do paragonu' }).click();
    await sendReceipt(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dane kontaktowe' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel(/Adres e-mail/)).toHaveValue('');
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('registration-draft:'))),
    ).toEqual([]);
  });
});
