// Attendance of the action rows (issue 29): the rule of packages/domain/src/attendance.ts applied
// to a page's rows, and the same rule as SQL for the /action/list filter. The two are kept in step
// by apps/api/test/attendance.test.ts, which checks them against each other over a table of cases.
import { type AttendanceState, attendanceOf, FINISHED_EARLY_MINUTES } from '@tourplanner/domain/attendance';
import type { ActionStatus } from '@tourplanner/domain/entities';
import type { ActionAttendance } from '@tourplanner/domain/wire/attendance';
import { and, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionPoints, actions, actionUsers } from '../../db/schema/actions';
import { toWireBox } from '../../infra/dates';
import type { AppDeps } from '../../infra/deps';

/** The moment attendance is judged at and the lateness allowed (LATE_START_MINUTES). */
export interface AttendanceClock {
  now: Date;
  lateStartMinutes: number;
}

export const attendanceClock = (deps: AppDeps): AttendanceClock => ({
  now: deps.now(),
  lateStartMinutes: deps.env.LATE_START_MINUTES,
});

/** The times the rule reads, as epoch milliseconds (as the shaped list rows carry them). */
export interface AttendanceTimes {
  status: string;
  since: number | null;
  until: number | null;
  started_at: number | null;
  finished_at: number | null;
  confirmed_at: number | null;
}

const date = (ms: number | null) => (ms === null ? null : new Date(ms));

export function wireAttendance(r: AttendanceTimes, clock: AttendanceClock): ActionAttendance | null {
  const confirmedAt = date(r.confirmed_at);
  const a = attendanceOf(
    {
      status: r.status,
      since: date(r.since),
      until: date(r.until),
      startedAt: date(r.started_at),
      finishedAt: date(r.finished_at),
      confirmedAt,
    },
    clock.now,
    clock.lateStartMinutes,
  );
  if (!a) return null;
  return {
    state: a.state,
    confirmed: confirmedAt ? toWireBox(confirmedAt) : null,
    lateMinutes: a.lateMinutes,
  };
}

/** The status an action in each state has (the filter narrows the walk by it). */
const STATUS_OF: Record<AttendanceState, ActionStatus> = {
  unconfirmed: 'accepted',
  confirmed: 'accepted',
  no_show: 'accepted',
  started_on_time: 'started',
  started_late: 'started',
  finished: 'finished',
  finished_early: 'finished',
};

export const attendanceStatuses = (states: readonly AttendanceState[]): ActionStatus[] => [
  ...new Set(states.map((s) => STATUS_OF[s])),
];

/** `minutes` whole minutes as an SQL interval (an integer we hold, never a caller's text). */
const minutes = (n: number) => sql.raw(`interval '${Math.trunc(n)} minutes'`);

/**
 * One state as a condition on actions. The rule floors minutes, so "more than n minutes late" is
 * "at least n + 1 whole minutes after": a start at since + (n + 1) min is late, one a millisecond
 * earlier is not.
 */
function stateSql(state: AttendanceState, clock: AttendanceClock): SQL {
  const status = sql`${actions.status} = ${STATUS_OF[state]}`;
  const lateFrom = sql`${actions.since} + ${minutes(clock.lateStartMinutes + 1)}`;
  const early = and(
    isNotNull(actions.finishedAt),
    sql`${actions.finishedAt} <= ${actions.until} - ${minutes(FINISHED_EARLY_MINUTES + 1)}`,
  )!;
  switch (state) {
    case 'unconfirmed':
      return and(status, gt(actions.until, clock.now), isNull(actions.confirmedAt))!;
    case 'confirmed':
      return and(status, gt(actions.until, clock.now), isNotNull(actions.confirmedAt))!;
    case 'no_show':
      return and(status, lte(actions.until, clock.now))!;
    case 'started_late':
      return and(status, isNotNull(actions.startedAt), sql`${actions.startedAt} >= ${lateFrom}`)!;
    case 'started_on_time':
      return and(status, or(isNull(actions.startedAt), sql`${actions.startedAt} < ${lateFrom}`))!;
    case 'finished_early':
      return and(status, early)!;
    case 'finished':
      return and(status, sql`not (${early})`)!;
  }
}

/** The actions in any of `states` at the clock's moment (an undated action has none). */
export function attendanceSql(states: readonly AttendanceState[], clock: AttendanceClock): SQL {
  return and(
    isNotNull(actions.since),
    isNotNull(actions.until),
    or(...[...new Set(states)].map((s) => stateSql(s, clock))),
  )!;
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();
const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Her confirmation holds for the action as she confirmed it: an edit that changes its hostess,
 * its times or its points clears it, so she is asked again. Run inside the edit's transaction,
 * before the links are replaced (it reads the old ones). A status change alone keeps it.
 */
export async function clearStaleConfirmation(
  tx: Db,
  current: { id: string; since: Date | null; until: Date | null; confirmedAt: Date | null },
  next: { since: Date | null; until: Date | null; pointIds: string[]; userIds: string[] },
): Promise<void> {
  if (!current.confirmedAt) return;
  const [people, places] = await Promise.all([
    tx.select({ id: actionUsers.userId }).from(actionUsers).where(eq(actionUsers.actionId, current.id)),
    tx.select({ id: actionPoints.pointId }).from(actionPoints).where(eq(actionPoints.actionId, current.id)),
  ]);
  const kept =
    sameTime(current.since, next.since) &&
    sameTime(current.until, next.until) &&
    sameSet(
      people.map((p) => p.id),
      next.userIds,
    ) &&
    sameSet(
      places.map((p) => p.id),
      next.pointIds,
    );
  if (!kept) await tx.update(actions).set({ confirmedAt: null }).where(eq(actions.id, current.id));
}
