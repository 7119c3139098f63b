// What the seed steps share: the pieces of the app they use, batched inserts, and Warsaw wall-clock
// times of a day.
import type { Db } from '../db/client';
import type { actions } from '../db/schema/actions';
import { type dayjs, fromWire } from '../infra/dates';
import type { FileStorage } from '../infra/storage/storage';
import type { Prng } from './random';

export interface SeedDeps {
  db: Db;
  services: { storage: FileStorage };
  now: () => Date;
  env: {
    production: boolean;
    CHECKIN_RADIUS_M: number;
    ACTION_TRAVEL_GAP_MINUTES?: number;
    /** What the demo's notices and alerts already sent are worked out with (./demo-notices.ts). */
    REMINDER_HOURS_BEFORE: number;
    REMINDER_MINUTES_BEFORE: number;
    LATE_START_MINUTES: number;
  };
}

/** What every step of the demo data set shares: the app's pieces, the seeded stream, today. */
export interface DemoContext {
  deps: SeedDeps;
  rnd: Prng;
  /** The start of today in Warsaw: the data set's dates follow it. */
  today: dayjs.Dayjs;
}

export type Status = (typeof actions.$inferInsert)['status'];

const BATCH = 1000;
export async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = BATCH) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export const warsawAt = (day: dayjs.Dayjs, hour: number, minute = 0) =>
  fromWire(
    `${day.format('YYYY-MM-DD')} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`,
  )!;
