// One browser, two users: an ADMIN signs out and an ASM signs in on the same page. The ASM must not
// see any of the ADMIN's rows, not even for a moment while her own lists load (every store and the
// server-data cache are reset on logout).
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, dismissHstNotice, openMenuEntry, signInAndWait } from './helpers';

/** Every action row that enters the page from now on (its uuid), kept in the page. */
async function recordRows(page: Page) {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { seenRows: Set<string> }).seenRows = seen;
    const note = (root: ParentNode) => {
      for (const row of root.querySelectorAll<HTMLElement>('[data-testid="action-row"]')) {
        if (row.dataset.uuid) seen.add(row.dataset.uuid);
      }
    };
    note(document);
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof HTMLElement) {
            if (node.dataset.testid === 'action-row' && node.dataset.uuid) seen.add(node.dataset.uuid);
            note(node);
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const rowsSeen = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { seenRows: Set<string> }).seenRows]);

/**
 * The rows on screen with their territory: the cell under the table's 'Terytorium' header (Akcje
 * has a selection column before it, Raporty has none).
 */
const rowsWithTerritory = (page: Page) =>
  page.getByTestId('action-row').evaluateAll((rows) =>
    rows.map((r) => {
      const headers = [...(r.closest('table')?.querySelectorAll('thead th') ?? [])];
      const column = headers.findIndex((th) => th.textContent?.trim() === 'Terytorium');
      return {
        uuid: (r as HTMLElement).dataset.uuid ?? '',
        territory: column < 0 ? '' : (r.children[column]?.textContent ?? ''),
      };
    }),
  );

test('after an ADMIN signs out, an ASM signing in sees none of her rows', async ({ page, request }) => {
  const asm = await apiLogin(request, ACCOUNTS.ASM);
  const asmTerritories = new Set(asm.user.territories.map((t) => t.ident));

  await signInAndWait(page, ACCOUNTS.ADMIN);
  await expect(page.getByTestId('action-row').first()).toBeVisible();
  const adminRows = await rowsWithTerritory(page);
  await openMenuEntry(page, 'Raporty');
  await expect(page.getByRole('heading', { name: 'Raporty' })).toBeVisible();
  await expect(page.getByTestId('action-row').first()).toBeVisible();
  const adminReports = await rowsWithTerritory(page);
  // Rows in territories the ASM does not have: she must never see them.
  const adminOnly = [...adminRows, ...adminReports]
    .filter((r) => r.territory && r.territory !== '—' && !asmTerritories.has(r.territory))
    .map((r) => r.uuid);
  expect(adminOnly.length, 'the demo data has ADMIN rows outside the ASM territories').toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  await recordRows(page);

  // The same page, no reload: what the app kept in memory is what the next user could see.
  await page.getByLabel('Adres e-mail').fill(ACCOUNTS.ASM);
  await page.getByLabel('Hasło', { exact: true }).fill('TourPlanner-demo1');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page).toHaveURL(/\/actions(\?|$)/);
  await dismissHstNotice(page);
  await openMenuEntry(page, 'Raporty');
  await expect(page.getByRole('heading', { name: 'Raporty' })).toBeVisible();
  await expect(
    page
      .getByTestId('action-row')
      .first()
      .or(page.getByText('Brak zakończonych akcji w wybranym zakresie dat.')),
  ).toBeVisible();

  const seen = await rowsSeen(page);
  expect(seen.length, 'the ASM saw her own rows').toBeGreaterThan(0);
  expect(seen.filter((uuid) => adminOnly.includes(uuid))).toEqual([]);
  // The ASM's own rows show only her territories (the table shows her the Terytorium column too).
  for (const row of await rowsWithTerritory(page)) expect(asmTerritories.has(row.territory)).toBe(true);
});
