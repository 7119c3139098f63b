// Long (over 300 lines) on purpose: property tests of the whole lead body, one per rule of SPEC §5.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  assetItemsOf,
  buildLeadRegisterBody,
  deviceToBurn,
  formIdent,
  type LeadContext,
  leadBrand,
  leadRegisterBody,
  MOBILE_NUMBER_RE,
  makeLeadRegisterBody,
  productInterestItemsOf,
} from './lead.ts';
import { initialWebformData, type SelectedOffers, type WebformData } from './webform.ts';
import { offerCombinationError, toFieldErrors } from './webform-validation.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const context: LeadContext = {
  host: 'webform.tourplanner.pl',
  eventIdent: 'zabka-krakow-22.11.2026',
  emailVerified: true,
  phoneVerified: true,
  now: NOW,
};
const glo = { model: 'Hyper Pro', color: 'Lapis Blue', assetSource: 'BREP1', serialNumber: ' GLO123456 ' };
const vuseGo = { model: 'Vuse Go', color: 'Mango Ice', assetSource: 'BREP2' };
const velo = { sampling: 'VELO-RB-10MG' };
const neo = { neoOffers: 'CFVEOSAMP2' };

const data = (selectedOffers: SelectedOffers, patch: Partial<WebformData> = {}): WebformData => ({
  ...initialWebformData(),
  emailAddress: ' anna@example.pl ',
  numberPrefix: '+48',
  mobileNumber: '600100200',
  otp: '12345',
  otpEmail: 'ABCDE',
  firstName: ' Anna ',
  lastName: 'Nowak',
  birthDate: '1990-05-17',
  billingPostalCode: '00-950',
  hostessCode: 'HST01',
  tourPlan: 'A-123',
  registerLocation: 'PT001_Żabka',
  category: 'IQOS',
  deviceName: 'Tablet 3',
  selectedOffers,
  consents: {
    ageVerified: true,
    personalDataRegistrationAuthorisation: true,
    newsletterCommercialAuthorization: true,
    mobileOptIn: false,
  },
  ...patch,
});

describe('leadBrand', () => {
  it('takes the first chosen of Glo, Glo_HUTD, Vuse, Velo, Neo, with Neo as Glo', () => {
    expect(leadBrand({ Glo: glo, Velo: velo })).toBe('Glo');
    expect(leadBrand({ Glo_HUTD: { model: '', color: '', assetSource: '' } })).toBe('Glo');
    expect(leadBrand({ Vuse: vuseGo, Velo: velo })).toBe('Vuse');
    expect(leadBrand({ Velo: velo, InspirationClub: {} })).toBe('Velo');
    expect(leadBrand({ Neo: neo, InspirationClub: {} })).toBe('Glo');
    expect(leadBrand({ InspirationClub: {} })).toBeNull();
    expect(leadBrand(null)).toBeNull();
  });
});

describe('formIdent', () => {
  it('is the host plus -tourplanner', () => {
    expect(formIdent('webform.tourplanner.pl')).toBe('webform.tourplanner.pl-tourplanner');
    expect(formIdent('https://webform.tourplanner.pl:8443/path')).toBe('webform.tourplanner.pl-tourplanner');
  });
});

describe('items', () => {
  it('builds an asset item per device offer, flavour as taste, serial only for Glo', () => {
    expect(assetItemsOf(data({ Glo: glo, Velo: velo }), NOW)).toEqual([
      {
        brand: 'Glo',
        colour: 'Lapis Blue',
        taste: null,
        status: 'Active',
        purchaseDate: '2026-11-22',
        model: 'Hyper Pro',
        type: 'Sold',
        storeId: 'PT001',
        tourPlan: 'A-123',
        assetSource: 'BREP1',
        deviceName: 'Tablet 3',
        serialNumber: 'GLO123456',
      },
    ]);
    const [vuseItem] = assetItemsOf(data({ Vuse: vuseGo, Velo: velo }, { deviceName: ' ' }), NOW);
    expect(vuseItem).toMatchObject({
      brand: 'Vuse',
      colour: null,
      taste: 'Mango Ice',
      serialNumber: null,
      deviceName: null,
    });
    const [hutdItem] = assetItemsOf(
      data({ Glo_HUTD: { model: 'Hyper X2', color: 'White Gold', assetSource: 'GLOPRO2' } }),
      NOW,
    );
    expect(hutdItem).toMatchObject({
      brand: 'Glo',
      colour: 'White Gold',
      assetSource: 'GLOPRO2',
      serialNumber: null,
    });
    expect(assetItemsOf(data({ Velo: velo }), NOW)).toEqual([]);
  });
  it('builds product interest items for Velo and Neo', () => {
    expect(productInterestItemsOf(data({ Glo: glo, Velo: velo }))).toEqual([
      {
        sku: 'VELO-RB-10MG',
        status: 'Trial',
        unitOfMeasure: 'Can',
        name: 'Ruby Berry 10mg',
        tourPlan: 'A-123',
      },
    ]);
    expect(productInterestItemsOf(data({ Neo: neo }))).toEqual([
      {
        sku: 'CFVEOSAMP2',
        status: 'Trial',
        unitOfMeasure: 'Can',
        name: expect.any(String),
        tourPlan: 'A-123',
      },
    ]);
    expect(productInterestItemsOf(data({ Glo: glo }))).toEqual([]);
  });
  it('burns the Glo serial only', () => {
    expect(deviceToBurn(data({ Glo: glo }))).toBe('GLO123456');
    expect(deviceToBurn(data({ Velo: velo }))).toBeNull();
  });
});

describe('buildLeadRegisterBody', () => {
  it('fills the fixed lead fields and the webform data', () => {
    const { lead } = buildLeadRegisterBody(
      data(
        { Glo: glo, Velo: velo, InspirationClub: {} },
        {
          consents: {
            ageVerified: true,
            personalDataRegistrationAuthorisation: true,
            newsletterCommercialAuthorization: true,
            inspirationClub: true,
          },
        },
      ),
      context,
    );
    expect(lead).toMatchObject({
      process: 'TOURPLANNER',
      accountSource: 'Hostess',
      formIdent: 'webform.tourplanner.pl-tourplanner',
      lastModifiedSource: 'Hostess',
      emailVerificationStatus: 'Verified',
      emailVerified: true,
      phoneVerified: true,
      ageVerified: true,
      pointIdent: 'PT001',
      registerLocation: 'PT001',
      category: 'THP',
      consumerCategory: 'IQOS',
      secondaryBrand: 'IQOS',
      eventIdent: 'zabka-krakow-22.11.2026',
      brand: 'Glo',
      emailAddress: 'anna@example.pl',
      mobileNumber: '+48600100200',
      mobileNumberNoPrefix: '600100200',
      firstName: 'Anna',
    });
    expect(lead.assetItems).toHaveLength(1);
    expect(lead.productInterestItems).toHaveLength(1);
    expect(lead).not.toHaveProperty('otp');
  });
  it('leaves out empty item lists and maps a null point', () => {
    const { lead } = buildLeadRegisterBody(data({ Neo: neo }, { registerLocation: 'null' }), context);
    expect(lead.assetItems).toBeUndefined();
    expect(lead.productInterestItems).toHaveLength(1);
    expect(lead.brand).toBe('Glo');
    expect(lead.pointIdent).toBeNull();
    expect(lead.registerLocation).toBeNull();
  });
  it('sends null for an unknown event', () => {
    const body = buildLeadRegisterBody(data({ Velo: velo }), { ...context, eventIdent: '' });
    expect(body.lead.eventIdent).toBeNull();
    expect(leadRegisterBody.safeParse(body).success).toBe(true);
  });
  it('sends null for a birth date or postal code not given', () => {
    const body = buildLeadRegisterBody(
      data({ Velo: velo }, { birthDate: ' ', billingPostalCode: '' }),
      context,
    );
    expect(body.lead.birthDate).toBeNull();
    expect(body.lead.billingPostalCode).toBeNull();
    expect(leadRegisterBody.safeParse(body).success).toBe(true);
  });
  it('builds bodies the register schema accepts', () => {
    for (const offers of [
      { Glo: glo, Velo: velo },
      { Vuse: vuseGo, Velo: velo },
      { Neo: neo },
      { Velo: velo },
    ] as SelectedOffers[]) {
      const parsed = leadRegisterBody.safeParse(buildLeadRegisterBody(data(offers), context));
      expect(toFieldErrors(parsed.error)).toEqual({});
    }
  });
});

describe('leadRegisterBody', () => {
  const valid = () => buildLeadRegisterBody(data({ Glo: glo, Velo: velo }), context);
  const errorsOf = (body: unknown) =>
    toFieldErrors(makeLeadRegisterBody({ now: () => NOW }).safeParse(body).error);

  it('refuses broken offer combinations and missing consents', () => {
    expect(errorsOf(buildLeadRegisterBody(data({ Vuse: vuseGo }), context))).toMatchObject({
      'lead.selectedOffers.offers': 'vuseNeedsVelo',
    });
    const b = valid();
    b.lead.consent = { ...b.lead.consent, ageVerified: false as true };
    expect(errorsOf(b)).toMatchObject({
      'lead.consent.ageVerified': 'consentRequired',
      'lead.ageVerified': expect.any(String),
    });
  });
  it('refuses a body whose derived fields do not follow from the data', () => {
    const b = valid();
    b.lead.brand = 'Velo';
    b.lead.mobileNumber = '+49600100200';
    b.lead.category = 'Vapour';
    expect(Object.keys(errorsOf(b)).sort()).toEqual(['lead.brand', 'lead.category', 'lead.mobileNumber']);
  });
  it("requires the marketing opt-ins for a 'zg. Markt.' source", () => {
    const body = buildLeadRegisterBody(
      data({ Glo_HUTD: { model: 'Hyper X2', color: 'White Gold', assetSource: 'GLOPROPAC4' }, Velo: velo }),
      context,
    );
    expect(errorsOf(body)).toEqual({
      'lead.consent.mobileOptIn': 'consentRequired',
      'lead.consent.socialMediaOptIn': 'consentRequired',
      'lead.consent.hypercareOptIn': 'consentRequired',
    });
  });
  it('refuses a minor and a wrong fixed value', () => {
    const b = valid();
    b.lead.birthDate = '2008-11-23';
    (b.lead as { process: string }).process = 'OTHER';
    expect(Object.keys(errorsOf(b)).sort()).toEqual(['lead.birthDate', 'lead.process']);
  });
  it('understands a client that leaves out our optional additions', () => {
    const { lead } = valid();
    const { consumerCategory: _c, numberPrefix: _p, mobileNumberNoPrefix: _n, ...rest } = lead;
    expect(errorsOf({ lead: rest })).toEqual({});
    expect(errorsOf({ lead: { ...rest, mobileNumber: '+1600100200' } })).toEqual({
      'lead.mobileNumber': expect.any(String),
    });
    expect(errorsOf({ lead: { ...rest, mobileNumber: '+48123' } })).toEqual({
      'lead.mobileNumber': expect.any(String),
    });
  });
  it('checks full mobile numbers: a known prefix and 4 to 15 digits', () => {
    expect(MOBILE_NUMBER_RE.test('+481234')).toBe(true);
    expect(MOBILE_NUMBER_RE.test('+48123')).toBe(false);
    expect(MOBILE_NUMBER_RE.test(`+421${'1'.repeat(15)}`)).toBe(true);
    expect(MOBILE_NUMBER_RE.test(`+421${'1'.repeat(16)}`)).toBe(false);
    expect(MOBILE_NUMBER_RE.test('+1234567890')).toBe(false);
    expect(MOBILE_NUMBER_RE.test('48600100200')).toBe(false);
  });
  it('always sends prefix + number as mobileNumber (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('+48', '+380', '+421'),
        fc.stringMatching(/^\d{4,15}$/),
        (prefix, number) => {
          const { lead } = buildLeadRegisterBody(
            data({ Velo: velo }, { numberPrefix: prefix, mobileNumber: number }),
            context,
          );
          expect(lead.mobileNumber).toBe(`${prefix}${number}`);
          expect(errorsOf({ lead })).toEqual({});
        },
      ),
    );
  });
});

describe('leadRegisterBody as a contract piece', () => {
  it('can be extended with the action reference the contract adds', () => {
    const withAction = leadRegisterBody.extend({ action: z.object({ uuid: z.string() }).optional() });
    const body = { ...buildLeadRegisterBody(data({ Velo: velo }), context), action: { uuid: 'a1' } };
    expect(withAction.parse(body).action).toEqual({ uuid: 'a1' });
  });
  it('accepts a built body exactly when the offer rules hold (property)', () => {
    const hutd = { model: 'Hyper X2', color: 'White Gold', assetSource: 'GLOPRO1' };
    const all = {
      Glo: glo,
      Glo_HUTD: hutd,
      Vuse: vuseGo,
      Velo: velo,
      Neo: neo,
      InspirationClub: {},
    } as const;
    fc.assert(
      fc.property(fc.subarray(Object.keys(all) as (keyof typeof all)[], { minLength: 1 }), (keys) => {
        const offers = Object.fromEntries(keys.map((k) => [k, all[k]])) as SelectedOffers;
        const consents = {
          ageVerified: true,
          personalDataRegistrationAuthorisation: true,
          newsletterCommercialAuthorization: true,
          ...(offers.InspirationClub ? { inspirationClub: true } : {}),
        };
        const body = buildLeadRegisterBody(data(offers, { consents }), context);
        const ok = offerCombinationError(offers) === null;
        expect(makeLeadRegisterBody({ now: () => NOW }).safeParse(body).success).toBe(ok);
        if (ok) expect(body.lead.brand).toBe(leadBrand(offers));
      }),
    );
  });
});
