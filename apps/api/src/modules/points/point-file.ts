// The file of a point import (/point/import): one CSV (';' or ',' separated, UTF-8) or XLSX (its
// first sheet), its header naming the columns in Polish or English, any case, with or without
// Polish letters: ident, nazwa, sieć, ulica, numer, miasto, kod pocztowy, terytorium (the
// territory's Id), szerokość, długość (coordinates, a decimal comma or point; both or neither).
// Rows are numbered as a spreadsheet numbers them: the header is row 1. Every row is checked
// (./point-input.ts) and every bad one listed, so a file is refused whole.

import { foldPolish } from '@tourplanner/i18n-pl/fold';
import { format } from '@tourplanner/i18n-pl/format';
import { POINT_COLUMN_ALIASES, POINT_COLUMNS } from '@tourplanner/i18n-pl/master-data';
import { CSV_TEXTS, POINT_TEXTS } from '@tourplanner/i18n-pl/server';
import ExcelJS from 'exceljs';
import { ApiError } from '../../errors';
import { type CsvLine, type CsvProblem, csvInvalid, csvText, MAX_CSV_ROWS, parseCsv } from '../../infra/csv';
import { checkPoint, type PointValues } from './point-input';

/** The English names of each column; the Polish ones are i18n-pl's POINT_COLUMNS and POINT_COLUMN_ALIASES. */
const ENGLISH_COLUMNS = {
  ident: ['id'],
  name: ['name'],
  chain: ['chain'],
  streetAddress: ['street', 'streetaddress'],
  streetNumber: ['number', 'streetnumber'],
  cityName: ['city', 'cityname'],
  postalCode: ['postal code', 'postalcode'],
  territory: ['territory'],
  lat: ['lat', 'latitude'],
  lng: ['lng', 'lon', 'longitude'],
} as const;
type Column = keyof typeof ENGLISH_COLUMNS;
const REQUIRED: Column[] = [
  'ident',
  'name',
  'streetAddress',
  'streetNumber',
  'cityName',
  'postalCode',
  'territory',
];

/** 'Kod pocztowy', 'KOD_POCZTOWY', 'terytorium (ident)' and 'Szerokość' read as the documented names. */
export function headerKey(cell: string): string {
  return foldPolish(cell)
    .replace(/\(.*?\)/g, '')
    .replace(/[_\s]+/g, ' ')
    .trim();
}

/** Every header a column is known by, as headerKey reads it. */
const COLUMNS = Object.fromEntries(
  (Object.keys(ENGLISH_COLUMNS) as Column[]).map((c) => [
    c,
    [POINT_COLUMNS[c], ...(POINT_COLUMN_ALIASES[c] ?? []), ...ENGLISH_COLUMNS[c]].map(headerKey),
  ]),
) as Record<Column, string[]>;

export interface PointFileRow {
  row: number;
  values: PointValues;
  territoryIdent: string;
}

/** A coordinate as written: empty is none; '52,2297' and '52.2297' alike; anything else NaN. */
function coordinate(s: string): number | null {
  const t = s.trim().replace(',', '.');
  if (!t) return null;
  return /^[-+]?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/** Checks every row; throws (400, every bad row listed as 'Wiersz N: …') when any is bad. */
export function readPointRows(lines: CsvLine[]): PointFileRow[] {
  const header = lines[0];
  if (!header) throw rowsInvalid([{ line: 1, message: POINT_TEXTS.empty }]);
  const keys = header.cells.map(headerKey);
  const col = Object.fromEntries(
    (Object.keys(COLUMNS) as Column[]).map((c) => [c, keys.findIndex((k) => COLUMNS[c].includes(k))]),
  ) as Record<Column, number>;
  const missing = REQUIRED.filter((c) => col[c] < 0);
  if (missing.length) {
    const names = missing.map((c) => POINT_COLUMNS[c]).join(', ');
    throw rowsInvalid([{ line: header.line, message: format(POINT_TEXTS.header, { missing: names }) }]);
  }
  const problems: CsvProblem[] = [];
  const rows: PointFileRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { line, cells } of lines.slice(1)) {
    const at = (c: Column) => (col[c] >= 0 ? (cells[col[c]] ?? '') : '');
    const lat = coordinate(at('lat'));
    const lng = coordinate(at('lng'));
    const { values, problems: bad } = checkPoint({
      ident: at('ident'),
      name: at('name'),
      chain: at('chain'),
      streetAddress: at('streetAddress'),
      streetNumber: at('streetNumber'),
      cityName: at('cityName'),
      postalCode: at('postalCode'),
      lat,
      lng,
    });
    const messages = bad.map((p) => p.message);
    if (Number.isNaN(lat)) messages.push(format(POINT_TEXTS.number, { column: POINT_COLUMNS.lat }));
    if (Number.isNaN(lng)) messages.push(format(POINT_TEXTS.number, { column: POINT_COLUMNS.lng }));
    const territoryIdent = at('territory').trim();
    if (!territoryIdent) messages.push(format(POINT_TEXTS.unknownTerritory, { territory: '' }));
    const first = firstRowOf.get(values.ident);
    if (first !== undefined)
      messages.push(format(POINT_TEXTS.duplicate, { ident: values.ident, row: first }));
    else firstRowOf.set(values.ident, line);
    if (messages.length) problems.push({ line, message: [...new Set(messages)].join(' ') });
    else rows.push({ row: line, values, territoryIdent });
  }
  if (problems.length) throw rowsInvalid(problems);
  return rows;
}

/** 400 E_INVALID_FILE listing the rows as 'Wiersz N: …' (403 E_FORBIDDEN for rows out of reach). */
export function rowsInvalid(
  problems: CsvProblem[],
  code: 'E_INVALID_FILE' | 'E_FORBIDDEN' = 'E_INVALID_FILE',
) {
  return csvInvalid(problems, { code, text: POINT_TEXTS.row });
}

/** A cell of a sheet as text: numbers as written (a decimal point), formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** The first sheet's non-empty rows as lines of cells, with their row numbers. */
async function xlsxLines(buffer: Buffer): Promise<CsvLine[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new ApiError('E_INVALID_FILE', { fields: [{ path: 'files', message: POINT_TEXTS.unreadable }] });
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw rowsInvalid([{ line: 1, message: POINT_TEXTS.sheet }]);
  const lines: CsvLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, c) => {
      cells[c - 1] = cellText(cell.value).trim();
    });
    const filled = Array.from(cells, (c) => c ?? '');
    if (filled.some((c) => c !== '')) lines.push({ line: number, cells: filled });
  });
  if (lines.length > MAX_CSV_ROWS + 1) {
    const message = format(CSV_TEXTS.tooManyRows, { max: MAX_CSV_ROWS });
    throw new ApiError('E_INVALID_FILE', { fields: [{ path: 'files', message }] });
  }
  return lines;
}

/** The one uploaded file's lines, CSV or XLSX as its first bytes showed. */
export async function pointFileLines(files: { buffer: Buffer; type: string }[]): Promise<CsvLine[]> {
  if (files.length === 1 && files[0]!.type === 'xlsx') return xlsxLines(files[0]!.buffer);
  return parseCsv(csvText(files));
}
