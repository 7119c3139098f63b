// What a product in use has already told about the demo actions (docs/decisions/0038, 0039): each
// hostess of an accepted, started or finished action was told of it when it was planned, and
// reminded at the moments that have passed; the coordinators' alerts due by now were raised at their
// moments. Recorded as sent, e-mailing nobody: without it the first start's planners would find
// every demo action untold and send some fifty assignment notices and a burst of alerts at once.
// An action planned after the start is told as usual.
import { ALERT_HISTORY } from '@tourplanner/i18n-pl/alerts';
import { format } from '@tourplanner/i18n-pl/format';
import { notifications } from '../db/schema/notifications';
import { type HostessNoticeKind, hostessNotices } from '../db/schema/reminders';
import { recordHistory } from '../modules/history/service';
import { alertMoments, alertText, dueAlerts, loadTracked } from '../modules/notifications/alerts.service';
import { dueAt } from '../modules/reminders/plan';
import type { ActionPlan } from './demo-actions';
import { type DemoContext, insertChunks } from './helpers';

/** The statuses whose hostess had been told of her action (a cancelled one would owe her a notice). */
const TOLD = new Set(['accepted', 'started', 'finished']);

/** Each told action's assignment notice, and its reminders whose moment has passed, as sent. */
export async function recordSentNotices({ deps }: DemoContext, plan: ActionPlan) {
  const now = deps.now();
  const settings = {
    hoursBefore: deps.env.REMINDER_HOURS_BEFORE,
    minutesBefore: deps.env.REMINDER_MINUTES_BEFORE,
  };
  const byId = new Map(plan.rows.map((r) => [r.id, r]));
  const rows: (typeof hostessNotices.$inferInsert)[] = [];
  for (const { actionId, userId } of plan.ppl) {
    const a = byId.get(actionId);
    if (!a?.since || !TOLD.has(a.status ?? '')) continue;
    const slot = a.since;
    const sent = (kind: HostessNoticeKind, at: Date) =>
      rows.push({ actionId, kind, hostessId: userId, slot, claimedAt: at, sentAt: at, channels: 'email' });
    // When it was planned (a demo row's creation may lie ahead of today: then, now).
    const planned = new Date(Math.min((a.createdAt ?? now).getTime(), now.getTime()));
    sent('assigned', planned);
    for (const kind of ['day_before', 'hour_before'] as const) {
      const at = dueAt(kind, slot, settings);
      if (at.getTime() <= now.getTime()) sent(kind, new Date(Math.max(at.getTime(), planned.getTime())));
    }
  }
  await insertChunks(rows, (c) => deps.db.insert(hostessNotices).values(c));
  return rows.length;
}

/**
 * The alerts due by now, raised at their moments (in the bell and the action's history) and not
 * e-mailed: the planners find them raised and raise nothing.
 */
export async function recordRaisedAlerts({ deps }: DemoContext, plan: ActionPlan) {
  const now = deps.now();
  const rules = deps.env;
  const alerts: (typeof notifications.$inferInsert)[] = [];
  for (const a of await loadTracked(
    deps.db,
    plan.rows.map((r) => r.id),
  )) {
    for (const h of a.hostesses) {
      const moments = alertMoments(a, h, rules);
      for (const kind of dueAlerts(a, h, now, rules)) {
        alerts.push({
          kind,
          actionId: a.id,
          hostessId: h.id,
          territoryId: a.territoryId,
          text: alertText(a, kind, `${h.firstname} ${h.lastname}`, rules),
          createdAt: moments[kind] ?? now,
        });
      }
    }
  }
  await insertChunks(alerts, (c) => deps.db.insert(notifications).values(c));
  await recordHistory(
    deps.db,
    alerts.map((n) => ({
      actionId: n.actionId,
      at: n.createdAt,
      actorId: null,
      kind: 'alert' as const,
      text: format(ALERT_HISTORY.raised, { text: n.text }),
    })),
  );
  return alerts.length;
}
