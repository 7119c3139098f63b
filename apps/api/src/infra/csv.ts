// A small CSV reader and writer for the imports and exports (code pools, Glo serials): ';' or ','
// separated (taken from the first line), quoted fields, CRLF, a UTF-8 BOM; UTF-8 with a BOM out
// so that Excel opens Polish letters right.

import type { ErrorCode } from '@tourplanner/api-client/errors';
import { format } from '@tourplanner/i18n-pl/format';
import { CSV_TEXTS } from '@tourplanner/i18n-pl/server';
import { ApiError } from '../errors';

export const MAX_CSV_ROWS = 100_000;

export interface CsvLine {
  /** 1-based line number in the file, for error messages. */
  line: number;
  cells: string[];
}

export interface CsvProblem {
  line: number;
  message: string;
}

/**
 * The failure answer: every bad line with its number (all-or-nothing imports), as 'Linia N: …'
 * or in the words and with the code an import chooses (the points' 'Wiersz N: …').
 */
export function csvInvalid(problems: CsvProblem[], opts: { code?: ErrorCode; text?: string } = {}): ApiError {
  const shown = problems.slice(0, 100);
  const text = opts.text ?? CSV_TEXTS.line;
  return new ApiError(opts.code ?? 'E_CSV_INVALID', {
    fields: shown.map((p) => ({
      path: `line.${p.line}`,
      message: format(text, { line: p.line, row: p.line, message: p.message }),
    })),
    extra: { lines: shown.map((p) => p.line), count: problems.length },
  });
}

/** The one uploaded file of an import, decoded as UTF-8. */
export function csvText(files: { buffer: Buffer }[]): string {
  const file = files[0];
  if (!file || files.length !== 1) {
    throw new ApiError('E_CSV_INVALID', { fields: [{ path: 'files', message: CSV_TEXTS.oneFile }] });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.buffer);
  } catch {
    throw new ApiError('E_CSV_INVALID', {
      fields: [{ path: 'files', message: CSV_TEXTS.notUtf8 }],
    });
  }
  return text.replace(/^\uFEFF/, '');
}

/** Splits CSV text into non-empty lines of cells (trimmed). */
export function parseCsv(text: string): CsvLine[] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const sep = firstLine.includes(';') || !firstLine.includes(',') ? ';' : ',';
  const out: CsvLine[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) out.push({ line: startLine, cells: cells.map((c) => c.trim()) });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === sep) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      startLine = line;
    } else cell += ch;
    if (out.length > MAX_CSV_ROWS) {
      throw new ApiError('E_CSV_INVALID', {
        fields: [{ path: 'files', message: format(CSV_TEXTS.tooManyRows, { max: MAX_CSV_ROWS }) }],
      });
    }
  }
  if (quoted) throw csvInvalid([{ line: startLine, message: CSV_TEXTS.unclosedQuote }]);
  endRow();
  return out;
}

const escapeCell = (v: string) => (/[";\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** CSV for Excel: UTF-8 with a BOM, ';' separated, CRLF. */
export function writeCsv(rows: string[][]): Buffer {
  const body = rows.map((r) => r.map(escapeCell).join(';')).join('\r\n');
  return Buffer.from(`\uFEFF${body}\r\n`, 'utf8');
}
