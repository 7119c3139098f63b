// The mark beside Personel (issue 29): where the hostess stands with her action, as an icon and a
// colour, and in words in a tooltip that hover and keyboard focus both open. Loaded after the
// table (lazy), so the first screen carries neither it nor its texts.
import { Tooltip } from '@mantine/core';
import type { ActionAttendance } from '@tourplanner/domain/wire/attendance';
import { ATTENDANCE_BACKOFFICE as T } from '@tourplanner/i18n-pl/attendance';
import { format } from '@tourplanner/i18n-pl/format';

/** 'DD.MM HH:mm' of a wire date-time. */
const shortDate = (wire: string) => `${wire.slice(8, 10)}.${wire.slice(5, 7)} ${wire.slice(11, 16)}`;

/** The mark's words. */
export function attendanceText(a: ActionAttendance): string {
  const minutes = a.lateMinutes ?? 0;
  switch (a.state) {
    case 'unconfirmed':
    case 'confirmed': {
      const said = a.confirmed ? format(T.confirmed, { date: shortDate(a.confirmed.date) }) : T.unconfirmed;
      return minutes > 0 ? `${said}. ${format(T.notStartedYet, { minutes })}` : said;
    }
    case 'started_on_time':
      return T.startedOnTime;
    case 'started_late':
      return format(T.startedLate, { minutes });
    case 'no_show':
      return T.noShow;
    case 'finished':
      return T.finished;
    case 'finished_early':
      return T.finishedEarly;
  }
}

/** Icon and colour by state: a shape for each meaning, so colour is never the only sign. */
const LOOK: Record<ActionAttendance['state'], { icon: string; color: string }> = {
  confirmed: { icon: '✓', color: '#1f6f34' },
  unconfirmed: { icon: '?', color: '#5c5f66' },
  started_on_time: { icon: '✓', color: '#1f6f34' },
  started_late: { icon: '!', color: '#a63d00' },
  no_show: { icon: '✕', color: '#b3261e' },
  finished: { icon: '✓', color: '#1f6f34' },
  finished_early: { icon: '!', color: '#a63d00' },
};

export function AttendanceMark({ attendance }: { attendance: ActionAttendance | null | undefined }) {
  if (!attendance) return null;
  const text = attendanceText(attendance);
  // Past the start without a start: a warning whatever her confirmation says.
  const overdue =
    (attendance.state === 'unconfirmed' || attendance.state === 'confirmed') &&
    (attendance.lateMinutes ?? 0) > 0;
  const look = overdue ? LOOK.started_late : LOOK[attendance.state];
  return (
    <Tooltip label={text} events={{ hover: true, focus: true, touch: true }} withArrow>
      {/* A button only to be reached by the keyboard, so the tooltip opens on focus too. */}
      <button
        type="button"
        aria-label={text}
        data-testid="attendance-mark"
        data-state={attendance.state}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 20,
          height: 20,
          marginLeft: 6,
          borderRadius: '50%',
          border: `2px solid ${look.color}`,
          color: look.color,
          fontSize: 12,
          fontWeight: 700,
          lineHeight: 1,
          verticalAlign: 'middle',
          cursor: 'default',
          padding: 0,
          background: 'transparent',
        }}
      >
        <span aria-hidden="true">{look.icon}</span>
      </button>
    </Tooltip>
  );
}
