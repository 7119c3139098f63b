// What the hostess sees when a call fails on the steps that matter, and that she goes on without
// retyping anything: starting the action, verifying the codes, registering, sending the receipt,
// finishing. Each failing call fails once (no connection, an answer lost on the way back, or an
// error answer), then goes through to the real API. The browser is refused the camera here, so
// every photo goes through the camera popup's fallback: a file from the phone's camera or gallery.
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  enterCodes,
  expectFormKept,
  fillContact,
  fillFinish,
  fillForm,
  newConsumer,
  offerCard,
  openFinish,
  openStartWithPhoto,
  pickPhoto,
  signIn,
  tickOffers,
} from './steps';
import { acceptedActionToday, apiCall, apiLogin, checkStep, failNextCall } from './support';

const HOSTESS = 'hst12@tourplanner.test';
const NETWORK_TEXT = 'Wystąpił błąd podczas wysyłania żądania. Sprawdź połączenie z internetem';
/** A trace of the server's kind (meta.ts), which the error modal shows as 'Kod błędu'. */
const TRACE = '20250101-120000-e2e001';

/**
 * Submits a start or finish dialog whose call fails once: the failure shows in the dialog, with
 * what she entered kept and the button ready again; the retry then goes through and closes it.
 */
async function submitFailingOnce(
  page: Page,
  dialog: Locator,
  submitName: string,
  failure: string,
  shot: string,
) {
  const submit = dialog.getByRole('button', { name: submitName });
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(failure);
  await expect(submit).toBeEnabled();
  await checkStep(page, shot);
  await submit.click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

// No 'camera' among the permissions: getUserMedia is refused, as when the hostess taps "Block".
test.use({ permissions: ['geolocation'] });

test('without a camera, with calls failing once, a hostess still starts, registers, sends the receipt and finishes', async ({
  page,
}) => {
  // About 45 s alone; give two shared cores room.
  test.setTimeout(180_000);
  const name = `E2E awarie ${Date.now()}`;
  const action = await acceptedActionToday(HOSTESS, name);
  await signIn(page, HOSTESS);
  const card = page.getByTestId('action-card').filter({ has: page.locator(`[id="action-${action.uuid}"]`) });

  await test.step('start: the photo from the file picker; the answer lost, then sent again from the phone', async () => {
    const dialog = await openStartWithPhoto(page, card, { pick: true, shot: '40-start-photo' });
    await expect(dialog.getByRole('img', { name: 'Zdjęcie przed ułożeniem ekspozycji' })).toBeVisible();
    // The server starts the action, but its answer does not reach the phone: the start waits on
    // the phone with its photo and key and goes again by itself; the server answers the action as
    // it is, so nothing is recorded twice and the photo is not taken again.
    await failNextCall(page, '/hostess/action/start', 'lost');
    // The demo point is far from the fake position: the button says she starts anyway.
    await dialog.getByRole('button', { name: 'Rozpocznij mimo to' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Rozpoczęta')).toBeVisible();
    await checkStep(page, '41-start-lost');
    await expect(card.getByTestId('action-pending')).toBeHidden({ timeout: 20_000 });
    await expect(card.getByText('Rozpoczęta')).toBeVisible();
  });

  const consumer = newConsumer();
  await card.getByRole('link', { name: 'Zarejestruj konsumenta' }).click();
  const sent = await fillContact(page, consumer);

  await test.step('verify: no connection, a server error, an answer lost; the codes stay for the retry', async () => {
    const codes = await enterCodes(page, consumer, sent);
    const popup = page.getByRole('dialog', { name: 'Weryfikacja nie powiodła się' });
    await failNextCall(page, '/lead/verify', 'network');
    await page.getByRole('button', { name: 'Zweryfikuj' }).click();
    await expect(popup.getByText(NETWORK_TEXT)).toBeVisible();
    await checkStep(page, '42-verify-offline');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
    await failNextCall(page, '/lead/verify', { status: 500, json: { status: { success: false }, data: {} } });
    await page.getByRole('button', { name: 'Zweryfikuj' }).click();
    await expect(popup.getByText('Błąd weryfikacji', { exact: true })).toBeVisible();
    await checkStep(page, '43-verify-server-error');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByLabel(/Kod z wiadomości e-mail/)).toHaveValue(codes.emailCode);
    await expect(page.getByLabel(/Kod z SMS/)).toHaveValue(codes.smsCode);
    // Verified on the server, the answer lost: the same codes again answer that verification.
    await failNextCall(page, '/lead/verify', 'lost');
    await page.getByRole('button', { name: 'Zweryfikuj' }).click();
    await expect(popup.getByText(NETWORK_TEXT)).toBeVisible();
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
    await page.getByRole('button', { name: 'Zweryfikuj' }).click();
    await expect(page.getByRole('heading', { name: 'Oferty i dane' })).toBeVisible();
  });

  await tickOffers(page, 'Velo');
  await offerCard(page, 'Velo')
    .getByLabel(/Sampling/)
    .selectOption({ label: 'Polar Mint 4mg' });
  await page.getByRole('button', { name: 'Dalej' }).click();

  await test.step('register: the answer lost, then a server error with its code; nothing retyped', async () => {
    await fillForm(page);
    const submit = page.getByRole('button', { name: 'Zarejestruj' });
    const modal = page.getByRole('dialog', { name: 'Ups! Coś poszło nie tak' });
    await failNextCall(page, '/lead/register', 'lost');
    await submit.click();
    await expect(modal.getByText(NETWORK_TEXT)).toBeVisible();
    await expect(modal.getByText('Spróbuj ponownie...')).toBeVisible();
    await checkStep(page, '44-register-lost');
    await modal.getByRole('button', { name: 'Wróć' }).click();
    await expect(modal).toBeHidden();
    await expect(submit).toBeEnabled();
    await expectFormKept(page);

    await failNextCall(page, '/lead/register', {
      status: 500,
      json: { status: { success: false }, data: { error: 'E_INTERNAL' }, meta: { ts: TRACE } },
    });
    await submit.click();
    await expect(modal.getByText('Ups! Coś poszło nie tak :(')).toBeVisible();
    await expect(modal.getByText(`Kod błędu: ${TRACE}`)).toBeVisible();
    await checkStep(page, '45-register-server-error');
    await modal.getByRole('button', { name: 'Wróć' }).click();
    await expect(modal).toBeHidden();
    await expectFormKept(page);

    // The server registered him at the first try: the same data again answers that registration.
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Gotowe' })).toBeVisible({ timeout: 20_000 });
  });

  await test.step('receipt: from the file picker; a proxy error, then an answer lost: kept on the phone and sent again once', async () => {
    // The popup's fallback and the picked still were checked at the start photo.
    await pickPhoto(page, page.getByRole('button', { name: 'Zrób zdjęcie paragonu' }), 'Zdjęcie paragonu');
    const photo = page.getByRole('img', { name: 'Zdjęcie paragonu do wysłania' });
    await expect(photo).toBeVisible();
    // The picked file itself (240×360), not a camera frame (1100×1600).
    const size = await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([240, 360]);
    const modal = page.getByRole('dialog', { name: 'Ups! Coś poszło nie tak' });
    await failNextCall(page, '/action/receipt/create', { status: 502, html: '<h1>502 Bad Gateway</h1>' });
    await page.getByRole('button', { name: 'Wyślij paragon' }).click();
    await expect(modal.getByText('Wystąpił błąd podczas wysyłania paragonu')).toBeVisible();
    await expect(modal.getByText('Spróbuj ponownie...')).toBeVisible();
    await checkStep(page, '48-receipt-server-error');
    await modal.getByRole('button', { name: 'Wróć' }).click();
    await expect(modal).toBeHidden();
    await expect(photo).toBeVisible();

    // Stored on the server, the answer lost: the photo waits on the phone with its key and goes
    // again by itself (as it would with no connection at all); the server answers the receipt it
    // has, one receipt in all (checked at the end).
    await failNextCall(page, '/action/receipt/create', 'lost');
    await page.getByRole('button', { name: 'Wyślij paragon' }).click();
    await expect(page.getByTestId('receipt-queued')).toContainText('Zdjęcie paragonu zapisano na telefonie');
    await checkStep(page, '47-receipt-kept');
    await expect(page.getByTestId('queued-photos')).toBeHidden({ timeout: 30_000 });
  });

  await test.step('finish: a server error, then finished with what she entered', async () => {
    await page.getByRole('link', { name: 'Wróć do akcji' }).click();
    const dialog = await openFinish(page, card);
    await fillFinish(page, dialog, ['Tak', 'Tak', 'Nie'], 'Brak zasięgu w sklepie.', { pick: true });
    await failNextCall(page, '/hostess/action/finish', {
      status: 503,
      html: '<h1>503 Service Unavailable</h1>',
    });
    await submitFailingOnce(
      page,
      dialog,
      'Zakończ akcję',
      'Wystąpił błąd serwera. Spróbuj ponownie później.',
      '49-finish-server-error',
    );
    await expect(card.getByText('Zakończona')).toBeVisible();
  });

  // What the back office reads: the picked photos and the receipt arrived, the survey too.
  const admin = await apiLogin('admin@tourplanner.test');
  const page0 = { limit: 100, offset: 0 };
  const receipts = await apiCall<{ receipts: unknown[] }>(
    '/action/receipt/list',
    { action: { uuid: action.uuid }, pagination: page0 },
    admin,
  );
  expect(receipts.receipts).toHaveLength(1);
  const files = await apiCall<{
    files: { ident: string }[];
    poll: { chechboxes: string[]; text: string | null };
  }>('/action/file/list', { action: { uuid: action.uuid }, pagination: page0 }, admin);
  expect(files.files.map((f) => f.ident).sort()).toEqual(['end', 'start']);
  expect(files.poll).toEqual({ chechboxes: ['tak', 'tak', 'nie'], text: 'Brak zasięgu w sklepie.' });
});
