// The lead sent to /lead/register (SPEC §3 "Lead payload", §7), built from the webform data, and the
// zod schema of that request body, so the app builds and the API checks one and the same shape. The
// contract's /lead/register entry (wire/leads.ts) carries this schema, so the server's first check
// and the OpenAPI document describe the lead field by field.
//
// Choices where the spec is silent:
// - `brand`: the first chosen of Glo, Glo_HUTD, Vuse, Velo, Neo, with Glo_HUTD and Neo sent as
//   'Glo' (Neo sticks are for glo devices; the spec maps Neo to Glo). The offer rules make this
//   unambiguous in practice: Neo stands alone, Glo and Vuse never meet, so it is the device brand
//   when there is a device and Velo otherwise.
// - `category`: the chosen consumer category's group (THP, Modern Oral, Vapour, Combustibles,
//   Other); `secondaryBrand`: that category's brand, i.e. what the consumer uses today (a CRM's
//   "secondary brand" beside the brand we register). The category id itself travels as
//   `consumerCategory` (an addition) so our registry keeps the exact answer.
// - The webform's `selectedOffers` travel too, so the server re-checks the offer rules with the
//   same schema and can rebuild the asset and product-interest items itself.
import { z } from 'zod';
import { LEAD, LIMITS, type OfferKey, PHONE_PREFIXES } from './constants.ts';
import { type Instant, todayYmd } from './dates.ts';
import { wireDate } from './entities.ts';
import {
  BRAND_BY_DEVICE_OFFER,
  consumerCategory,
  DEVICE_OFFER_KEYS,
  deviceModel,
  neoOffer,
  veloSampling,
} from './reference.ts';
import type { SelectedOffers, WebformData } from './webform.ts';
import {
  ALWAYS,
  categoryField,
  consentsShape,
  emailAddressField,
  firstNameField,
  lastNameField,
  makeBirthDateField,
  makeOffersSchema,
  mobileNumberField,
  normalizeRegisterLocation,
  offerCombinationError,
  offerConsentIssues,
  postalCodeField,
} from './webform-validation.ts';
import { wireMax } from './wire/common.ts';

export const LEAD_BRANDS = ['Glo', 'Vuse', 'Velo'] as const;

const escapeRe = (s: string) => s.replace(/[+]/g, '\\+');
/** A full mobile number: one of the nine prefixes, then 4 to 15 digits. */
export const MOBILE_NUMBER_RE = new RegExp(
  `^(${PHONE_PREFIXES.map(escapeRe).join('|')})\\d{${LIMITS.phoneMinDigits},${LIMITS.phoneMaxDigits}}$`,
);
export type LeadBrand = (typeof LEAD_BRANDS)[number];

const BRAND_ORDER: readonly [OfferKey, LeadBrand][] = [
  ['Glo', 'Glo'],
  ['Glo_HUTD', 'Glo'],
  ['Vuse', 'Vuse'],
  ['Velo', 'Velo'],
  ['Neo', 'Glo'],
];

/** The lead's brand for the chosen offers (see the module note); null when none is chosen. */
export function leadBrand(offers: SelectedOffers | null | undefined): LeadBrand | null {
  return BRAND_ORDER.find(([key]) => offers?.[key] !== undefined)?.[1] ?? null;
}

/** `formIdent`: the webform's host name plus '-tourplanner' (a URL is reduced to its host). */
export function formIdent(host: string): string {
  const name = host
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/[/:?#].*$/, '');
  return `${name}${LEAD.formIdentSuffix}`;
}

export const assetItem = z.object({
  brand: z.enum(['Glo', 'Vuse']),
  colour: z.string().max(100).nullable(),
  taste: z.string().max(100).nullable(),
  status: z.literal(LEAD.assetStatus),
  purchaseDate: wireDate,
  model: z.string().min(1).max(100),
  type: z.literal(LEAD.assetType),
  storeId: z.string().max(200).nullable(),
  tourPlan: z.string().min(1).max(200),
  assetSource: z.string().min(1).max(100),
  deviceName: z.string().max(200).nullable(),
  serialNumber: z.string().max(100).nullable(),
});
export type AssetItem = z.infer<typeof assetItem>;

export const productInterestItem = z.object({
  sku: z.string().min(1).max(100),
  status: z.literal(LEAD.productInterestStatus),
  unitOfMeasure: z.literal(LEAD.productInterestUnit),
  name: z.string().min(1).max(200),
  tourPlan: z.string().min(1).max(200),
});
export type ProductInterestItem = z.infer<typeof productInterestItem>;

const blankToNull = (v: string | null | undefined) => {
  const t = v?.trim() ?? '';
  return t === '' ? null : t;
};

/**
 * One asset item per chosen device offer (Glo, Glo_HUTD, Vuse). The select's value goes to
 * `colour`, or to `taste` for models whose choice is a flavour (Vuse Go); only Glo has a serial.
 */
export function assetItemsOf(data: WebformData, now: Instant): AssetItem[] {
  const items: AssetItem[] = [];
  for (const key of DEVICE_OFFER_KEYS) {
    const offer = data.selectedOffers[key];
    if (!offer) continue;
    const flavour = deviceModel(offer.model)?.optionKind === 'flavour';
    items.push({
      brand: BRAND_BY_DEVICE_OFFER[key],
      colour: flavour ? null : offer.color,
      taste: flavour ? offer.color : null,
      status: LEAD.assetStatus,
      purchaseDate: todayYmd(now),
      model: offer.model,
      type: LEAD.assetType,
      storeId: normalizeRegisterLocation(data.registerLocation),
      tourPlan: data.tourPlan.trim(),
      assetSource: offer.assetSource,
      deviceName: blankToNull(data.deviceName),
      serialNumber: key === 'Glo' ? blankToNull(data.selectedOffers.Glo?.serialNumber) : null,
    });
  }
  return items;
}

/** One product interest item for the Velo sampling and one for the Neo offer, when chosen. */
export function productInterestItemsOf(data: WebformData): ProductInterestItem[] {
  const items: ProductInterestItem[] = [];
  const tourPlan = data.tourPlan.trim();
  const add = (sku: string, name: string) =>
    items.push({
      sku,
      status: LEAD.productInterestStatus,
      unitOfMeasure: LEAD.productInterestUnit,
      name,
      tourPlan,
    });
  const velo = data.selectedOffers.Velo;
  if (velo) add(velo.sampling, veloSampling(velo.sampling)?.name ?? velo.sampling);
  const neo = data.selectedOffers.Neo;
  if (neo) add(neo.neoOffers, neoOffer(neo.neoOffers)?.name ?? neo.neoOffers);
  return items;
}

/** The Glo serial number /device/burn marks as used, when the Glo offer has one. */
export function deviceToBurn(data: WebformData): string | null {
  return blankToNull(data.selectedOffers.Glo?.serialNumber);
}

/**
 * The lead of the /lead/register body; `now` decides the consumer's age. Fields it does not know
 * are dropped, not refused (SPEC §7: tolerant in what it accepts).
 */
export function makeLeadSchema(options: { now?: () => Instant } = {}) {
  return z
    .object({
      process: z.literal(LEAD.process),
      accountSource: z.literal(LEAD.accountSource),
      formIdent: z
        .string()
        .min(LEAD.formIdentSuffix.length + 1)
        .max(200)
        .endsWith(LEAD.formIdentSuffix),
      lastModifiedSource: z.literal(LEAD.lastModifiedSource),
      emailVerificationStatus: z.literal(LEAD.emailVerificationStatus),
      emailVerified: z.boolean(),
      phoneVerified: z.boolean(),
      ageVerified: z.boolean(),
      pointIdent: z.string().min(1).max(100).nullable(),
      /** The webform field as normalised (text before the first underscore, 'null' -> null). */
      registerLocation: z.string().min(1).max(100).nullable(),
      category: z.string().min(1).max(100),
      // Our additions are optional so that a client that does not send them is still understood;
      // when present they must agree with the fields derived from them.
      consumerCategory: categoryField.optional(),
      secondaryBrand: z.string().min(1).max(50),
      /** Null when the action has no event (the server can fill it from the action). */
      eventIdent: z.string().min(1).max(200).nullable(),
      brand: z.enum(LEAD_BRANDS),
      emailAddress: wireMax(254, emailAddressField),
      numberPrefix: z.enum(PHONE_PREFIXES).optional(),
      mobileNumberNoPrefix: mobileNumberField.optional(),
      /** Prefix + number, e.g. '+48600100200'. */
      mobileNumber: z.string().regex(MOBILE_NUMBER_RE, 'mobileNumber must be a known prefix and 4-15 digits'),
      firstName: wireMax(100, firstNameField),
      lastName: wireMax(100, lastNameField),
      /** 'YYYY-MM-DD', or null when the consumer did not give it (the form allows that). */
      birthDate: wireMax(10, makeBirthDateField(options.now)).nullable(),
      billingPostalCode: wireMax(6, postalCodeField).nullable(),
      hostessCode: wireMax(100, z.string().trim().min(1).max(64)),
      tourPlan: wireMax(200, z.string().trim().min(1).max(64)),
      deviceName: z.string().max(200).nullable(),
      consent: z.record(z.string(), z.boolean().nullable()).pipe(consentsShape),
      selectedOffers: makeOffersSchema(),
      assetItems: z.array(assetItem).max(DEVICE_OFFER_KEYS.length).optional(),
      productInterestItems: z.array(productInterestItem).max(2).optional(),
    })
    .superRefine((v, ctx) => {
      // Its own code (the server answers 409 error_offer_not_available), on the whole selection.
      const offers = typeof v.selectedOffers === 'object' ? (v.selectedOffers as SelectedOffers) : null;
      const combination = offerCombinationError(offers);
      if (combination) {
        ctx.addIssue({
          code: 'custom',
          message: combination,
          path: ['selectedOffers'],
          params: { code: 'error_offer_not_available' },
        });
      }
      if (
        (v.numberPrefix !== undefined || v.mobileNumberNoPrefix !== undefined) &&
        v.mobileNumber !== `${v.numberPrefix ?? ''}${v.mobileNumberNoPrefix ?? ''}`
      ) {
        ctx.addIssue({
          code: 'custom',
          message: 'mobileNumber must be numberPrefix + mobileNumberNoPrefix',
          path: ['mobileNumber'],
        });
      }
      if (v.brand !== leadBrand(offers)) {
        ctx.addIssue({
          code: 'custom',
          message: 'brand does not follow from selectedOffers',
          path: ['brand'],
        });
      }
      const category = v.consumerCategory ? consumerCategory(v.consumerCategory) : undefined;
      if (category && (v.category !== category.group || v.secondaryBrand !== category.brand)) {
        ctx.addIssue({
          code: 'custom',
          message: 'category does not follow from consumerCategory',
          path: ['category'],
        });
      }
      if (v.ageVerified !== v.consent?.ageVerified) {
        ctx.addIssue({
          code: 'custom',
          message: 'ageVerified must match consent.ageVerified',
          path: ['ageVerified'],
        });
      }
      for (const issue of offerConsentIssues(offers, v.consent, 'consent'))
        ctx.addIssue({ code: 'custom', ...issue });
    }, ALWAYS);
}

/** The schema of the /lead/register body; `now` decides the consumer's age. */
export function makeLeadRegisterBody(options: { now?: () => Instant } = {}) {
  return z.object({ lead: makeLeadSchema(options) });
}

export const leadRegisterBody = makeLeadRegisterBody();
export type LeadRegisterBody = z.input<typeof leadRegisterBody>;
export type Lead = LeadRegisterBody['lead'];

export interface LeadContext {
  /** The webform's host name (formIdent is host + '-tourplanner'). */
  host: string;
  /** The ident of the action's event (null or '' when unknown). */
  eventIdent: string | null;
  /** What OTP verification confirmed. */
  emailVerified: boolean;
  phoneVerified: boolean;
  now: Instant;
}

/** The /lead/register body from the webform data (validate the steps first; this only assembles). */
export function buildLeadRegisterBody(data: WebformData, context: LeadContext): LeadRegisterBody {
  const category = consumerCategory(data.category);
  const mobileNumberNoPrefix = data.mobileNumber.trim();
  const assets = assetItemsOf(data, context.now);
  const interests = productInterestItemsOf(data);
  return {
    lead: {
      process: LEAD.process,
      accountSource: LEAD.accountSource,
      formIdent: formIdent(context.host),
      lastModifiedSource: LEAD.lastModifiedSource,
      emailVerificationStatus: LEAD.emailVerificationStatus,
      emailVerified: context.emailVerified,
      phoneVerified: context.phoneVerified,
      ageVerified: data.consents.ageVerified,
      pointIdent: normalizeRegisterLocation(data.registerLocation),
      registerLocation: normalizeRegisterLocation(data.registerLocation),
      category: category?.group ?? '',
      consumerCategory: data.category as LeadRegisterBody['lead']['consumerCategory'],
      secondaryBrand: category?.brand ?? '',
      eventIdent: blankToNull(context.eventIdent),
      brand: leadBrand(data.selectedOffers) as LeadBrand,
      emailAddress: data.emailAddress.trim(),
      numberPrefix: data.numberPrefix as LeadRegisterBody['lead']['numberPrefix'],
      mobileNumberNoPrefix,
      mobileNumber: `${data.numberPrefix}${mobileNumberNoPrefix}`,
      firstName: data.firstName.trim(),
      lastName: data.lastName.trim(),
      birthDate: blankToNull(data.birthDate),
      billingPostalCode: blankToNull(data.billingPostalCode),
      hostessCode: data.hostessCode.trim(),
      tourPlan: data.tourPlan.trim(),
      deviceName: blankToNull(data.deviceName),
      consent: data.consents as LeadRegisterBody['lead']['consent'],
      selectedOffers: data.selectedOffers,
      ...(assets.length ? { assetItems: assets } : {}),
      ...(interests.length ? { productInterestItems: interests } : {}),
    },
  };
}
