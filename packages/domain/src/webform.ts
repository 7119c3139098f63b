// The consumer webform's data and state (SPEC §3 "Webform data"/"Webform state", §4 "Webform"):
// shapes, the initial state, step numbers and the offer entitlement map of /lead/verify.
import { z } from 'zod';
import { OFFER_BRANDS, OFFER_KEYS, type OfferBrand, type OfferKey } from './constants.ts';

export const WEBFORM_STEPS = { contact: 0, otp: 1, offers: 2, form: 3, success: 4 } as const;
export type WebformStep = (typeof WEBFORM_STEPS)[keyof typeof WEBFORM_STEPS];
export const WEBFORM_STEP_COUNT = 5;

/** One step on (stops at success). */
export function nextStep(step: WebformStep): WebformStep {
  return Math.min(step + 1, WEBFORM_STEPS.success) as WebformStep;
}

/** One step back (stops at contact). */
export function previousStep(step: WebformStep): WebformStep {
  return Math.max(step - 1, WEBFORM_STEPS.contact) as WebformStep;
}

// The shapes below accept anything a half-filled form holds (empty strings); webform-validation.ts
// says what a complete, valid one is.
export const deviceOfferData = z.object({ model: z.string(), color: z.string(), assetSource: z.string() });
export const gloOfferData = deviceOfferData.extend({ serialNumber: z.string() });
export const veloOfferData = z.object({ sampling: z.string() });
export const neoOfferData = z.object({ neoOffers: z.string() });
/** InspirationClub needs no data: being in selectedOffers is the choice. */
export const inspirationClubOfferData = z.object({});

/** An offer is chosen when its key is present. */
export const selectedOffers = z.object({
  Glo: gloOfferData.optional(),
  Glo_HUTD: deviceOfferData.optional(),
  Vuse: deviceOfferData.optional(),
  Velo: veloOfferData.optional(),
  Neo: neoOfferData.optional(),
  InspirationClub: inspirationClubOfferData.optional(),
});
export type SelectedOffers = z.infer<typeof selectedOffers>;
export type DeviceOfferData = z.infer<typeof deviceOfferData>;
export type GloOfferData = z.infer<typeof gloOfferData>;

export const webformConsents = z.object({
  ageVerified: z.boolean(),
  externalCompaniesAuthorization: z.boolean().optional(),
  mobileOptIn: z.boolean().optional(),
  socialMediaOptIn: z.boolean().optional(),
  newsletterCommercialAuthorization: z.boolean(),
  hypercareOptIn: z.boolean().optional(),
  /** Present only while the InspirationClub offer is chosen; then it must be true. */
  inspirationClub: z.boolean().optional(),
  personalDataRegistrationAuthorisation: z.boolean(),
  personalDataRegistrationHandling: z.boolean().optional(),
});
export type WebformConsents = z.infer<typeof webformConsents>;

export const webformData = z.object({
  emailAddress: z.string(),
  numberPrefix: z.string(),
  mobileNumber: z.string(),
  otp: z.string(),
  otpEmail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 'YYYY-MM-DD' or empty. */
  birthDate: z.string(),
  billingPostalCode: z.string(),
  hostessCode: z.string(),
  tourPlan: z.string(),
  registerLocation: z.string(),
  category: z.string(),
  deviceName: z.string(),
  selectedOffers,
  consents: webformConsents,
});
export type WebformData = z.infer<typeof webformData>;

/** An empty form; the prefix starts at Poland's. */
export function initialWebformData(): WebformData {
  return {
    emailAddress: '',
    numberPrefix: '+48',
    mobileNumber: '',
    otp: '',
    otpEmail: '',
    firstName: '',
    lastName: '',
    birthDate: '',
    billingPostalCode: '',
    hostessCode: '',
    tourPlan: '',
    registerLocation: '',
    category: '',
    deviceName: '',
    selectedOffers: {},
    consents: {
      ageVerified: false,
      newsletterCommercialAuthorization: false,
      personalDataRegistrationAuthorisation: false,
    },
  };
}

/** The entitlement map of /lead/verify: true for an offer the consumer may still take. */
export const offerEntitlements = z.object({
  Glo: z.boolean(),
  Vuse: z.boolean(),
  Velo: z.boolean(),
  Neo: z.boolean(),
});
export type OfferEntitlements = z.infer<typeof offerEntitlements>;

/** The /lead/verify result: the map plus whether the consumer is new. */
export const webformResult = offerEntitlements.extend({ newUser: z.boolean().optional() });
export type WebformResult = z.infer<typeof webformResult>;

/** A consumer not yet in the registry (error_m2_not_found_in_salesforce) may take every offer. */
export const ALL_OFFERS_ACTIVE: OfferEntitlements = Object.freeze({
  Glo: true,
  Vuse: true,
  Velo: true,
  Neo: true,
});

/** The brand whose entitlement governs an offer key; InspirationClub has none (always open). */
export function entitlementBrandOf(key: OfferKey): OfferBrand | null {
  if (key === 'InspirationClub') return null;
  return key === 'Glo_HUTD' ? 'Glo' : key;
}

/**
 * Whether an offer key may be chosen under an entitlement map. Vuse goes only with Velo (SPEC §5),
 * so a consumer whose Velo is closed cannot take Vuse either.
 */
export function isOfferActive(key: OfferKey, entitlements: OfferEntitlements): boolean {
  const brand = entitlementBrandOf(key);
  if (brand === null) return true;
  if (brand === 'Vuse') return entitlements.Vuse && entitlements.Velo;
  return entitlements[brand];
}

/** Vuse is open by itself but closed because the Velo it requires is (the screen says why). */
export function isClosedByVelo(key: OfferKey, entitlements: OfferEntitlements): boolean {
  return key === 'Vuse' && entitlements.Vuse && !entitlements.Velo;
}

/** Active and inactive brands for the offers popup ('Aktywne oferty' / 'Nieaktywne oferty'). */
export function splitEntitlements(entitlements: OfferEntitlements): {
  active: OfferBrand[];
  inactive: OfferBrand[];
} {
  return {
    active: OFFER_BRANDS.filter((b) => isOfferActive(b, entitlements)),
    inactive: OFFER_BRANDS.filter((b) => !isOfferActive(b, entitlements)),
  };
}

/** The offer keys chosen, in the canonical order of OFFER_KEYS. */
export function chosenOfferKeys(offers: SelectedOffers | null | undefined): OfferKey[] {
  return OFFER_KEYS.filter((k) => offers?.[k] !== undefined);
}

export interface WebformState {
  step: WebformStep;
  verified: boolean;
  data: WebformData;
  newUser: boolean;
  /** The entitlement map once verified (all active for a new consumer). */
  offers: OfferEntitlements | null;
  areOffersChosen: boolean;
  isSuccess: boolean;
  /** Set when registration succeeded with an InspirationClub warning (SPEC §8). */
  icConsentStatus: string | null;
  icError?: string;
}

/** The state a reset returns to. */
export function initialWebformState(): WebformState {
  return {
    step: WEBFORM_STEPS.contact,
    verified: false,
    data: initialWebformData(),
    newUser: false,
    offers: null,
    areOffersChosen: false,
    isSuccess: false,
    icConsentStatus: null,
  };
}
