// domain's reference lists carry no words; the selects show i18n-pl's labels of them. This app sees
// both, so it holds them together: every entry has a label, and the mark 'zg. Markt.' is on exactly
// the asset sources that need all three marketing consents.
import { ASSET_SOURCES, CONSUMER_CATEGORIES } from '@tourplanner/domain/reference';
import { ASSET_SOURCE_LABELS, CONSUMER_CATEGORY_LABELS, OFFERS } from '@tourplanner/i18n-pl/webform';
import { describe, expect, it } from 'vitest';

describe('reference labels', () => {
  it('label every asset source, the ones needing all consents marked', () => {
    for (const s of ASSET_SOURCES) {
      const label = ASSET_SOURCE_LABELS[s.sku];
      expect(label, s.sku).toBeTruthy();
      expect(label?.includes(OFFERS.allConsentsMark), s.sku).toBe(s.requiresAllConsents);
    }
    expect(Object.keys(ASSET_SOURCE_LABELS)).toEqual(ASSET_SOURCES.map((s) => s.sku));
  });
  it('label every consumer category', () => {
    expect(Object.keys(CONSUMER_CATEGORY_LABELS)).toEqual(CONSUMER_CATEGORIES.map((c) => c.id));
    for (const c of CONSUMER_CATEGORIES) expect(CONSUMER_CATEGORY_LABELS[c.id], c.id).toBeTruthy();
  });
});
