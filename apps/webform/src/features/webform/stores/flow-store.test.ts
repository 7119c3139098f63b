// The step machine and the exact body sent at each step (SPEC §3, §4, §7, §8).
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { newRegistration, startRegistration } from '../registration';
import { useWebformFlow } from './flow-store';
import { useFormData } from './form-data-store';
import { useWebformPopups } from './popups-store';
import { useReceipt } from './receipt-store';
import { CONTEXT, fillContact, fillGloForm, reachOffers as reachOffersWith, write } from './test-steps';

let fake: FakeApi;
const flow = () => useWebformFlow.getState();
const form = () => useFormData.getState();
const popups = () => useWebformPopups.getState();
const receipt = () => useReceipt.getState();
const reachOffers = (entitlements?: { Glo: boolean; Vuse: boolean; Velo: boolean; Neo: boolean }) =>
  reachOffersWith(fake, entitlements);

beforeEach(() => {
  fake = installFakeApi('tok-123');
  startRegistration(CONTEXT);
});

describe('the step machine', () => {
  it('starts at step 0 with the hostess code, tour plan and register location filled in', () => {
    const s = flow();
    expect(s.step).toBe(0);
    expect(s.verified).toBe(false);
    expect(s.isSuccess).toBe(false);
    expect(form().data.hostessCode).toBe('HST001');
    expect(form().data.tourPlan).toBe('AKC-001');
    expect(form().data.registerLocation).toBe('PT-42');
    expect(form().data.numberPrefix).toBe('+48');
  });

  it('sends /lead/otp with the prefixed number and moves to step 1', async () => {
    fillContact();
    fake.answer('/lead/otp', { success: true, data: {} });
    await expect(write.requestCodes()).resolves.toBe(true);
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
    expect(flow().step).toBe(1);
  });

  it('stays at step 0 with the OTP send text when /lead/otp fails', async () => {
    fillContact();
    fake.answer('/lead/otp', {
      success: false,
      error: 'E_INTERNAL',
      status: 500,
      meta: { ts: '1732250000' },
    });
    await expect(write.requestCodes()).resolves.toBe(false);
    expect(flow().step).toBe(0);
    expect(popups().errorModal).toEqual({ description: 'Wystąpił błąd', code: '1732250000' });
  });

  it('shows the network text without a code when no answer comes', async () => {
    fillContact();
    fake.answer('/lead/otp', { network: true });
    await write.requestCodes();
    expect(popups().errorModal).toEqual({
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
    const s = flow();
    expect(s.step).toBe(2);
    expect(s.verified).toBe(true);
    expect(s.newUser).toBe(false);
    expect(s.offers).toEqual({ Glo: true, Vuse: false, Velo: true, Neo: false });
  });

  it('treats error_m2_not_found_in_salesforce as a new consumer with every offer', async () => {
    fillContact();
    fake.answer('/lead/otp', { success: true, data: {} });
    await write.requestCodes();
    form().update({ otp: 'AB3DE', otpEmail: 'XY7ZQ' });
    fake.answer('/lead/verify', { success: false, error: 'error_m2_not_found_in_salesforce', status: 404 });
    await expect(write.checkCodes()).resolves.toBe(true);
    const s = flow();
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
    await write.requestCodes();
    form().update({ otp: 'AB3DE', otpEmail: 'XY7ZQ' });
    fake.answer('/lead/verify', { success: false, error: code });
    await expect(write.checkCodes()).resolves.toBe(false);
    expect(flow().step).toBe(1);
    expect(flow().verified).toBe(false);
    expect(popups().otpError).toBe(text);
    popups().closeOtpError();
    expect(popups().otpError).toBeNull();
  });

  it('goes back one step at a time and not below step 0', async () => {
    await reachOffers();
    flow().back();
    expect(flow().step).toBe(1);
    flow().back();
    expect(flow().step).toBe(0);
    flow().back();
    expect(flow().step).toBe(0);
  });

  it('moves to step 3 once the offers are chosen', async () => {
    await reachOffers();
    flow().chooseOffers();
    expect(flow().step).toBe(3);
    expect(flow().areOffersChosen).toBe(true);
  });

  it('sends /lead/register with the lead payload and reaches step 4 with the beacon', async () => {
    await reachOffers();
    fillGloForm();
    fake.answer('/lead/register', {
      success: true,
      data: { uuid: 'lead-1' },
      meta: { bc: 'beacon-9', ts: '111' },
    });
    await expect(write.registerConsumer()).resolves.toBe(true);
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
    const s = flow();
    expect(s.step).toBe(4);
    expect(s.isSuccess).toBe(true);
    expect(receipt().registration?.beacon ?? null).toBe('beacon-9');
    expect(s.icConsentStatus).toBeNull();
  });

  it('sends the Velo and Neo choices as product interest items', async () => {
    await reachOffers();
    fillGloForm();
    form().update({ selectedOffers: { Neo: { neoOffers: 'CFVEOSAMP2' }, InspirationClub: {} } });
    fake.answer('/lead/register', { success: true, data: { uuid: 'lead-2' }, meta: { bc: 'b', ts: '1' } });
    await write.registerConsumer();
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
    await write.registerConsumer();
    expect(flow().step).toBe(4);
    expect(flow().isSuccess).toBe(true);
    expect(flow().icConsentStatus).toBe('error_ic_consumer_already_exists');
  });

  it('treats an IC error answer as success with a warning', async () => {
    await reachOffers();
    fillGloForm();
    fake.answer('/lead/register', {
      success: false,
      error: 'error_ic_registration_failed',
      meta: { bc: 'b2', ts: '3' },
    });
    await expect(write.registerConsumer()).resolves.toBe(true);
    expect(flow().step).toBe(4);
    expect(flow().icConsentStatus).toBe('error_ic_registration_failed');
    expect(receipt().registration?.beacon).toBe('b2');
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
    await expect(write.registerConsumer()).resolves.toBe(false);
    expect(flow().step).toBe(3);
    expect(popups().errorModal).toEqual({ description: text, code: shownCode });
  });

  it('resets to the initial state for the next consumer, keeping the action', async () => {
    await reachOffers();
    fillGloForm();
    fake.answer('/lead/register', { success: true, data: { uuid: 'lead-1' }, meta: { bc: 'b', ts: '1' } });
    await write.registerConsumer();
    receipt().setImage('data:image/jpeg;base64,AAAA');
    newRegistration();
    const s = flow();
    expect(s.step).toBe(0);
    expect(s.verified).toBe(false);
    expect(s.isSuccess).toBe(false);
    expect(s.areOffersChosen).toBe(false);
    expect(s.newUser).toBe(false);
    expect(s.offers).toBeNull();
    expect(receipt().registration?.beacon ?? null).toBeNull();
    expect(receipt().image).toBeNull();
    expect(s.icConsentStatus).toBeNull();
    expect(form().data.emailAddress).toBe('');
    expect(form().data.selectedOffers).toEqual({});
    expect(form().data.hostessCode).toBe('HST001');
    expect(s.context).toEqual(CONTEXT);
  });
});
