// A person's calendar (SPEC §2): the days from today, hour rows 06:00–24:00 at 40 px per hour,
// availability blocks and action (event) blocks.
import { Loader, ScrollArea, Text } from '@mantine/core';
import { CALENDAR } from '@tourplanner/domain/constants';
import { addDays, todayYmd } from '@tourplanner/domain/dates';
import type { User } from '@tourplanner/domain/entities';
import { BACKOFFICE_EXTRA, PERSONNEL } from '@tourplanner/i18n-pl/backoffice';
import { WEEKDAYS_SHORT } from '@tourplanner/i18n-pl/common';
import { format } from '@tourplanner/i18n-pl/format';
import { AppModal } from '@tourplanner/ui/AppModal';
import { usePersonnelList } from '../api/personnel';
import { usePersonnel } from '../stores/personnel-store';
import { blockBox, slotsOnDay } from './availability';

export const CALENDAR_DAYS = 7;
const HOURS = Array.from(
  { length: CALENDAR.lastHour - CALENDAR.firstHour },
  (_, i) => CALENDAR.firstHour + i,
);
const GRID_HEIGHT = HOURS.length * CALENDAR.pxPerHour;

const weekday = (ymd: string) => WEEKDAYS_SHORT[(new Date(`${ymd}T12:00:00Z`).getUTCDay() + 6) % 7];

export function CalendarModal({ person, onClose }: { person: User | null; onClose: () => void }) {
  const filter = usePersonnel((s) => s.filter);
  const today = todayYmd(new Date());
  const days = Array.from({ length: CALENDAR_DAYS }, (_, i) => addDays(today, i));
  const week = usePersonnelList(today, addDays(today, CALENDAR_DAYS - 1), filter, person !== null);
  const data: User | null =
    person && week.data
      ? (week.data.find((u) => u.uuid === person.uuid) ?? { ...person, availability: [], actions: [] })
      : null;

  return (
    <AppModal
      opened={person !== null}
      onClose={onClose}
      title={
        person ? format(PERSONNEL.calendar.title, { name: `${person.firstname} ${person.lastname}` }) : ''
      }
      size="auto"
    >
      {!data ? (
        <Loader size="sm" />
      ) : (
        <ScrollArea type="auto" maw="90vw">
          <table
            aria-label={BACKOFFICE_EXTRA.personnel.calendarGrid}
            data-testid="calendar-grid"
            style={{
              borderCollapse: 'collapse',
              tableLayout: 'fixed',
              minWidth: 56 + days.length * 100,
              width: '100%',
            }}
          >
            <thead>
              <tr>
                <th scope="col" style={{ width: 56, fontSize: 12, padding: 4 }}>
                  {BACKOFFICE_EXTRA.personnel.hour}
                </th>
                {days.map((d) => (
                  <th key={d} scope="col" style={{ fontSize: 12, padding: 4, textAlign: 'center' }}>
                    {weekday(d)} {d.slice(8, 10)}.{d.slice(5, 7)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th
                  scope="row"
                  style={{ position: 'relative', height: GRID_HEIGHT, padding: 0, fontWeight: 400 }}
                >
                  {HOURS.map((h) => (
                    <span
                      key={h}
                      style={{
                        position: 'absolute',
                        top: (h - CALENDAR.firstHour) * CALENDAR.pxPerHour,
                        fontSize: 11,
                        right: 6,
                      }}
                    >
                      {String(h).padStart(2, '0')}:00
                    </span>
                  ))}
                </th>
                {days.map((d) => (
                  <td
                    key={d}
                    style={{
                      position: 'relative',
                      height: GRID_HEIGHT,
                      padding: 0,
                      verticalAlign: 'top',
                      borderLeft: '1px solid var(--mantine-color-gray-3)',
                      backgroundImage: `repeating-linear-gradient(to bottom, var(--mantine-color-gray-2) 0 1px, transparent 1px ${CALENDAR.pxPerHour}px)`,
                    }}
                  >
                    {slotsOnDay(data.availability, d).map((s) => {
                      const box = blockBox(s.from, s.to);
                      return box ? (
                        <div
                          key={`a-${s.from}`}
                          data-testid="availability-block"
                          title={`${PERSONNEL.calendar.availability} ${s.from}–${s.to}`}
                          style={{
                            position: 'absolute',
                            left: 2,
                            right: 2,
                            ...box,
                            background: 'var(--mantine-color-green-1)',
                            border: '1px solid var(--mantine-color-green-7)',
                            borderRadius: 4,
                            padding: 2,
                            overflow: 'hidden',
                          }}
                        >
                          <Text size="xs" c="#1e5e2b">
                            {PERSONNEL.calendar.availability} {s.from}–{s.to}
                          </Text>
                        </div>
                      ) : null;
                    })}
                    {data.actions.flatMap((a) =>
                      slotsOnDay([a], d).map((s) => {
                        const box = blockBox(s.from, s.to);
                        return box ? (
                          <div
                            key={`e-${a.uuid}`}
                            data-testid="event-block"
                            title={`${PERSONNEL.calendar.action}: ${a.name}`}
                            style={{
                              position: 'absolute',
                              left: 14,
                              right: 2,
                              ...box,
                              background: 'var(--mantine-color-orange-1)',
                              border: '1px solid var(--mantine-color-orange-8)',
                              borderRadius: 4,
                              padding: 2,
                              overflow: 'hidden',
                            }}
                          >
                            <Text size="xs" c="#8a3400" fw={600} lineClamp={2}>
                              {a.name} {s.from}–{s.to}
                            </Text>
                          </div>
                        ) : null;
                      }),
                    )}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </ScrollArea>
      )}
    </AppModal>
  );
}
