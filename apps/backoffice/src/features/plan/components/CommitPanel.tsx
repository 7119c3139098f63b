// 'Zapisz plan': the status of the new actions and what to do when one is refused; then what was
// created and what was refused and why (the server's text, else the catalogue's for its code).
import { Alert, Anchor, Button, Group, List, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { formatPolishDate } from '@tourplanner/domain/dates';
import { message } from '@tourplanner/i18n-pl/errors';
import { format } from '@tourplanner/i18n-pl/format';
import { PLANNER } from '@tourplanner/i18n-pl/planner';
import { useState } from 'react';
import { Link } from 'react-router';
import { dayOf, hoursOf, type PreviewAction } from '../plan-request';
import type { PlanCommitAnswer } from '../stores/plan-store';

export type CommitResult = PlanCommitAnswer & { indexes: number[]; mode: 'all' | 'skip' };

export function CommitResultView({
  result,
  actions,
  range,
}: {
  result: CommitResult;
  actions: readonly PreviewAction[];
  range: { since: string; until: string } | null;
}) {
  return (
    <Stack gap="xs" data-testid="plan-result" role="status">
      <Text fw={600}>{PLANNER.commit.createdTitle(result.created.length)}</Text>
      {result.refused.length > 0 ? (
        <Alert color="red" title={PLANNER.commit.refusedTitle(result.refused.length)}>
          <Stack gap={4}>
            {result.mode === 'all' && result.created.length === 0 ? (
              <Text size="sm">{PLANNER.commit.nothingSaved}</Text>
            ) : null}
            <List size="sm">
              {result.refused.map((r) => {
                const a = actions[result.indexes[r.index] ?? -1];
                return (
                  <List.Item key={r.index}>
                    {format(PLANNER.commit.refusedRow, {
                      name: a?.name ?? '',
                      time: a ? `${formatPolishDate(dayOf(a))} ${hoursOf(a)}` : '',
                      reason: r.text || message(r.error),
                    })}
                  </List.Item>
                );
              })}
            </List>
          </Stack>
        </Alert>
      ) : null}
      {result.created.length > 0 && range ? (
        <Anchor component={Link} to={`/actions?since=${range.since}&until=${range.until}`}>
          {PLANNER.commit.toActions}
        </Anchor>
      ) : null}
    </Stack>
  );
}

export function CommitPanel({
  left,
  saving,
  saved,
  onSave,
}: {
  /** How many actions the plan still has (the dropped ones left out). */
  left: number;
  saving: boolean;
  /** The plan was saved already (saving it again would clash with itself). */
  saved: boolean;
  onSave: (choice: { status: 'editable' | 'accepted'; mode: 'all' | 'skip' }) => void;
}) {
  const [status, setStatus] = useState<'editable' | 'accepted'>('editable');
  const [mode, setMode] = useState<'all' | 'skip'>('skip');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="plan-commit-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="plan-commit-title">
          {PLANNER.commit.legend}
        </Title>
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Radio.Group
            label={PLANNER.commit.status}
            value={status}
            onChange={(v) => setStatus(v === 'accepted' ? 'accepted' : 'editable')}
          >
            <Stack gap={6} mt={4}>
              <Radio value="editable" label={PLANNER.commit.statusEditable} />
              <Radio value="accepted" label={PLANNER.commit.statusAccepted} />
            </Stack>
          </Radio.Group>
          <Radio.Group
            label={PLANNER.commit.mode}
            value={mode}
            onChange={(v) => setMode(v === 'all' ? 'all' : 'skip')}
          >
            <Stack gap={6} mt={4}>
              <Radio value="skip" label={PLANNER.commit.modeSkip} />
              <Radio value="all" label={PLANNER.commit.modeAll} />
            </Stack>
          </Radio.Group>
        </Group>
        {left === 0 ? <Text size="sm">{PLANNER.commit.nothingLeft}</Text> : null}
        <Group>
          <Button loading={saving} disabled={left === 0 || saved} onClick={() => onSave({ status, mode })}>
            {PLANNER.commit.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
