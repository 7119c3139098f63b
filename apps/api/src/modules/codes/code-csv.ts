// The code pool CSV (/code/import and /code/export): its columns, and reading and checking every
// line of an import (all-or-nothing: every bad line is listed). Pure: ./service.ts stores the rows.
import { format } from '@tourplanner/i18n-pl/format';
import { CODE_IMPORT_TEXTS } from '@tourplanner/i18n-pl/server';
import { CODE_STATES, type CodeState } from '../../db/schema/codes';
import { type CsvProblem, csvInvalid, parseCsv } from '../../infra/csv';

export const CODE_CSV_COLUMNS = ['code', 'event', 'group', 'state', 'hostess'] as const;
const CODE_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const GROUP_MAX = 100;

export interface CodeRow {
  line: number;
  code: string;
  eventIdent: string;
  group: string;
  state: CodeState;
  hostess: string | null;
}

/** Reads and checks every line; throws E_CSV_INVALID listing all the bad ones. */
export function readCodeCsv(text: string): CodeRow[] {
  const lines = parseCsv(text);
  const header = lines[0];
  if (!header) throw csvInvalid([{ line: 1, message: CODE_IMPORT_TEXTS.empty }]);
  const names = header.cells.map((c) => c.toLowerCase());
  const col = Object.fromEntries(CODE_CSV_COLUMNS.map((n) => [n, names.indexOf(n)])) as Record<
    (typeof CODE_CSV_COLUMNS)[number],
    number
  >;
  const missing = (['code', 'event', 'group'] as const).filter((n) => col[n] < 0);
  if (missing.length) {
    throw csvInvalid([
      {
        line: header.line,
        message: format(CODE_IMPORT_TEXTS.header, {
          columns: CODE_CSV_COLUMNS.join(';'),
          missing: missing.join(', '),
        }),
      },
    ]);
  }
  const problems: CsvProblem[] = [];
  const rows: CodeRow[] = [];
  for (const { line, cells } of lines.slice(1)) {
    const at = (i: number) => (i >= 0 ? (cells[i] ?? '') : '');
    const code = at(col.code);
    const eventIdent = at(col.event);
    const group = at(col.group);
    const stateRaw = at(col.state).toLowerCase();
    const hostess = at(col.hostess).toLowerCase();
    const bad: string[] = [];
    if (!CODE_RE.test(code)) bad.push(CODE_IMPORT_TEXTS.code);
    if (!eventIdent) bad.push(CODE_IMPORT_TEXTS.noEvent);
    if (!group || group.length > GROUP_MAX || /^[=+\-@]/.test(group))
      bad.push(format(CODE_IMPORT_TEXTS.group, { max: GROUP_MAX }));
    const state = (stateRaw || 'available') as CodeState;
    if (!CODE_STATES.includes(state))
      bad.push(format(CODE_IMPORT_TEXTS.state, { states: CODE_STATES.join(', ') }));
    if (hostess && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(hostess)) bad.push(CODE_IMPORT_TEXTS.hostessEmail);
    if (state === 'assigned' && !hostess) bad.push(CODE_IMPORT_TEXTS.assignedNeedsHostess);
    if (state === 'available' && hostess) bad.push(CODE_IMPORT_TEXTS.availableWithHostess);
    if (bad.length) problems.push({ line, message: bad.join('; ') });
    else rows.push({ line, code, eventIdent, group, state, hostess: hostess || null });
  }
  if (problems.length) throw csvInvalid(problems);
  return rows;
}
