// The actions journeys (ASM): an action created through every wizard step, copied three times,
// its status set (and refused with missing data), the list filtered and paged, and an XLSX export
// requested, finished and downloaded.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  ACCOUNTS,
  type ApiSession,
  apiCall,
  apiLogin,
  dismissHstNotice,
  expectAccessible,
  signInAndWait,
  todayPl,
} from './helpers';

test.describe.configure({ mode: 'serial' });

interface Pick {
  territory: { uuid: string; ident: string };
  event: { uuid: string; name: string };
  point: { uuid: string; name: string | null; address: { cityName: string | null } };
}

const stamp = Date.now().toString(36);
const NAME = `E2E Akcja ${stamp}`;
let asm: ApiSession;
let pick: Pick;
let hostess: { uuid: string; firstname: string; lastname: string };

test.beforeAll(async ({ request }) => {
  asm = await apiLogin(request, ACCOUNTS.ASM);
  const events = await apiCall<{ uuid: string; name: string }[]>(request, asm, '/event/list', {
    pagination: { page: 0, pageSize: 500 },
  });
  // A territory, an event with a point there, and a hostess of it free today 08:00–16:00
  // (ADR 0021: nobody is booked twice), as the wizard ranks them.
  const today = todayPl();
  outer: for (const territory of asm.user.territories) {
    for (const event of events) {
      const points = await apiCall<Pick['point'][]>(request, asm, '/point/list', {
        pagination: { page: 0, pageSize: 1000 },
        event: { uuid: event.uuid },
        territory: { uuid: territory.uuid },
      });
      const point = points.find((p) => p.name);
      if (!point) continue;
      const ranked = await apiCall<(typeof hostess & { availability: string; clash: unknown })[]>(
        request,
        asm,
        '/action/personnel',
        {
          since: `${today} 08:00:00`,
          until: `${today} 16:00:00`,
          territory: { uuid: territory.uuid },
          points: [{ uuid: point.uuid }],
        },
      );
      const free = ranked.find((h) => !h.clash);
      if (!free) continue outer;
      // Her declared hours today become 08:00–16:00, so the journey needs no override reason.
      if (free.availability === 'outside') {
        await apiCall(request, asm, '/availability/save', {
          user: { uuid: free.uuid },
          day: today,
          availability: [{ since: { date: `${today} 08:00:00` }, until: { date: `${today} 16:00:00` } }],
        });
      }
      pick = { territory, event, point };
      hostess = free;
      break outer;
    }
  }
  expect(pick, 'the demo data has an event with points in a territory of the ASM').toBeTruthy();
  expect(hostess, 'the demo data has a hostess free today from 8 to 16').toBeTruthy();
});

const wizard = (page: Page) => page.getByRole('dialog', { name: /Nowa akcja|Edycja akcji/ });
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Dalej' }).click();
const rows = (page: Page, name: string) => page.getByTestId('action-row').filter({ hasText: name });

async function fillDateTime(page: Page) {
  const [y, m, d] = todayPl().split('-');
  await wizard(page).getByLabel('Dzień').fill(d!);
  await wizard(page).getByLabel('Miesiąc').fill(m!);
  await wizard(page).getByLabel('Rok').fill(y!);
  await next(page);
  await wizard(page).getByPlaceholder('8:00').fill('8');
  await wizard(page).getByPlaceholder('21:00').fill('16');
  await wizard(page).getByPlaceholder('21:00').blur();
}

test('an action is created through every wizard step and appears in the list', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.ASM);
  await expect(page.getByRole('columnheader', { name: 'Terytorium' })).toBeVisible();
  await expectAccessible(page, 'akcje');
  await page.getByRole('button', { name: 'Dodaj akcję +' }).click();
  const w = wizard(page);
  await expect(w.getByText('Krok 1 z 8')).toBeVisible();
  await expectAccessible(page, 'wizard', '[role=dialog]');
  await w.getByLabel('Nazwa akcji').fill(NAME);
  await next(page);
  await expect(w.getByRole('heading', { name: 'Terytorium' })).toBeVisible();
  const territoryItem = w.getByRole('button', { name: pick.territory.ident, exact: true });
  // The user's first territory is chosen already; choosing it again keeps it.
  if ((await territoryItem.getAttribute('aria-pressed')) !== 'true') await territoryItem.click();
  await expect(territoryItem).toHaveAttribute('aria-pressed', 'true');
  await next(page);
  await expect(w.getByRole('heading', { name: 'Typ akcji' })).toBeVisible();
  await w.getByRole('radio', { name: 'Standard' }).check();
  await next(page);
  await w.getByRole('button', { name: pick.event.name }).first().click();
  await expect(w.getByRole('button', { name: pick.event.name }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await next(page);
  await expect(w.getByText('Wybierz jedną lokalizację')).toBeVisible();
  await w
    .getByRole('button', { name: new RegExp(pick.point.name!) })
    .first()
    .click();
  await next(page);
  await fillDateTime(page);
  await next(page);
  await expect(w.getByRole('heading', { name: 'Personel' })).toBeVisible();
  const hostessItem = w.getByRole('button', { name: `${hostess.firstname} ${hostess.lastname}` }).first();
  // The step offers nobody until the ranking for the window is in (a loader says so); she is chosen
  // from the ranked list (its lines say why) and seen chosen.
  await expect(hostessItem).toContainText('akcje w tym tygodniu');
  await hostessItem.click();
  await expect(hostessItem).toHaveAttribute('aria-pressed', 'true');
  await expect(w.getByTestId('wizard-summary')).toContainText('08:00–16:00');
  await w.getByTestId('wizard-summary').getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Dodano nową akcję')).toBeVisible();
  const row = rows(page, NAME);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(pick.event.name);
  await expect(row).toContainText(pick.territory.ident);
  await expect(row).toContainText('08:00–16:00');
  await expect(row).toContainText(`${hostess.firstname} ${hostess.lastname}`);
});

test('the action is copied three times with the progress toasts', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.ASM);
  await rows(page, NAME).first().getByRole('button', { name: 'Powiel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Powiel akcję' });
  await expectAccessible(page, 'powiel', '[role=dialog]');
  for (const label of ['Nazwa', 'Lokalizacja', 'Data', 'Godzina', 'Personel']) {
    await expect(dialog.getByRole('checkbox', { name: label })).toBeChecked();
  }
  // Copies keeping her would clash with the original (ADR 0021): these go without personnel.
  await dialog.getByRole('checkbox', { name: 'Personel' }).uncheck();
  await dialog.getByLabel('Liczba kopii').fill('3');
  await dialog.getByRole('button', { name: 'Powiel' }).click();
  for (const text of [
    'Skopiowano akcję 1/3',
    'Skopiowano akcję 2/3',
    'Skopiowano akcję 3/3',
    'Kopiowanie ukończone!',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await expect(rows(page, NAME)).toHaveCount(4);
});

test('a status is set, and refused when data is missing', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.ASM);
  const row = rows(page, NAME).first();
  await row.getByTestId('status-menu').click();
  await page.getByRole('menuitem', { name: 'Zaakceptowana' }).click();
  await expect(page.getByText('Status akcji zmieniony')).toBeVisible();
  await expect(rows(page, NAME).locator('[data-testid="status-menu"][data-status="accepted"]')).toHaveCount(
    1,
  );

  // An action with only a name, a date and a time: no event, location or person.
  const bare = `E2E Niepełna ${stamp}`;
  await page.getByRole('button', { name: 'Dodaj akcję +' }).click();
  await wizard(page).getByLabel('Nazwa akcji').fill(bare);
  for (let i = 0; i < 5; i++) await next(page);
  await fillDateTime(page);
  await wizard(page).getByTestId('wizard-summary').getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Dodano nową akcję')).toBeVisible();
  await rows(page, bare).getByTestId('status-menu').click();
  await page.getByRole('menuitem', { name: 'Zaakceptowana' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Uzupełnij brakujące dane' })).toBeVisible();
  await expect(rows(page, bare).locator('[data-testid="status-menu"][data-status="editable"]')).toHaveCount(
    1,
  );
});

test('the list is filtered and paged', async ({ page, request }) => {
  // 101 more actions in the default range so that the list has more than 100 rows.
  const today = todayPl();
  const make = (i: number) =>
    apiCall(request, asm, '/action/create', {
      action: {
        name: `E2E Strona ${stamp} ${i}`,
        type: { ident: 'Standard' },
        territory: { uuid: pick.territory.uuid },
        since: { date: `${today} 10:00:00` },
        until: { date: `${today} 12:00:00` },
        actionPoints: [],
        users: [],
      },
    });
  for (let i = 0; i < 101; i += 10) {
    await Promise.all(Array.from({ length: Math.min(10, 101 - i) }, (_, k) => make(i + k)));
  }
  await signInAndWait(page, ACCOUNTS.ASM);
  await expect(page.getByTestId('action-row')).toHaveCount(100);
  const pager = page.getByRole('navigation', { name: 'Paginacja' });
  await expect(pager.getByRole('button', { name: 'Poprzednia' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Następna' }).click();
  await expect(page.getByTestId('action-row').first().locator('td').nth(2)).toHaveText('101');
  await dismissHstNotice(page);
  await expectAccessible(page, 'akcje strona 2');

  await page.getByRole('button', { name: 'Filtruj' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtruj' });
  await expectAccessible(page, 'filtr', '[role=dialog]');
  await dialog.getByLabel('Miasto').fill(pick.point.address.cityName ?? '');
  await dialog.getByRole('button', { name: 'Filtruj' }).click();
  await expect(pager).toHaveCount(0);
  await expect(rows(page, NAME)).toHaveCount(4);
  await expect(page.getByTestId('action-row').filter({ hasText: `E2E Strona ${stamp}` })).toHaveCount(0);

  // The hostess chosen by name from the filter's list of the territory's personnel (the reference
  // list, people without their schedule): of the four, the original stays (its copies went without
  // personnel), and every row left is hers.
  const name = `${hostess.firstname} ${hostess.lastname}`;
  await expect(dialog).toBeHidden();
  // The button now counts the filter in use: 'Filtruj 1'.
  await page.getByRole('button', { name: 'Filtruj 1' }).click();
  await dialog.getByLabel('Personel', { exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Filtruj' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page, NAME)).toHaveCount(1);
  const left = page.getByTestId('action-row');
  for (const row of await left.all()) await expect(row).toContainText(name);
});

test('an XLSX export is requested, finishes and downloads', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.ASM);
  await page.getByRole('button', { name: 'Eksportuj' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eksport' });
  await expectAccessible(page, 'eksport', '[role=dialog]');
  const downloading = page.waitForEvent('download', { timeout: 45_000 });
  await dialog.getByTestId('export-request').click();
  await expect(dialog.getByTestId('export-request')).toBeDisabled();
  await expect(dialog.getByRole('status')).toContainText('Trwa generowanie raportu');
  await expect(page.getByRole('button', { name: 'Eksportuj' })).toBeDisabled();
  const download = await downloading;
  const today = todayPl();
  expect(download.suggestedFilename()).toMatch(new RegExp(`^raport-${today}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBeGreaterThanOrEqual(106);
  const values: string[] = [];
  sheet.eachRow((r) => values.push(JSON.stringify(r.values)));
  expect(values.filter((v) => v.includes(NAME))).toHaveLength(4);
  await expect(page.getByRole('button', { name: 'Eksportuj' })).toBeEnabled();
});
