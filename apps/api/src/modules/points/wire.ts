// A point (location) as the wire shows it (SPEC §3 Point).
import type { points } from '../../db/schema/points';

export const toWirePoint = (p: typeof points.$inferSelect) => ({
  uuid: p.id,
  ident: p.ident,
  name: p.name,
  address: { streetAddress: p.streetAddress, streetNumber: p.streetNumber, cityName: p.cityName },
  lat: p.lat,
  lng: p.lng,
});

/** A point as the locations table shows it, with its territory and whether it is retired. */
export const toWirePointRow = (
  p: typeof points.$inferSelect,
  territory: { uuid: string; ident: string; name: string },
) => ({
  uuid: p.id,
  ident: p.ident,
  name: p.name,
  chain: p.chain,
  address: {
    streetAddress: p.streetAddress,
    streetNumber: p.streetNumber,
    cityName: p.cityName,
    postalCode: p.postalCode,
  },
  territory,
  lat: p.lat,
  lng: p.lng,
  trash: p.trashedAt !== null,
});
