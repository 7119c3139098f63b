// The preview of a plan: its figures (actions, staffed, km, actions per hostess), then every action
// by day, each with its proposed hostess (changeable) and why, or 'bez personelu' with the reason;
// a row can be dropped from the plan and brought back. The same plan also shows as a week grid.
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { formatPolishDate } from '@tourplanner/domain/dates';
import type { PlanPreviewAnswer } from '@tourplanner/domain/wire/plan';
import { format } from '@tourplanner/i18n-pl/format';
import { PLANNER } from '@tourplanner/i18n-pl/planner';
import { Fragment, useMemo, useState } from 'react';
import { groupByDay, hoursOf, isoWeekdayOf, type PlanEdits } from '../plan-request';
import { type HostessOption, HostessSelect } from './HostessSelect';
import { PlanWeekGrid } from './PlanWeekGrid';

/** Every hostess the plan proposes, by name: the rows' lists until their ranking arrives. */
function planHostesses(answer: PlanPreviewAnswer, extra: HostessOption[]): HostessOption[] {
  const byUuid = new Map<string, HostessOption>();
  for (const a of answer.actions) {
    if (a.user)
      byUuid.set(a.user.uuid, { uuid: a.user.uuid, name: `${a.user.firstname} ${a.user.lastname}` });
  }
  for (const h of extra) if (!byUuid.has(h.uuid)) byUuid.set(h.uuid, h);
  return [...byUuid.values()].sort((a, b) => a.name.localeCompare(b.name, 'pl'));
}

export function PlanStats({ answer, names }: { answer: PlanPreviewAnswer; names: Map<string, string> }) {
  const { stats } = answer;
  const name = (uuid: string) => names.get(uuid) ?? uuid;
  // Most actions first, then by name.
  const per = [...stats.perHostess].sort(
    (a, b) => b.actions - a.actions || name(a.uuid).localeCompare(name(b.uuid), 'pl'),
  );
  return (
    <Stack gap={4} data-testid="plan-stats">
      <Group gap="lg">
        <Text size="sm">
          {PLANNER.preview.stats.total}: <b>{stats.total}</b>
        </Text>
        <Text size="sm">
          {PLANNER.preview.stats.staffed}: <b>{stats.staffed}</b>
        </Text>
        <Text size="sm">
          {PLANNER.preview.stats.unstaffed}: <b>{stats.total - stats.staffed}</b>
        </Text>
        <Text size="sm">
          {PLANNER.preview.stats.km}: <b>{Math.round(stats.km)}</b>
        </Text>
      </Group>
      {per.length > 0 ? (
        <Text size="sm">
          {PLANNER.preview.stats.perHostess}: {per.map((h) => `${name(h.uuid)} ${h.actions}`).join(', ')}
        </Text>
      ) : null}
    </Stack>
  );
}

export function PlanPreviewTable({
  answer,
  edits,
  personnel,
  pointNames,
  onChoose,
  onToggleDrop,
}: {
  answer: PlanPreviewAnswer;
  edits: PlanEdits;
  /** The reference hostesses, offered beside the plan's own before a row's ranking arrives. */
  personnel: HostessOption[];
  /** A point's label by uuid (its city and name). */
  pointNames: Map<string, string>;
  onChoose: (index: number, user: string | null) => void;
  onToggleDrop: (index: number) => void;
}) {
  const days = useMemo(() => groupByDay(answer.actions), [answer.actions]);
  const hostesses = useMemo(() => planHostesses(answer, personnel), [answer, personnel]);
  const names = useMemo(() => new Map(hostesses.map((h) => [h.uuid, h.name])), [hostesses]);
  const [view, setView] = useState<'table' | 'week'>('table');
  if (answer.actions.length === 0) return <Text>{PLANNER.preview.empty}</Text>;
  return (
    <Stack gap="sm">
      <PlanStats answer={answer} names={names} />
      <SegmentedControl
        aria-label={PLANNER.preview.view}
        value={view}
        onChange={(v) => setView(v === 'week' ? 'week' : 'table')}
        data={[
          { value: 'table', label: PLANNER.preview.viewTable },
          { value: 'week', label: PLANNER.preview.viewWeek },
        ]}
        w="fit-content"
      />
      {view === 'week' ? (
        <PlanWeekGrid answer={answer} edits={edits} names={names} pointNames={pointNames} />
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={900}>
            <Table aria-label={PLANNER.preview.caption}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{PLANNER.preview.columns.time}</Table.Th>
                  <Table.Th>{PLANNER.preview.columns.name}</Table.Th>
                  <Table.Th>{PLANNER.preview.columns.point}</Table.Th>
                  <Table.Th>{PLANNER.preview.columns.hostess}</Table.Th>
                  <Table.Th>{PLANNER.preview.columns.why}</Table.Th>
                  <Table.Th>{PLANNER.preview.columns.drop}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.map(({ day, rows }) => (
                  <Fragment key={day}>
                    <Table.Tr data-testid="plan-day">
                      <Table.Th colSpan={6} scope="colgroup" bg="gray.1">
                        {formatPolishDate(day)}, {PLANNER.form.weekdayFullNames[isoWeekdayOf(day)]}
                      </Table.Th>
                    </Table.Tr>
                    {rows.map(({ action, index }) => {
                      const dropped = edits.dropped.includes(index);
                      const changed = index in edits.chosen;
                      const user = changed ? (edits.chosen[index] ?? null) : (action.user?.uuid ?? null);
                      const time = hoursOf(action);
                      const vars = { name: action.name, time: `${formatPolishDate(day)} ${time}` };
                      return (
                        <Table.Tr
                          key={index}
                          data-testid="plan-row"
                          style={dropped ? { opacity: 0.55, textDecoration: 'line-through' } : undefined}
                        >
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>{time}</Table.Td>
                          <Table.Td>{action.name}</Table.Td>
                          <Table.Td>{pointNames.get(action.point.uuid) ?? ''}</Table.Td>
                          <Table.Td>
                            {dropped ? null : (
                              <HostessSelect
                                action={action}
                                value={user}
                                fallback={hostesses}
                                label={format(PLANNER.preview.hostessOf, vars)}
                                onChange={(uuid) => onChoose(index, uuid)}
                              />
                            )}
                          </Table.Td>
                          <Table.Td>
                            {dropped ? (
                              PLANNER.preview.dropped
                            ) : changed ? (
                              <Badge variant="light" color="grape" tt="none">
                                {PLANNER.preview.changed}
                              </Badge>
                            ) : user ? (
                              action.why
                            ) : (
                              <Text size="sm" c="red.9">
                                {action.why}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td>
                            <Button
                              size="compact-xs"
                              variant={dropped ? 'light' : 'default'}
                              aria-label={format(
                                dropped ? PLANNER.preview.restoreRow : PLANNER.preview.dropRow,
                                vars,
                              )}
                              onClick={() => onToggleDrop(index)}
                            >
                              {dropped ? PLANNER.preview.restore : PLANNER.preview.drop}
                            </Button>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
