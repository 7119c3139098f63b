import { describe, expect, it } from 'vitest';
import {
  ALL_OFFERS_ACTIVE,
  chosenOfferKeys,
  entitlementBrandOf,
  initialWebformData,
  initialWebformState,
  isClosedByVelo,
  isOfferActive,
  nextStep,
  offerEntitlements,
  previousStep,
  splitEntitlements,
  WEBFORM_STEPS,
  webformData,
  webformResult,
} from './webform.ts';

describe('steps', () => {
  it('numbers contact 0 .. success 4', () => {
    expect(WEBFORM_STEPS).toEqual({ contact: 0, otp: 1, offers: 2, form: 3, success: 4 });
  });
  it('moves one step at a time within bounds', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(3)).toBe(4);
    expect(nextStep(4)).toBe(4);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(0)).toBe(0);
  });
});

describe('initial state', () => {
  it('is empty, unverified, at step 0, and parses as webform data', () => {
    const s = initialWebformState();
    expect(s).toMatchObject({
      step: 0,
      verified: false,
      newUser: false,
      isSuccess: false,
      areOffersChosen: false,
      offers: null,
    });
    expect(webformData.safeParse(s.data).success).toBe(true);
    expect(s.data.selectedOffers).toEqual({});
    expect(s.data.consents.ageVerified).toBe(false);
  });
  it('gives a fresh object each time (a reset does not share state)', () => {
    const a = initialWebformData();
    a.selectedOffers.Velo = { sampling: 'x' };
    expect(initialWebformData().selectedOffers).toEqual({});
  });
});

describe('entitlements', () => {
  it('all active for a new consumer', () => {
    expect(ALL_OFFERS_ACTIVE).toEqual({ Glo: true, Vuse: true, Velo: true, Neo: true });
    expect(offerEntitlements.parse(ALL_OFFERS_ACTIVE)).toEqual(ALL_OFFERS_ACTIVE);
    expect(webformResult.parse({ ...ALL_OFFERS_ACTIVE, newUser: true }).newUser).toBe(true);
  });
  it('maps Glo_HUTD to Glo and leaves InspirationClub always open', () => {
    const map = { Glo: false, Vuse: true, Velo: true, Neo: false };
    expect(entitlementBrandOf('Glo_HUTD')).toBe('Glo');
    expect(isOfferActive('Glo_HUTD', map)).toBe(false);
    expect(isOfferActive('Glo', map)).toBe(false);
    expect(isOfferActive('Vuse', map)).toBe(true);
    expect(isOfferActive('InspirationClub', { Glo: false, Vuse: false, Velo: false, Neo: false })).toBe(true);
    expect(splitEntitlements(map)).toEqual({ active: ['Vuse', 'Velo'], inactive: ['Glo', 'Neo'] });
  });

  it('closes Vuse when the Velo it requires is closed (SPEC §5: Vuse requires Velo)', () => {
    const noVelo = { Glo: true, Vuse: true, Velo: false, Neo: true };
    expect(isOfferActive('Vuse', noVelo)).toBe(false);
    expect(isClosedByVelo('Vuse', noVelo)).toBe(true);
    expect(isClosedByVelo('Vuse', { ...noVelo, Velo: true })).toBe(false);
    expect(isClosedByVelo('Velo', noVelo)).toBe(false);
    expect(splitEntitlements(noVelo)).toEqual({ active: ['Glo', 'Neo'], inactive: ['Vuse', 'Velo'] });
  });
  it('lists chosen offer keys in canonical order', () => {
    expect(
      chosenOfferKeys({
        Velo: { sampling: '' },
        InspirationClub: {},
        Glo: { model: '', color: '', assetSource: '', serialNumber: '' },
      }),
    ).toEqual(['Glo', 'Velo', 'InspirationClub']);
    expect(chosenOfferKeys(null)).toEqual([]);
  });
});
