// An invited hostess: the coordinator's app creates her account (/user/create), she sets her
// password with the invitation's code from the outbox and signs in to the webform; deactivated
// meanwhile (/user/deactivate), her open session is refused on its next call and a new sign-in says
// the account is deactivated.
import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, messageFromOutbox, outboxFiles, untilWorkerControls } from './support';

const stamp = Date.now().toString(36);
const email = `zaproszona.${stamp}@tourplanner.test`;
const PASSWORD = 'Hasło z zaproszenia 2026';

async function signInWith(page: import('@playwright/test').Page, password: string) {
  await page.goto('/');
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

test('an invited hostess signs in; deactivated, her open session is refused on its next call', async ({
  page,
}) => {
  const admin = await apiLogin('admin@tourplanner.test');
  const [territory] = await apiCall<{ uuid: string }[]>(
    '/territory/list',
    { pagination: { page: 0, pageSize: 10 } },
    admin,
  );
  const before = outboxFiles();
  const hostess = await apiCall<{ uuid: string }>(
    '/user/create',
    {
      user: {
        firstname: 'Zofia',
        lastname: 'Zaproszona',
        emailAddress: email,
        mobilePhone: '+48600100200',
        role: { uuid: 'HST' },
        territories: [{ uuid: territory!.uuid }],
        hostessCode: `HST-Z-${stamp}`,
      },
    },
    admin,
  );
  const mail = await messageFromOutbox('email', email, before, 'Kod do ustawienia hasła');
  const code = /Kod do ustawienia hasła: (\S+)/.exec(mail.text)![1]!;
  await apiCall('/auth/reset-password', { username: email, otp: code, password: PASSWORD });

  // The service worker takes the page first. Its first control loads her list again (through it,
  // to keep it offline): taken after the deactivation below, in a CI run at load 10, that call was
  // refused and signed her out before the click on 'Dostępność', which waited for good.
  await page.goto('/');
  await untilWorkerControls(page);
  await signInWith(page, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Twoje akcje' })).toBeVisible();
  await expect(page.getByText('Zalogowano jako Zofia Zaproszona')).toBeVisible();
  // Her list has come (she has no actions): its call was answered before the deactivation. Under
  // load it was still on its way when the heading showed, was refused after the deactivation and
  // signed her out while the click below waited for the link, which never came back.
  await expect(page.getByText('Na dziś nie masz akcji.')).toBeVisible();

  await apiCall('/user/deactivate', { user: { uuid: hostess.uuid } }, admin);
  // Her next call (the availability list) is refused: the webform is back at its sign-in.
  await page.getByRole('link', { name: 'Dostępność' }).click();
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  await signInWith(page, PASSWORD);
  await expect(page.getByText(/Konto zostało dezaktywowane/)).toBeVisible();
});
