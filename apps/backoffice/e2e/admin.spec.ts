// ADMIN journeys: a finished action's receipts and survey in Raporty (the hostess's side is played
// through the API), availability saved in Personel, an event added and edited, a code pool CSV
// imported and exported; each screen checked with axe.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  apiCall,
  apiLogin,
  apiMultipart,
  expectAccessible,
  firstEventPoint,
  makeJpeg,
  openMenuEntry,
  signInAndWait,
  todayPl,
} from './helpers';

test.describe.configure({ mode: 'serial' });
const stamp = Date.now().toString(36);

test("a finished action's receipts and survey show in Raporty with the lightbox", async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, ACCOUNTS.ADMIN);
  const hst = await apiLogin(request, ACCOUNTS.HST);
  const { eventUuid, point } = await firstEventPoint(request, admin);
  const today = todayPl();
  const name = `E2E Raport ${stamp}`;
  const action = await apiCall<{ uuid: string; ident: string }>(request, admin, '/action/create', {
    action: {
      name,
      type: { ident: 'Standard' },
      event: { uuid: eventUuid },
      // After every demo action of hers (they end by 21:00): she is booked once at a time (ADR
      // 0021); past her declared hours, so with a reason.
      since: { date: `${today} 22:00:00` },
      until: { date: `${today} 23:30:00` },
      actionPoints: [{ point: { uuid: point.uuid } }],
      users: [{ uuid: hst.user.uuid }],
      availabilityOverride: 'Akcja próbna po godzinach',
    },
  });
  await apiCall(request, admin, '/action/set-status', {
    status: { ident: 'accepted' },
    action: { uuid: action.uuid },
  });
  await page.goto('/');
  const photo = (colour: string) =>
    makeJpeg(page, colour).then((buffer) => ({ name: 'p.jpg', mimeType: 'image/jpeg', buffer }));
  await apiMultipart(
    request,
    hst,
    '/hostess/action/start',
    { action: { uuid: action.uuid }, position: { lat: 52.23, lng: 21.01 } },
    [await photo('#0b7fab')],
  );
  await apiMultipart(
    request,
    hst,
    '/action/receipt/create',
    { action: { uuid: action.uuid }, device: { serial: 'fake_serial', beacon: 'fake_beacon' } },
    [await photo('#c66300')],
  );
  await apiMultipart(
    request,
    hst,
    '/hostess/action/finish',
    { action: { uuid: action.uuid }, poll: { chechboxes: ['tak', 'nie', 'tak'], text: '' } },
    [await photo('#2f9e44')],
  );

  await signInAndWait(page, ACCOUNTS.ADMIN);
  await openMenuEntry(page, 'Raporty');
  await expect(page.getByRole('heading', { name: 'Raporty' })).toBeVisible();
  await expect(page.getByTestId('action-row').first()).toBeVisible();
  await expectAccessible(page, 'raporty');
  // More than 100 finished actions in the month: find ours by its id.
  await page.getByRole('button', { name: 'Filtruj' }).click();
  const filter = page.getByRole('dialog', { name: 'Filtruj' });
  await filter.getByLabel('Id').fill(action.ident);
  await filter.getByRole('button', { name: 'Filtruj' }).click();
  const row = page.getByTestId('action-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('action-row')).toHaveCount(1);
  await row.getByRole('button', { name: 'Pokaż paragony' }).click();
  const receipts = page.getByTestId('receipts-panel');
  await expect(receipts.getByRole('button', { name: /Paragony 1/ })).toBeVisible();
  await receipts.getByRole('button', { name: /Paragony 1/ }).click();
  const lightbox = page.getByRole('dialog', { name: 'Zdjęcia' });
  await expect(lightbox.getByRole('img', { name: /Paragony 1/ })).toBeVisible();
  await expect(lightbox.getByText('1 z 1')).toBeVisible();
  await expectAccessible(page, 'lightbox', '[role=dialog]');
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await row.getByRole('button', { name: 'Pokaż ankietę' }).click();
  await expect(receipts).toHaveCount(0);
  const survey = page.getByTestId('survey-panel');
  await expect(survey.getByRole('button', { name: 'Przed ułożeniem ekspozycji' })).toBeVisible();
  await expect(survey.getByRole('button', { name: 'Po ułożeniu ekspozycji' })).toBeVisible();
  await expect(survey).toContainText('Czy produkty zostały wyeksponowane na meblu?Tak');
  await expect(survey).toContainText('Czy planogram został przygotowany?Nie');
  await expect(survey).toContainText('Komentarz hostessyBrak');
  await expectAccessible(page, 'ankieta');
});

test('availability is saved in Personel and shows in the calendar', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.ADMIN);
  await openMenuEntry(page, 'Personel');
  await expect(page.getByRole('heading', { name: 'Personel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtruj' })).toHaveCount(0);
  const row = page.getByTestId('person-row').first();
  await expect(row).toBeVisible();
  await expectAccessible(page, 'personel');
  await row.getByRole('button', { name: 'Ustaw dostępność' }).click();
  const dialog = page.getByRole('dialog', { name: 'Godziny dostępności' });
  await expect(dialog.getByLabel('Od godziny')).toHaveValue('9');
  await expect(dialog.getByLabel('Do godziny')).toHaveValue('16');
  await dialog.getByLabel('Od godziny').fill('10');
  await dialog.getByLabel('Do godziny').fill('18');
  await expectAccessible(page, 'dostępność', '[role=dialog]');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Zapisano dostępność')).toBeVisible();
  await expect(row.getByTestId('availability-text')).toHaveText('10:00–18:00');
  await row.getByRole('button', { name: 'Kalendarz' }).click();
  const calendar = page.getByTestId('calendar-grid');
  await expect(calendar).toBeVisible();
  await expect(calendar.getByTestId('availability-block').first()).toContainText('10:00–18:00');
  // Layout height (the modal's opening animation scales what boundingBox measures): 8 h at 40 px/h.
  const height = await calendar
    .getByTestId('availability-block')
    .first()
    .evaluate((el) => (el as HTMLElement).offsetHeight);
  expect(height).toBe(8 * 40);
  await expectAccessible(page, 'kalendarz', '[role=dialog]');
});

test('an event is added and edited', async ({ page }) => {
  const name = `E2E Event ${stamp}`;
  await signInAndWait(page, ACCOUNTS.ADMIN);
  await openMenuEntry(page, 'Eventy');
  await expect(page.getByRole('heading', { name: 'Eventy' })).toBeVisible();
  await expectAccessible(page, 'eventy');
  await page.getByRole('button', { name: 'Dodaj event +' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowy event' });
  await dialog.getByLabel('Nazwa eventu').fill(name);
  // SPEC §2: the name and today's date, as the demo data's 'Glo Hyper Tour 22.10.2026'.
  await expect(dialog.getByTestId('event-ident')).toHaveText(
    new RegExp(`^${name} \\d{2}\\.\\d{2}\\.\\d{4}$`),
  );
  await expectAccessible(page, 'event wizard', '[role=dialog]');
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  const [y, m, d] = todayPl().split('-');
  await dialog.getByRole('textbox', { name: 'Dzień', exact: true }).fill(d!);
  await dialog.getByRole('textbox', { name: 'Miesiąc', exact: true }).fill(m!);
  await dialog.getByRole('textbox', { name: 'Rok', exact: true }).fill(y!);
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  await dialog.getByRole('textbox', { name: 'Dzień', exact: true }).fill(d!);
  await dialog.getByRole('textbox', { name: 'Miesiąc', exact: true }).fill(m!);
  await dialog.getByRole('textbox', { name: 'Rok', exact: true }).fill(y!);
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  const territories = dialog.getByRole('listitem').getByRole('button');
  await expect(territories.first()).toBeVisible();
  const territory = (await territories.first().textContent())!;
  await territories.first().click();
  await expect(territories.first()).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'event wizard territory', '[role=dialog]');
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Dodano nowy event')).toBeVisible();
  const row = page.getByTestId('event-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(territory);

  await row.getByRole('button', { name: 'Edytuj' }).click();
  const edit = page.getByRole('dialog', { name: 'Edycja eventu' });
  await edit.getByLabel('Nazwa eventu').fill(`${name} poprawiony`);
  for (let i = 0; i < 4; i++) await edit.getByRole('button', { name: 'Dalej' }).click();
  await edit.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Zapisano event')).toBeVisible();
  await expect(page.getByTestId('event-row').filter({ hasText: `${name} poprawiony` })).toHaveCount(1);
});

test('a code pool CSV is imported and exported', async ({ page }) => {
  const admin = await (async () => {
    await signInAndWait(page, ACCOUNTS.ADMIN);
    return page;
  })();
  await openMenuEntry(admin, 'Kody');
  await expect(page.getByRole('heading', { name: 'Kody' })).toBeVisible();
  const events = await page.evaluate(
    async (api) => {
      const token = JSON.parse(localStorage.getItem('token')!).uuid;
      const res = await fetch(`${api}/event/list`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ pagination: { page: 0, pageSize: 500 } }),
      });
      return (await res.json()).data as { ident: string; name: string }[];
    },
    process.env.BO_E2E_API ?? `http://localhost:${3101 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`,
  );
  const event = events[0]!;
  const codes = [1, 2, 3].map((i) => `E2E${stamp}${i}`.toUpperCase());
  const csv = `code;event;group;state;hostess\n${codes.map((c) => `${c};${event.ident};E2E-${stamp};available;`).join('\n')}\n`;
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'kody.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('Zaimportowano kody: 3')).toBeVisible();
  const poolRow = page.getByTestId('code-pool-row').filter({ hasText: event.name });
  await expect(poolRow).toBeVisible();
  await poolRow.getByRole('button', { name: 'Rozwiń' }).click();
  await expect(page.getByTestId('code-group-row').filter({ hasText: `E2E-${stamp}` })).toContainText('3003');
  await expectAccessible(page, 'kody');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  for (const c of codes) expect(text).toContain(c);
});
