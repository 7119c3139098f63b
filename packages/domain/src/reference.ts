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
  /** Polish label in the select; those requiring all marketing consents carry 'zg. Markt.'. */
  label: string;
  /** Needs mobileOptIn, socialMediaOptIn and hypercareOptIn all given (SPEC §5). */
  requiresAllConsents: boolean;
}

export const ALL_CONSENTS_MARK = 'zg. Markt.';

export const ASSET_SOURCES = [
  { sku: 'BREP1', offer: 'Glo', label: 'Zakup w punkcie (BREP1)', requiresAllConsents: false },
  { sku: 'BREP2', offer: 'Glo', label: 'Wymiana urządzenia (BREP2)', requiresAllConsents: false },
  { sku: 'BREP3', offer: 'Glo', label: 'Urządzenie promocyjne (BREP3)', requiresAllConsents: false },
  { sku: 'GLOPRO1', offer: 'Glo_HUTD', label: 'Glo promocja 1 (GLOPRO1)', requiresAllConsents: false },
  { sku: 'GLOPRO2', offer: 'Glo_HUTD', label: 'Glo promocja 2 (GLOPRO2)', requiresAllConsents: false },
  { sku: 'GLOPROPAC1', offer: 'Glo_HUTD', label: 'Glo pakiet 1 (GLOPROPAC1)', requiresAllConsents: false },
  {
    sku: 'GLOPROPAC2',
    offer: 'Glo_HUTD',
    label: `Glo pakiet 2 (GLOPROPAC2) ${ALL_CONSENTS_MARK}`,
    requiresAllConsents: true,
  },
  {
    sku: 'GLOPROPAC3',
    offer: 'Glo_HUTD',
    label: `Glo pakiet 3 (GLOPROPAC3) ${ALL_CONSENTS_MARK}`,
    requiresAllConsents: true,
  },
  {
    sku: 'GLOPROPAC4',
    offer: 'Glo_HUTD',
    label: `Glo pakiet 4 (GLOPROPAC4) ${ALL_CONSENTS_MARK}`,
    requiresAllConsents: true,
  },
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
  id: string;
  /** Polish label in the select. */
  label: string;
  /** The CRM's category group (sent as the lead's `category`). */
  group: string;
  /** The brand the consumer uses now (sent as the lead's `secondaryBrand`). */
  brand: string;
}

export const CONSUMER_CATEGORIES = [
  { id: 'GLO', label: 'glo', group: 'THP', brand: 'Glo' },
  { id: 'IQOS', label: 'IQOS', group: 'THP', brand: 'IQOS' },
  { id: 'PLOOM', label: 'Ploom', group: 'THP', brand: 'Ploom' },
  { id: 'PULZE', label: 'Pulze', group: 'THP', brand: 'Pulze' },
  { id: 'VELO', label: 'VELO', group: 'Modern Oral', brand: 'Velo' },
  {
    id: 'COMPETITOR_NICOTINE_POUCHES',
    label: 'Saszetki nikotynowe konkurencji',
    group: 'Modern Oral',
    brand: 'Competitor Oral',
  },
  { id: 'OPEN_SYSTEM_ECIG', label: 'E-papierosy w systemie otwartym', group: 'Vapour', brand: 'Open System' },
  {
    id: 'COMPETITOR_CLOSED_SYSTEM',
    label: 'Systemy zamknięte konkurencji',
    group: 'Vapour',
    brand: 'Competitor Closed System',
  },
  { id: 'VUSE', label: 'Vuse', group: 'Vapour', brand: 'Vuse' },
  { id: 'BAT_CIGARETTES', label: 'Papierosy BAT', group: 'Combustibles', brand: 'BAT' },
  {
    id: 'COMPETITOR_CIGARETTES',
    label: 'Papierosy konkurencji',
    group: 'Combustibles',
    brand: 'Competitor Cigarettes',
  },
  { id: 'OTHER', label: 'Inne', group: 'Other', brand: 'Other' },
] as const satisfies readonly ConsumerCategory[];

export type ConsumerCategoryId = (typeof CONSUMER_CATEGORIES)[number]['id'];
export const CONSUMER_CATEGORY_IDS = CONSUMER_CATEGORIES.map((c) => c.id) as [
  ConsumerCategoryId,
  ...ConsumerCategoryId[],
];

export function consumerCategory(id: string): ConsumerCategory | undefined {
  return CONSUMER_CATEGORIES.find((c) => c.id === id);
}
