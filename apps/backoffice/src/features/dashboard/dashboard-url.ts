// The Pulpit's view in the URL (?since=2026-11-01&until=2026-11-30&events=a,b&territories=c), so a
// link opens the same numbers. Without a valid range the view is the last 30 days to today.
import { addDays, isValidYmd, todayYmd } from '@tourplanner/domain/dates';
import { DASHBOARD_MAX_DAYS, type DashboardSummaryBody } from '@tourplanner/domain/wire/dashboard';
import dayjs from 'dayjs';

export interface DashboardView {
  since: string;
  until: string;
  events: string[];
  territories: string[];
}

/** The default range: 30 whole days ending today (today included). */
export function defaultDashboardRange(now: Date): { since: string; until: string } {
  const until = todayYmd(now);
  return { since: addDays(until, -29), until };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuids = (value: string | null) =>
  [...new Set((value ?? '').split(',').map((v) => v.trim()))].filter((v) => UUID.test(v)).slice(0, 500);

/** What a URL query says of the view; a malformed or too long range falls back to the default. */
export function viewFromQuery(q: URLSearchParams, now: Date): DashboardView {
  const since = q.get('since') ?? '';
  const until = q.get('until') ?? '';
  const valid =
    isValidYmd(since) &&
    isValidYmd(until) &&
    since <= until &&
    dayjs(until).diff(dayjs(since), 'day') < DASHBOARD_MAX_DAYS;
  const range = valid ? { since, until } : defaultDashboardRange(now);
  return { ...range, events: uuids(q.get('events')), territories: uuids(q.get('territories')) };
}

/** The URL query of a view: the range always, the filters when set. */
export function viewQuery(view: DashboardView): URLSearchParams {
  const q = new URLSearchParams({ since: view.since, until: view.until });
  if (view.events.length) q.set('events', view.events.join(','));
  if (view.territories.length) q.set('territories', view.territories.join(','));
  return q;
}

/** The /dashboard/summary request of a view. */
export function summaryBody(view: DashboardView): DashboardSummaryBody {
  return {
    since: view.since,
    until: view.until,
    ...(view.events.length ? { events: { uuids: view.events } } : {}),
    ...(view.territories.length ? { territories: { uuids: view.territories } } : {}),
  };
}
