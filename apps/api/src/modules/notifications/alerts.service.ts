// Raising the coordinators' alerts (issue 29, docs/decisions/0039). Each kind has a moment worked
// out from the action's times (alertMoments); a job keyed by action, kind and moment waits for it
// (planned from the action-changed job, ../queues.ts), and a sweep every minute is the backstop.
// Whoever gets there first re-reads the action, and the notifications table's unique key (action,
// kind, hostess) lets one of them insert the row: only that one writes the history and the e-mails.
import { createHash } from 'node:crypto';
import type { AlertKind } from '@tourplanner/domain/alerts';
import { attendanceOf, FINISHED_EARLY_MINUTES } from '@tourplanner/domain/attendance';
import { ALERT_HISTORY, ALERT_TEXTS } from '@tourplanner/i18n-pl/alerts';
import { format } from '@tourplanner/i18n-pl/format';
import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actions } from '../../db/schema/actions';
import { alertMails, notifications } from '../../db/schema/notifications';
import { users, userTerritories } from '../../db/schema/users';
import type { Env } from '../../env';
import { dayjs, ZONE } from '../../infra/dates';
import type { AppDeps } from '../../infra/deps';
import type { QueueDef } from '../../infra/jobs/engine';
import { whenText } from '../actions/booking.service';
import { loadActionsWithPeople } from '../actions/people.service';
import { recordHistory } from '../history/service';
import { handOverLostAlertMails, queueAlertMails } from './alert-mails.service';

export const ALERT_QUEUE = 'alert';
export const ALERT_SWEEP_QUEUE = 'alert-sweep';

export interface AlertJob {
  actionId: string;
  kind: AlertKind;
}

type Rules = Pick<Env, 'REMINDER_HOURS_BEFORE' | 'LATE_START_MINUTES'>;

/** An action as the alerts read it: its times, status and hostesses. */
export interface TrackedAction {
  id: string;
  ident: string;
  name: string;
  status: string;
  territoryId: string | null;
  since: Date | null;
  until: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  confirmedAt: Date | null;
  updatedAt: Date;
  hostesses: { id: string; firstname: string; lastname: string; assignedAt: Date | null }[];
}

const MINUTE = 60_000;

/**
 * When each kind of alert falls due for one hostess of the action as it is now (kinds that cannot
 * happen to it are left out). A moved action has other moments; a cancelled or draft one has none.
 * A replacement (assignedAt set by /action/reassign) gets LATE_START_MINUTES from her assignment to
 * confirm and to start.
 */
export function alertMoments(
  a: TrackedAction,
  h: { assignedAt: Date | null },
  rules: Rules,
): Partial<Record<AlertKind, Date>> {
  if (!a.since || !a.until) return {};
  const since = a.since.getTime();
  const until = a.until.getTime();
  const grace = rules.LATE_START_MINUTES * MINUTE;
  // A replacement's moment; the hostesses it was planned with count from the start.
  const assigned = h.assignedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (a.status === 'accepted') {
    return {
      ...(a.confirmedAt
        ? {}
        : {
            unconfirmed: new Date(
              Math.max(since - rules.REMINDER_HOURS_BEFORE * 3_600_000, assigned + grace),
            ),
          }),
      late_start: new Date(Math.max(since, assigned) + grace),
      no_show: a.until,
    };
  }
  // Cancelled by her before its end (the status's last change is the cancel).
  if (a.status === 'hst_cancelled' && a.updatedAt.getTime() < until)
    return { hostess_cancelled: a.updatedAt };
  if (
    a.status === 'finished' &&
    a.finishedAt &&
    until - a.finishedAt.getTime() > FINISHED_EARLY_MINUTES * MINUTE
  )
    return { finished_early: a.finishedAt };
  return {};
}

/** The kinds of alert about hostess `h` due at `now`, checked again against the action's current state. */
export function dueAlerts(
  a: TrackedAction,
  h: { assignedAt: Date | null },
  now: Date,
  rules: Rules,
): AlertKind[] {
  const moments = alertMoments(a, h, rules);
  const state = attendanceOf(a, now, rules.LATE_START_MINUTES)?.state;
  const t = now.getTime();
  const due = (k: AlertKind) => {
    const m = moments[k];
    return m !== undefined && m.getTime() <= t;
  };
  const kinds: AlertKind[] = [];
  // Before the start only: once it should have begun, the late start says more.
  if (due('unconfirmed') && state === 'unconfirmed' && t < (a.since as Date).getTime())
    kinds.push('unconfirmed');
  if (due('late_start') && (state === 'unconfirmed' || state === 'confirmed')) kinds.push('late_start');
  if (due('no_show') && state === 'no_show') kinds.push('no_show');
  if (due('hostess_cancelled')) kinds.push('hostess_cancelled');
  if (due('finished_early') && state === 'finished_early') kinds.push('finished_early');
  return kinds;
}

/** The actions with their hostesses (everyone on them, as put on), as they are now. */
export async function loadTracked(db: Db, ids: readonly string[]): Promise<TrackedAction[]> {
  const rows = await loadActionsWithPeople(db, ids, { point: false });
  return rows.map(({ people, point: _point, ...a }) => ({
    ...a,
    hostesses: people
      .map(({ id, firstname, lastname, assignedAt }) => ({ id, firstname, lastname, assignedAt }))
      .sort((x, y) => x.id.localeCompare(y.id)),
  }));
}

/** The alert's Polish sentence (the bell's row, the e-mail, the history entry). */
export function alertText(a: TrackedAction, kind: AlertKind, person: string, rules: Rules): string {
  const base = {
    person,
    ident: a.ident,
    name: a.name,
    when: whenText(a.since as Date, a.until as Date),
  };
  switch (kind) {
    case 'late_start':
      return format(ALERT_TEXTS.late_start, { ...base, minutes: rules.LATE_START_MINUTES });
    case 'finished_early':
      return format(ALERT_TEXTS.finished_early, {
        ...base,
        at: dayjs(a.finishedAt as Date)
          .tz(ZONE)
          .format('HH:mm'),
        minutes: FINISHED_EARLY_MINUTES,
      });
    default:
      return format(ALERT_TEXTS[kind], base);
  }
}

/** The coordinators who see an action's alerts: active ASM/HSADM of its territory, and every ADMIN. */
export async function coordinatorsOf(db: Db, territoryId: string | null) {
  const ofTerritory = territoryId
    ? and(
        inArray(users.role, ['ASM', 'HSADM']),
        sql`exists (select 1 from ${userTerritories} where ${userTerritories.userId} = ${users.id} and ${userTerritories.territoryId} = ${territoryId})`,
      )
    : undefined;
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        ofTerritory ? or(eq(users.role, 'ADMIN'), ofTerritory) : eq(users.role, 'ADMIN'),
      ),
    )
    .orderBy(users.email);
}

/**
 * Raises the due alerts of these actions (all kinds, or `only` one): one row per kind and hostess,
 * its history entry and one e-mail row per coordinator in the same transaction, then hands the
 * e-mails of the rows this call inserted to the 'alert-mails' queue (./alert-mails.service.ts).
 * Answers how many it raised; running it again raises none.
 */
export async function raiseDueAlerts(
  deps: AppDeps,
  ids: readonly string[],
  only?: AlertKind,
): Promise<number> {
  const now = deps.now();
  let raised = 0;
  for (const a of await loadTracked(deps.db, ids)) {
    const due = a.hostesses.flatMap((h) =>
      dueAlerts(a, h, now, deps.env)
        .filter((k) => !only || k === only)
        .map((kind) => ({ kind, h })),
    );
    if (!due.length) continue;
    const recipients = deps.env.ALERT_EMAILS ? await coordinatorsOf(deps.db, a.territoryId) : [];
    const to = recipients.map((r) => r.email).join(', ');
    const mails: string[] = [];
    await deps.db.transaction(async (tx) => {
      for (const { kind, h } of due) {
        const text = alertText(a, kind, `${h.firstname} ${h.lastname}`, deps.env);
        const inserted = await tx
          .insert(notifications)
          .values({
            kind,
            actionId: a.id,
            hostessId: h.id,
            territoryId: a.territoryId,
            text,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: notifications.id });
        const row = inserted[0];
        if (!row) continue;
        raised += 1;
        await recordHistory(tx, {
          actionId: a.id,
          at: now,
          actorId: null,
          kind: 'alert',
          text: to
            ? format(ALERT_HISTORY.raisedMailed, { text, to })
            : format(ALERT_HISTORY.raised, { text }),
        });
        // Each coordinator's e-mail is recorded with the alert, so a mail server that is down
        // when it is raised delays it (the job retries) but cannot lose it.
        if (recipients.length) {
          const queued = await tx
            .insert(alertMails)
            .values(
              recipients.map((r) => ({
                notificationId: row.id,
                userId: r.id,
                email: r.email,
                createdAt: now,
                updatedAt: now,
              })),
            )
            .returning({ id: alertMails.id });
          mails.push(...queued.map((m) => m.id));
        }
      }
    });
    // After the commit (on PGlite the engine shares the one connection).
    await queueAlertMails(deps, mails);
  }
  return raised;
}

/** A job id (a UUID) for an action, kind and moment: planning the same moment twice is one job. */
function jobId(actionId: string, kind: AlertKind, at: Date): string {
  const h = createHash('sha256').update(`${actionId}|${kind}|${at.toISOString()}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * After a change of these actions (the action-changed job): raises what is due now and queues a
 * job for each moment still ahead. Jobs planned for an older moment stay queued and find nothing
 * due when they run.
 */
export async function planAlerts(deps: AppDeps, ids: readonly string[]): Promise<void> {
  await raiseDueAlerts(deps, ids);
  const now = deps.now().getTime();
  for (const a of await loadTracked(deps.db, ids)) {
    const moments = new Map<string, { kind: AlertKind; at: Date }>();
    for (const h of a.hostesses)
      for (const [kind, at] of Object.entries(alertMoments(a, h, deps.env)) as [AlertKind, Date][])
        if (at.getTime() > now) moments.set(`${kind}|${at.getTime()}`, { kind, at });
    for (const { kind, at } of moments.values()) {
      await deps.jobs.send(ALERT_QUEUE, { actionId: a.id, kind } satisfies AlertJob, {
        id: jobId(a.id, kind, at),
        startAfter: at,
      });
    }
  }
}

/** How far back the sweep looks: an action that ended a day ago raises nothing new. */
const SWEEP_PAST_MS = 86_400_000;
const SWEEP_BATCH = 2000;

/**
 * The backstop: every action whose alerts may be due around now (starting within
 * REMINDER_HOURS_BEFORE or ended less than a day ago; cancelled by its hostess within the last day
 * and not over) is checked. Answers how many were raised.
 */
export async function sweepAlerts(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const rows = await deps.db
    .select({ id: actions.id })
    .from(actions)
    .where(
      or(
        and(
          inArray(actions.status, ['accepted', 'finished']),
          lte(actions.since, new Date(now.getTime() + deps.env.REMINDER_HOURS_BEFORE * 3_600_000)),
          gte(actions.until, new Date(now.getTime() - SWEEP_PAST_MS)),
        ),
        // Cancelled by her lately, whenever it was planned for.
        and(
          eq(actions.status, 'hst_cancelled'),
          gte(actions.until, now),
          gte(actions.updatedAt, new Date(now.getTime() - SWEEP_PAST_MS)),
        ),
      ),
    )
    .limit(SWEEP_BATCH);
  return raiseDueAlerts(
    deps,
    rows.map((r) => r.id),
  );
}

/** One alert's moment came: raises it if the action still calls for it. */
export function alertQueueDef(deps: AppDeps): QueueDef<AlertJob> {
  return {
    name: ALERT_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 10,
    expireInSeconds: 120,
    async handler(job) {
      await raiseDueAlerts(deps, [job.actionId], job.kind);
    },
  };
}

/** The sweep, every minute, and the hand-over of alert e-mails left without a job. */
export function alertSweepDef(deps: AppDeps): QueueDef {
  return {
    name: ALERT_SWEEP_QUEUE,
    cron: '* * * * *',
    retryLimit: 0,
    retryDelaySeconds: 30,
    expireInSeconds: 55,
    async handler() {
      const raised = await sweepAlerts(deps);
      if (raised) deps.log.info({ event: 'alerts_swept', raised }, 'alerts raised by the sweep');
      // An e-mail whose job never got sent (its process died after the commit) goes now.
      const handedOver = await handOverLostAlertMails(deps);
      if (handedOver)
        deps.log.info({ event: 'alert_mails_handed_over', count: handedOver }, 'alert e-mails handed over');
    },
  };
}
