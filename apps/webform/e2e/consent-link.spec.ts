// The consumer's side of a registration: the receipt e-mail lists the consents and links to a
// page (no sign-in) where a marketing consent is withdrawn with one tap; the record then holds
// both the consent and its withdrawal. Phone width.
import { expect, test } from '@playwright/test';
import { buildLeadRegisterBody } from '@tourplanner/domain/lead';
import { initialWebformData } from '@tourplanner/domain/webform';
import {
  API_URL,
  apiCall,
  apiLogin,
  checkStep,
  codeFromOutbox,
  messageFromOutbox,
  outboxFiles,
} from './support';

test.use({ viewport: { width: 360, height: 740 } });

test('a consumer withdraws one consent through the e-mailed link and the record shows both', async ({
  page,
}) => {
  const hostess = await apiLogin('hst1@tourplanner.test');
  const n = Date.now() % 1_000_000_000;
  const email = `zgody.${n}@example.com`;
  const number = `5${String(n).padStart(8, '0')}`;
  const lead = { process: 'TOURPLANNER', emailAddress: email, mobileNumber: `+48${number}` };

  const seen = outboxFiles();
  await apiCall('/lead/otp', { lead: { ...lead, consent: {} } }, hostess);
  const codes = {
    email: await codeFromOutbox('email', email, seen),
    sms: await codeFromOutbox('sms', `+48${number}`, seen),
  };
  // A new consumer: verify answers 404 error_m2_not_found_in_salesforce, which is a pass.
  await fetch(`${API_URL}/lead/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${hostess}` },
    body: JSON.stringify({
      lead: {
        ...lead,
        otpEmail: codes.email,
        otp: codes.sms,
        mobileNumberNoPrefix: number,
        phoneVerified: true,
      },
    }),
  });
  const beforeRegister = outboxFiles();
  const body = buildLeadRegisterBody(
    {
      ...initialWebformData(),
      emailAddress: email,
      numberPrefix: '+48',
      mobileNumber: number,
      firstName: 'Zofia',
      lastName: 'Zgodna',
      birthDate: '1990-05-15',
      billingPostalCode: '00-950',
      category: 'IQOS',
      hostessCode: 'U-1',
      tourPlan: 'AK-1',
      registerLocation: 'P-1_Żabka',
      selectedOffers: { Velo: { sampling: 'VELO-PM-4MG' } },
      consents: {
        ageVerified: true,
        personalDataRegistrationAuthorisation: true,
        newsletterCommercialAuthorization: true,
        mobileOptIn: true,
      },
    },
    { host: 'localhost', eventIdent: 'EV-1', emailVerified: true, phoneVerified: true, now: new Date() },
  );
  await apiCall('/lead/register', body, hostess);

  const receipt = await messageFromOutbox('email', email, beforeRegister, '/zgody/');
  expect(receipt.subject).toBe('Potwierdzenie rejestracji Velo i Twoich zgód');
  const token = /\/zgody\/([A-Za-z0-9_-]+)/.exec(receipt.text)![1]!;

  await page.goto(`/zgody/${token}`);
  await expect(page.getByRole('heading', { name: 'Twoje zgody' })).toBeVisible();
  const sms = page.getByTestId('consent-mobileOptIn');
  await expect(sms.getByText('Wyrażona')).toBeVisible();
  await checkStep(page, 'consent-record');
  await sms.getByRole('button', { name: 'Wycofaj zgodę' }).click();
  await expect(sms.getByText(/^Wycofana \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(sms.getByRole('button', { name: 'Wycofaj zgodę' })).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('Zgoda wycofana');
  // The newsletter consent stays given and withdrawable.
  await expect(
    page.getByTestId('consent-newsletterCommercialAuthorization').getByText('Wyrażona'),
  ).toBeVisible();
  await checkStep(page, 'consent-withdrawn');

  // The record (ADMIN's export) holds the consent and, after it, its withdrawal.
  const admin = await apiLogin('admin@tourplanner.test');
  const history = await apiCall<{ events: { kind: string; purpose: string; value: boolean }[] }>(
    '/consent/history',
    { consumer: { emailAddress: email } },
    admin,
  );
  expect(history.events.filter((e) => e.purpose === 'mobileOptIn').map((e) => [e.kind, e.value])).toEqual([
    ['consent', true],
    ['withdrawal', false],
  ]);
});

test('a link that opens nothing says so', async ({ page }) => {
  await page.goto(`/zgody/${'x'.repeat(43)}`);
  await expect(page.getByText('Ten link nie prowadzi do żadnych zgód.', { exact: false })).toBeVisible();
});
