// The password-reminder e-mail as a durable job: /auth/reset-token only records it in
// reset_mail_jobs and hands its id to the job engine's 'reset-mails' queue (answering at once and
// alike for every address); a worker in any API process sends it. The code is made when the
// e-mail is sent, so the queue holds none; a mailer failure voids that code and the engine tries
// again later (waits doubling from RESET_MAIL_RETRY_SECONDS) with a new one, RESET_MAIL_MAX_ATTEMPTS
// tries in all. Delivery is at least once: a try is claimed on its row (attempts + 1) and every
// write fenced by that attempt, and a job whose row was sent, failed or replaced does nothing. A
// new account's invitation is the same job of kind 'invitation': its code lives
// INVITATION_CODE_HOURS and /auth/reset-password takes it like any reset code.

import { format } from '@tourplanner/i18n-pl/format';
import { MESSAGE_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, eq, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { resetCodes, resetMailJobs } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../infra/deps';
import type { JobMeta, QueueDef } from '../../infra/jobs/engine';
import { hashResetCode, newResetCode } from './reset-codes';

export const RESET_MAIL_QUEUE = 'reset-mails';
/** The first wait after a failed try; each next one doubles (with jitter): 30-60 s, 1-2, 2-4, 4-8 min. */
export const RESET_MAIL_RETRY_SECONDS = 30;
/** Five tries in all; the fifth failure is final. */
export const RESET_MAIL_MAX_ATTEMPTS = 5;

type Deps = Pick<AppDeps, 'db' | 'now' | 'env' | 'services' | 'log'>;

export const resetCodeEmail = (to: string, code: string, minutes: number) => ({
  channel: 'email' as const,
  to,
  subject: MESSAGE_TEXTS.resetCode.subject,
  text: format(MESSAGE_TEXTS.resetCode.text, { code, minutes }),
});

export const invitationEmail = (to: string, code: string, firstname: string, hours: number) => ({
  channel: 'email' as const,
  to,
  subject: MESSAGE_TEXTS.invitation.subject,
  text: format(MESSAGE_TEXTS.invitation.text, { code, hours, firstname, email: to }),
});

export type ResetMailKind = (typeof resetMailJobs.$inferSelect)['kind'];

/**
 * Records a reminder (or, for a new account, an invitation) e-mail; a newer request replaces one
 * still waiting (only the newest code works). Answers its id for sendResetMailJob, which the
 * caller calls after its transaction (on PGlite the engine waits for an open transaction).
 */
export async function recordResetMail(
  deps: Pick<Deps, 'db' | 'now'>,
  userId: string,
  kind: ResetMailKind = 'reset',
): Promise<string> {
  const now = deps.now();
  await deps.db
    .delete(resetMailJobs)
    .where(and(eq(resetMailJobs.userId, userId), eq(resetMailJobs.status, 'queued')));
  const [row] = await deps.db
    .insert(resetMailJobs)
    .values({ userId, kind, runAfter: now, createdAt: now, updatedAt: now })
    .returning({ id: resetMailJobs.id });
  return row!.id;
}

/** Hands a recorded e-mail to the job engine; its id is the job's, so sending it twice is one job. */
export const sendResetMailJob = (deps: Pick<AppDeps, 'jobs'>, id: string) =>
  deps.jobs.send(RESET_MAIL_QUEUE, { mailId: id }, { id });

/** Records the e-mail and hands it to the job engine (outside any transaction). */
export async function queueResetMail(
  deps: Pick<AppDeps, 'db' | 'now' | 'jobs'>,
  userId: string,
  kind: ResetMailKind = 'reset',
) {
  await sendResetMailJob(deps, await recordResetMail(deps, userId, kind));
}

/** Takes the e-mail for this try (attempts + 1); null when it was sent, failed or replaced already. */
async function claim(deps: Deps, id: string) {
  const now = deps.now();
  const [row] = await deps.db
    .update(resetMailJobs)
    .set({ status: 'sending', lockedAt: now, attempts: sql`${resetMailJobs.attempts} + 1`, updatedAt: now })
    .where(and(eq(resetMailJobs.id, id), inArray(resetMailJobs.status, ['queued', 'sending'])))
    .returning({
      id: resetMailJobs.id,
      userId: resetMailJobs.userId,
      attempts: resetMailJobs.attempts,
      kind: resetMailJobs.kind,
    });
  return row ?? null;
}

/** Sends one reminder e-mail: the handler of the 'reset-mails' queue. Throws to have it retried. */
export async function sendResetMail(
  deps: Deps,
  mailId: string,
  meta: Pick<JobMeta, 'retryCount' | 'retryLimit'>,
) {
  const job = await claim(deps, mailId);
  if (!job) return;
  // Every write of this try is fenced by its attempt: a try that was overtaken changes nothing.
  const held = and(
    eq(resetMailJobs.id, job.id),
    eq(resetMailJobs.status, 'sending'),
    eq(resetMailJobs.attempts, job.attempts),
  );
  await sendClaimed(deps, job, held, meta.retryCount >= meta.retryLimit);
}

/** The try of a claimed job: the code made, the e-mail sent, the job ended (sent, retried or failed). */
async function sendClaimed(
  deps: Deps,
  job: NonNullable<Awaited<ReturnType<typeof claim>>>,
  held: SQL | undefined,
  final: boolean,
) {
  const now = deps.now();
  const end = (set: Partial<typeof resetMailJobs.$inferInsert>) =>
    deps.db
      .update(resetMailJobs)
      .set({ lockedAt: null, updatedAt: now, ...set })
      .where(held);
  const [user] = await deps.db
    .select({ email: users.email, active: users.active, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, job.userId));
  if (!user?.active) {
    await end({ status: 'failed', error: 'account not active' });
    return;
  }
  const code = newResetCode();
  const invitation = job.kind === 'invitation';
  const minutes = invitation ? deps.env.INVITATION_CODE_HOURS * 60 : deps.env.RESET_CODE_MINUTES;
  const [made] = await deps.db
    .insert(resetCodes)
    .values({
      userId: job.userId,
      codeHash: hashResetCode(job.userId, code),
      expiresAt: new Date(now.getTime() + minutes * 60_000),
      createdAt: now,
    })
    .returning({ id: resetCodes.id });
  try {
    await deps.services.messages.send(
      invitation
        ? invitationEmail(user.email, code, user.firstname, deps.env.INVITATION_CODE_HOURS)
        : resetCodeEmail(user.email, code, minutes),
    );
  } catch (err) {
    // The code reached nobody: void it. The message, never the code, goes to the log.
    await deps.db.update(resetCodes).set({ usedAt: now }).where(eq(resetCodes.id, made!.id));
    const error = String((err as Error)?.message ?? err).slice(0, 500);
    await end({ status: final ? 'failed' : 'queued', error });
    // The engine logs it (the message only: a mailer's error never carries the code) and retries.
    throw new Error(`reset code e-mail failed: ${error}`);
  }
  // Delivered: only the newest code works.
  await deps.db
    .update(resetCodes)
    .set({ usedAt: now })
    .where(and(eq(resetCodes.userId, job.userId), isNull(resetCodes.usedAt), ne(resetCodes.id, made!.id)));
  await end({ status: 'sent', error: null });
}

/** The 'reset-mails' queue of the job engine. */
export function resetMailQueueDef(deps: Deps): QueueDef<{ mailId: string }> {
  return {
    name: RESET_MAIL_QUEUE,
    retryLimit: RESET_MAIL_MAX_ATTEMPTS - 1,
    retryDelaySeconds: RESET_MAIL_RETRY_SECONDS,
    // A try still going after this long was left by a dead process (a mailer answers within 30 s).
    expireInSeconds: 45,
    handler: (data, meta) => sendResetMail(deps, data.mailId, meta),
  };
}

/**
 * The hourly clean-up of the e-mail records: one still queued with no try for two minutes (its
 * process died before handing it to the engine) is handed over again (sending it twice is one
 * job); one left 'sending' for an hour (its last try died with its process) is marked failed.
 */
export async function resetMailHousekeeping(deps: Pick<AppDeps, 'db' | 'now' | 'jobs'>) {
  const now = deps.now().getTime();
  const stuck = await deps.db
    .select({ id: resetMailJobs.id })
    .from(resetMailJobs)
    .where(and(eq(resetMailJobs.status, 'queued'), lt(resetMailJobs.updatedAt, new Date(now - 2 * 60_000))));
  for (const { id } of stuck) await sendResetMailJob(deps, id);
  const abandoned = await deps.db
    .update(resetMailJobs)
    .set({ status: 'failed', lockedAt: null, error: 'abandoned', updatedAt: new Date(now) })
    .where(and(eq(resetMailJobs.status, 'sending'), lt(resetMailJobs.updatedAt, new Date(now - 3_600_000))))
    .returning({ id: resetMailJobs.id });
  return { resentMails: stuck.length, abandonedMails: abandoned.length };
}
