import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMeters, isOutOfBounds, nearestDistance } from './geo.ts';

const warsaw = { lat: 52.2297, lng: 21.0122 };
const krakow = { lat: 50.0647, lng: 19.945 };

describe('geo', () => {
  it('measures known distances', () => {
    expect(distanceMeters(warsaw, warsaw)).toBe(0);
    // Warsaw–Kraków is about 252 km as the crow flies.
    expect(distanceMeters(warsaw, krakow) / 1000).toBeCloseTo(252, 0);
    // 0.001° of latitude is about 111 m.
    expect(distanceMeters({ lat: 52, lng: 21 }, { lat: 52.001, lng: 21 })).toBeCloseTo(111.2, 0);
  });
  it('is symmetric and never negative (property)', () => {
    const lat = fc.double({ min: -89, max: 89, noNaN: true });
    const lng = fc.double({ min: -179, max: 179, noNaN: true });
    fc.assert(
      fc.property(lat, lng, lat, lng, (a1, o1, a2, o2) => {
        const d = distanceMeters({ lat: a1, lng: o1 }, { lat: a2, lng: o2 });
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeCloseTo(distanceMeters({ lat: a2, lng: o2 }, { lat: a1, lng: o1 }), 6);
      }),
    );
  });
  it('takes the nearest point with coordinates, in whole metres', () => {
    const points = [{ lat: null, lng: null }, krakow, { lat: 52.2307, lng: 21.0122 }];
    expect(nearestDistance(warsaw, points)).toBe(111);
    expect(nearestDistance(warsaw, [{ lat: 1 }])).toBeNull();
    expect(nearestDistance(warsaw, null)).toBeNull();
  });
  it('is out of bounds only beyond the radius', () => {
    expect(isOutOfBounds(200, 200)).toBe(false);
    expect(isOutOfBounds(201, 200)).toBe(true);
    expect(isOutOfBounds(null, 200)).toBeNull();
  });
});
