// Pulpit (issue 31) through the brand client's eyes: the demo client signs in and lands on Pulpit,
// whose numbers are the API's own answer for the default range (the last 30 days) in Polish
// formats; 'Eksportuj' downloads its tables as XLSX; axe finds nothing serious on it; its menu has Pulpit and Raporty only, and Raporty shows
// it the survey of its finished actions but no receipts.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiCall, apiLogin, expectAccessible, signIn, todayPl } from './helpers';

const CLIENT = 'klient@tourplanner.test';
const pl = new Intl.NumberFormat('pl-PL', { useGrouping: 'always', maximumFractionDigits: 0 });

interface Summary {
  registrations: { total: number; byDay: { date: string; count: number }[] };
  funnel: { codesSent: number };
}

function lastThirtyDays() {
  const until = todayPl();
  const since = new Date(`${until}T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() - 29);
  return { since: since.toISOString().slice(0, 10), until };
}

test('the demo client lands on Pulpit, sees its numbers, and gets no receipts on Raporty', async ({
  page,
  request,
}) => {
  const range = lastThirtyDays();
  const session = await apiLogin(request, CLIENT);
  const summary = await apiCall<Summary>(request, session, '/dashboard/summary', range);
  // The demo data registers consumers on the client's event: a first start has numbers to show.
  expect(summary.registrations.total).toBeGreaterThan(0);

  await signIn(page, CLIENT);
  await expect(page).toHaveURL(/\/pulpit\?since=\d{4}-\d{2}-\d{2}&until=\d{4}-\d{2}-\d{2}$/);
  expect(new URL(page.url()).searchParams.get('since')).toBe(range.since);
  await expect(page.getByRole('heading', { name: 'Pulpit', level: 1 })).toBeVisible();

  const total = page
    .getByText('Wszystkie rejestracje', { exact: true })
    .locator('xpath=following-sibling::*[1]');
  await expect(total).toHaveText(pl.format(summary.registrations.total));
  const funnel = page.getByRole('table', { name: 'Lejek rejestracji' });
  await expect(funnel.getByRole('row', { name: /Wysłane kody/ })).toContainText(
    pl.format(summary.funnel.codesSent),
  );
  // The per-day table is folded under its chart; its summary opens it.
  await page.getByText('Liczby wykresu: Rejestracje dziennie').click();
  const perDay = page.getByRole('table', { name: 'Rejestracje dziennie' }).locator('tbody tr');
  await expect(perDay).toHaveCount(summary.registrations.byDay.length);
  // The charts are drawn (Recharts' SVG), beside their tables.
  await expect(page.getByTestId('chart').first().locator('svg.recharts-surface').first()).toBeVisible();
  // The client filters by its events; territories are not its filter.
  await expect(page.getByRole('combobox', { name: 'Eventy' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Terytoria' })).toHaveCount(0);

  // 'Eksportuj': the page's tables in one workbook, the same numbers as the API's.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksportuj' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`pulpit-${range.since}-${range.until}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path()) ?? '')) as unknown as ArrayBuffer);
  expect(workbook.getWorksheet('Rejestracje')?.getRow(2).values).toEqual([
    undefined,
    'Wszystkie rejestracje',
    summary.registrations.total,
  ]);
  expect(workbook.getWorksheet('Terytoria')).toBeUndefined();

  // No call of the screen is refused to the client (no 'no permission' toast).
  await expect(page.getByText('Brak uprawnień do wykonania tej operacji.')).toHaveCount(0);
  await expectAccessible(page, 'Pulpit (client)');

  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu główne' });
  await expect(menu.getByRole('link', { name: 'Pulpit', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Akcje', exact: true })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Raporty', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Raporty', level: 1 })).toBeVisible();
  // The client's event has finished actions in the last month (the demo data registers on them).
  await expect(page.getByTestId('action-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pokaż ankietę' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pokaż paragony' })).toHaveCount(0);
  await expect(page.getByText('Brak uprawnień do wykonania tej operacji.')).toHaveCount(0);
});
