// The alerts' e-mails to the coordinators (docs/decisions/0039): a raise writes one alert_mails row
// per coordinator in the alert's transaction and, after it commits, hands each row to the
// 'alert-mails' queue with the row's id as the job's (handing it over twice is one job). Each
// coordinator's e-mail is its own job: a refused address or a mail server that is down fails only
// that job, which the engine tries again later with waits doubling from ALERT_MAIL_RETRY_SECONDS;
// the others go at once. A try claims its row (attempts + 1) and fences every write by that
// attempt; a row already sent is never sent again, whatever delivers its job a second time.
import { ALERT_MAIL, ALERT_SUBJECTS } from '@tourplanner/i18n-pl/alerts';
import { format } from '@tourplanner/i18n-pl/format';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { actions } from '../../db/schema/actions';
import { alertMails, notifications } from '../../db/schema/notifications';
import type { AppDeps } from '../../infra/deps';
import type { JobMeta, QueueDef } from '../../infra/jobs/engine';

export const ALERT_MAIL_QUEUE = 'alert-mails';
/** The first wait after a failed try; each next one doubles (with jitter): 30-60 s, 1-2 min, … */
export const ALERT_MAIL_RETRY_SECONDS = 30;
/** Nine tries in all, over roughly two to four hours; the ninth failure is final. */
export const ALERT_MAIL_MAX_ATTEMPTS = 9;
/** A row still queued this long after its last write lost its job (a process died): handed over again. */
const LOST_AFTER_MS = 2 * 60_000;

type Deps = Pick<AppDeps, 'db' | 'now' | 'log' | 'services'>;

export interface AlertMailJob {
  mailId: string;
}

/** Hands recorded e-mails to the job engine (after their transaction); a failure is logged, the sweep hands them over. */
export async function queueAlertMails(deps: Pick<AppDeps, 'jobs' | 'log'>, ids: readonly string[]) {
  for (const id of ids) {
    try {
      await deps.jobs.send(ALERT_MAIL_QUEUE, { mailId: id } satisfies AlertMailJob, { id });
    } catch (err) {
      deps.log.warn({ err, event: 'alert_mail_not_queued', mail: id }, 'alert e-mail not queued');
    }
  }
}

/** Takes the e-mail for this try; null when it was sent or given up already. */
async function claim(deps: Deps, id: string) {
  const now = deps.now();
  const [row] = await deps.db
    .update(alertMails)
    .set({ status: 'sending', attempts: sql`${alertMails.attempts} + 1`, updatedAt: now })
    .where(and(eq(alertMails.id, id), inArray(alertMails.status, ['queued', 'sending'])))
    .returning({
      id: alertMails.id,
      attempts: alertMails.attempts,
      email: alertMails.email,
      notificationId: alertMails.notificationId,
    });
  return row ?? null;
}

/**
 * Sends one alert e-mail: the handler of the 'alert-mails' queue. A failed send puts the row back
 * to wait (or, on the last try, marks it failed) and throws, so the engine retries it.
 */
export async function sendAlertMail(
  deps: Deps,
  mailId: string,
  meta: Pick<JobMeta, 'retryCount' | 'retryLimit'>,
) {
  const mail = await claim(deps, mailId);
  if (!mail) return;
  const held = and(
    eq(alertMails.id, mail.id),
    eq(alertMails.status, 'sending'),
    eq(alertMails.attempts, mail.attempts),
  );
  const [alert] = await deps.db
    .select({ kind: notifications.kind, text: notifications.text, ident: actions.ident })
    .from(notifications)
    .innerJoin(actions, eq(actions.id, notifications.actionId))
    .where(eq(notifications.id, mail.notificationId));
  if (!alert) return;
  try {
    await deps.services.messages.send({
      channel: 'email',
      to: mail.email,
      subject: format(ALERT_SUBJECTS[alert.kind], { ident: alert.ident }),
      text: `${alert.text}\n\n${ALERT_MAIL.footer}`,
    });
  } catch (err) {
    const error = String((err as Error)?.message ?? err).slice(0, 500);
    const final = meta.retryCount >= meta.retryLimit;
    await deps.db
      .update(alertMails)
      .set({ status: final ? 'failed' : 'queued', error, updatedAt: deps.now() })
      .where(held);
    // The alert stands in the bell either way; the engine logs the failure and tries again.
    throw new Error(`alert e-mail failed: ${error}`);
  }
  await deps.db
    .update(alertMails)
    .set({ status: 'sent', sentAt: deps.now(), error: null, updatedAt: deps.now() })
    .where(held);
}

/**
 * The alert sweep's backstop for e-mails: a row still queued a while after its last write whose
 * job was never sent (its process died between the commit and the hand-over) is handed over again.
 * One waiting for its retry is handed over too, which is one job with the one it has.
 */
export async function handOverLostAlertMails(deps: Pick<AppDeps, 'db' | 'now' | 'jobs' | 'log'>) {
  const rows = await deps.db
    .select({ id: alertMails.id })
    .from(alertMails)
    .where(
      and(
        eq(alertMails.status, 'queued'),
        lt(alertMails.updatedAt, new Date(deps.now().getTime() - LOST_AFTER_MS)),
      ),
    )
    .limit(500);
  await queueAlertMails(
    deps,
    rows.map((r) => r.id),
  );
  return rows.length;
}

/** The 'alert-mails' queue of the job engine. */
export function alertMailQueueDef(deps: Deps): QueueDef<AlertMailJob> {
  return {
    name: ALERT_MAIL_QUEUE,
    retryLimit: ALERT_MAIL_MAX_ATTEMPTS - 1,
    retryDelaySeconds: ALERT_MAIL_RETRY_SECONDS,
    // A mailer answers or times out within about 40 s (infra/messages/smtp.ts); a run still going
    // after two minutes was left by a dead process.
    expireInSeconds: 120,
    handler: (data, meta) => sendAlertMail(deps, data.mailId, meta),
  };
}
