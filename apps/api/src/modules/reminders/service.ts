// Messages to the hostess about her actions (issue 29 part 2; issue 30's retake notice), by e-mail,
// SMS and Web Push (docs/decisions/0038-hostess-reminders.md). Three ways in, one way out:
// - the `action-changed` job (modules/queues.ts) calls planReminders: what is due now goes at once
//   (her assignment, a reminder whose moment has passed, her being taken off or the action
//   cancelled), the reminders ahead become delayed jobs on the 'hostess-notices' queue;
// - those jobs, and a retake decision's job, call deliverNotice when their moment comes;
// - a sweep every minute finds what is due and was not sent (a lost job, a clock skew) and plans it.
// deliverNotice re-reads the action and sends only what is still due, after claiming the notice's
// row in the ledger (hostess_notices, unique per action, kind, hostess and planned start): a second
// process, a retried job or a restart finds the row and sends nothing. Every send is in the
// action's history (kind 'reminder', by the system).
import { createHash } from 'node:crypto';
import { notEnded } from '@tourplanner/domain/attendance';
import { format } from '@tourplanner/i18n-pl/format';
import {
  HOSTESS_NOTICE_HISTORY,
  HOSTESS_NOTICE_LINES,
  HOSTESS_NOTICE_TEXTS,
} from '@tourplanner/i18n-pl/reminders';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { actionUsers } from '../../db/schema/actions';
import { type HostessNoticeKind, hostessNotices } from '../../db/schema/reminders';
import { users } from '../../db/schema/users';
import { dayjs, ZONE } from '../../infra/dates';
import type { AppDeps } from '../../infra/deps';
import type { QueueDef } from '../../infra/jobs/engine';
import { type ActionPlace, loadActionsWithPeople } from '../actions/people.service';
import { recordHistory } from '../history/service';
import { type PushMessage, pushToUser } from '../push/service';
import { assignable, dueReminder, type ReminderSettings, remindable, upcomingReminders } from './plan';

/** The notices' queue: one job per notice, delayed to its moment (reminders) or at once (retake). */
export const NOTICE_QUEUE = 'hostess-notices';
/** The backstop: every minute, what is due and not sent. */
export const NOTICE_SWEEP_QUEUE = 'hostess-notice-sweep';

/** A claim older than this without its send finished was left by a process that died. */
const STALE_CLAIM_MS = 10 * 60_000;

export interface NoticeJob {
  actionId: string;
  kind: HostessNoticeKind;
  hostessId: string;
  /** The planned start the notice is about (ISO); for a retake, the decision's moment. */
  slot: string;
}

type Deps = Pick<AppDeps, 'db' | 'env' | 'now' | 'log' | 'jobs' | 'services'>;

interface Person {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
}

interface ActionView {
  id: string;
  ident: string;
  name: string;
  status: string;
  since: Date | null;
  until: Date | null;
  startedAt: Date | null;
  confirmedAt: Date | null;
  point: ActionPlace | null;
  hostesses: Person[];
}

const settingsOf = (env: Deps['env']): ReminderSettings => ({
  hoursBefore: env.REMINDER_HOURS_BEFORE,
  minutesBefore: env.REMINDER_MINUTES_BEFORE,
});

const personColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  phone: users.phone,
};

/**
 * The actions as they are now, with their first point and their hostesses: the active HST users on
 * them (a deactivated one is told nothing).
 */
async function loadActions(deps: Pick<AppDeps, 'db'>, ids: string[]): Promise<Map<string, ActionView>> {
  const out = new Map<string, ActionView>();
  for (const { people, ...a } of await loadActionsWithPeople(deps.db, ids)) {
    const hostesses = people
      .filter((p) => p.role === 'HST' && p.active)
      .map(({ id, firstname, lastname, email, phone }) => ({ id, firstname, lastname, email, phone }));
    out.set(a.id, { ...a, hostesses });
  }
  return out;
}

const sameInstant = (a: Date | null, b: Date) => !!a && a.getTime() === b.getTime();

/** The hostesses told of this action (an assignment notice sent) and the start they were told. */
async function toldHostesses(deps: Pick<AppDeps, 'db'>, actionId: string) {
  const rows = await deps.db
    .select({ hostessId: hostessNotices.hostessId, slot: hostessNotices.slot })
    .from(hostessNotices)
    .where(
      and(
        eq(hostessNotices.actionId, actionId),
        eq(hostessNotices.kind, 'assigned'),
        sql`${hostessNotices.sentAt} is not null`,
      ),
    )
    .orderBy(hostessNotices.claimedAt, hostessNotices.id);
  // The latest assignment notice of each.
  const latest = new Map<string, Date>();
  for (const r of rows) latest.set(r.hostessId, r.slot);
  return latest;
}

/** Is this notice still due, for the action as it is now? */
async function stillDue(deps: Deps, job: NoticeJob, a: ActionView, now: Date): Promise<boolean> {
  const slot = new Date(job.slot);
  const on = a.hostesses.some((h) => h.id === job.hostessId);
  switch (job.kind) {
    case 'assigned':
      return on && assignable(a, now) && sameInstant(a.since, slot);
    case 'day_before':
    case 'hour_before':
      return on && sameInstant(a.since, slot) && dueReminder(a, now, settingsOf(deps.env)) === job.kind;
    case 'unassigned':
    case 'cancelled': {
      const cancelled = a.status === 'cancelled';
      if ((job.kind === 'cancelled') !== cancelled) return false;
      if (!cancelled && on) return false;
      if (!notEnded(a, now)) return false;
      const told = (await toldHostesses(deps, a.id)).get(job.hostessId);
      return sameInstant(told ?? null, slot);
    }
    case 'retake':
      return on;
  }
}

const warsaw = (d: Date) => dayjs(d).tz(ZONE);

/** The message's parts: the e-mail subject and text, the SMS, the push. */
function compose(
  deps: Pick<AppDeps, 'env'>,
  kind: HostessNoticeKind,
  a: ActionView,
  to: Person,
  retakes: { photo: 'start' | 'end' | 'receipt'; comment: string | null }[],
) {
  const L = HOSTESS_NOTICE_LINES;
  const start = a.since ? warsaw(a.since) : null;
  const date = start ? start.format('DD.MM.YYYY') : '';
  const startTime = start ? start.format('HH:mm') : '';
  const hours = a.until ? `${startTime}–${warsaw(a.until).format('HH:mm')}` : startTime;
  const p = a.point;
  const street = p ? [p.street, p.number].filter(Boolean).join(' ') : '';
  const address = p ? [p.name, street, p.city].filter(Boolean).join(', ') || L.noPlace : L.noPlace;
  const map =
    p && p.lat !== null && p.lng !== null
      ? `https://www.google.com/maps/search/?api=1&query=${p.lat},${p.lng}`
      : null;
  const base = deps.env.WEBFORM_URL.replace(/\/+$/, '');
  const link = `${base}/actions`;
  const subject = format(HOSTESS_NOTICE_TEXTS[kind].subject, { ident: a.ident, date, start: startTime });
  const lines: string[] = [
    format(L.greeting, { firstname: to.firstname }),
    HOSTESS_NOTICE_TEXTS[kind].lead,
    '',
    format(L.action, { ident: a.ident, name: a.name }),
    format(L.when, { date, hours }),
    format(L.where, { address }),
  ];
  if (kind === 'hour_before' && map) lines.push(format(L.map, { url: map }));
  if (kind === 'day_before') lines.push('', a.confirmedAt ? L.confirmed : L.unconfirmed);
  if (kind === 'retake') {
    lines.push('');
    for (const r of retakes) {
      const photo = L.photos[r.photo];
      lines.push(
        r.comment
          ? format(L.retakeItem, { photo, comment: r.comment })
          : format(L.retakeNoComment, { photo }),
      );
    }
  }
  const linkLine =
    kind === 'assigned' || (kind === 'day_before' && !a.confirmedAt)
      ? format(L.confirm, { url: link })
      : kind === 'retake'
        ? format(L.retakeLink, { url: link })
        : format(L.open, { url: link });
  lines.push('', linkLine, '', L.signature);
  const smsLink = kind === 'hour_before' && map ? map : link;
  const sms = format(L.sms, { subject, date, hours, address, link: smsLink });
  const push: PushMessage = { title: subject, body: `${date}, ${hours}, ${address}`, url: link };
  return { subject, text: lines.join('\n'), sms, push };
}

/** The retake requests of one decision (its moment) on an action: which photo and the comment. */
async function retakesOf(deps: Pick<AppDeps, 'db'>, actionId: string, at: Date) {
  const result = await deps.db.execute<{ photo: 'start' | 'end' | 'receipt'; comment: string | null }>(sql`
    select coalesce(f.ident, 'receipt') as photo, r.comment
    from photo_reviews r
    left join action_files f on f.file_id = r.file_id and f.action_id = r.action_id
    where r.action_id = ${actionId}::uuid and r.decision = 'retake' and r.decided_at = ${at.toISOString()}::timestamptz
    order by photo desc, r.file_id`);
  return (Array.isArray(result) ? result : (result as { rows: never[] }).rows) as {
    photo: 'start' | 'end' | 'receipt';
    comment: string | null;
  }[];
}

/**
 * Sends one notice if it is still due and nobody sent it: claims the ledger row, sends by e-mail,
 * SMS (when she has a number) and push (her subscribed phones), records each channel in the
 * history. Answers whether it went out. When no channel took it the claim is given back and it
 * throws, for the job to try again.
 */
export async function deliverNotice(deps: Deps, job: NoticeJob): Promise<boolean> {
  const a = (await loadActions(deps, [job.actionId])).get(job.actionId);
  if (!a) return false;
  const now = deps.now();
  if (!(await stillDue(deps, job, a, now))) return false;
  const to =
    a.hostesses.find((h) => h.id === job.hostessId) ??
    (await deps.db.select(personColumns).from(users).where(eq(users.id, job.hostessId)))[0];
  if (!to) return false;
  const slot = new Date(job.slot);
  const retakes = job.kind === 'retake' ? await retakesOf(deps, a.id, slot) : [];
  if (job.kind === 'retake' && !retakes.length) return false;

  const [claim] = await deps.db
    .insert(hostessNotices)
    .values({ actionId: a.id, kind: job.kind, hostessId: to.id, slot, claimedAt: now })
    .onConflictDoUpdate({
      target: [hostessNotices.actionId, hostessNotices.kind, hostessNotices.hostessId, hostessNotices.slot],
      set: { claimedAt: now },
      setWhere: sql`${hostessNotices.sentAt} is null and ${hostessNotices.claimedAt} < ${new Date(now.getTime() - STALE_CLAIM_MS).toISOString()}::timestamptz`,
    })
    .returning({ id: hostessNotices.id });
  if (!claim) return false;

  const message = compose(deps, job.kind, a, to, retakes);
  const sent: ('email' | 'sms' | 'push')[] = [];
  const attempt = async (channel: 'email' | 'sms', target: string, text: string) => {
    try {
      await deps.services.messages.send({
        channel,
        to: target,
        text,
        ...(channel === 'email' ? { subject: message.subject } : {}),
      });
      sent.push(channel);
    } catch (err) {
      deps.log.warn({ err, event: 'notice_channel_failed', channel, kind: job.kind }, 'notice not sent');
    }
  };
  await attempt('email', to.email, message.text);
  if (to.phone) await attempt('sms', to.phone, message.sms);
  if ((await pushToUser(deps, to.id, message.push)) > 0) sent.push('push');
  if (!sent.length) {
    await deps.db.delete(hostessNotices).where(eq(hostessNotices.id, claim.id));
    throw new Error('no channel took the notice');
  }

  const H = HOSTESS_NOTICE_HISTORY;
  const notice = format(H.notices[job.kind], {
    hours: deps.env.REMINDER_HOURS_BEFORE,
    minutes: deps.env.REMINDER_MINUTES_BEFORE,
  });
  const who = `${to.firstname} ${to.lastname}`;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(hostessNotices)
      .set({ sentAt: deps.now(), channels: sent.join(',') })
      .where(eq(hostessNotices.id, claim.id));
    await recordHistory(
      tx,
      sent.map((channel) => ({
        actionId: a.id,
        at: deps.now(),
        actorId: null,
        kind: 'reminder' as const,
        text: format(H.line, { notice, channel: H.channels[channel], who }),
      })),
    );
  });
  return true;
}

/** A job id per notice (a UUID made from its key): the same notice planned twice is one job. */
export function noticeJobId(job: NoticeJob): string {
  const h = createHash('sha256')
    .update(`${job.actionId}|${job.kind}|${job.hostessId}|${job.slot}`)
    .digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Looks at actions as they are now: sends what is due (assignment, a reminder whose moment has
 * come, taken off, cancelled) and, with `schedule`, queues the reminders ahead as delayed jobs.
 * Idempotent; throws after trying them all when one failed (the job is retried).
 */
export async function planReminders(deps: Deps, ids: string[], opts: { schedule?: boolean } = {}) {
  const views = await loadActions(deps, [...new Set(ids)]);
  const settings = settingsOf(deps.env);
  let failure: unknown = null;
  const deliver = async (job: NoticeJob) => {
    try {
      await deliverNotice(deps, job);
    } catch (err) {
      failure = err;
    }
  };
  for (const a of views.values()) {
    const now = deps.now();
    if (assignable(a, now)) {
      const slot = a.since.toISOString();
      for (const h of a.hostesses) await deliver({ actionId: a.id, kind: 'assigned', hostessId: h.id, slot });
      const due = dueReminder(a, now, settings);
      if (due)
        for (const h of a.hostesses) await deliver({ actionId: a.id, kind: due, hostessId: h.id, slot });
      if (opts.schedule && remindable(a, now)) {
        for (const r of upcomingReminders(a, now, settings)) {
          for (const h of a.hostesses) {
            const job: NoticeJob = { actionId: a.id, kind: r.kind, hostessId: h.id, slot };
            await deps.jobs.send(NOTICE_QUEUE, job, { id: noticeJobId(job), startAfter: r.at });
          }
        }
      }
    }
    for (const [hostessId, told] of await toldHostesses(deps, a.id)) {
      const on = a.hostesses.some((h) => h.id === hostessId);
      const kind = a.status === 'cancelled' ? 'cancelled' : on ? null : 'unassigned';
      if (kind) await deliver({ actionId: a.id, kind, hostessId, slot: told.toISOString() });
    }
  }
  if (failure) throw failure;
}

/**
 * The backstop, every minute: actions with a notice due and not in the ledger (a reminder whose
 * moment has come, an assignment not told, a hostess taken off or an action cancelled not told),
 * planned again. An assignment is looked for only on actions changed in the last day: the actions
 * accepted before reminders existed get their reminders, not a burst of assignment notices on the
 * first start. At most 500 a round; the next round takes the rest.
 */
export async function sweepReminders(deps: Deps): Promise<number> {
  const now = deps.now();
  const nowIso = now.toISOString();
  const dayAhead = new Date(now.getTime() + deps.env.REMINDER_HOURS_BEFORE * 3_600_000).toISOString();
  const result = await deps.db.execute<{ id: string }>(sql`
    select distinct a.id from actions a
    join action_users au on au.action_id = a.id
    join users u on u.id = au.user_id and u.role = 'HST' and u.active
    where a.status = 'accepted' and a.started_at is null and a.since is not null
      and (a.until is null or a.until > ${nowIso}::timestamptz)
      and a.updated_at > ${nowIso}::timestamptz - interval '1 day'
      and not exists (
        select 1 from hostess_notices n
        where n.action_id = a.id and n.hostess_id = au.user_id and n.slot = a.since
          and n.kind = 'assigned'
      )
    union
    select a.id from actions a
    join action_users au on au.action_id = a.id
    join users u on u.id = au.user_id and u.role = 'HST' and u.active
    where a.status = 'accepted' and a.started_at is null
      and a.list_at > ${nowIso}::timestamptz and a.list_at <= ${dayAhead}::timestamptz
      and not exists (
        select 1 from hostess_notices n
        where n.action_id = a.id and n.hostess_id = au.user_id and n.slot = a.since
          and n.kind in ('day_before', 'hour_before')
      )
    union
    select a.id from actions a
    join action_users au on au.action_id = a.id
    join users u on u.id = au.user_id and u.role = 'HST' and u.active
    where a.status = 'accepted' and a.started_at is null and a.list_at > ${nowIso}::timestamptz
      and a.list_at <= ${nowIso}::timestamptz + make_interval(mins => ${deps.env.REMINDER_MINUTES_BEFORE})
      and not exists (
        select 1 from hostess_notices n
        where n.action_id = a.id and n.hostess_id = au.user_id and n.slot = a.since and n.kind = 'hour_before'
      )
    union
    select n.action_id from hostess_notices n
    join actions a on a.id = n.action_id
    where n.kind = 'assigned' and n.sent_at is not null
      and (a.until is null or a.until > ${nowIso}::timestamptz)
      and (a.status = 'cancelled' or not exists (
        select 1 from action_users au where au.action_id = n.action_id and au.user_id = n.hostess_id
      ))
      and not exists (
        select 1 from hostess_notices m
        where m.action_id = n.action_id and m.hostess_id = n.hostess_id and m.slot = n.slot
          and m.kind in ('unassigned', 'cancelled')
      )
    limit 500`);
  const ids = (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows).map((r) => r.id);
  if (ids.length) await planReminders(deps, ids);
  return ids.length;
}

/**
 * A coordinator asked for photos again (issue 30): each hostess of the action gets one 'Do
 * poprawy' notice for the decision, with the comments. Queued after the decision is saved.
 */
export async function queueRetakeNotice(deps: Deps, actionIds: string[], decidedAt: Date) {
  const people = actionIds.length
    ? await deps.db
        .select({ actionId: actionUsers.actionId, userId: actionUsers.userId })
        .from(actionUsers)
        .innerJoin(users, eq(users.id, actionUsers.userId))
        .where(and(inArray(actionUsers.actionId, actionIds), eq(users.role, 'HST')))
    : [];
  for (const p of people) {
    const job: NoticeJob = {
      actionId: p.actionId,
      kind: 'retake',
      hostessId: p.userId,
      slot: decidedAt.toISOString(),
    };
    try {
      await deps.jobs.send(NOTICE_QUEUE, job, { id: noticeJobId(job) });
    } catch (err) {
      deps.log.warn({ err, event: 'retake_notice_not_queued' }, 'retake notice not queued');
    }
  }
}

/** The notices' queue: a delayed reminder or a retake notice, sent if still due (five tries). */
export function noticeQueueDef(deps: Deps): QueueDef<NoticeJob> {
  return {
    name: NOTICE_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    async handler(job) {
      await deliverNotice(deps, job);
    },
  };
}

/** The sweep's queue: a cron job every minute. */
export function noticeSweepDef(deps: Deps): QueueDef<object> {
  return {
    name: NOTICE_SWEEP_QUEUE,
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    cron: '* * * * *',
    async handler() {
      await sweepReminders(deps);
    },
  };
}
