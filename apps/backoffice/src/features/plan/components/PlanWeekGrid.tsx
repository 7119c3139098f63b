// The preview as a week grid: for each ISO week of the plan, a row per hostess (and one for the
// actions without personnel) and a column per day, each cell her actions that day, with the
// coordinator's changes applied and the dropped actions left out.
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { addDays, formatPolishDate } from '@tourplanner/domain/dates';
import type { PlanPreviewAnswer } from '@tourplanner/domain/wire/plan';
import { format } from '@tourplanner/i18n-pl/format';
import { PLANNER } from '@tourplanner/i18n-pl/planner';
import { Fragment, useMemo } from 'react';
import { dayOf, hoursOf, isoWeekdayOf, type PlanEdits } from '../plan-request';

const NOBODY = '';
const WEEK = [0, 1, 2, 3, 4, 5, 6];

export interface WeekGridRow {
  user: string;
  /** The actions of each day of the week (0 Monday ... 6 Sunday), as 'HH:mm–HH:mm point'. */
  days: string[][];
}

/** The plan by ISO week (its Monday), each a row per hostess by name, and 'bez personelu' last. */
export function weekGrid(
  answer: PlanPreviewAnswer,
  edits: PlanEdits,
  names: Map<string, string>,
  pointNames: Map<string, string>,
): { monday: string; rows: WeekGridRow[] }[] {
  const weeks = new Map<string, Map<string, WeekGridRow>>();
  answer.actions.forEach((a, index) => {
    if (edits.dropped.includes(index)) return;
    const user = (index in edits.chosen ? edits.chosen[index] : a.user?.uuid) ?? NOBODY;
    const day = dayOf(a);
    const weekday = isoWeekdayOf(day);
    const monday = addDays(day, 1 - weekday);
    const rows = weeks.get(monday) ?? new Map<string, WeekGridRow>();
    weeks.set(monday, rows);
    const row = rows.get(user) ?? { user, days: WEEK.map(() => []) };
    rows.set(user, row);
    row.days[weekday - 1]!.push(`${hoursOf(a)} ${pointNames.get(a.point.uuid) ?? a.name}`);
  });
  const label = (uuid: string) => (uuid === NOBODY ? '\uffff' : (names.get(uuid) ?? uuid));
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([monday, rows]) => ({
      monday,
      rows: [...rows.values()]
        .map((r) => ({ ...r, days: r.days.map((d) => d.sort()) }))
        .sort((a, b) => label(a.user).localeCompare(label(b.user), 'pl')),
    }));
}

export function PlanWeekGrid({
  answer,
  edits,
  names,
  pointNames,
}: {
  answer: PlanPreviewAnswer;
  edits: PlanEdits;
  names: Map<string, string>;
  pointNames: Map<string, string>;
}) {
  const weeks = useMemo(() => weekGrid(answer, edits, names, pointNames), [answer, edits, names, pointNames]);
  return (
    <Stack gap="md">
      {weeks.map(({ monday, rows }) => (
        <Fragment key={monday}>
          <Title order={3} size="h5">
            {format(PLANNER.preview.weekOf, { date: formatPolishDate(monday) })}
          </Title>
          <Paper withBorder>
            <Table.ScrollContainer minWidth={1000}>
              <Table
                withColumnBorders
                aria-label={format(PLANNER.preview.weekCaption, { date: formatPolishDate(monday) })}
                data-testid="plan-week"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{PLANNER.preview.columns.hostess}</Table.Th>
                    {WEEK.map((i) => {
                      const day = addDays(monday, i);
                      return (
                        <Table.Th key={i}>
                          {PLANNER.form.weekdayNames[i + 1]} {formatPolishDate(day).slice(0, 5)}
                        </Table.Th>
                      );
                    })}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.user} data-testid="plan-week-row">
                      <Table.Th scope="row">
                        {row.user === NOBODY ? PLANNER.preview.none : (names.get(row.user) ?? row.user)}
                      </Table.Th>
                      {row.days.map((items, i) => (
                        <Table.Td key={i} valign="top">
                          {items.map((item, k) => (
                            <Text key={`${k}-${item}`} size="xs">
                              {item}
                            </Text>
                          ))}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </Fragment>
      ))}
    </Stack>
  );
}
