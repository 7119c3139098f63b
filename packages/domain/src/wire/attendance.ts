// Attendance on the wire (issue 29): where an accepted action stands between the hostess's
// confirmation and its end (the rule: ../attendance.ts), carried by every row of /action/list and
// /hostess/action/list, and the filter by it.
import { z } from 'zod';
import { ATTENDANCE_STATES } from '../attendance.ts';
import { dateBox } from '../entities.ts';

export { ATTENDANCE_STATES, type AttendanceState } from '../attendance.ts';

/** null on the row: a draft, a cancelled action or one without a date (nothing to attend). */
export const actionAttendance = z.object({
  state: z.enum(ATTENDANCE_STATES),
  /** When she confirmed (Europe/Warsaw); null while she has not. */
  confirmed: dateBox.nullable(),
  /** Minutes late at the start, or minutes past the start without one; null before the start. */
  lateMinutes: z.number().int().nullable(),
});
export type ActionAttendance = z.infer<typeof actionAttendance>;

/** /action/list `attendance`: the actions in any of these states (none asked: no filter). */
export const attendanceFilter = z.object({
  states: z.array(z.enum(ATTENDANCE_STATES)).max(ATTENDANCE_STATES.length).optional(),
});
