// Distance between a hostess and her action's points (docs/product/design.md "Closing the loop"):
// startDistance and outOfBounds come from the nearest point with coordinates. One formula for the
// API and the app's preview.

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine; well under 0.5 % off at city scale). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Whole metres to the nearest point that has coordinates, or null when none has: a Horeca action
 * has several points and the hostess stands at one of them.
 */
export function nearestDistance(
  from: LatLng,
  points: readonly { lat?: number | null; lng?: number | null }[] | null | undefined,
): number | null {
  let best: number | null = null;
  for (const p of points ?? []) {
    if (typeof p.lat !== 'number' || typeof p.lng !== 'number') continue;
    const d = distanceMeters(from, { lat: p.lat, lng: p.lng });
    if (best === null || d < best) best = d;
  }
  return best === null ? null : Math.round(best);
}

/** Out of bounds when farther than the allowed radius; unknown (null) without a distance. */
export function isOutOfBounds(distance: number | null, radiusMeters: number): boolean | null {
  return distance === null ? null : distance > radiusMeters;
}

/**
 * The distance from the point beyond which a start is out of bounds: the default of the API's
 * CHECKIN_RADIUS_M (docs/configuration.md). The API tells the webform its setting in
 * /hostess/action/list (checkinRadiusM), and the webform warns beyond it before a start is
 * recorded; this default stands in only for an answer without it.
 */
export const DEFAULT_CHECKIN_RADIUS_M = 200;
