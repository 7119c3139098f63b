// Housekeeping: sessions, reset codes and reminder e-mail jobs that are done with are deleted
// after a grace period (kept a while for audit), throttle counters as soon as their window has ended, so the
// tables do not grow without bound; reminder e-mails stuck on the way are handed over again
// (../passwords/reset-mail.service.ts). It runs hourly as a cron queue of the job engine.
import { and, inArray, lt, or } from 'drizzle-orm';
import { resetCodes, resetMailJobs, sessions } from '../../db/schema/auth';
import type { AppDeps } from '../../infra/deps';
import type { QueueDef } from '../../infra/jobs/engine';
import { purgeAttempts } from '../../infra/throttle';
import { resetMailHousekeeping } from '../passwords/reset-mail.service';

const KEEP_MS = 30 * 86_400_000;

export async function purgeExpiredAuth(deps: Pick<AppDeps, 'db' | 'now'>) {
  const before = new Date(deps.now().getTime() - KEEP_MS);
  const s = await deps.db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before), lt(sessions.lastSeenAt, before)),
    )
    .returning({ id: sessions.id });
  const c = await deps.db
    .delete(resetCodes)
    .where(lt(resetCodes.expiresAt, before))
    .returning({ id: resetCodes.id });
  const mails = await deps.db
    .delete(resetMailJobs)
    .where(and(inArray(resetMailJobs.status, ['sent', 'failed']), lt(resetMailJobs.updatedAt, before)))
    .returning({ id: resetMailJobs.id });
  const throttles = await purgeAttempts(deps.db, deps.now());
  return { sessions: s.length, resetCodes: c.length, resetMails: mails.length, throttles };
}

/** The hourly purge as a cron queue (at minute 7, UTC); plain deletes, safe to repeat. */
export function authPurgeDef(deps: Pick<AppDeps, 'db' | 'now' | 'log' | 'jobs'>): QueueDef {
  return {
    name: 'auth-purge',
    cron: '7 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    handler: async () => {
      const purged = await purgeExpiredAuth(deps);
      const mails = await resetMailHousekeeping(deps);
      deps.log.info({ ...purged, ...mails }, 'expired sign-in data purged');
    },
  };
}
