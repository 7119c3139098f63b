// Glo serial numbers ("my glo number"): one normal form for import, registration, burn and receipts,
// and the two device errors of SPEC §8.
import { ApiError } from '../../http/errors';

export const SERIAL_RE = /^[A-Z0-9][A-Z0-9-]{3,63}$/;

/** Trimmed, without inner spaces, upper-case. */
export const normalizeSerial = (s: string) => s.replace(/\s+/g, '').toUpperCase();

export const deviceNotFound = () =>
  new ApiError('error_device_not_found', {
    status: 404,
    fields: [{ path: 'serialNumber', message: 'Podany my glo number nie jest poprawny' }],
  });

export const deviceAlreadyRegistered = () =>
  new ApiError('error_device_already_registered', {
    status: 409,
    fields: [{ path: 'serialNumber', message: 'Ten my glo number został już zarejestrowany' }],
  });
