// ADMIN's master data: a territory created in Regionalizacja, points imported into it from a CSV
// in Lokalizacje and found in the table (one without coordinates says so), and a file with a bad
// row refused whole with that row's number; both screens and their popups checked with axe.
import { expect, test } from '@playwright/test';
import { ACCOUNTS, expectAccessible, importPoints, openMenuEntry, signInAndWait } from './helpers';

const stamp = Date.now().toString(36).toUpperCase();
const territory = `T-E2E-${stamp}`;

test('ADMIN creates a territory, imports points into it and sees a bad file refused by row', async ({
  page,
}) => {
  await signInAndWait(page, ACCOUNTS.ADMIN);
  await openMenuEntry(page, 'Regionalizacja');
  await expect(page.getByRole('heading', { name: 'Regionalizacja' })).toBeVisible();
  await expect(page.getByTestId('territory-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj terytorium' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowe terytorium' });
  await dialog.getByRole('textbox', { name: 'Id' }).fill(territory);
  await dialog.getByRole('textbox', { name: 'Nazwa' }).fill(`Terytorium ${stamp}`);
  await expectAccessible(page, 'Nowe terytorium', '[role=dialog]');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('territory-card').filter({ hasText: territory });
  await expect(card).toContainText('Lokalizacji: 0');
  await expectAccessible(page, 'Regionalizacja');

  await openMenuEntry(page, 'Lokalizacje');
  await expect(page.getByRole('heading', { name: 'Lokalizacje' })).toBeVisible();
  await importPoints(page, [
    `E2E-${stamp}-1;Sklep E2E 1;Żabka;Polna;1;Gdańsk;80-001;${territory};54,35;18,65`,
    `E2E-${stamp}-2;Sklep E2E 2;;Leśna;2;Sopot;81-701;${territory};;`,
  ]);
  await expect(page.getByText('Zaimportowano: nowych 2, zmienionych 0, bez zmian 0')).toBeVisible();
  await page.getByRole('textbox', { name: 'Szukaj' }).fill(`E2E-${stamp}`);
  const rows = page.getByTestId('point-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(territory);
  await expect(rows.nth(1)).toContainText('brak współrzędnych');
  await expectAccessible(page, 'Lokalizacje');
  await rows.nth(1).getByRole('button', { name: 'Edytuj' }).click();
  const edit = page.getByRole('dialog', { name: 'Edycja lokalizacji' });
  await expect(edit.getByRole('textbox', { name: 'Ulica' })).toHaveValue('Leśna');
  await expectAccessible(page, 'Edycja lokalizacji', '[role=dialog]');
  await edit.getByRole('button', { name: 'Anuluj' }).click();
  await expect(edit).toBeHidden();

  await importPoints(page, [
    `E2E-${stamp}-3;Sklep E2E 3;;Polna;3;Gdańsk;80-003;${territory};;`,
    `E2E-${stamp}-4;Sklep E2E 4;;Polna;4;Gdańsk;80004;${territory};;`,
  ]);
  const refused = page.getByTestId('import-errors');
  await expect(refused).toContainText('Wiersz 3: Kod pocztowy w formacie NN-NNN.');
  await expect(rows).toHaveCount(2);

  await openMenuEntry(page, 'Regionalizacja');
  await expect(page.getByTestId('territory-card').filter({ hasText: territory })).toContainText(
    'Lokalizacji: 2',
  );
});
