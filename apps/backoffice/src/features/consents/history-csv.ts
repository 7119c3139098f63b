// The consent history as the CSV a consumer receives on request: ';'-separated with a BOM, so that
// Excel in Polish opens it with its diacritics; every value quoted.

import type { consentHistoryAnswer } from '@tourplanner/domain/wire/consents';
import { CONSUMER_CONSENTS } from '@tourplanner/i18n-pl/backoffice';
import type { z } from 'zod';

export type HistoryEvent = z.infer<typeof consentHistoryAnswer>['events'][number];

const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;

export function historyCsv(
  events: HistoryEvent[],
  labelOf: (purpose: string) => string,
  at: (iso: string) => string,
) {
  const C = CONSUMER_CONSENTS;
  const header = [
    C.columns.at,
    C.columns.kind,
    C.columns.consent,
    C.columns.value,
    C.columns.version,
    C.columns.brand,
    C.columns.point,
  ];
  const rows = events.map((e) => [
    at(e.at),
    C.kinds[e.kind],
    labelOf(e.purpose),
    e.value ? C.yes : C.no,
    e.textVersion ?? '',
    e.brand ?? '',
    e.pointIdent ?? '',
  ]);
  return `\uFEFF${[header, ...rows].map((r) => r.map(quote).join(';')).join('\r\n')}\r\n`;
}
