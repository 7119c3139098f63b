// Weak connection (issue 14, part 3), on a 360 × 740 phone against the production build: with the
// network gone (Playwright's setOffline), her start and finish wait on the phone with their
// photos and the queue says so; a reload without a connection shows the app, her actions and the
// queue; when the network returns each is sent once and the server holds one start and one finish.
import { expect, type Page, test } from '@playwright/test';
import {
  chooseNeoAndIc,
  fillContact,
  fillFinish,
  fillFormAndRegister,
  newConsumer,
  openFinish,
  sendAnyway,
  signIn,
  startAction,
  takePhoto,
  verifyWithOutbox,
} from './steps';
import { API_URL, acceptedActionToday, apiCall, apiLogin, checkStep, untilWorkerControls } from './support';

const HOSTESS = 'hst11@tourplanner.test';
/** The receipt journey's own hostess: one hostess is booked once at a time (ADR 0021), and the
 * first journey's action holds hst11's evening. */
const RECEIPT_HOSTESS = 'hst9@tourplanner.test';

test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });

/** What the worker answers a list call whose session it has never seen: no network, no kept copy. */
const unknownSessionList = (page: Page) =>
  page.evaluate(
    (url) =>
      fetch(`${url}/hostess/action/list`, {
        method: 'POST',
        headers: { authorization: 'Bearer not-a-session', 'content-type': 'application/json' },
        body: '{}',
      }).then(
        (answer) => answer.status,
        () => 'no answer',
      ),
    API_URL,
  );

test('offline, her start and finish wait on the phone, survive a reload and are sent once', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const name = `E2E bez zasięgu ${Date.now()}`;
  const action = await acceptedActionToday(HOSTESS, name);
  await signIn(page, HOSTESS);
  const card = page.getByTestId('action-card').filter({ has: page.locator(`[id="action-${action.uuid}"]`) });
  await expect(card).toBeVisible();

  // The worker took the page and keeps her list (loaded again through it once it took over).
  await untilWorkerControls(page);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('tp-hostess-actions')).keys()).length))
    .toBeGreaterThan(0);

  await context.setOffline(true);
  // The worker's own calls are cut off too (else the checks below would prove nothing).
  expect(await unknownSessionList(page)).toBe('no answer');

  await test.step('start without a connection: kept on the phone', async () => {
    await startAction(page, card);
    await expect(page.getByText('Rozpoczęcie akcji zapisano na telefonie', { exact: false })).toBeVisible();
    await expect(card.getByText('Rozpoczęta')).toBeVisible();
    await expect(card.getByTestId('action-pending')).toHaveText('Czeka na wysłanie');
    await expect(page.getByTestId('queued-photos')).toContainText('1 zdjęcie czeka na wysłanie');
    // The consumer's registration needs the server, and says so.
    await card.getByRole('link', { name: 'Zarejestruj konsumenta' }).click();
    await expect(page.getByTestId('registration-offline')).toContainText('wymagają połączenia z serwerem');
    await page.goBack();
  });

  await test.step('finish without a connection: two photos wait', async () => {
    const dialog = await openFinish(page, card);
    await fillFinish(page, dialog, ['Tak', 'Nie', 'Tak'], 'Bez zasięgu w sklepie.');
    await dialog.getByRole('button', { name: 'Zakończ akcję' }).click();
    await sendAnyway(dialog);
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Zakończona')).toBeVisible();
    await expect(page.getByTestId('queued-photos')).toContainText('2 zdjęcia czekają na wysłanie');
    await checkStep(page, '70-offline-queue');
  });

  await test.step('a reload without a connection shows the app, her actions and the queue', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Twoje akcje' })).toBeVisible();
    await expect(card.getByText('Zakończona')).toBeVisible();
    await expect(card.getByTestId('action-pending')).toBeVisible();
    await expect(page.getByTestId('queued-photos')).toContainText('2 zdjęcia czekają na wysłanie');
    await checkStep(page, '71-offline-reload');
  });

  // Nothing reached the server meanwhile.
  const admin = await apiLogin('admin@tourplanner.test');
  const page0 = { limit: 100, offset: 0 };
  const files = () =>
    apiCall<{ files: { ident: string }[]; poll: { chechboxes: string[]; text: string | null } | null }>(
      '/action/file/list',
      { action: { uuid: action.uuid }, pagination: page0 },
      admin,
    );
  expect((await files()).files).toEqual([]);

  await test.step('the connection returns: each sent once', async () => {
    await context.setOffline(false);
    await expect(page.getByTestId('queued-photos')).toBeHidden({ timeout: 30_000 });
    await expect(card.getByTestId('action-pending')).toBeHidden();
    await expect(card.getByText('Zakończona')).toBeVisible();
    // Her 'Wyślij teraz' or another 'online' later sends nothing again.
    await page.reload();
    await expect(card.getByText('Zakończona')).toBeVisible();
  });

  const held = await files();
  expect(held.files.map((f) => f.ident).sort()).toEqual(['end', 'start']);
  expect(held.poll).toEqual({ chechboxes: ['tak', 'nie', 'tak'], text: 'Bez zasięgu w sklepie.' });
});

test('a receipt photo without a connection waits on the phone and is sent once', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const action = await acceptedActionToday(RECEIPT_HOSTESS, `E2E paragon bez zasięgu ${Date.now()}`);
  await signIn(page, RECEIPT_HOSTESS);
  const card = page.getByTestId('action-card').filter({ has: page.locator(`[id="action-${action.uuid}"]`) });
  await startAction(page, card);
  await expect(card.getByTestId('action-pending')).toHaveCount(0);

  // Registered with the connection; Neo with InspirationClub, the one combination Neo allows.
  await card.getByRole('link', { name: 'Zarejestruj konsumenta' }).click();
  const consumer = newConsumer();
  const sent = await fillContact(page, consumer);
  await verifyWithOutbox(page, consumer, sent);
  await chooseNeoAndIc(page);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await fillFormAndRegister(page);

  await context.setOffline(true);
  await takePhoto(page, page.getByRole('button', { name: 'Zrób zdjęcie paragonu' }), 'Zdjęcie paragonu');
  await page.getByRole('button', { name: 'Wyślij paragon' }).click();
  await sendAnyway(page);
  await expect(page.getByTestId('receipt-queued')).toContainText('Zdjęcie paragonu zapisano na telefonie');
  await expect(page.getByTestId('queued-photos')).toContainText('1 zdjęcie czeka na wysłanie');
  // Registered already: no note that the registration needs the server.
  await expect(page.getByTestId('registration-offline')).toHaveCount(0);
  await checkStep(page, '72-offline-receipt');

  const admin = await apiLogin('admin@tourplanner.test');
  const receipts = () =>
    apiCall<{ receipts: unknown[] }>(
      '/action/receipt/list',
      { action: { uuid: action.uuid }, pagination: { limit: 100, offset: 0 } },
      admin,
    );
  expect((await receipts()).receipts).toHaveLength(0);
  await context.setOffline(false);
  await expect(page.getByTestId('queued-photos')).toBeHidden({ timeout: 30_000 });
  expect((await receipts()).receipts).toHaveLength(1);
});
