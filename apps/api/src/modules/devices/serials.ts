// Glo serial numbers ("my glo number"): one normal form for import, registration, burn and receipts,
// the two device errors of SPEC §8, and the lines of a serials CSV (/device/import). Pure.

import { format } from '@tourplanner/i18n-pl/format';
import { DEVICE_TEXTS } from '@tourplanner/i18n-pl/server';
import { ApiError } from '../../errors';
import { type CsvProblem, csvInvalid, parseCsv } from '../../infra/csv';

export const SERIAL_RE = /^[A-Z0-9][A-Z0-9-]{3,63}$/;

/** Trimmed, without inner spaces, upper-case. */
export const normalizeSerial = (s: string) => s.replace(/\s+/g, '').toUpperCase();

export const deviceNotFound = () =>
  new ApiError('error_device_not_found', {
    fields: [{ path: 'serialNumber', message: DEVICE_TEXTS.notFound }],
  });

export const deviceAlreadyRegistered = () =>
  new ApiError('error_device_already_registered', {
    fields: [{ path: 'serialNumber', message: DEVICE_TEXTS.alreadyRegistered }],
  });

const MODEL_MAX = 100;

/**
 * The serials (and optional models) of an import file: an optional header ("serial" or
 * "serial;model"), then one serial per line; E_CSV_INVALID listing every bad line.
 */
export function readSerialCsv(text: string): { serial: string; model: string | null }[] {
  const lines = parseCsv(text);
  const first = lines[0]?.cells[0]?.toLowerCase();
  const body = first === 'serial' || first === 'serialnumber' || first === 'numer' ? lines.slice(1) : lines;
  if (!body.length) throw csvInvalid([{ line: 1, message: DEVICE_TEXTS.noSerials }]);
  const problems: CsvProblem[] = [];
  const rows: { serial: string; model: string | null }[] = [];
  for (const { line, cells } of body) {
    const serial = normalizeSerial(cells[0] ?? '');
    const model = (cells[1] ?? '').trim();
    const bad: string[] = [];
    if (!SERIAL_RE.test(serial)) bad.push(DEVICE_TEXTS.serial);
    if (model.length > MODEL_MAX) bad.push(format(DEVICE_TEXTS.model, { max: MODEL_MAX }));
    if (cells.length > 2 && cells.slice(2).some((c) => c !== '')) bad.push(DEVICE_TEXTS.tooManyColumns);
    if (bad.length) problems.push({ line, message: bad.join('; ') });
    else rows.push({ serial, model: model || null });
  }
  if (problems.length) throw csvInvalid(problems);
  return rows;
}
