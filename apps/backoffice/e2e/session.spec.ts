// Session journeys: each role signs in and sees its menu, a hostess is refused, a reload restores
// the session, the password reminder screens, and a password change that the new password proves.
import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  apiCall,
  apiLogin,
  dismissHstNotice,
  expectAccessible,
  outboxMails,
  PASSWORD,
  signIn,
  signInAndWait,
} from './helpers';

const MENUS = {
  ADMIN: [
    'Pulpit',
    'Eventy',
    'Akcje',
    'Raporty',
    'Personel',
    'Regionalizacja',
    'Lokalizacje',
    'Kody',
    'Zgody konsumentów',
  ],
  ASM: ['Pulpit', 'Akcje', 'Raporty', 'Personel', 'Lokalizacje'],
  HSADM: ['Pulpit', 'Akcje', 'Raporty', 'Personel', 'Lokalizacje', 'Webform'],
} as const;

test('the login screen loads with the brand icon and no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#006d94');
  const icon = await page.request.get((await page.locator('link[rel="icon"]').getAttribute('href')) ?? '');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  // Chromium asks for the icon after the load event; a missing one shows as a console error.
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the login, reminder and code screens are accessible and validate empty fields', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Otwórz menu' })).toHaveCount(0);
  await expectAccessible(page, 'login');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByText('Wpisz adres email')).toBeVisible();
  await expect(page.getByText('Wpisz hasło')).toBeVisible();
  await page.getByRole('link', { name: 'Zresetuj hasło' }).click();
  await expect(page).toHaveURL(/\/remind$/);
  await expectAccessible(page, 'remind');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByText('Wpisz adres email')).toBeVisible();
  await page.getByLabel('Adres e-mail').fill('nikt@tourplanner.test');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page).toHaveURL(/\/remind\/code$/);
  await expectAccessible(page, 'remind/code');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByText('Wpisz kod')).toBeVisible();
  await expect(page.getByText('Wpisz nowe hasło')).toBeVisible();
});

for (const role of ['ADMIN', 'ASM', 'HSADM'] as const) {
  test(`${role} signs in and sees its menu`, async ({ page }) => {
    await signIn(page, ACCOUNTS[role]);
    await expect(page.getByText('Zalogowano')).toBeVisible();
    await dismissHstNotice(page);
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    const drawer = page.getByRole('dialog', { name: /^Witaj, \p{L}+$/u });
    await expect(drawer).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Menu główne' });
    await expect(nav.getByRole('link')).toHaveText([...MENUS[role]]);
    await expect(drawer.getByRole('link', { name: 'Twoje Konto' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Zamknij menu' })).toBeVisible();
    // Let the drawer finish sliding in before checking colours.
    await page.waitForTimeout(500);
    await expectAccessible(page, `menu ${role}`, '[role=dialog]');
    if (role === 'HSADM') {
      await expect(nav.getByRole('link', { name: 'Webform' })).toHaveAttribute(
        'href',
        'http://localhost:5174',
      );
    }
    await drawer.getByRole('button', { name: 'Wyloguj' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
}

test('a hostess is refused with "Brak uprawnień"', async ({ page }) => {
  await signIn(page, ACCOUNTS.HST);
  await expect(page.getByRole('alert').filter({ hasText: 'Brak uprawnień' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a wrong password shows the catalogue text', async ({ page }) => {
  await signIn(page, ACCOUNTS.ASM, 'zle-haslo');
  await expect(page.getByRole('alert').filter({ hasText: 'Niepoprawny e-mail lub hasło.' })).toBeVisible();
});

test('a reload restores the session behind the preloader and keeps the screen', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.ASM);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null'));
  expect(token.uuid).toBeTruthy();
  // A reload keeps the screen it was on (a deep link); only the root goes on to /actions.
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/reports(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Raporty', exact: true })).toBeVisible();
  await expect(page.locator('[role=status][aria-busy=true]')).toHaveCount(0);
  await page.goto('/');
  await expect(page).toHaveURL(/\/actions(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Akcje', exact: true })).toBeVisible();
  await dismissHstNotice(page);
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Witaj, Piotr' })).toBeVisible();
});

test('the password is changed on Twoje dane and the new one signs in', async ({ page, request }) => {
  const NEW = 'Nowe-Haslo-HSADM-2026!';
  await signInAndWait(page, ACCOUNTS.HSADM);
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await page.getByRole('link', { name: 'Twoje Konto' }).click();
  await expect(page).toHaveURL(/\/twoje-konto$/);
  await expect(page.getByRole('heading', { name: 'Twoje dane' })).toBeVisible();
  await expect(page.getByText('hsadm@tourplanner.test').first()).toBeVisible();
  await expect(page.getByText('••••••••')).toBeVisible();
  await expectAccessible(page, 'twoje-konto');
  await page.getByRole('button', { name: 'Zmień', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Zmiana hasła' });
  // Open first, so that its fade-in is under way when the check waits for transitions to end.
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'zmiana hasła', '[role=dialog]');
  // A weak one is refused with the rule's reason beside the field; the popup stays.
  await dialog.getByLabel('Obecne hasło').fill(PASSWORD);
  await dialog.getByPlaceholder('Wpisz nowe hasło').fill('password1234');
  await dialog.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(dialog.getByText(/zbyt popularne/)).toBeVisible();
  await expectAccessible(page, 'zmiana hasła z błędem', '[role=dialog]');
  await dialog.getByPlaceholder('Wpisz nowe hasło').fill(NEW);
  await dialog.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByText('Zmieniono hasło')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await signIn(page, ACCOUNTS.HSADM, PASSWORD);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signInAndWait(page, ACCOUNTS.HSADM, NEW);
  // Put the demo password back, so that the journeys can run again on the same database.
  const session = await apiLogin(request, ACCOUNTS.HSADM, NEW);
  await apiCall(request, session, '/auth/update-password', {
    user: { password: PASSWORD, currentPassword: NEW },
  });
});

test('a forgotten password is reset with the e-mailed code', async ({ page, request }) => {
  const NEW = 'Haslo-Z-Kodu-2026!';
  await page.goto('/');
  await page.getByRole('link', { name: 'Zresetuj hasło' }).click();
  await expect(page.getByRole('heading', { name: 'Resetowanie hasła' })).toBeVisible();
  const asked = Date.now();
  await page.getByLabel('Adres e-mail').fill(ACCOUNTS.HSADM);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page).toHaveURL(/\/remind\/code$/);
  await expect(page.getByRole('heading', { name: 'Nowe hasło' })).toBeVisible();
  // Without SMTP the API writes e-mails to DATA_DIR/outbox (one JSON file each).
  let code = '';
  await expect
    .poll(async () => {
      for (const mail of outboxMails()) {
        const found = /Twój kod do zmiany hasła: (\S+)/.exec(mail.text);
        if (mail.to === ACCOUNTS.HSADM && found && Date.parse(mail.createdAt) >= asked - 1000) {
          code = found[1]!;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  await page.getByLabel('Kod').fill(code);
  await page.getByLabel('Nowe hasło').fill(NEW);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Pomyślnie zmieniono hasło!')).toBeVisible();
  await signInAndWait(page, ACCOUNTS.HSADM, NEW);
  const session = await apiLogin(request, ACCOUNTS.HSADM, NEW);
  await apiCall(request, session, '/auth/update-password', {
    user: { password: PASSWORD, currentPassword: NEW },
  });
});
