// The job engine (docs/decisions/0020): pg-boss on the app's own database, PostgreSQL or the
// embedded PGlite alike, through Database.executeSql (one connection pool, or PGlite's one
// instance). A queue is declared once (name, retries with backoff, expiry, its handler, perhaps a
// cron schedule); a job that fails past its retries lands in the dead-letter queue. Delivery is at
// least once (a process killed mid-job leaves it to expire and run again elsewhere), so every
// handler must be idempotent. Several API processes share the queues and the schedules.
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';

/** Where every job that failed past its retries ends: kept, counted, never run. */
export const DEAD_LETTER_QUEUE = 'dead-letter';

export interface JobMeta {
  id: string;
  /** How many times this job failed before this run (0 on the first). */
  retryCount: number;
  retryLimit: number;
}

export interface QueueDef<T extends object = object> {
  name: string;
  /** Tries after the first; the waits double from retryDelaySeconds (retryBackoff). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run still active after this long counts as failed (its process died): it is run again. */
  expireInSeconds: number;
  /** Cron (UTC) of a periodic queue: the engine sends it an empty job on that schedule. */
  cron?: string;
  handler(data: T, meta: JobMeta): Promise<void>;
}

export interface EngineTiming {
  /**
   * How often an idle worker looks for jobs (the sending process also wakes its own at once, and a
   * worker that just ran a job looks again at once).
   */
  pollingIntervalSeconds: number;
  /** How often expired runs are failed (and so retried) and old jobs archived. */
  maintenanceIntervalSeconds: number;
  /** How often the schedules are checked (pg-boss fires a cron at most once a minute). */
  cronMonitorIntervalSeconds: number;
}

export const DEFAULT_TIMING: EngineTiming = {
  pollingIntervalSeconds: 2,
  maintenanceIntervalSeconds: 10,
  cronMonitorIntervalSeconds: 30,
};

export interface QueueCounts {
  name: string;
  waiting: number;
  active: number;
  failed: number;
  completed: number;
}

export interface JobEngine {
  /** Creates pg-boss's schema (or migrates it), the queues, their schedules, and starts their workers. */
  start(queues: QueueDef<never>[], opts?: { work?: boolean }): Promise<void>;
  /**
   * Queues a job; `id` (a UUID) makes sending the same job twice one job; `startAfter` holds it
   * until then (the database's clock); `singletonKey` keeps one waiting job per key in the queue.
   */
  send(
    queue: string,
    data: object,
    opts?: { id?: string; startAfter?: Date; singletonKey?: string },
  ): Promise<string | null>;
  /** Every queue's waiting (created or waiting for a retry), active, failed and completed jobs. */
  counts(): Promise<QueueCounts[]>;
  stop(): Promise<void>;
  /** pg-boss itself (tests). */
  readonly boss: PgBoss;
}

export function createJobEngine(
  database: Pick<Database, 'executeSql'>,
  log: FastifyBaseLogger,
  timing: Partial<EngineTiming> = {},
): JobEngine {
  const t = { ...DEFAULT_TIMING, ...timing };
  // After stop() the database may close. A job's handler still running then (past stop's grace)
  // was already failed by the stop, and is retried by the next start; when it ends, pg-boss writes
  // its completion or failure without awaiting it, so on the closed database that write would be a
  // rejection nobody handles. Once stopped, every write is still tried (a job sent by a request
  // finishing during the shutdown is kept while the database is open); one that fails is dropped
  // with a warning, answered without rows, which pg-boss's completion reads as nothing changed.
  let stopped = false;
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => {
        const written = database.executeSql(text, values) as Promise<{ rows: never[] }>;
        if (!stopped) return written;
        return written.catch((err: unknown) => {
          log.warn({ err, event: 'job_late_write' }, 'job engine stopped: a late write of a job failed');
          return {} as { rows: never[] };
        });
      },
    },
    maintenanceIntervalSeconds: t.maintenanceIntervalSeconds,
    cronMonitorIntervalSeconds: t.cronMonitorIntervalSeconds,
    cronWorkerIntervalSeconds: Math.max(1, Math.min(Math.round(t.pollingIntervalSeconds), 5)),
    // Finished jobs are archived after a day, the archive kept for a week.
    archiveCompletedAfterSeconds: 86_400,
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => log.error({ err }, 'job engine'));
  const workerOf = new Map<string, string>();
  let started = false;

  return {
    boss,
    async start(queues, opts = {}) {
      stopped = false;
      await boss.start();
      started = true;
      await boss.createQueue(DEAD_LETTER_QUEUE);
      for (const q of queues) {
        const options = {
          name: q.name,
          retryLimit: q.retryLimit,
          retryDelay: q.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: q.expireInSeconds,
          deadLetter: DEAD_LETTER_QUEUE,
        };
        // Created once; a later start applies changed retry settings to new jobs.
        if (await boss.getQueue(q.name)) await boss.updateQueue(q.name, options);
        else await boss.createQueue(q.name, options);
        if (q.cron) await boss.schedule(q.name, q.cron, {}, { tz: 'UTC' });
        if (opts.work === false) continue;
        const handler = q.handler as QueueDef['handler'];
        const id = await boss.work<object>(
          q.name,
          { pollingIntervalSeconds: t.pollingIntervalSeconds, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            const meta = { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit };
            try {
              await handler(job.data, meta);
            } catch (err) {
              const final = job.retryCount >= job.retryLimit;
              log.error({ err, queue: q.name, job: job.id, ...meta, final }, 'job failed');
              throw err;
            } finally {
              // A worker takes one job per look: after one, it looks again at once instead of
              // after the polling interval, so a burst (an alert's e-mails, one job per
              // coordinator) drains at the handlers' pace, not one job per interval.
              const self = workerOf.get(q.name);
              if (self) boss.notifyWorker(self);
            }
          },
        );
        workerOf.set(q.name, id);
      }
    },
    async send(queue, data, opts = {}) {
      const id = await boss.send(queue, data, {
        ...(opts.id ? { id: opts.id } : {}),
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
        ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      });
      // This process's worker wakes at once; the others find it at their next poll.
      const worker = workerOf.get(queue);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
    async counts() {
      // pg-boss has it (its monitor's count) but leaves it out of its types.
      const states = await (
        boss as unknown as { countStates(): Promise<PgBoss.MonitorStates> }
      ).countStates();
      const names = (await boss.getQueues()).map((q) => q.name).sort();
      return names.map((name) => {
        const s = states.queues[name];
        return {
          name,
          waiting: (s?.created ?? 0) + (s?.retry ?? 0),
          active: s?.active ?? 0,
          failed: s?.failed ?? 0,
          completed: s?.completed ?? 0,
        };
      });
    },
    async stop() {
      if (!started) return;
      started = false;
      // Jobs in hand get a few seconds; one cut short is failed and retried by the next start.
      await boss.stop({ graceful: true, timeout: 5_000, close: false });
      stopped = true;
    },
  };
}
