// /dashboard/summary (issue 31): checks the range and the caller's reach, then reads the rollups
// (./service.ts). A coordinator is scoped by territory like /action/list; a client by its events.
// /hostess/stats: the signed-in hostess's own numbers from the same rollups.
import { DASHBOARD_MAX_DAYS } from '@tourplanner/domain/wire/dashboard';
import { format } from '@tourplanner/i18n-pl/format';
import { DASHBOARD_TEXTS, REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import { narrowTerritories } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import { ApiError, fail } from '../../errors';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { dayjs, fromWire } from '../../infra/dates';
import { type DashboardScope, dashboardSummary, hostessStats } from './service';

/** The range as whole days: both real dates, the end not before the start, at most a year. */
function rangeOf(body: { since: string; until: string }) {
  if (!fromWire(body.since)) throw fail.field('since', REQUEST_TEXTS.invalidDate);
  if (!fromWire(body.until)) throw fail.field('until', REQUEST_TEXTS.invalidDate);
  const days = dayjs.utc(body.until).diff(dayjs.utc(body.since), 'day') + 1;
  if (days < 1) throw fail.field('until', REQUEST_TEXTS.invalidDateRange);
  if (days > DASHBOARD_MAX_DAYS)
    throw fail.field('until', format(DASHBOARD_TEXTS.rangeTooLong, { days: DASHBOARD_MAX_DAYS }));
  return { since: body.since, until: body.until };
}

/**
 * A client reaches its own events only (asking for another is refused, like an unreachable
 * territory); a coordinator her territories (ADMIN all), any event.
 */
function scopeOf(
  user: SessionUser,
  body: { events?: { uuids: string[] } | undefined; territories?: { uuids: string[] } | undefined },
): DashboardScope {
  const asked = body.events?.uuids.length ? [...new Set(body.events.uuids)] : undefined;
  if (user.role === 'CLIENT') {
    if (asked?.some((id) => !user.eventIds.includes(id))) throw new ApiError('E_FORBIDDEN');
    const territories = body.territories?.uuids.length ? body.territories.uuids : 'all';
    return { territories, events: asked ?? user.eventIds, initialsOnly: true };
  }
  return {
    territories: narrowTerritories(user, body.territories?.uuids),
    events: asked ?? 'all',
    initialsOnly: false,
  };
}

export const dashboardHandlers = defineHandlers({
  async dashboardSummary(ctx) {
    const user = caller(ctx);
    const range = rangeOf(ctx.body);
    return { data: await dashboardSummary(ctx.deps, range, scopeOf(user, ctx.body)) };
  },
  /** Her own numbers only: the id is the session's, nothing in the body names a hostess. */
  async hostessStats(ctx) {
    return { data: await hostessStats(ctx.deps, caller(ctx).id) };
  },
});
