import { describe, expect, it } from 'vitest';
import { type AttendanceInput, attendanceOf, notEnded } from './attendance.ts';

const at = (hhmm: string) => new Date(`2027-03-10T${hhmm}:00Z`);
const base: AttendanceInput = {
  status: 'accepted',
  since: at('10:00'),
  until: at('14:00'),
  startedAt: null,
  finishedAt: null,
  confirmedAt: null,
};

describe('attendanceOf', () => {
  it('has nothing to track for drafts, cancelled and undated actions', () => {
    expect(attendanceOf({ ...base, status: 'editable' }, at('09:00'))).toBeNull();
    expect(attendanceOf({ ...base, status: 'cancelled' }, at('09:00'))).toBeNull();
    expect(attendanceOf({ ...base, status: 'hst_cancelled' }, at('09:00'))).toBeNull();
    expect(attendanceOf({ ...base, since: null }, at('09:00'))).toBeNull();
  });

  it('is unconfirmed until she confirms, then confirmed; past the start it counts the minutes', () => {
    expect(attendanceOf(base, at('09:00'))).toEqual({ state: 'unconfirmed', lateMinutes: null });
    expect(attendanceOf({ ...base, confirmedAt: at('08:00') }, at('09:00'))).toEqual({
      state: 'confirmed',
      lateMinutes: null,
    });
    expect(attendanceOf({ ...base, confirmedAt: at('08:00') }, at('10:20'))).toEqual({
      state: 'confirmed',
      lateMinutes: 20,
    });
  });

  it('is a no-show once the end passed without a start', () => {
    expect(attendanceOf(base, at('14:00'))?.state).toBe('no_show');
    expect(attendanceOf({ ...base, confirmedAt: at('08:00') }, at('15:00'))?.state).toBe('no_show');
  });

  it('tells a start on time from a late one by the threshold', () => {
    const started = (hhmm: string) => ({ ...base, status: 'started', startedAt: at(hhmm) });
    expect(attendanceOf(started('09:55'), at('11:00'))).toEqual({ state: 'started_on_time', lateMinutes: 0 });
    expect(attendanceOf(started('10:15'), at('11:00'))).toEqual({
      state: 'started_on_time',
      lateMinutes: 15,
    });
    expect(attendanceOf(started('10:16'), at('11:00'))).toEqual({ state: 'started_late', lateMinutes: 16 });
    expect(attendanceOf(started('10:16'), at('11:00'), 30)?.state).toBe('started_on_time');
  });

  it('marks a finish more than 30 minutes before the end as early', () => {
    const finished = (hhmm: string) => ({
      ...base,
      status: 'finished',
      startedAt: at('10:00'),
      finishedAt: at(hhmm),
    });
    expect(attendanceOf(finished('13:30'), at('15:00'))?.state).toBe('finished');
    expect(attendanceOf(finished('13:29'), at('15:00'))?.state).toBe('finished_early');
  });
});

describe('notEnded', () => {
  it('holds before the end and for an action without one, and no longer from its end on', () => {
    expect(notEnded({ until: at('14:00') }, at('09:00'))).toBe(true);
    expect(notEnded({ until: at('14:00') }, new Date(at('14:00').getTime() - 1))).toBe(true);
    expect(notEnded({ until: at('14:00') }, at('14:00'))).toBe(false);
    expect(notEnded({ until: at('14:00') }, at('15:00'))).toBe(false);
    expect(notEnded({ until: null }, at('23:59'))).toBe(true);
  });
});
