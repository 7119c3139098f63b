// Deep links of the actions and reports lists: the range, page and filters live in the URL's query
// (?since=2026-11-01&until=2026-11-30&page=2&city=Gdańsk…), so a reload or a bookmark shows the same
// list. The store stays the state; the URL is written from it and read into it when the page opens
// (./list-url.ts). This module has no React in it: the early first calls (src/early.ts) read it too.

import { isActionStatus } from '@tourplanner/domain/action-status';
import { ATTENDANCE_STATES, type AttendanceState } from '@tourplanner/domain/attendance';
import { isValidYmd } from '@tourplanner/domain/dates';
import { REVIEW_STATES, type ReviewState } from '@tourplanner/domain/review-states';
import { type ActionFilter, EMPTY_FILTER } from './filters';

export interface ListState {
  since: string;
  until: string;
  page: number;
  filter: ActionFilter;
}

/** Query key -> filter field; text fields and the names shown beside chosen ids alike. */
const FILTER_KEYS = {
  city: 'cityFilter',
  street: 'streetFilter',
  id: 'idFilter',
  territory: 'territoryFilterUUID',
  territoryName: 'territoryFilter',
  person: 'personnelFilterUUID',
  personName: 'personnelFilter',
  event: 'eventFilterUUID',
  eventName: 'eventFilter',
  status: 'statusFilter',
} as const satisfies Record<string, keyof ActionFilter>;

const isReviewState = (s: string): s is ReviewState => (REVIEW_STATES as readonly string[]).includes(s);
const isAttendanceState = (s: string): s is AttendanceState =>
  (ATTENDANCE_STATES as readonly string[]).includes(s);

/** The query of a list state: only what differs from empty (page counted from 1). */
export function listQuery(s: ListState): URLSearchParams {
  const q = new URLSearchParams({ since: s.since, until: s.until });
  if (s.page > 0) q.set('page', String(s.page + 1));
  for (const [key, field] of Object.entries(FILTER_KEYS)) {
    const value = s.filter[field];
    if (value) q.set(key, String(value));
  }
  // Raporty's review: ?review=pending,fix&signals=1.
  if (s.filter.reviewStates.length) q.set('review', s.filter.reviewStates.join(','));
  if (s.filter.signalsOnly) q.set('signals', '1');
  // Akcje's attendance: ?attendance=unconfirmed,no_show.
  if (s.filter.attendanceStates.length) q.set('attendance', s.filter.attendanceStates.join(','));
  return q;
}

/** What a query says of a list state; anything malformed is left out. */
export function listFromQuery(q: URLSearchParams): Partial<ListState> {
  const out: Partial<ListState> = {};
  const since = q.get('since');
  const until = q.get('until');
  if (since && until && isValidYmd(since) && isValidYmd(until) && since <= until) {
    Object.assign(out, { since, until });
  }
  const page = Number(q.get('page'));
  if (Number.isInteger(page) && page > 1) out.page = page - 1;
  const filter: ActionFilter = { ...EMPTY_FILTER };
  let any = false;
  for (const [key, field] of Object.entries(FILTER_KEYS)) {
    const value = q.get(key)?.trim();
    if (!value) continue;
    if (field === 'statusFilter') {
      if (!isActionStatus(value)) continue;
      filter.statusFilter = value;
    } else filter[field] = value;
    any = true;
  }
  const states = [...new Set(q.get('review')?.split(',').filter(isReviewState))];
  if (states.length) {
    filter.reviewStates = states;
    any = true;
  }
  if (q.get('signals') === '1') {
    filter.signalsOnly = true;
    any = true;
  }
  const attendance = [...new Set(q.get('attendance')?.split(',').filter(isAttendanceState))];
  if (attendance.length) {
    filter.attendanceStates = attendance;
    any = true;
  }
  if (any) out.filter = filter;
  return out;
}
