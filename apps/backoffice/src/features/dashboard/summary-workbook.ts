// 'Eksportuj' of the Pulpit: the page's tables as one XLSX workbook, a sheet per table, with the
// numbers as numbers (shares as fractions shown as percentages), so a spreadsheet can add them up.
// exceljs (the writer the API's reports use) is loaded only when a user exports: the screen does not
// carry it.
import { OFFER_KEYS } from '@tourplanner/domain/constants';
import {
  CONSENT_CHANNELS,
  type ConsentChannel,
  type DashboardSummary,
} from '@tourplanner/domain/wire/dashboard';
import { DASHBOARD } from '@tourplanner/i18n-pl/dashboard';
import { shareOf } from '@tourplanner/i18n-pl/number-format';
import { ACTION_COUNT_KEYS, REVIEW_PHOTO_KEYS } from './action-count-keys';
import { funnelSteps } from './funnel-steps';

/** A cell: text, a count, or a share of one (written with a percentage format). */
export type SheetCell = string | number | { share: number };

export interface SummarySheet {
  name: string;
  head: string[];
  rows: SheetCell[][];
}

const D = DASHBOARD;
const SPLIT_KEYS = ['planned', 'startedOnTime', 'startedLate', 'noShow', 'finished', 'cancelled'] as const;
const split = (c: Record<(typeof SPLIT_KEYS)[number], number>) => SPLIT_KEYS.map((k) => c[k]);
const splitHead = SPLIT_KEYS.map((k) => D.plan.rows[k]);
const rankHead = [D.ranking.registrations, D.ranking.planned, D.ranking.finished, D.ranking.noShow];
const rank = (c: { registrations: number; planned: number; finished: number; noShow: number }) => [
  c.registrations,
  c.planned,
  c.finished,
  c.noShow,
];

/** The Pulpit's tables as sheets, in the page's order; territories only when the caller has them. */
export function summarySheets(
  s: DashboardSummary,
  names: { event: (uuid: string | null) => string; territory: (uuid: string | null) => string } & {
    withTerritories: boolean;
  },
): SummarySheet[] {
  const r = s.registrations;
  const sheets: SummarySheet[] = [
    {
      name: D.sheets.plan,
      head: [D.plan.measure, D.count, D.share],
      rows: ACTION_COUNT_KEYS.map((k) => [
        D.plan.rows[k],
        s.actions[k],
        { share: shareOf(s.actions[k], s.actions.planned) },
      ]),
    },
    {
      name: D.sheets.planByDay,
      head: [D.registrations.day, ...splitHead],
      rows: s.actions.byDay.map((d) => [d.date, ...split(d)]),
    },
  ];
  if (names.withTerritories) {
    sheets.push({
      name: D.sheets.byTerritory,
      head: [D.territories, ...splitHead],
      rows: s.actions.byTerritory.map((t) => [names.territory(t.uuid), ...split(t)]),
    });
  }
  sheets.push(
    {
      name: D.sheets.byEvent,
      head: [D.events, ...splitHead],
      rows: s.actions.byEvent.map((e) => [names.event(e.uuid), ...split(e)]),
    },
    {
      name: D.sheets.registrations,
      head: [D.registrations.title, D.count],
      rows: [
        [D.registrations.total, r.total],
        [D.registrations.newConsumers, r.newConsumers],
        [D.registrations.knownConsumers, r.knownConsumers],
        [D.registrations.perActionHour, r.perActionHour ?? D.registrations.noActionHours],
      ],
    },
    {
      name: D.sheets.registrationsByDay,
      head: [D.registrations.day, D.count],
      rows: r.byDay.map((d) => [d.date, d.count]),
    },
    {
      name: D.sheets.byOffer,
      head: [D.registrations.offer, D.count, D.share],
      rows: OFFER_KEYS.map((o) => [o, r.byOffer[o], { share: shareOf(r.byOffer[o], r.total) }]),
    },
    {
      name: D.sheets.byHour,
      head: [D.registrations.hour, D.count],
      rows: r.byHour.map((h) => [h.hour, h.count]),
    },
    {
      name: D.sheets.hostesses,
      head: [D.ranking.hostess, ...rankHead],
      rows: s.hostesses.map((h) => [h.name, ...rank(h)]),
    },
    {
      name: D.sheets.points,
      head: [D.ranking.point, ...rankHead],
      rows: s.points.map((p) => [p.name ? `${p.ident} ${p.name}` : p.ident, ...rank(p)]),
    },
    {
      name: D.sheets.funnel,
      head: [D.funnel.step, D.count, D.funnel.drop, D.funnel.ofPrevious],
      rows: funnelSteps(s.funnel).map((f) => [
        D.funnel.steps[f.key],
        f.count,
        f.drop ?? '',
        f.kept === null ? '' : { share: f.kept },
      ]),
    },
    {
      name: D.sheets.consents,
      head: [D.consents.channel, D.consents.optedIn, D.consents.share, D.consents.withdrawn],
      rows: (Object.keys(CONSENT_CHANNELS) as ConsentChannel[]).map((ch) => [
        D.consents.channels[ch],
        s.consents[ch].optedIn,
        { share: s.consents[ch].share },
        s.consents[ch].withdrawn,
      ]),
    },
    {
      name: D.sheets.review,
      head: [D.review.measure, D.count],
      rows: [
        ...REVIEW_PHOTO_KEYS.map((k) => [D.review.rows[k], s.review.photos[k]]),
        [D.review.actionsWithSignals, s.review.actionsWithSignals],
      ],
    },
  );
  return sheets;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sheets as an XLSX file: bold frozen headers, shares formatted as percentages. */
export async function summaryWorkbook(sheets: SummarySheet[]): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'TourPlanner';
  for (const sheet of sheets) {
    const ws = wb.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.addRow(sheet.head).font = { bold: true };
    for (const cells of sheet.rows) {
      const row = ws.addRow(cells.map((c) => (typeof c === 'object' ? c.share : c)));
      cells.forEach((c, i) => {
        if (typeof c === 'object') row.getCell(i + 1).numFmt = '0.0%';
      });
    }
    ws.columns.forEach((col, i) => {
      col.width = i === 0 ? 32 : 16;
    });
  }
  const buffer = await wb.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}
