// The checks of a point as sent (/point/create and /update) or as a row of an import file: trimmed
// texts, an Id of letters and digits, a Polish postal code NN-NNN, both coordinates or neither,
// each within its range. Pure: the services store what passes.
import { POINT_TEXTS } from '@tourplanner/i18n-pl/server';

export interface PointFields {
  ident: string;
  name: string;
  chain?: string | null | undefined;
  streetAddress: string;
  streetNumber: string;
  cityName: string;
  postalCode: string;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
}

/** The columns a point stores, as checked. */
export interface PointValues {
  ident: string;
  name: string;
  chain: string | null;
  streetAddress: string;
  streetNumber: string;
  cityName: string;
  postalCode: string;
  lat: number | null;
  lng: number | null;
}

/** A failing field of a point: its path below `point` ('address.postalCode') and the text. */
export interface PointProblem {
  field: string;
  message: string;
}

const IDENT_RE = /^[\p{L}\p{N}][\p{L}\p{N}_./-]{0,99}$/u;
const POSTAL_RE = /^\d{2}-\d{3}$/;

const inRange = (v: number, limit: number) => Number.isFinite(v) && v >= -limit && v <= limit;

export function checkPoint(p: PointFields): { values: PointValues; problems: PointProblem[] } {
  const values: PointValues = {
    ident: p.ident.trim(),
    name: p.name.trim(),
    chain: p.chain?.trim() || null,
    streetAddress: p.streetAddress.trim(),
    streetNumber: p.streetNumber.trim(),
    cityName: p.cityName.trim(),
    postalCode: p.postalCode.trim(),
    lat: p.lat ?? null,
    lng: p.lng ?? null,
  };
  const problems: PointProblem[] = [];
  const bad = (field: string, message: string) => problems.push({ field, message });
  if (!IDENT_RE.test(values.ident)) bad('ident', POINT_TEXTS.ident);
  if (!values.name) bad('name', POINT_TEXTS.name);
  if (!values.streetAddress) bad('address.streetAddress', POINT_TEXTS.streetAddress);
  if (!values.streetNumber) bad('address.streetNumber', POINT_TEXTS.streetNumber);
  if (!values.cityName) bad('address.cityName', POINT_TEXTS.cityName);
  if (!POSTAL_RE.test(values.postalCode)) bad('address.postalCode', POINT_TEXTS.postalCode);
  if (values.lat !== null && !inRange(values.lat, 90)) bad('lat', POINT_TEXTS.lat);
  if (values.lng !== null && !inRange(values.lng, 180)) bad('lng', POINT_TEXTS.lng);
  if ((values.lat === null) !== (values.lng === null)) {
    bad(values.lat === null ? 'lat' : 'lng', POINT_TEXTS.bothCoordinates);
  }
  return { values, problems };
}
