import { describe, expect, it } from 'vitest';
import {
  ASSET_SOURCES,
  assetSourcesFor,
  CONSUMER_CATEGORIES,
  CONSUMER_CATEGORY_IDS,
  consumerCategory,
  DEVICE_MODELS,
  isValidDeviceChoice,
  MODELS_BY_OFFER,
  modelOptions,
  NEO_OFFERS,
  requiresAllConsents,
  VELO_SAMPLING,
} from './reference.ts';

describe('device models', () => {
  it('has the spec models, each with choices, and Vuse Go flavours', () => {
    expect(DEVICE_MODELS.map((m) => m.name)).toEqual([
      'Hyper+ UNIQ',
      'Hyper X2',
      'Hyper X2 air',
      'Hyper Pro',
      'ePen',
      'ePod 2',
      'Vuse Go',
    ]);
    for (const m of DEVICE_MODELS) expect(m.options.length).toBeGreaterThan(0);
    expect(DEVICE_MODELS.find((m) => m.name === 'Vuse Go')?.optionKind).toBe('flavour');
  });
  it('assigns models to offers by brand', () => {
    for (const [offer, models] of Object.entries(MODELS_BY_OFFER)) {
      const brand = offer === 'Vuse' ? 'Vuse' : 'Glo';
      for (const name of models) expect(DEVICE_MODELS.find((m) => m.name === name)?.brand).toBe(brand);
    }
    expect(MODELS_BY_OFFER.Vuse).toEqual(['ePen', 'ePod 2', 'Vuse Go']);
  });
  it('checks a model and colour against an offer', () => {
    expect(isValidDeviceChoice('Glo', 'Hyper Pro', modelOptions('Hyper Pro')[0]!)).toBe(true);
    expect(isValidDeviceChoice('Vuse', 'Hyper Pro', modelOptions('Hyper Pro')[0]!)).toBe(false);
    expect(isValidDeviceChoice('Glo', 'Hyper Pro', 'Plaid')).toBe(false);
    expect(modelOptions('Unknown')).toEqual([]);
  });
});

describe('SKU lists', () => {
  it('has the six Velo samplings with distinct SKUs', () => {
    expect(VELO_SAMPLING.map((v) => v.name)).toEqual([
      'Polar Mint 4mg',
      'Polar Mint 6mg',
      'Berry Frost 6mg',
      'Tropic Breeze 7,9mg',
      'Ruby Berry 6mg',
      'Ruby Berry 10mg',
    ]);
    expect(new Set(VELO_SAMPLING.map((v) => v.sku)).size).toBe(6);
  });
  it('has the two Neo offers', () => {
    expect(NEO_OFFERS.map((n) => n.sku)).toEqual(['CFVEOSAMP1', 'CFVEOSAMP2']);
  });
});

describe('asset sources', () => {
  it('BREP1-3 for Glo; GLOPRO1-2 and GLOPROPAC1-4 for Glo_HUTD', () => {
    expect(assetSourcesFor('Glo').map((s) => s.sku)).toEqual(['BREP1', 'BREP2', 'BREP3']);
    expect(assetSourcesFor('Vuse').map((s) => s.sku)).toEqual(['BREP1', 'BREP2', 'BREP3']);
    expect(assetSourcesFor('Glo_HUTD').map((s) => s.sku)).toEqual([
      'GLOPRO1',
      'GLOPRO2',
      'GLOPROPAC1',
      'GLOPROPAC2',
      'GLOPROPAC3',
      'GLOPROPAC4',
    ]);
  });
  it('marks exactly GLOPROPAC2-4 as needing all consents', () => {
    expect(ASSET_SOURCES.filter((s) => s.requiresAllConsents).map((s) => s.sku)).toEqual([
      'GLOPROPAC2',
      'GLOPROPAC3',
      'GLOPROPAC4',
    ]);
    // Their labels carry 'zg. Markt.': the webform's reference-labels.test.ts.
    expect(requiresAllConsents('GLOPROPAC3')).toBe(true);
    expect(requiresAllConsents('GLOPROPAC1')).toBe(false);
    expect(requiresAllConsents('nope')).toBe(false);
    expect(requiresAllConsents(undefined)).toBe(false);
  });
});

describe('consumer categories', () => {
  it('has the twelve categories with group and brand', () => {
    expect(CONSUMER_CATEGORY_IDS).toHaveLength(12);
    expect(CONSUMER_CATEGORY_IDS[0]).toBe('GLO');
    expect(CONSUMER_CATEGORY_IDS.at(-1)).toBe('OTHER');
    for (const c of CONSUMER_CATEGORIES) {
      expect(c.group && c.brand).toBeTruthy();
    }
    expect(consumerCategory('VUSE')).toMatchObject({ group: 'Vapour', brand: 'Vuse' });
    expect(consumerCategory('NOPE')).toBeUndefined();
  });
});
