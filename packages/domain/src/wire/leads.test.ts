import { describe, expect, it } from 'vitest';
import { buildLeadRegisterBody, makeLeadRegisterBody } from '../lead.ts';
import { initialWebformData } from '../webform.ts';
import { leadRegisterRequest, leadVerifyAnswer } from './leads.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const { lead } = buildLeadRegisterBody(
  {
    ...initialWebformData(),
    emailAddress: 'anna@example.pl',
    numberPrefix: '+48',
    mobileNumber: '600100200',
    firstName: 'Anna',
    lastName: 'Nowak',
    birthDate: '1990-05-17',
    billingPostalCode: '00-950',
    hostessCode: 'HST01',
    tourPlan: 'A-123',
    registerLocation: 'PT001_Żabka',
    category: 'IQOS',
    selectedOffers: {
      Glo: { model: 'Hyper Pro', color: 'Lapis Blue', assetSource: 'BREP1', serialNumber: 'GLO1' },
      Velo: { sampling: 'VELO-RB-10MG' },
    },
    consents: {
      ageVerified: true,
      personalDataRegistrationAuthorisation: true,
      newsletterCommercialAuthorization: true,
    },
  },
  { host: 'webform.tourplanner.pl', eventIdent: 'e-1', emailVerified: true, phoneVerified: true, now: NOW },
);
const schema = makeLeadRegisterBody({ now: () => NOW });
const accepts = (patch: Record<string, unknown>) => schema.safeParse({ lead: { ...lead, ...patch } }).success;

describe('/lead/register at the door', () => {
  it('checks the lead with its own schema and drops an original app’s extras instead of refusing them', () => {
    const extras = { otp: '12345', otpEmail: 'ABCDE', somethingNew: { x: 1 } };
    const parsed = leadRegisterRequest.parse({ lead: { ...lead, ...extras }, action: { uuid: 'a1' } });
    expect(parsed.lead).toEqual(schema.parse({ lead }).lead);
    expect(parsed.lead).not.toHaveProperty('otp');
    expect(parsed.action).toEqual({ uuid: 'a1' });
  });
  it('refuses a lead that is not one, a wrong field, and a bad action reference', () => {
    expect(leadRegisterRequest.safeParse({}).success).toBe(false);
    expect(leadRegisterRequest.safeParse({ lead: 'x' }).success).toBe(false);
    expect(leadRegisterRequest.safeParse({ lead: {} }).success).toBe(false);
    expect(leadRegisterRequest.safeParse({ lead: { ...lead, mobileNumber: '600' } }).success).toBe(false);
    expect(leadRegisterRequest.safeParse({ lead, action: { uuid: '' } }).success).toBe(false);
  });
});

describe('the lead schema keeps the bounds the contract once checked', () => {
  it('accepts the built lead and the fields an original app adds', () => {
    expect(accepts({})).toBe(true);
    expect(accepts({ otp: '12345', consents: {} })).toBe(true);
  });
  it('bounds the raw text before trimming', () => {
    expect(accepts({ hostessCode: `${' '.repeat(95)}HST01` })).toBe(true);
    expect(accepts({ hostessCode: `${' '.repeat(96)}HST01` })).toBe(false);
    expect(accepts({ birthDate: ' 1990-05-17' })).toBe(false);
    expect(accepts({ billingPostalCode: ' 00-950' })).toBe(false);
    expect(accepts({ firstName: `Anna${' '.repeat(97)}` })).toBe(false);
    expect(accepts({ emailAddress: `anna@example.pl${' '.repeat(240)}` })).toBe(false);
  });
  it('bounds secondaryBrand, formIdent and the items', () => {
    expect(accepts({ secondaryBrand: 'x'.repeat(50), consumerCategory: undefined })).toBe(true);
    expect(accepts({ secondaryBrand: 'x'.repeat(51), consumerCategory: undefined })).toBe(false);
    expect(accepts({ formIdent: `${'a'.repeat(188)}-tourplanner` })).toBe(true);
    expect(accepts({ formIdent: `${'a'.repeat(189)}-tourplanner` })).toBe(false);
    const [asset] = lead.assetItems ?? [];
    expect(accepts({ assetItems: [{ ...asset, colour: 'x'.repeat(101) }] })).toBe(false);
    const [interest] = lead.productInterestItems ?? [];
    expect(accepts({ productInterestItems: [{ ...interest, name: 'x'.repeat(200) }] })).toBe(true);
    expect(accepts({ productInterestItems: [{ ...interest, name: 'x'.repeat(201) }] })).toBe(false);
  });
  it('takes only booleans or null as consents, unknown ones included (and drops those)', () => {
    expect(accepts({ consent: { ...lead.consent, somethingNew: 'yes' } })).toBe(false);
    const parsed = schema.parse({ lead: { ...lead, consent: { ...lead.consent, somethingNew: null } } });
    expect(parsed.lead.consent).toEqual(lead.consent);
  });
});

describe('/lead/verify', () => {
  it('answers the entitlement map and whether the consumer is new', () => {
    expect(
      leadVerifyAnswer.parse({ Glo: true, Vuse: false, Velo: true, Neo: true, newUser: true }).newUser,
    ).toBe(true);
  });
});
