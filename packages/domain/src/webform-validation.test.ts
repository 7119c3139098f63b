// Long (over 300 lines) on purpose: one property test per webform field rule of SPEC §5.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_PREFIXES } from './constants.ts';
import { CONSUMER_CATEGORY_IDS } from './reference.ts';
import type { SelectedOffers } from './webform.ts';
import {
  contactErrors,
  contactSchema,
  formStepErrors,
  WEBFORM_MESSAGE as M,
  makeFormStepSchema,
  normalizeRegisterLocation,
  offerCombinationError,
  offersErrors,
  otpErrors,
  toFieldErrors,
  WEBFORM_MESSAGE_KEYS,
} from './webform-validation.ts';

const contact = { emailAddress: 'anna.nowak@example.pl', numberPrefix: '+48', mobileNumber: '600100200' };

describe('contact', () => {
  it('accepts a valid contact', () => {
    expect(contactErrors(contact)).toEqual({});
    expect(contactErrors({ ...contact, emailAddress: '  anna@example.pl ' })).toEqual({});
  });
  it('rejects a bad e-mail', () => {
    for (const bad of ['', 'anna', 'anna@', '@example.pl', 'anna@example', 'an na@example.pl']) {
      expect(contactErrors({ ...contact, emailAddress: bad }).emailAddress, bad).toBe(M.invalidEmail);
    }
  });
  it('accepts the nine prefixes only', () => {
    for (const p of PHONE_PREFIXES) expect(contactErrors({ ...contact, numberPrefix: p })).toEqual({});
    expect(contactErrors({ ...contact, numberPrefix: '+1' }).numberPrefix).toBe(M.required);
    expect(contactErrors({ ...contact, numberPrefix: '' }).numberPrefix).toBe(M.required);
  });
  it('needs 4 to 15 digits', () => {
    expect(contactErrors({ ...contact, mobileNumber: '123' }).mobileNumber).toBe(M.phoneTooShort);
    expect(contactErrors({ ...contact, mobileNumber: '1234' })).toEqual({});
    expect(contactErrors({ ...contact, mobileNumber: '1'.repeat(15) })).toEqual({});
    expect(contactErrors({ ...contact, mobileNumber: '1'.repeat(16) }).mobileNumber).toBe(M.phoneTooLong);
    expect(contactErrors({ ...contact, mobileNumber: '' }).mobileNumber).toBe(M.required);
  });
  it('allows digits only', () => {
    for (const bad of ['600 100 200', '600-100-200', '+48600100200', '60010020a']) {
      expect(contactErrors({ ...contact, mobileNumber: bad }).mobileNumber, bad).toBe(M.phoneDigitsOnly);
    }
  });
  it('reports missing fields', () => {
    expect(Object.keys(contactErrors({})).sort()).toEqual(['emailAddress', 'mobileNumber', 'numberPrefix']);
  });
  it('accepts any 4-15 digit number and refuses any with a non-digit (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4,15}$/), (n) => {
        expect(contactErrors({ ...contact, mobileNumber: n })).toEqual({});
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => /\S/.test(s) && /\D/.test(s.trim())),
        (n) => {
          expect(contactErrors({ ...contact, mobileNumber: n }).mobileNumber).toBe(M.phoneDigitsOnly);
        },
      ),
    );
  });
  it('decides by length alone for digit strings (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,30}$/), (n) => {
        const error = contactErrors({ ...contact, mobileNumber: n }).mobileNumber;
        expect(error).toBe(n.length < 4 ? M.phoneTooShort : n.length > 15 ? M.phoneTooLong : undefined);
      }),
    );
  });
  it('refuses any text without an @ as e-mail (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        (e) => {
          expect(contactSchema.safeParse({ ...contact, emailAddress: e }).success).toBe(false);
        },
      ),
    );
  });
  it('accepts plain addresses (property)', () => {
    const part = fc.stringMatching(/^[a-z0-9]{1,12}$/);
    fc.assert(
      fc.property(part, part, fc.constantFrom('pl', 'com', 'eu'), (local, domain, tld) => {
        expect(contactErrors({ ...contact, emailAddress: `${local}@${domain}.${tld}` })).toEqual({});
      }),
    );
  });
});

describe('otp', () => {
  it('needs exactly 5 characters in both codes', () => {
    expect(otpErrors({ otp: '12345', otpEmail: 'AB3CD' })).toEqual({});
    expect(otpErrors({ otp: '1234', otpEmail: '123456' })).toEqual({
      otp: M.otpLength,
      otpEmail: M.otpLength,
    });
    expect(otpErrors({ otp: '', otpEmail: ' 12345 ' })).toEqual({ otp: M.otpLength });
  });
  it('accepts a code iff it has 5 characters (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }).map((s) => s.trim()),
        (code) => {
          const e = otpErrors({ otp: code, otpEmail: '12345' });
          expect(e.otp === undefined).toBe(code.length === 5);
        },
      ),
    );
  });
});

const glo = { model: 'Hyper Pro', color: 'Lapis Blue', assetSource: 'BREP1', serialNumber: 'GLO123456' };
const hutd = { model: 'Hyper X2', color: 'White Gold', assetSource: 'GLOPRO1' };
const vuse = { model: 'ePod 2', color: 'Black', assetSource: 'BREP2' };
const velo = { sampling: 'VELO-PM-4MG' };
const neo = { neoOffers: 'CFVEOSAMP1' };
const ic = {};

describe('offers: fields', () => {
  it('accepts complete offers', () => {
    expect(offersErrors({ Glo: glo })).toEqual({});
    expect(offersErrors({ Glo_HUTD: hutd, Velo: velo, InspirationClub: ic })).toEqual({});
    expect(offersErrors({ Vuse: vuse, Velo: velo })).toEqual({});
    expect(offersErrors({ Neo: neo, InspirationClub: ic })).toEqual({});
    expect(
      offersErrors({ Vuse: { model: 'Vuse Go', color: 'Mango Ice', assetSource: 'BREP1' }, Velo: velo }),
    ).toEqual({});
  });
  it('requires every field of a chosen offer', () => {
    expect(offersErrors({ Glo: { model: '', color: '', assetSource: '', serialNumber: ' ' } })).toEqual({
      'Glo.model': M.required,
      'Glo.color': M.required,
      'Glo.assetSource': M.required,
      'Glo.serialNumber': M.required,
    });
    expect(offersErrors({ Velo: { sampling: '' } })).toEqual({ 'Velo.sampling': M.required });
    expect(offersErrors({ Neo: {} })).toEqual({ 'Neo.neoOffers': M.required });
  });
  it('refuses values outside the reference lists', () => {
    expect(offersErrors({ Glo: { ...glo, color: 'Plaid' } })).toEqual({ 'Glo.color': M.required });
    expect(offersErrors({ Glo: { ...glo, model: 'ePen', color: 'Black' } })).toEqual({
      'Glo.color': M.required,
    });
    expect(offersErrors({ Glo: { ...glo, assetSource: 'GLOPRO1' } })).toEqual({
      'Glo.assetSource': M.required,
    });
    expect(offersErrors({ Glo_HUTD: { ...hutd, assetSource: 'BREP1' } })).toEqual({
      'Glo_HUTD.assetSource': M.required,
    });
    expect(offersErrors({ Velo: { sampling: 'NOPE' } })).toEqual({ 'Velo.sampling': M.required });
    expect(offersErrors({ Neo: { neoOffers: 'NOPE' } })).toEqual({ 'Neo.neoOffers': M.required });
  });
});

describe('offers: combinations', () => {
  it('needs at least one offer', () => {
    expect(offersErrors({})).toEqual({ offers: M.noOffer });
    expect(offersErrors(undefined)).toEqual({ offers: M.noOffer });
  });
  it('refuses InspirationClub alone', () => {
    expect(offersErrors({ InspirationClub: ic })).toEqual({ offers: M.inspirationClubOnly });
    expect(offersErrors({ InspirationClub: ic, Velo: velo })).toEqual({});
  });
  it('refuses Glo (or Glo_HUTD) with Vuse', () => {
    expect(offersErrors({ Glo: glo, Vuse: vuse, Velo: velo })).toEqual({ offers: M.gloWithVuse });
    expect(offersErrors({ Glo_HUTD: hutd, Vuse: vuse, Velo: velo })).toEqual({ offers: M.gloWithVuse });
  });
  it('requires Velo with Vuse', () => {
    expect(offersErrors({ Vuse: vuse })).toEqual({ offers: M.vuseNeedsVelo });
    expect(offersErrors({ Vuse: vuse, InspirationClub: ic })).toEqual({ offers: M.vuseNeedsVelo });
  });
  it('lets Neo join InspirationClub only', () => {
    expect(offersErrors({ Neo: neo })).toEqual({});
    expect(offersErrors({ Neo: neo, Velo: velo })).toEqual({ offers: M.neoOnlyWithInspirationClub });
    expect(offersErrors({ Neo: neo, Glo: glo })).toEqual({ offers: M.neoOnlyWithInspirationClub });
  });
  it('reports field and combination errors together', () => {
    expect(offersErrors({ Vuse: { ...vuse, model: '' } })).toEqual({
      'Vuse.model': M.required,
      offers: M.vuseNeedsVelo,
    });
  });
  it('reports combination rules even when an offer entry is malformed', () => {
    expect(offersErrors({ Vuse: 'x' })).toEqual({ Vuse: expect.any(String), offers: M.vuseNeedsVelo });
  });
  it('refuses offers the consumer is not entitled to', () => {
    const map = { Glo: false, Vuse: true, Velo: true, Neo: true };
    expect(offersErrors({ Glo_HUTD: hutd }, map)).toEqual({ Glo_HUTD: M.offerUnavailable });
    expect(offersErrors({ Velo: velo, InspirationClub: ic }, map)).toEqual({});
  });
  it('matches the rules for every combination of keys (property)', () => {
    const all = { Glo: glo, Glo_HUTD: hutd, Vuse: vuse, Velo: velo, Neo: neo, InspirationClub: ic } as const;
    fc.assert(
      fc.property(fc.subarray(Object.keys(all) as (keyof typeof all)[]), (keys) => {
        const offers = Object.fromEntries(keys.map((k) => [k, all[k]])) as SelectedOffers;
        const has = (k: string) => keys.includes(k as keyof typeof all);
        const ok =
          keys.length > 0 &&
          !(keys.length === 1 && has('InspirationClub')) &&
          !(has('Neo') && keys.some((k) => k !== 'Neo' && k !== 'InspirationClub')) &&
          !((has('Glo') || has('Glo_HUTD')) && has('Vuse')) &&
          !(has('Vuse') && !has('Velo'));
        expect(offerCombinationError(offers) === null).toBe(ok);
        expect(Object.keys(offersErrors(offers)).length === 0).toBe(ok);
      }),
    );
  });
});

const NOW = new Date('2026-11-22T10:00:00Z');
const form = {
  hostessCode: 'HST01',
  tourPlan: 'A-123',
  firstName: 'Anna',
  lastName: 'Nowak',
  birthDate: '1990-05-17',
  billingPostalCode: '00-950',
  registerLocation: 'PT001_Żabka Marszałkowska',
  category: 'IQOS',
  deviceName: '',
  consents: {
    ageVerified: true,
    personalDataRegistrationAuthorisation: true,
    newsletterCommercialAuthorization: true,
  },
  selectedOffers: { Velo: velo },
};
const errors = (patch: Record<string, unknown>) => formStepErrors({ ...form, ...patch }, () => NOW);

describe('form step', () => {
  it('accepts a complete form', () => {
    expect(errors({})).toEqual({});
  });
  it('requires hostess code and tour plan', () => {
    expect(errors({ hostessCode: ' ' })).toEqual({ hostessCode: M.hostessCode });
    expect(errors({ tourPlan: '' })).toEqual({ tourPlan: M.tourPlan });
  });
  it('trims names and needs at least 2 characters', () => {
    expect(errors({ firstName: '  ' })).toEqual({ firstName: M.firstNameRequired });
    expect(errors({ lastName: '' })).toEqual({ lastName: M.lastNameRequired });
    expect(errors({ firstName: ' A ' })).toEqual({ firstName: M.firstNameTooShort });
    expect(errors({ lastName: 'N' })).toEqual({ lastName: M.lastNameTooShort });
    expect(errors({ firstName: ' Al ', lastName: 'Li' })).toEqual({});
    const parsed = makeFormStepSchema({ now: () => NOW }).parse({ ...form, firstName: '  Anna ' });
    expect(parsed.firstName).toBe('Anna');
  });
  it('is 17 the day before the 18th birthday and 18 on it', () => {
    expect(errors({ birthDate: '2008-11-23' })).toEqual({ birthDate: M.underage });
    expect(errors({ birthDate: '2008-11-22' })).toEqual({});
    expect(errors({ birthDate: '2030-01-01' })).toEqual({ birthDate: M.underage });
  });
  it('accepts an empty birth date and refuses an invalid one', () => {
    expect(errors({ birthDate: '' })).toEqual({});
    expect(errors({ birthDate: '2000-02-31' })).toEqual({ birthDate: M.birthDate });
    expect(errors({ birthDate: '17.05.1990' })).toEqual({ birthDate: M.birthDate });
  });
  it('reads the clock at parse time by default', () => {
    expect(formStepErrors({ ...form, birthDate: '1990-01-01' })).toEqual({});
  });
  it('accepts an NN-NNN postal code or none', () => {
    expect(errors({ billingPostalCode: '' })).toEqual({});
    for (const bad of ['00950', '0-0950', '00-95', 'ab-cde', '00-9500']) {
      expect(errors({ billingPostalCode: bad }), bad).toEqual({ billingPostalCode: M.postalCode });
    }
  });
  it('requires a register location and keeps the part before the first underscore', () => {
    expect(errors({ registerLocation: '' })).toEqual({ registerLocation: M.required });
    expect(errors({ registerLocation: '_x' })).toEqual({ registerLocation: M.required });
    const schema = makeFormStepSchema({ now: () => NOW });
    expect(schema.parse(form).registerLocation).toBe('PT001');
    expect(schema.parse({ ...form, registerLocation: 'null' }).registerLocation).toBeNull();
    expect(normalizeRegisterLocation('A_B_C')).toBe('A');
    expect(normalizeRegisterLocation('plain')).toBe('plain');
  });
  it('requires a listed category', () => {
    for (const c of CONSUMER_CATEGORY_IDS) expect(errors({ category: c })).toEqual({});
    expect(errors({ category: '' })).toEqual({ category: M.required });
    expect(errors({ category: 'Marlboro' })).toEqual({ category: M.required });
  });
  it('requires the three mandatory consents', () => {
    expect(errors({ consents: {} })).toEqual({
      'consents.ageVerified': M.consentRequired,
      'consents.personalDataRegistrationAuthorisation': M.consentRequired,
      'consents.newsletterCommercialAuthorization': M.consentRequired,
    });
    expect(errors({ consents: { ...form.consents, ageVerified: false } })).toEqual({
      'consents.ageVerified': M.consentRequired,
    });
  });
  it('requires inspirationClub to be true when present, and when the offer is chosen', () => {
    expect(errors({ consents: { ...form.consents, inspirationClub: false } })).toEqual({
      'consents.inspirationClub': M.consentRequired,
    });
    expect(errors({ consents: { ...form.consents, inspirationClub: true } })).toEqual({});
    expect(errors({ selectedOffers: { Velo: velo, InspirationClub: ic } })).toEqual({
      'consents.inspirationClub': M.consentRequired,
    });
  });
  it("requires all three marketing opt-ins for a 'zg. Markt.' Glo_HUTD source only", () => {
    const optional = { mobileOptIn: false, socialMediaOptIn: false, hypercareOptIn: false };
    expect(errors({ consents: { ...form.consents, ...optional } })).toEqual({});
    expect(errors({ selectedOffers: { Glo_HUTD: { ...hutd, assetSource: 'GLOPROPAC1' } } })).toEqual({});
    for (const sku of ['GLOPROPAC2', 'GLOPROPAC3', 'GLOPROPAC4']) {
      const selectedOffers = { Glo_HUTD: { ...hutd, assetSource: sku } };
      expect(errors({ selectedOffers, consents: { ...form.consents, mobileOptIn: true } })).toEqual({
        'consents.socialMediaOptIn': M.consentRequired,
        'consents.hypercareOptIn': M.consentRequired,
      });
      expect(
        errors({
          selectedOffers,
          consents: { ...form.consents, mobileOptIn: true, socialMediaOptIn: true, hypercareOptIn: true },
        }),
      ).toEqual({});
    }
  });
  it('reports consent rules together with other failures', () => {
    expect(
      errors({
        category: 'nope',
        consents: { ...form.consents, ageVerified: 'yes' },
        selectedOffers: { Velo: velo, InspirationClub: ic },
      }),
    ).toEqual({
      category: M.required,
      'consents.ageVerified': M.consentRequired,
      'consents.inspirationClub': M.consentRequired,
    });
    expect(
      errors({ consents: undefined, selectedOffers: { Glo_HUTD: { ...hutd, assetSource: 'GLOPROPAC2' } } }),
    ).toMatchObject({
      consents: expect.any(String),
      'consents.mobileOptIn': M.consentRequired,
    });
    expect(formStepErrors('nothing', () => NOW)).toEqual({ form: expect.any(String) });
  });
  it('accepts any adult birth date and refuses any minor (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1920-01-01T12:00:00Z'),
          max: new Date('2026-11-22T12:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const ymd = d.toISOString().slice(0, 10);
          const adult = ymd <= '2008-11-22';
          expect(errors({ birthDate: ymd })).toEqual(adult ? {} : { birthDate: M.underage });
        },
      ),
    );
  });
  it('accepts names iff 2+ characters after trimming (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (name) => {
        const t = name.trim();
        const e = errors({ firstName: name }).firstName;
        expect(e).toBe(t.length === 0 ? M.firstNameRequired : t.length < 2 ? M.firstNameTooShort : undefined);
      }),
    );
  });
  it('accepts postal codes iff NN-NNN (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\d{2}-\d{3}$/), fc.string({ maxLength: 8 })), (code) => {
        const ok = /^(\d{2}-\d{3})?$/.test(code.trim());
        expect(errors({ billingPostalCode: code }).billingPostalCode === undefined).toBe(ok);
      }),
    );
  });
});

describe('toFieldErrors', () => {
  it('keeps the first message per path and reports pathless issues under form', () => {
    expect(toFieldErrors(undefined)).toEqual({});
    const e = contactSchema.safeParse(null).error;
    expect(toFieldErrors(e)).toEqual({ form: expect.any(String) });
  });
});

describe('messages', () => {
  // Their Polish texts, the spec's exact wording, are tested in i18n-pl (field-messages.test.ts).
  it('are message keys even for missing or mistyped fields', () => {
    const texts = new Set<string>(WEBFORM_MESSAGE_KEYS);
    const all = {
      ...contactErrors({}),
      ...contactErrors({ emailAddress: 1, numberPrefix: 2, mobileNumber: 3 }),
      ...otpErrors({}),
      ...offersErrors({ Glo: 'x', Vuse: 1, Velo: null, Neo: 'x', InspirationClub: 'x' }),
      ...offersErrors({ Glo: {} }),
      ...formStepErrors({}, () => NOW),
      ...formStepErrors({ consents: 'x', birthDate: 1, billingPostalCode: 2 }, () => NOW),
    };
    expect(Object.keys(all).length).toBeGreaterThan(15);
    for (const [field, message] of Object.entries(all))
      expect(texts.has(message), `${field}: ${message}`).toBe(true);
  });
});
