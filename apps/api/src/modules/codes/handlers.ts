// /code/list, /code/import and /code/export (additions; docs/product/design.md "Spec slips and
// gaps", the codes screen): code pools per event and group with totals, a CSV import that is
// all-or-nothing, and the CSV export with each code's current state.
import { format } from '@tourplanner/i18n-pl/format';
import { DOWNLOAD_NAMES } from '@tourplanner/i18n-pl/server';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { csvText, writeCsv } from '../../infra/csv';
import { dayOf } from '../../infra/dates';
import { CODE_CSV_COLUMNS, readCodeCsv } from './code-csv';
import { codesForExport, importCodes, listCodePools } from './service';

export const codeHandlers = defineHandlers({
  async codeList(ctx) {
    return { data: await listCodePools(ctx.deps, ctx.body.event?.uuid) };
  },

  async codeImport(ctx) {
    const user = caller(ctx);
    const rows = readCodeCsv(csvText(ctx.files));
    const imported = await importCodes(ctx.deps, user, rows);
    ctx.deps.log.info({ imported, lines: rows.length }, 'codes imported');
    return { data: { imported, skipped: rows.length - imported } };
  },

  async codeExport(ctx) {
    const rows = await codesForExport(ctx.deps, ctx.body.event?.uuid);
    const file = writeCsv([
      [...CODE_CSV_COLUMNS],
      ...rows.map((r) => [r.code, r.event, r.group, r.state, r.hostess ?? '']),
    ]);
    return {
      file,
      contentType: 'text/csv; charset=utf-8',
      filename: format(DOWNLOAD_NAMES.codes, { day: dayOf(ctx.deps.now()) }),
    };
  },
});
