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
