// The XLSX report: one row per action with the actions table's columns, the receipt count and
// the survey answers, written as a stream (exceljs's streaming writer: each row is written out as
// it is added, never the whole workbook in memory). The rows come from ./worker.service.ts.

import type { Writable } from 'node:stream';
import type { Action } from '@tourplanner/domain/entities';
import { isYesAnswer } from '@tourplanner/domain/poll';
import { REPORT_TEXTS } from '@tourplanner/i18n-pl/server';
import ExcelJS from 'exceljs';

/** What the report shows of an action besides its wire shape. */
export interface ReportExtras {
  receiptCount: Map<string, number>;
  pollOf: Map<string, { answers: string[]; text: string | null }>;
}

/** Writes the workbook into `out` and ends it. */
export async function writeReportWorkbook(
  list: Action[],
  { receiptCount, pollOf }: ReportExtras,
  out: Writable,
): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  wb.creator = 'TourPlanner';
  const ws = wb.addWorksheet(REPORT_TEXTS.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = {
    status: 22,
    nr: 6,
    name: 30,
    ident: 16,
    type: 12,
    territory: 14,
    event: 24,
    location: 40,
    date: 12,
    time: 13,
    people: 28,
    receipts: 10,
    q1: 18,
    q2: 22,
    q3: 20,
    comment: 40,
    distance: 22,
    oob: 14,
  } as const;
  ws.columns = (Object.keys(widths) as (keyof typeof widths)[]).map((key) => ({
    header: REPORT_TEXTS.columns[key],
    key,
    width: widths[key],
  }));
  ws.getRow(1).font = { bold: true };
  const yesNo = (v: string | undefined) =>
    v === undefined ? '' : isYesAnswer(v) ? REPORT_TEXTS.yes : REPORT_TEXTS.no;
  list.forEach((a, i) => {
    const poll = pollOf.get(a.uuid);
    const row = ws.addRow({
      status: REPORT_TEXTS.statuses[a.status.global.ident] ?? a.status.global.ident,
      nr: i + 1,
      name: a.name || REPORT_TEXTS.unnamedAction,
      ident: a.ident,
      type: a.type.ident,
      territory: a.territory?.ident ?? '',
      event: a.event?.name ?? '',
      location: a.actionPoints
        .map((p) =>
          !p.name && !p.address?.cityName
            ? REPORT_TEXTS.invalidAddress
            : [
                p.name,
                [p.address?.streetAddress, p.address?.streetNumber].filter(Boolean).join(' '),
                p.address?.cityName,
              ]
                .filter(Boolean)
                .join(', '),
        )
        .join('; '),
      date: a.date ?? '',
      time: a.timestart && a.timeend ? `${a.timestart}-${a.timeend}` : '',
      people: a.users.map((u) => `${u.firstname ?? ''} ${u.lastname ?? ''}`.trim()).join(', '),
      receipts: receiptCount.get(a.uuid) ?? 0,
      q1: yesNo(poll?.answers[0]),
      q2: yesNo(poll?.answers[1]),
      q3: yesNo(poll?.answers[2]),
      comment: poll?.text ?? '',
      distance: a.startDistance ?? '',
      oob: a.outOfBounds == null ? '' : a.outOfBounds ? REPORT_TEXTS.yes : REPORT_TEXTS.no,
    });
    row.commit();
  });
  ws.commit();
  await wb.commit();
}
