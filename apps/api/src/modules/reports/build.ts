// Builds the XLSX report of a job: one row per action with the actions table's columns, the
// receipt count and the survey answers; at most 2048 rows.
import type { ActionFilters } from '@tourplanner/api-client/contract';
import { LIMITS } from '@tourplanner/domain/constants';
import type { RoleId } from '@tourplanner/domain/entities';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { actionPolls, actionReceipts, actions } from '../../db/schema/actions';
import { users, userTerritories } from '../../db/schema/users';
import type { SessionUser } from '../../http/context';
import { actionWhere } from '../actions/filters';
import { wireActions } from '../actions/wire';

const STATUS_PL: Record<string, string> = {
  editable: 'Edytowalna',
  accepted: 'Zaakceptowana',
  cancelled: 'Anulowana',
  started: 'Rozpoczęta',
  finished: 'Zakończona',
  hst_cancelled: 'Odwołana przez personel',
};

export interface ReportFilter extends Partial<ActionFilters> {
  limit?: number;
  offset?: number;
}

/** The requester as they are now: a report never shows more than its requester may see today. */
export async function requesterOf(db: Db, userId: string): Promise<SessionUser | null> {
  const [u] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      active: users.active,
      territoryIds: sql<
        string[]
      >`coalesce((select array_agg(${userTerritories.territoryId}::text) from ${userTerritories} where ${userTerritories.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!u?.active) return null;
  return { ...u, role: u.role as RoleId, sessionId: '' };
}

export async function buildReport(db: Db, requester: SessionUser, filter: ReportFilter) {
  const limit = Math.min(filter.limit ?? LIMITS.reportRowsLimit, LIMITS.reportRowsLimit);
  const idRows = await db
    .select({ id: actions.id })
    .from(actions)
    .where(actionWhere(requester, filter))
    .orderBy(asc(actions.listAt), asc(actions.no))
    .limit(limit)
    .offset(filter.offset ?? 0);
  const ids = idRows.map((r) => r.id);
  const [list, receipts, polls] = await Promise.all([
    wireActions(db, ids),
    ids.length
      ? db
          .select({ actionId: actionReceipts.actionId, n: count() })
          .from(actionReceipts)
          .where(inArray(actionReceipts.actionId, ids))
          .groupBy(actionReceipts.actionId)
      : Promise.resolve([]),
    ids.length
      ? db.select().from(actionPolls).where(inArray(actionPolls.actionId, ids))
      : Promise.resolve([]),
  ]);
  const receiptCount = new Map(receipts.map((r) => [r.actionId, Number(r.n)]));
  const pollOf = new Map(polls.map((p) => [p.actionId, p]));

  const wb = new ExcelJS.Workbook();
  wb.creator = 'TourPlanner';
  const ws = wb.addWorksheet('Akcje');
  ws.columns = [
    { header: 'Status', key: 'status', width: 22 },
    { header: 'Nr', key: 'nr', width: 6 },
    { header: 'Nazwa', key: 'name', width: 30 },
    { header: 'Id', key: 'ident', width: 16 },
    { header: 'Typ akcji', key: 'type', width: 12 },
    { header: 'Terytorium', key: 'territory', width: 14 },
    { header: 'Event', key: 'event', width: 24 },
    { header: 'Lokalizacja', key: 'location', width: 40 },
    { header: 'Data', key: 'date', width: 12 },
    { header: 'Godzina', key: 'time', width: 13 },
    { header: 'Personel', key: 'people', width: 28 },
    { header: 'Paragony', key: 'receipts', width: 10 },
    { header: 'Produkty na meblu', key: 'q1', width: 18 },
    { header: 'Planogram przygotowany', key: 'q2', width: 22 },
    { header: 'Szkolenie sprzedawcy', key: 'q3', width: 20 },
    { header: 'Komentarz', key: 'comment', width: 40 },
    { header: 'Odległość od punktu (m)', key: 'distance', width: 22 },
    { header: 'Poza zasięgiem', key: 'oob', width: 14 },
  ];
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  const yesNo = (v: string | undefined) => (v === undefined ? '' : v === 'tak' ? 'tak' : 'nie');
  list.forEach((a, i) => {
    const poll = pollOf.get(a.uuid);
    ws.addRow({
      status: STATUS_PL[a.status.global.ident] ?? a.status.global.ident,
      nr: i + 1,
      name: a.name || 'Nazwa akcji',
      ident: a.ident,
      type: a.type.ident,
      territory: a.territory?.ident ?? '',
      event: a.event?.name ?? '',
      location: a.actionPoints
        .map((p) =>
          !p.name && !p.address?.cityName
            ? 'Niepoprawny adres'
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
      oob: a.outOfBounds == null ? '' : a.outOfBounds ? 'tak' : 'nie',
    });
  });
  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  return { bytes, rows: list.length };
}
