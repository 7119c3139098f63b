// The step machine and the exact body sent at each step (SPEC §3, §4, §7, §8).
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import type { WebformContext } from './webform-context';
import { useWebform } from './webform-store';

const CONTEXT: WebformContext = {
  actionUuid: 'action-1',
  tourPlan: 'AKC-001',
  pointIdent: 'PT-42',
  eventIdent: 'EV-7',
  hostessCode: 'HST001',
  formHost: 'form.tourplanner.test',
};

let fake: FakeApi;
const store = () => useWebform.getState();

function fillContact() {
  store().update({ emailAddress: ' jan@example.com ', numberPrefix: '+48', mobileNumber: '600100200' });
}

async function reachOffers(entitlements = { Glo: true, Vuse: true, Velo: true, Neo: true }) {
  fillContact();
  fake.answer('/lead/otp', { success: true, data: {} });
  await store().sendOtp();
  store().update({ otp: 'AB3DE', otpEmail: 'XY7ZQ' });
  fake.answer('/lead/verify', { success: true, data: entitlements });
  await store().verify();
}

function fillGloForm() {
  store().update({
    selectedOffers: {
      Glo: { model: 'Hyper X2', color: 'Black White', assetSource: 'BREP1', serialNumber: 'GLO-0001' },
      InspirationClub: {},
    },
    firstName: ' Anna ',
    lastName: 'Nowak',
    birthDate: '1990-05-01',
    billingPostalCode: '00-950',
    category: 'IQOS',
    consents: {
      ageVerified: true,
      personalDataRegistrationAuthorisation: true,
      newsletterCommercialAuthorization: true,
      inspirationClub: true,
      mobileOptIn: true,
    },
  });
  store().chooseOffers();
}

beforeEach(() => {
  fake = installFakeApi('tok-123');
  store().start(CONTEXT);
});

describe('the step machine', () => {
  it('starts at step 0 with the hostess code, tour plan and register location filled in', () => {
    const s = store();
    expect(s.step).toBe(0);
    expect(s.verified).toBe(false);
    expect(s.isSuccess).toBe(false);
    expect(s.data.hostessCode).toBe('HST001');
    expect(s.data.tourPlan).toBe('AKC-001');
    expect(s.data.registerLocation).toBe('PT-42');
    expect(s.data.numberPrefix).toBe('+48');
  });

  it('sends /lead/otp with the prefixed number and moves to step 1', async () => {
    fillContact();
    fake.answer('/lead/otp', { success: true, data: {} });
    await expect(store().sendOtp()).resolves.toBe(true);
    const [req] = fake.to('/lead/otp');
    expect(req?.json).toEqual({
      lead: {
        process: 'TOURPLANNER',
        emailAddress: 'jan@example.com',
        mobileNumber: '+48600100200',
        consent: { inspirationClub: true },
      },
    });
    expect(req?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(store().step).toBe(1);
  });

  it('stays at step 0 with the OTP send text when /lead/otp fails', async () => {
    fillContact();
    fake.answer('/lead/otp', {
      success: false,
      error: 'E_INTERNAL',
      status: 500,
      meta: { ts: '1732250000' },
    });
    await expect(store().sendOtp()).resolves.toBe(false);
    expect(store().step).toBe(0);
    expect(store().errorModal).toEqual({ description: 'Wystąpił błąd', code: '1732250000' });
  });

  it('shows the network text without a code when no answer comes', async () => {
    fillContact();
    fake.answer('/lead/otp', { network: true });
    await store().sendOtp();
    expect(store().errorModal).toEqual({
      description: 'Wystąpił błąd podczas wysyłania żądania. Sprawdź połączenie z internetem',
      code: null,
    });
  });

  it('sends /lead/verify with both codes and goes to step 2 with the entitlement map', async () => {
    await reachOffers({ Glo: true, Vuse: false, Velo: true, Neo: false });
    const [req] = fake.to('/lead/verify');
    expect(req?.json).toEqual({
      lead: {
        process: 'TOURPLANNER',
        emailAddress: 'jan@example.com',
        otpEmail: 'XY7ZQ',
        mobileNumber: '+48600100200',
        mobileNumberNoPrefix: '600100200',
        otp: 'AB3DE',
        eventIdent: 'EV-7',
        phoneVerified: true,
        consent: { inspirationClub: true },
      },
    });
    const s = store();
    expect(s.step).toBe(2);
    expect(s.verified).toBe(true);
    expect(s.newUser).toBe(false);
    expect(s.offers).toEqual({ Glo: true, Vuse: false, Velo: true, Neo: false });
  });

  it('treats error_m2_not_found_in_salesforce as a new consumer with every offer', async () => {
    fillContact();
    fake.answer('/lead/otp', { success: true, data: {} });
    await store().sendOtp();
    store().update({ otp: 'AB3DE', otpEmail: 'XY7ZQ' });
    fake.answer('/lead/verify', { success: false, error: 'error_m2_not_found_in_salesforce', status: 404 });
    await expect(store().verify()).resolves.toBe(true);
    const s = store();
    expect(s.step).toBe(2);
    expect(s.verified).toBe(true);
    expect(s.newUser).toBe(true);
    expect(s.offers).toEqual({ Glo: true, Vuse: true, Velo: true, Neo: true });
  });

  it.each([
    ['error_wrong_otp', 'Błędny kod OTP telefonu'],
    ['error_wrong_otp_email', 'Błędny kod OTP e-mail'],
    ['E_INTERNAL', 'Błąd weryfikacji'],
  ])('returns to step 1 with the OTP popup on %s', async (code, text) => {
    fillContact();
    fake.answer('/lead/otp', { success: true, data: {} });
    await store().sendOtp();
    store().update({ otp: 'AB3DE', otpEmail: 'XY7ZQ' });
    fake.answer('/lead/verify', { success: false, error: code });
    await expect(store().verify()).resolves.toBe(false);
    expect(store().step).toBe(1);
    expect(store().verified).toBe(false);
    expect(store().otpError).toBe(text);
    store().closeOtpError();
    expect(store().otpError).toBeNull();
  });

  it('goes back one step at a time and not below step 0', async () => {
    await reachOffers();
    store().back();
    expect(store().step).toBe(1);
    store().back();
    expect(store().step).toBe(0);
    store().back();
    expect(store().step).toBe(0);
  });

  it('moves to step 3 once the offers are chosen', async () => {
    await reachOffers();
    store().chooseOffers();
    expect(store().step).toBe(3);
    expect(store().areOffersChosen).toBe(true);
  });

  it('sends /lead/register with the lead payload and reaches step 4 with the beacon', async () => {
    await reachOffers();
    fillGloForm();
    fake.answer('/lead/register', {
      success: true,
      data: { uuid: 'lead-1' },
      meta: { bc: 'beacon-9', ts: '111' },
    });
    await expect(store().register()).resolves.toBe(true);
    const [req] = fake.to('/lead/register');
    const body = req?.json as { lead: Record<string, unknown>; action: unknown };
    expect(body.action).toEqual({ uuid: 'action-1' });
    expect(body.lead).toMatchObject({
      process: 'TOURPLANNER',
      accountSource: 'Hostess',
      lastModifiedSource: 'Hostess',
      emailVerificationStatus: 'Verified',
      formIdent: 'form.tourplanner.test-tourplanner',
      emailVerified: true,
      phoneVerified: true,
      ageVerified: true,
      pointIdent: 'PT-42',
      registerLocation: 'PT-42',
      eventIdent: 'EV-7',
      brand: 'Glo',
      category: 'THP',
      secondaryBrand: 'IQOS',
      emailAddress: 'jan@example.com',
      mobileNumber: '+48600100200',
      mobileNumberNoPrefix: '600100200',
      firstName: 'Anna',
      lastName: 'Nowak',
      birthDate: '1990-05-01',
      billingPostalCode: '00-950',
      hostessCode: 'HST001',
      tourPlan: 'AKC-001',
      consent: {
        ageVerified: true,
        personalDataRegistrationAuthorisation: true,
        newsletterCommercialAuthorization: true,
        inspirationClub: true,
        mobileOptIn: true,
      },
    });
    expect(body.lead.assetItems).toEqual([
      expect.objectContaining({
        brand: 'Glo',
        model: 'Hyper X2',
        colour: 'Black White',
        status: 'Active',
        type: 'Sold',
        assetSource: 'BREP1',
        serialNumber: 'GLO-0001',
        tourPlan: 'AKC-001',
        storeId: 'PT-42',
      }),
    ]);
    const s = store();
    expect(s.step).toBe(4);
    expect(s.isSuccess).toBe(true);
    expect(s.beacon).toBe('beacon-9');
    expect(s.icConsentStatus).toBeNull();
  });

  it('sends the Velo and Neo choices as product interest items', async () => {
    await reachOffers();
    fillGloForm();
    store().update({ selectedOffers: { Neo: { neoOffers: 'CFVEOSAMP2' }, InspirationClub: {} } });
    fake.answer('/lead/register', { success: true, data: { uuid: 'lead-2' }, meta: { bc: 'b', ts: '1' } });
    await store().register();
    const lead = (fake.to('/lead/register')[0]!.json as { lead: Record<string, unknown> }).lead;
    expect(lead.brand).toBe('Glo');
    expect(lead.assetItems).toBeUndefined();
    expect(lead.productInterestItems).toEqual([
      expect.objectContaining({
        sku: 'CFVEOSAMP2',
        status: 'Trial',
        unitOfMeasure: 'Can',
        tourPlan: 'AKC-001',
      }),
    ]);
  });

  it('reaches step 4 with a warning when the server reports an InspirationClub problem', async () => {
    await reachOffers();
    fillGloForm();
    fake.answer('/lead/register', {
      success: true,
      data: { uuid: 'lead-1', warning: 'error_ic_consumer_already_exists' },
      meta: { bc: 'b1', ts: '2' },
    });
    await store().register();
    expect(store().step).toBe(4);
    expect(store().isSuccess).toBe(true);
    expect(store().icConsentStatus).toBe('error_ic_consumer_already_exists');
  });

  it('treats an IC error answer as success with a warning', async () => {
    await reachOffers();
    fillGloForm();
    fake.answer('/lead/register', {
      success: false,
      error: 'error_ic_registration_failed',
      meta: { bc: 'b2', ts: '3' },
    });
    await expect(store().register()).resolves.toBe(true);
    expect(store().step).toBe(4);
    expect(store().icConsentStatus).toBe('error_ic_registration_failed');
    expect(store().beacon).toBe('b2');
  });

  it.each([
    ['error_device_not_found', 'Podany my glo number nie jest poprawny', '77'],
    ['error_device_already_registered', 'Ten my glo number został już zarejestrowany', '77'],
    [
      'error_consumer_multiple_found',
      'Rejestracja nie powiodła się, konsument jest już uczestnikiem programu.',
      '77',
    ],
    ['error_something_else', 'Ups! Coś poszło nie tak :(', '77'],
    ['ASSET:CREATION_ERROR', 'To urządzenie zostało już zarejestrowane. Sprawdź numer urządzenia.', null],
  ])('stays at step 3 with the error modal on %s', async (code, text, shownCode) => {
    await reachOffers();
    fillGloForm();
    fake.answer('/lead/register', { success: false, error: code, meta: { ts: '77' } });
    await expect(store().register()).resolves.toBe(false);
    expect(store().step).toBe(3);
    expect(store().errorModal).toEqual({ description: text, code: shownCode });
  });

  it('uploads the receipt with the Glo serial and the beacon, then burns the device', async () => {
    await reachOffers();
    fillGloForm();
    fake.answer('/lead/register', {
      success: true,
      data: { uuid: 'lead-1' },
      meta: { bc: 'beacon-9', ts: '1' },
    });
    await store().register();
    fake.answer('/action/receipt/create', {
      success: true,
      data: { receipt: { uuid: 'r1', created: { date: '2026-11-22 10:00:00' } } },
      meta: { ts: '5' },
    });
    fake.answer('/device/burn', { success: true, data: {} });
    const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await expect(store().uploadReceipt(image)).resolves.toBe(true);
    const [receipt] = fake.to('/action/receipt/create');
    expect(receipt?.input).toEqual({
      action: { uuid: 'action-1' },
      device: { serial: 'GLO-0001', beacon: 'beacon-9' },
    });
    expect(receipt?.files).toHaveLength(1);
    expect(receipt?.files[0]?.type).toBe('image/jpeg');
    const [burn] = fake.to('/device/burn');
    expect(burn?.json).toEqual({ device: { serialNumber: 'GLO-0001' } });
    expect(fake.requests.map((r) => r.path).slice(-2)).toEqual(['/action/receipt/create', '/device/burn']);
    expect(store().receiptStatus).toBe('sent');
    expect(store().deviceBurned).toBe(true);
  });

  it('uses the placeholders without a device or beacon and burns nothing', async () => {
    await reachOffers();
    fillGloForm();
    store().update({ selectedOffers: { Velo: { sampling: 'VELO-PM-4MG' }, InspirationClub: {} } });
    fake.answer('/lead/register', { success: true, data: { uuid: 'lead-3' }, meta: { bc: '', ts: '1' } });
    await store().register();
    fake.answer('/action/receipt/create', {
      success: true,
      data: { receipt: { uuid: 'r2', created: { date: '2026-11-22 10:00:00' } } },
      meta: { ts: '6' },
    });
    await store().uploadReceipt(new Blob(['x'], { type: 'image/jpeg' }));
    expect(fake.to('/action/receipt/create')[0]?.input).toEqual({
      action: { uuid: 'action-1' },
      device: { serial: 'fake_serial', beacon: 'fake_beacon' },
    });
    expect(fake.to('/device/burn')).toHaveLength(0);
  });

  it('shows the receipt upload text when the upload fails, and can retry', async () => {
    await reachOffers();
    fillGloForm();
    fake.answer('/lead/register', { success: true, data: { uuid: 'lead-1' }, meta: { bc: 'b', ts: '1' } });
    await store().register();
    fake.answer('/action/receipt/create', {
      success: false,
      error: 'E_INTERNAL',
      status: 500,
      meta: { ts: '99' },
    });
    await expect(store().uploadReceipt(new Blob(['x'], { type: 'image/jpeg' }))).resolves.toBe(false);
    expect(store().errorModal).toEqual({
      description: 'Wystąpił błąd podczas wysyłania paragonu',
      code: '99',
    });
    expect(store().receiptStatus).toBe('idle');
    expect(fake.to('/device/burn')).toHaveLength(0);
  });

  it('retries the upload of one photo with one Idempotency-Key, a new photo with a new one', async () => {
    await reachOffers();
    fillGloForm();
    fake.answer('/lead/register', { success: true, data: { uuid: 'lead-1' }, meta: { bc: 'b', ts: '1' } });
    await store().register();
    const sent = { receipt: { uuid: 'r1', created: { date: '2026-11-22 10:00:00' } } };
    store().setReceiptImage('data:image/jpeg;base64,AAAA');
    const image = new Blob(['x'], { type: 'image/jpeg' });
    // The answer is lost (a timeout): the same photo again carries the same key.
    fake.answer('/action/receipt/create', { network: true });
    await expect(store().uploadReceipt(image)).resolves.toBe(false);
    fake.answer('/action/receipt/create', { success: true, data: sent, meta: { ts: '2' } });
    fake.answer('/device/burn', { success: true, data: {} });
    await expect(store().uploadReceipt(image)).resolves.toBe(true);
    const keys = () => fake.to('/action/receipt/create').map((r) => r.headers.get('idempotency-key'));
    expect(keys()[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys()[1]).toBe(keys()[0]);
    // A retaken photo is another receipt.
    store().setReceiptImage('data:image/jpeg;base64,BBBB');
    fake.answer('/action/receipt/create', { success: true, data: sent, meta: { ts: '3' } });
    await store().uploadReceipt(image);
    expect(keys()[2]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it('resets to the initial state for the next consumer, keeping the action', async () => {
    await reachOffers();
    fillGloForm();
    fake.answer('/lead/register', { success: true, data: { uuid: 'lead-1' }, meta: { bc: 'b', ts: '1' } });
    await store().register();
    store().setReceiptImage('data:image/jpeg;base64,AAAA');
    store().reset();
    const s = store();
    expect(s.step).toBe(0);
    expect(s.verified).toBe(false);
    expect(s.isSuccess).toBe(false);
    expect(s.areOffersChosen).toBe(false);
    expect(s.newUser).toBe(false);
    expect(s.offers).toBeNull();
    expect(s.beacon).toBeNull();
    expect(s.receiptImage).toBeNull();
    expect(s.icConsentStatus).toBeNull();
    expect(s.data.emailAddress).toBe('');
    expect(s.data.selectedOffers).toEqual({});
    expect(s.data.hostessCode).toBe('HST001');
    expect(s.context).toEqual(CONTEXT);
  });
});

describe('signing out', () => {
  it("drops the consumer's data", async () => {
    const { useSession } = await import('../../../stores/session');
    useSession.setState({ status: 'signedIn' });
    fillContact();
    useSession.setState({ status: 'signedOut', token: null, user: null });
    expect(store().data.emailAddress).toBe('');
    expect(store().context).toBeNull();
  });
});
