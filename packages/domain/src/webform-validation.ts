// Long (over 300 lines) on purpose: every webform field rule of SPEC §5 side by side, as the spec lists them.
// Validation of the consumer webform (SPEC §5) as zod schemas shared by the webform app and the API,
// returning message keys (texts in i18n-pl), and helpers that turn a result into `{field: key}`.
import { z } from 'zod';
import { LIMITS, type OfferKey, PHONE_PREFIXES } from './constants.ts';
import { ageOn, type Instant, isValidYmd, todayYmd } from './dates.ts';
import {
  assetSourcesFor,
  CONSUMER_CATEGORY_IDS,
  type DeviceOfferKey,
  isValidDeviceChoice,
  NEO_OFFERS,
  requiresAllConsents,
  VELO_SAMPLING,
} from './reference.ts';
import { chosenOfferKeys, isOfferActive, type OfferEntitlements, type SelectedOffers } from './webform.ts';

/**
 * The messages the rules return, as keys: packages/i18n-pl (`field-messages.ts`) holds the Polish
 * text of each (SPEC §5's exact wording), which the webform and the API show in their place.
 */
export const WEBFORM_MESSAGE_KEYS = [
  'required',
  'invalidEmail',
  'phoneDigitsOnly',
  'phoneTooShort',
  'phoneTooLong',
  'otpLength',
  'noOffer',
  'inspirationClubOnly',
  'gloWithVuse',
  'vuseNeedsVelo',
  'neoOnlyWithInspirationClub',
  'offerUnavailable',
  'hostessCode',
  'tourPlan',
  'firstNameRequired',
  'lastNameRequired',
  'firstNameTooShort',
  'lastNameTooShort',
  'underage',
  'birthDate',
  'postalCode',
  'consentRequired',
] as const;
export type WebformMessageKey = (typeof WEBFORM_MESSAGE_KEYS)[number];
/** Each key by its name (`WEBFORM_MESSAGE.required === 'required'`), for the rules below. */
export const WEBFORM_MESSAGE = Object.fromEntries(WEBFORM_MESSAGE_KEYS.map((k) => [k, k])) as {
  readonly [K in WebformMessageKey]: K;
};
const M = WEBFORM_MESSAGE;

/**
 * Cross-field rules run even when a field already failed (zod skips them after an aborting issue
 * such as a wrong literal), so the user sees every problem at once; their code reads defensively.
 */
export const ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/**
 * Errors by field path ('mobileNumber', 'selectedOffers.Glo.model', 'consents.ageVerified', 'offers'):
 * for this module's rules a message key, which the app turns into its Polish text.
 */
export type FieldErrors = Record<string, string>;

/** The first message (key) of each field path; an issue without a path is reported under 'form'. */
export function toFieldErrors(error: z.ZodError | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'form';
    out[key] ??= issue.message;
  }
  return out;
}

// ---- contact (step 0)

const NAME_MAX = 80;

export const emailAddressField = z
  .string({ error: M.invalidEmail })
  .trim()
  .max(254, M.invalidEmail)
  .pipe(z.email({ error: M.invalidEmail }));
export const numberPrefixField = z.enum(PHONE_PREFIXES, { error: M.required });
/** The number without its prefix: digits only, 4 to 15 of them. */
export const mobileNumberField = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .regex(/^\d*$/, M.phoneDigitsOnly)
  .min(LIMITS.phoneMinDigits, M.phoneTooShort)
  .max(LIMITS.phoneMaxDigits, M.phoneTooLong);

export const contactSchema = z.object({
  emailAddress: emailAddressField,
  numberPrefix: numberPrefixField,
  mobileNumber: mobileNumberField,
});

// ---- OTP (step 1)

export const otpField = z.string({ error: M.otpLength }).trim().length(LIMITS.otpLength, M.otpLength);
export const otpSchema = z.object({ otp: otpField, otpEmail: otpField });

// ---- offers (step 2)

const requiredText = z.string({ error: M.required }).trim().min(1, M.required).max(100, M.required);

// Generic in `extra`, so a device offer's type says whether serialNumber is there (the Glo's is).
function deviceOfferSchema<Extra extends { serialNumber?: typeof requiredText } = Record<never, never>>(
  offer: DeviceOfferKey,
  extra: Extra = {} as Extra,
) {
  return z
    .object(
      { model: requiredText, color: requiredText, assetSource: requiredText, ...extra },
      { error: M.required },
    )
    .superRefine((value, ctx) => {
      const v = value as { model: string; color: string; assetSource: string };
      // A value outside the lists is as good as none: the select offers only listed ones.
      if (v.model && v.color && !isValidDeviceChoice(offer, v.model, v.color)) {
        ctx.addIssue({ code: 'custom', message: M.required, path: ['color'] });
      }
      if (v.assetSource && !assetSourcesFor(offer).some((s) => s.sku === v.assetSource)) {
        ctx.addIssue({ code: 'custom', message: M.required, path: ['assetSource'] });
      }
    }, ALWAYS);
}

const skuOf = (list: readonly { sku: string }[]) =>
  requiredText.refine((v) => list.some((o) => o.sku === v), M.required);

/** Each chosen offer with all its fields filled (SPEC §5; the key `required`). */
export const selectedOffersShape = z.object({
  Glo: deviceOfferSchema('Glo', { serialNumber: requiredText }).optional(),
  Glo_HUTD: deviceOfferSchema('Glo_HUTD').optional(),
  Vuse: deviceOfferSchema('Vuse').optional(),
  Velo: z.object({ sampling: skuOf(VELO_SAMPLING) }, { error: M.required }).optional(),
  Neo: z.object({ neoOffers: skuOf(NEO_OFFERS) }, { error: M.required }).optional(),
  InspirationClub: z.object({}, { error: M.required }).optional(),
});

/**
 * The offer combination rules, reported under 'offers', first broken rule first. Glo_HUTD is a
 * Glo device offer, so it may not join Vuse either.
 */
export function offerCombinationError(offers: SelectedOffers | null | undefined): WebformMessageKey | null {
  const keys = chosenOfferKeys(offers);
  const has = (k: OfferKey) => keys.includes(k);
  if (keys.length === 0) return M.noOffer;
  if (keys.length === 1 && has('InspirationClub')) return M.inspirationClubOnly;
  if (has('Neo') && keys.some((k) => k !== 'Neo' && k !== 'InspirationClub'))
    return M.neoOnlyWithInspirationClub;
  if ((has('Glo') || has('Glo_HUTD')) && has('Vuse')) return M.gloWithVuse;
  if (has('Vuse') && !has('Velo')) return M.vuseNeedsVelo;
  return null;
}

/**
 * The offers step. With an entitlement map (from /lead/verify, or the registry on the server),
 * an offer the consumer may no longer take is refused under its own key.
 */
export function makeOffersSchema(entitlements?: OfferEntitlements | null) {
  return selectedOffersShape.superRefine((offers, ctx) => {
    const combination = offerCombinationError(offers as SelectedOffers);
    if (combination) ctx.addIssue({ code: 'custom', message: combination, path: ['offers'] });
    if (!entitlements) return;
    for (const key of chosenOfferKeys(offers as SelectedOffers)) {
      if (!isOfferActive(key, entitlements))
        ctx.addIssue({ code: 'custom', message: M.offerUnavailable, path: [key] });
    }
  }, ALWAYS);
}
export const offersSchema = makeOffersSchema();

// ---- form (step 3)

const personName = (required: string, tooShort: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(LIMITS.nameMinLength, tooShort)
    .max(NAME_MAX, tooShort);

export const firstNameField = personName(M.firstNameRequired, M.firstNameTooShort);
export const lastNameField = personName(M.lastNameRequired, M.lastNameTooShort);

/** 'YYYY-MM-DD' of someone at least 18 at `now`, or empty. `now` is read at every parse. */
export function makeBirthDateField(now: () => Instant = () => new Date()) {
  return z
    .string({ error: M.birthDate })
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') return;
      if (!isValidYmd(v)) ctx.addIssue({ code: 'custom', message: M.birthDate });
      else if (ageOn(v, todayYmd(now())) < LIMITS.minimumAge)
        ctx.addIssue({ code: 'custom', message: M.underage });
    });
}

export const postalCodeField = z
  .string({ error: M.postalCode })
  .trim()
  .regex(/^(\d{2}-\d{3})?$/, M.postalCode);

/**
 * The point the consumer registers at: select values are '<pointIdent>_<label>', so the text before
 * the first underscore is kept; 'null' (the select's "no point" value) becomes null.
 */
export function normalizeRegisterLocation(value: string): string | null {
  const head = value.trim().split('_')[0] ?? '';
  return head === 'null' ? null : head;
}

export const registerLocationField = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .transform((v, ctx) => {
    const head = normalizeRegisterLocation(v);
    if (head === '') {
      ctx.addIssue({ code: 'custom', message: M.required });
      return z.NEVER;
    }
    return head;
  });

export const categoryField = z.enum(CONSUMER_CATEGORY_IDS, { error: M.required });

const mustBeTrue = z.literal(true, { error: M.consentRequired });

export const consentsShape = z.object(
  {
    ageVerified: mustBeTrue,
    personalDataRegistrationAuthorisation: mustBeTrue,
    newsletterCommercialAuthorization: mustBeTrue,
    inspirationClub: mustBeTrue.optional(),
    externalCompaniesAuthorization: z.boolean().optional(),
    personalDataRegistrationHandling: z.boolean().optional(),
    mobileOptIn: z.boolean().optional(),
    socialMediaOptIn: z.boolean().optional(),
    hypercareOptIn: z.boolean().optional(),
  },
  { error: M.consentRequired },
);

export const MARKETING_OPT_INS = ['mobileOptIn', 'socialMediaOptIn', 'hypercareOptIn'] as const;

/**
 * Consents that depend on the offers: all three marketing opt-ins when the Glo_HUTD asset source
 * is marked 'zg. Markt.', and the InspirationClub consent when that offer is chosen. Paths are
 * relative to the object holding `consents`.
 */
export function offerConsentIssues(
  offers: SelectedOffers | null | undefined,
  consents: Partial<Record<string, unknown>> | null | undefined,
  consentsKey = 'consents',
): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (requiresAllConsents(offers?.Glo_HUTD?.assetSource)) {
    for (const k of MARKETING_OPT_INS) {
      if (consents?.[k] !== true) issues.push({ path: [consentsKey, k], message: M.consentRequired });
    }
  }
  if (offers?.InspirationClub && consents?.inspirationClub !== true) {
    issues.push({ path: [consentsKey, 'inspirationClub'], message: M.consentRequired });
  }
  return issues;
}

/** The form step, with `selectedOffers` read (not validated again) for the consent rules. */
export function makeFormStepSchema(options: { now?: () => Instant } = {}) {
  return z
    .object({
      hostessCode: z.string({ error: M.hostessCode }).trim().min(1, M.hostessCode).max(64, M.hostessCode),
      tourPlan: z.string({ error: M.tourPlan }).trim().min(1, M.tourPlan).max(64, M.tourPlan),
      firstName: firstNameField,
      lastName: lastNameField,
      birthDate: makeBirthDateField(options.now),
      billingPostalCode: postalCodeField,
      registerLocation: registerLocationField,
      category: categoryField,
      deviceName: z.string().trim().max(200).optional(),
      consents: consentsShape,
      selectedOffers: z.unknown().optional(),
    })
    .superRefine((v, ctx) => {
      for (const issue of offerConsentIssues(v.selectedOffers as SelectedOffers, v.consents)) {
        ctx.addIssue({ code: 'custom', ...issue });
      }
    }, ALWAYS);
}
export const formStepSchema = makeFormStepSchema();

// ---- helpers for the app: errors of one step as {field: message}, empty when the step is valid

export function contactErrors(data: unknown): FieldErrors {
  return toFieldErrors(contactSchema.safeParse(data).error);
}

export function otpErrors(data: unknown): FieldErrors {
  return toFieldErrors(otpSchema.safeParse(data).error);
}

/** Errors of the offers step; keys are 'offers' (combination) or '<Offer>.<field>'. */
export function offersErrors(offers: unknown, entitlements?: OfferEntitlements | null): FieldErrors {
  return toFieldErrors(makeOffersSchema(entitlements).safeParse(offers ?? {}).error);
}

export function formStepErrors(data: unknown, now?: () => Instant): FieldErrors {
  const schema = now ? makeFormStepSchema({ now }) : formStepSchema;
  return toFieldErrors(schema.safeParse(data).error);
}
