// Reference lists of the webform (SPEC §3 "Reference lists"): device models and colours, Velo
// sampling, consumer categories, Glo asset sources and Neo offers. One data module, so that the
// real catalogue (its SKUs and colour names are not in the spec; these are placeholders) can
// replace it without touching the rules.

/** Offer keys that hand over a device (asset items on the lead). */
export const DEVICE_OFFER_KEYS = ['Glo', 'Glo_HUTD', 'Vuse'] as const;
export type DeviceOfferKey = (typeof DEVICE_OFFER_KEYS)[number];

export type DeviceBrand = 'Glo' | 'Vuse';

export interface DeviceModel {
  /** The model's name as the CRM knows it. */
  name: string;
  brand: DeviceBrand;
  /** 'colour' for device finishes; 'flavour' where the choice is a taste (Vuse Go). */
  optionKind: 'colour' | 'flavour';
  options: readonly string[];
}

export const DEVICE_MODELS = [
  {
    name: 'Hyper+ UNIQ',
    brand: 'Glo',
    optionKind: 'colour',
    options: ['Black', 'Blue', 'Red', 'Green', 'Ivory', 'Ocean Blue'],
  },
  {
    name: 'Hyper X2',
    brand: 'Glo',
    optionKind: 'colour',
    options: ['Black Orange', 'Black White', 'White Gold', 'Blue Black', 'Grey Green'],
  },
  {
    name: 'Hyper X2 air',
    brand: 'Glo',
    optionKind: 'colour',
    options: ['Space Navy', 'Crisp Purple', 'Rose Pink', 'Velvet Green', 'Ruby Red'],
  },
  {
    name: 'Hyper Pro',
    brand: 'Glo',
    optionKind: 'colour',
    options: ['Obsidian Black', 'Lapis Blue', 'Jade Green', 'Amber Bronze', 'Quartz Rose'],
  },
  {
    name: 'ePen',
    brand: 'Vuse',
    optionKind: 'colour',
    options: ['Black', 'Silver', 'Blue', 'Gold'],
  },
  {
    name: 'ePod 2',
    brand: 'Vuse',
    optionKind: 'colour',
    options: ['Black', 'Silver', 'Blue', 'Pink', 'Champagne Gold'],
  },
  {
    name: 'Vuse Go',
    brand: 'Vuse',
    optionKind: 'flavour',
    options: [
      'Berry Blend',
      'Blueberry Ice',
      'Creamy Tobacco',
      'Mango Ice',
      'Peppermint Ice',
      'Strawberry Ice',
      'Watermelon Ice',
    ],
  },
] as const satisfies readonly DeviceModel[];

export type DeviceModelName = (typeof DEVICE_MODELS)[number]['name'];

/**
 * Which models each device offer hands over. Glo_HUTD is a Glo device offer of its own (its own
 * asset sources); it draws on the same Glo models.
 */
export const MODELS_BY_OFFER: Record<DeviceOfferKey, readonly DeviceModelName[]> = {
  Glo: ['Hyper+ UNIQ', 'Hyper X2', 'Hyper X2 air', 'Hyper Pro'],
  Glo_HUTD: ['Hyper+ UNIQ', 'Hyper X2', 'Hyper X2 air', 'Hyper Pro'],
  Vuse: ['ePen', 'ePod 2', 'Vuse Go'],
};

/** The brand on asset items and leads of a device offer. */
export const BRAND_BY_DEVICE_OFFER: Record<DeviceOfferKey, DeviceBrand> = {
  Glo: 'Glo',
  Glo_HUTD: 'Glo',
  Vuse: 'Vuse',
};

export function deviceModel(name: string): DeviceModel | undefined {
  return DEVICE_MODELS.find((m) => m.name === name);
}

/** The colour (or flavour) choices of a model; empty for an unknown model. */
export function modelOptions(name: string): readonly string[] {
  return deviceModel(name)?.options ?? [];
}

/** Whether a model may be chosen for an offer and the colour belongs to that model. */
export function isValidDeviceChoice(offer: DeviceOfferKey, model: string, option: string): boolean {
  return (
    (MODELS_BY_OFFER[offer] as readonly string[]).includes(model) && modelOptions(model).includes(option)
  );
}

export interface SkuOption {
  sku: string;
  name: string;
}

/** Velo sampling options (product interest items). */
export const VELO_SAMPLING = [
  { sku: 'VELO-PM-4MG', name: 'Polar Mint 4mg' },
  { sku: 'VELO-PM-6MG', name: 'Polar Mint 6mg' },
  { sku: 'VELO-BF-6MG', name: 'Berry Frost 6mg' },
  { sku: 'VELO-TB-79MG', name: 'Tropic Breeze 7,9mg' },
  { sku: 'VELO-RB-6MG', name: 'Ruby Berry 6mg' },
  { sku: 'VELO-RB-10MG', name: 'Ruby Berry 10mg' },
] as const satisfies readonly SkuOption[];

/** Neo offers (product interest items). */
export const NEO_OFFERS = [
  { sku: 'CFVEOSAMP1', name: 'neo sampling – zestaw 1' },
  { sku: 'CFVEOSAMP2', name: 'neo sampling – zestaw 2' },
] as const satisfies readonly SkuOption[];

export function veloSampling(sku: string): SkuOption | undefined {
  return VELO_SAMPLING.find((o) => o.sku === sku);
}

export function neoOffer(sku: string): SkuOption | undefined {
  return NEO_OFFERS.find((o) => o.sku === sku);
}

export interface AssetSource {
  sku: string;
  offer: 'Glo' | 'Glo_HUTD';
  /**
   * Needs mobileOptIn, socialMediaOptIn and hypercareOptIn all given (SPEC §5); its Polish label
   * (i18n-pl's ASSET_SOURCE_LABELS) carries the mark 'zg. Markt.'.
   */
  requiresAllConsents: boolean;
}

export const ASSET_SOURCES = [
  { sku: 'BREP1', offer: 'Glo', requiresAllConsents: false },
  { sku: 'BREP2', offer: 'Glo', requiresAllConsents: false },
  { sku: 'BREP3', offer: 'Glo', requiresAllConsents: false },
  { sku: 'GLOPRO1', offer: 'Glo_HUTD', requiresAllConsents: false },
  { sku: 'GLOPRO2', offer: 'Glo_HUTD', requiresAllConsents: false },
  { sku: 'GLOPROPAC1', offer: 'Glo_HUTD', requiresAllConsents: false },
  { sku: 'GLOPROPAC2', offer: 'Glo_HUTD', requiresAllConsents: true },
  { sku: 'GLOPROPAC3', offer: 'Glo_HUTD', requiresAllConsents: true },
  { sku: 'GLOPROPAC4', offer: 'Glo_HUTD', requiresAllConsents: true },
] as const satisfies readonly AssetSource[];

/** Asset sources of a Glo offer. Vuse devices have none in the spec, so Vuse reuses Glo's list. */
export function assetSourcesFor(offer: DeviceOfferKey): readonly AssetSource[] {
  const key = offer === 'Glo_HUTD' ? 'Glo_HUTD' : 'Glo';
  return ASSET_SOURCES.filter((s) => s.offer === key);
}

export function assetSource(sku: string): AssetSource | undefined {
  return ASSET_SOURCES.find((s) => s.sku === sku);
}

/** Whether an asset source needs all three marketing consents ('zg. Markt.'). */
export function requiresAllConsents(sku: string | null | undefined): boolean {
  return sku ? (assetSource(sku)?.requiresAllConsents ?? false) : false;
}

export interface ConsumerCategory {
  /** Its Polish label in the select is i18n-pl's CONSUMER_CATEGORY_LABELS[id]. */
  id: string;
  /** The CRM's category group (sent as the lead's `category`). */
  group: string;
  /** The brand the consumer uses now (sent as the lead's `secondaryBrand`). */
  brand: string;
}

export const CONSUMER_CATEGORIES = [
  { id: 'GLO', group: 'THP', brand: 'Glo' },
  { id: 'IQOS', group: 'THP', brand: 'IQOS' },
  { id: 'PLOOM', group: 'THP', brand: 'Ploom' },
  { id: 'PULZE', group: 'THP', brand: 'Pulze' },
  { id: 'VELO', group: 'Modern Oral', brand: 'Velo' },
  { id: 'COMPETITOR_NICOTINE_POUCHES', group: 'Modern Oral', brand: 'Competitor Oral' },
  { id: 'OPEN_SYSTEM_ECIG', group: 'Vapour', brand: 'Open System' },
  { id: 'COMPETITOR_CLOSED_SYSTEM', group: 'Vapour', brand: 'Competitor Closed System' },
  { id: 'VUSE', group: 'Vapour', brand: 'Vuse' },
  { id: 'BAT_CIGARETTES', group: 'Combustibles', brand: 'BAT' },
  { id: 'COMPETITOR_CIGARETTES', group: 'Combustibles', brand: 'Competitor Cigarettes' },
  { id: 'OTHER', group: 'Other', brand: 'Other' },
] as const satisfies readonly ConsumerCategory[];

export type ConsumerCategoryId = (typeof CONSUMER_CATEGORIES)[number]['id'];
export const CONSUMER_CATEGORY_IDS = CONSUMER_CATEGORIES.map((c) => c.id) as [
  ConsumerCategoryId,
  ...ConsumerCategoryId[],
];

export function consumerCategory(id: string): ConsumerCategory | undefined {
  return CONSUMER_CATEGORIES.find((c) => c.id === id);
}
