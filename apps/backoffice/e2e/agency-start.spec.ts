// A new agency's first day, as issue #10 tells it: ADMIN creates a territory, imports its points,
// adds a hostess there (she sets her password from the invitation and signs in as the webform
// does), adds an event there, plans an action for her at one of the new points through the wizard,
// then deactivates her: her open session is refused on its next call.
import { expect, type Page, test } from '@playwright/test';
import {
  ACCOUNTS,
  API,
  apiLogin,
  importPoints,
  invitationCode,
  openMenuEntry,
  signInAndWait,
  todayPl,
} from './helpers';

const stamp = Date.now().toString(36).toUpperCase();
const territory = `T-START-${stamp}`;
const pointName = `Sklep startowy ${stamp}`;
const email = `pierwsza.${stamp.toLowerCase()}@tourplanner.test`;
const lastname = `Start ${stamp}`;
const PASSWORD = 'Pierwsza hostessa nowej agencji';
const ACTION = `Pierwsza akcja ${stamp}`;

const wizard = (page: Page) => page.getByRole('dialog', { name: /Nowa akcja/ });
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Dalej' }).click();

test('ADMIN starts a territory from nothing and plans the first action of a new hostess', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await signInAndWait(page, ACCOUNTS.ADMIN);

  // 1. The territory.
  await openMenuEntry(page, 'Regionalizacja');
  await page.getByRole('button', { name: 'Dodaj terytorium' }).click();
  const newTerritory = page.getByRole('dialog', { name: 'Nowe terytorium' });
  await newTerritory.getByRole('textbox', { name: 'Id' }).fill(territory);
  await newTerritory.getByRole('textbox', { name: 'Nazwa' }).fill(`Terytorium ${stamp}`);
  await newTerritory.getByRole('button', { name: 'Zapisz' }).click();
  await expect(newTerritory).toBeHidden();

  // 2. Its points, from a file.
  await openMenuEntry(page, 'Lokalizacje');
  await importPoints(page, [
    `S-${stamp}-1;${pointName};Żabka;Polna;1;Gdańsk;80-001;${territory};54,35;18,65`,
  ]);
  await expect(page.getByText('Zaimportowano: nowych 1, zmienionych 0, bez zmian 0')).toBeVisible();

  // 3. The hostess, in the new territory.
  await openMenuEntry(page, 'Personel');
  await page.getByRole('tab', { name: 'Konta' }).click();
  await page.getByRole('button', { name: 'Dodaj osobę' }).click();
  const form = page.getByRole('dialog', { name: 'Nowa osoba' });
  await form.getByRole('textbox', { name: 'Imię' }).fill('Pierwsza');
  await form.getByRole('textbox', { name: 'Nazwisko' }).fill(lastname);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Telefon komórkowy' }).fill('+48 600 200 300');
  await form.getByRole('textbox', { name: 'Kod hostessy' }).fill(`HS-${stamp}`);
  await form.getByRole('combobox', { name: 'Terytoria' }).click();
  await form.getByRole('option', { name: new RegExp(territory) }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(form).toBeHidden();

  // She sets her password from the invitation and signs in as the webform does.
  const code = await invitationCode(email);
  const hers = await browser.newPage();
  await hers.goto('/remind');
  await hers.getByLabel('Adres e-mail').fill(email);
  await hers.getByRole('button', { name: 'Mam już kod' }).click();
  await hers.getByLabel('Kod').fill(code);
  await hers.getByLabel('Nowe hasło').fill(PASSWORD);
  await hers.getByRole('button', { name: 'Dalej' }).click();
  await expect(hers.getByText('Pomyślnie zmieniono hasło!')).toBeVisible();
  await hers.close();
  const session = await apiLogin(request, email, PASSWORD);

  // 4. An event running in the new territory today.
  const today = todayPl();
  const [y, m, d] = today.split('-');
  await openMenuEntry(page, 'Eventy');
  await page.getByRole('button', { name: 'Dodaj event +' }).click();
  const event = page.getByRole('dialog', { name: 'Nowy event' });
  await event.getByLabel('Nazwa eventu').fill(`Event startowy ${stamp}`);
  await event.getByRole('button', { name: 'Dalej' }).click();
  for (let i = 0; i < 2; i++) {
    await event.getByRole('textbox', { name: 'Dzień', exact: true }).fill(d!);
    await event.getByRole('textbox', { name: 'Miesiąc', exact: true }).fill(m!);
    await event.getByRole('textbox', { name: 'Rok', exact: true }).fill(y!);
    await event.getByRole('button', { name: 'Dalej' }).click();
  }
  await event.getByRole('listitem').getByRole('button', { name: territory }).click();
  await event.getByRole('button', { name: 'Dalej' }).click();
  await event.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Dodano nowy event')).toBeVisible();

  // 5. The first action, through the wizard, at the imported point, for her.
  await openMenuEntry(page, 'Akcje');
  await expect(page.getByRole('heading', { name: 'Akcje' })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj akcję +' }).click();
  const w = wizard(page);
  await w.getByLabel('Nazwa akcji').fill(ACTION);
  // ADMIN has no territory step (SPEC §2): the event and the point carry it.
  await next(page);
  await w.getByRole('radio', { name: 'Standard' }).check();
  await next(page);
  await w
    .getByRole('button', { name: `Event startowy ${stamp}` })
    .first()
    .click();
  await next(page);
  await w
    .getByRole('button', { name: new RegExp(pointName) })
    .first()
    .click();
  await next(page);
  await w.getByLabel('Dzień').fill(d!);
  await w.getByLabel('Miesiąc').fill(m!);
  await w.getByLabel('Rok').fill(y!);
  await next(page);
  await w.getByPlaceholder('8:00').fill('20');
  await w.getByPlaceholder('21:00').fill('21');
  await w.getByPlaceholder('21:00').blur();
  await next(page);
  await w
    .getByRole('button', { name: new RegExp(`Pierwsza ${lastname}`) })
    .first()
    .click();
  await w.getByTestId('wizard-summary').getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Dodano nową akcję')).toBeVisible();
  // Her actions only (the list's deep link), wherever the new one falls among the week's rows.
  await page.goto(
    `/actions?person=${session.user.uuid}&personName=${encodeURIComponent(`Pierwsza ${lastname}`)}`,
  );
  const row = page.getByTestId('action-row').filter({ hasText: ACTION });
  await expect(row).toContainText(`Pierwsza ${lastname}`);
  await expect(row).toContainText(territory);

  // She sees it in her list.
  const list = () =>
    request.post(`${API}/hostess/action/list`, {
      data: {},
      headers: { Authorization: `Bearer ${session.token}` },
    });
  const mine = await (await list()).json();
  expect(mine.data.actions.map((a: { name: string }) => a.name)).toContain(ACTION);

  // 6. Deactivated: her open session is refused on its next call.
  await openMenuEntry(page, 'Personel');
  await page.getByRole('tab', { name: 'Konta' }).click();
  const account = page.getByTestId('account-row').filter({ hasText: lastname });
  await account.getByRole('button', { name: 'Dezaktywuj' }).click();
  await page
    .getByRole('dialog', { name: 'Dezaktywować konto?' })
    .getByRole('button', { name: 'Dezaktywuj' })
    .click();
  await expect(account.getByText('nieaktywna')).toBeVisible();
  expect((await list()).status()).toBe(401);
});
