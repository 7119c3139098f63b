// The password-reminder e-mail as a durable job: /auth/reset-token only queues it (answering at
// once and alike for every address), a worker in any API process sends it. The code is made when
// the e-mail is sent, so the queue holds none; a mailer failure voids that code and the job is
// tried again later with a new one, up to RESET_MAIL_MAX_ATTEMPTS tries. A new account's invitation
// is the same job of kind 'invitation': its code lives INVITATION_CODE_HOURS and /auth/reset-password
// takes it like any reset code (one code store, one set of rules).

import { format } from '@tourplanner/i18n-pl/format';
import { MESSAGE_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { resetCodes, resetMailJobs } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../infra/deps';
import { startJobLoop } from '../../infra/jobs/job-loop';
import { holdLease, LEASE_MS } from '../../infra/jobs/lease';
import { hashResetCode, newResetCode } from './reset-codes';

/** The wait after each failed try (30 s, 2, 10 and 30 min); the fifth failure is final. */
export const RESET_MAIL_RETRY_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000] as const;
export const RESET_MAIL_MAX_ATTEMPTS = RESET_MAIL_RETRY_MS.length + 1;

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
 * Queues a reminder (or, for a new account, an invitation) e-mail; a newer request replaces one
 * still waiting (only the newest code works).
 */
export async function queueResetMail(
  deps: Pick<Deps, 'db' | 'now'>,
  userId: string,
  kind: ResetMailKind = 'reset',
) {
  const now = deps.now();
  await deps.db
    .delete(resetMailJobs)
    .where(and(eq(resetMailJobs.userId, userId), eq(resetMailJobs.status, 'queued')));
  await deps.db.insert(resetMailJobs).values({ userId, kind, runAfter: now, createdAt: now, updatedAt: now });
}

async function claim(deps: Deps) {
  const now = deps.now();
  const at = sql`${now.toISOString()}::timestamptz`;
  // A try whose lease ran out (its process died mid-send) is taken again (infra/jobs/lease.ts).
  const staleBefore = sql`${new Date(now.getTime() - LEASE_MS).toISOString()}::timestamptz`;
  const r = await deps.db.execute(sql`
    update reset_mail_jobs set status = 'sending', locked_at = ${at}, attempts = attempts + 1, updated_at = ${at}
    where id = (
      select id from reset_mail_jobs
      where (status = 'queued' and run_after <= ${at}) or (status = 'sending' and locked_at < ${staleBefore})
      order by run_after
      for update skip locked
      limit 1
    )
    returning id, user_id, attempts, kind`);
  const row = r.rows[0] as { id: string; user_id: string; attempts: number; kind: ResetMailKind } | undefined;
  return row ? { id: row.id, userId: row.user_id, attempts: Number(row.attempts), kind: row.kind } : null;
}

/** Sends one due reminder e-mail if there is one; true when it took one. */
export async function runOneResetMail(deps: Deps): Promise<boolean> {
  const job = await claim(deps);
  if (!job) return false;
  // Every write of this try is fenced by its attempt: a try that lost its lease changes nothing.
  const held = and(
    eq(resetMailJobs.id, job.id),
    eq(resetMailJobs.status, 'sending'),
    eq(resetMailJobs.attempts, job.attempts),
  );
  const release = holdLease(
    () => deps.db.update(resetMailJobs).set({ lockedAt: deps.now() }).where(held),
    (err) => deps.log.warn({ err, job: job.id }, 'renewing a reminder e-mail lease failed'),
  );
  try {
    await sendClaimed(deps, job, held);
  } finally {
    release();
  }
  return true;
}

/** The try of a claimed job: the code made, the e-mail sent, the job ended (sent, retried or failed). */
async function sendClaimed(
  deps: Deps,
  job: NonNullable<Awaited<ReturnType<typeof claim>>>,
  held: SQL | undefined,
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
    const wait = RESET_MAIL_RETRY_MS[job.attempts - 1];
    const error = String((err as Error)?.message ?? err).slice(0, 500);
    deps.log.error({ err: error, job: job.id, attempt: job.attempts }, 'reset code e-mail failed');
    await end(
      wait === undefined
        ? { status: 'failed', error }
        : { status: 'queued', error, runAfter: new Date(now.getTime() + wait) },
    );
    return;
  }
  // Delivered: only the newest code works.
  await deps.db
    .update(resetCodes)
    .set({ usedAt: now })
    .where(and(eq(resetCodes.userId, job.userId), isNull(resetCodes.usedAt), ne(resetCodes.id, made!.id)));
  await end({ status: 'sent', error: null });
}

export function startResetMailWorker(deps: Deps, opts: { intervalMs?: number } = {}) {
  return startJobLoop(() => runOneResetMail(deps), {
    intervalMs: opts.intervalMs ?? 1000,
    onError: (err) => deps.log.error({ err }, 'reset mail worker tick failed'),
  });
}
