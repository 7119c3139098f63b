// The brand's client account end to end (issue 31): ADMIN creates a client on Personel → Konta
// with one event; the client sets its password from the invitation, signs in and lands on Pulpit;
// a registration made for an action of that event, through the API as the webform sends it (the
// hostess starts her action, the consumer's codes come from the outbox, then verify and register),
// raises the client's count on the next load of Pulpit; axe finds nothing serious there. The
// action is booked at 00:10–00:40 today, a time no other journey uses.

import { expect, test } from '@playwright/test';
import { buildLeadRegisterBody } from '@tourplanner/domain/lead';
import { initialWebformData } from '@tourplanner/domain/webform';
import {
  ACCOUNTS,
  API,
  apiCall,
  apiLogin,
  apiMultipart,
  expectAccessible,
  firstEventPoint,
  invitationCode,
  makeJpeg,
  openMenuEntry,
  outboxMails,
  signIn,
  signInAndWait,
  todayPl,
} from './helpers';

const stamp = Date.now().toString(36);
const email = `klient.${stamp}@tourplanner.test`;
const PASSWORD = 'Klient marki ustawia hasło';
const pl = new Intl.NumberFormat('pl-PL', { useGrouping: 'always', maximumFractionDigits: 0 });

/** The 5-character code ('…kod …: ABC12') of a message to `to` (e-mail or phone) not in `seen`. */
async function codeTo(to: string, seen: Set<string>): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const mail = outboxMails().find((m) => m.to === to && !seen.has(m.file));
      const found = mail && /kod[^:\n]*:\s*([A-Za-z0-9]{5})\b/i.exec(mail.text);
      if (found) code = found[1]!;
      return Boolean(found);
    })
    .toBe(true);
  return code;
}

test("ADMIN creates a client for one event; a registration there raises the client's Pulpit", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await apiLogin(request, ACCOUNTS.ADMIN);
  const { eventUuid, point } = await firstEventPoint(request, admin);
  const events = await apiCall<{ uuid: string; name: string }[]>(request, admin, '/event/list', {
    pagination: { page: 0, pageSize: 500 },
  });
  const eventName = events.find((e) => e.uuid === eventUuid)!.name;

  // ---- ADMIN: Personel → Konta → Dodaj osobę, role Klient, its event.
  await signInAndWait(page, ACCOUNTS.ADMIN);
  await openMenuEntry(page, 'Personel');
  await page.getByRole('tab', { name: 'Konta' }).click();
  await page.getByRole('button', { name: 'Dodaj osobę' }).click();
  const form = page.getByRole('dialog', { name: 'Nowa osoba' });
  await form.getByRole('combobox', { name: /^Rola/ }).click();
  await page.getByRole('option', { name: 'Klient', exact: true }).click();
  await form.getByRole('textbox', { name: 'Imię' }).fill('Marta');
  await form.getByRole('textbox', { name: 'Nazwisko' }).fill(`Marka ${stamp}`);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Telefon komórkowy' }).fill('+48 600 700 800');
  await form.getByRole('combobox', { name: /^Eventy klienta/ }).click();
  await page.getByRole('option', { name: eventName, exact: true }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(form).toBeHidden();
  const row = page.getByTestId('account-row').filter({ hasText: `Marka ${stamp}` });
  await expect(row).toContainText(email);

  // ---- the client sets its password from the invitation and signs in: Pulpit.
  const code = await invitationCode(email);
  await apiCall(request, admin, '/auth/reset-password', { username: email, otp: code, password: PASSWORD });
  // A context of its own (axe checks a page of a context the test made).
  const theirs = await (await browser.newContext()).newPage();
  await signIn(theirs, email, PASSWORD);
  await expect(theirs).toHaveURL(/\/pulpit\?since=\d{4}-\d{2}-\d{2}&until=\d{4}-\d{2}-\d{2}$/);
  await expect(theirs.getByRole('heading', { name: 'Pulpit', level: 1 })).toBeVisible();
  const total = theirs
    .getByText('Wszystkie rejestracje', { exact: true })
    .locator('xpath=following-sibling::*[1]');
  const client = await apiLogin(request, email, PASSWORD);
  const today = todayPl();
  const counted = async () =>
    (
      await apiCall<{ registrations: { total: number } }>(request, client, '/dashboard/summary', {
        since: today,
        until: today,
      })
    ).registrations.total;
  const range = new URL(theirs.url()).searchParams;
  const shown = async () =>
    (
      await apiCall<{ registrations: { total: number } }>(request, client, '/dashboard/summary', {
        since: range.get('since'),
        until: range.get('until'),
      })
    ).registrations.total;
  const before = await shown();
  const todayBefore = await counted();
  await expect(total).toHaveText(pl.format(before));

  // ---- a registration at an action of the client's event, as the webform sends it.
  const hst = await apiLogin(request, ACCOUNTS.HST);
  const action = await apiCall<{ uuid: string; ident: string }>(request, admin, '/action/create', {
    action: {
      name: `E2E Klient ${stamp}`,
      type: { ident: 'Standard' },
      event: { uuid: eventUuid },
      since: { date: `${today} 00:10:00` },
      until: { date: `${today} 00:40:00` },
      actionPoints: [{ point: { uuid: point.uuid } }],
      users: [{ uuid: hst.user.uuid }],
      availabilityOverride: 'Akcja próbna w nocy',
    },
  });
  await apiCall(request, admin, '/action/set-status', {
    status: { ident: 'accepted' },
    action: { uuid: action.uuid },
  });
  const photo = (colour: string) =>
    makeJpeg(page, colour).then((buffer) => ({ name: 'p.jpg', mimeType: 'image/jpeg', buffer }));
  const hers = { action: { uuid: action.uuid } };
  await apiMultipart(
    request,
    hst,
    '/hostess/action/start',
    { ...hers, position: { lat: 52.23, lng: 21.01 } },
    [await photo('#0b7fab')],
  );
  const n = Date.now() % 1_000_000_000;
  const consumer = `klient.rej.${n}@example.com`;
  const number = `5${String(n).padStart(8, '0')}`;
  const lead = { process: 'TOURPLANNER', emailAddress: consumer, mobileNumber: `+48${number}` };
  const seen = new Set(outboxMails().map((m) => m.file));
  await apiCall(request, hst, '/lead/otp', { lead: { ...lead, consent: {} } });
  const codes = { email: await codeTo(consumer, seen), sms: await codeTo(`+48${number}`, seen) };
  // A new consumer: verify answers 404 error_m2_not_found_in_salesforce, which is a pass.
  await request.post(`${API}/lead/verify`, {
    data: {
      lead: {
        ...lead,
        otpEmail: codes.email,
        otp: codes.sms,
        mobileNumberNoPrefix: number,
        phoneVerified: true,
      },
    },
    headers: { Authorization: `Bearer ${hst.token}` },
  });
  const body = buildLeadRegisterBody(
    {
      ...initialWebformData(),
      emailAddress: consumer,
      numberPrefix: '+48',
      mobileNumber: number,
      firstName: 'Adam',
      lastName: 'Klientowy',
      birthDate: '1990-05-15',
      billingPostalCode: '00-950',
      category: 'IQOS',
      hostessCode: 'U-1',
      tourPlan: action.ident,
      registerLocation: 'null',
      selectedOffers: { Velo: { sampling: 'VELO-PM-4MG' } },
      consents: {
        ageVerified: true,
        personalDataRegistrationAuthorisation: true,
        newsletterCommercialAuthorization: true,
        mobileOptIn: true,
      },
    },
    { host: 'localhost', eventIdent: null, emailVerified: true, phoneVerified: true, now: new Date() },
  );
  await apiCall(request, hst, '/lead/register', { ...body, ...hers });
  await apiMultipart(
    request,
    hst,
    '/hostess/action/finish',
    { ...hers, poll: { chechboxes: ['tak', 'nie', 'tak'], text: '' } },
    [await photo('#2f9e44')],
  );

  // ---- the client's Pulpit counts it on its next load.
  expect(await counted()).toBe(todayBefore + 1);
  expect(await shown()).toBe(before + 1);
  await theirs.reload();
  await expect(total).toHaveText(pl.format(before + 1));
  await expectAccessible(theirs, 'Pulpit (new client)');
});
