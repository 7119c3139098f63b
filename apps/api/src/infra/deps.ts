// What every service receives: the database, the configuration, the clock, the log, the job
// engine and the outside services (messages, file storage), so that tests can replace each one.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { JobEngine } from './jobs/engine';
import type { MessageSender } from './messages/types';
import type { FileStorage } from './storage/storage';

export interface Services {
  messages: MessageSender;
  storage: FileStorage;
}

export interface AppDeps {
  db: Db;
  dbKind: 'postgres' | 'pglite';
  env: Env;
  services: Services;
  log: FastifyBaseLogger;
  /** The job engine (./jobs/engine.ts): queued work, retries, schedules. */
  jobs: JobEngine;
  /** The clock, replaceable in tests. */
  now: () => Date;
}
