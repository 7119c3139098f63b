// One action's page (/actions/<uuid>, issue 29): its main data and its history as a timeline.
// Opened by 'Historia' in the rows of Akcje and Raporty and by any link to the action (the
// notifications' among them); a lazy route, so the first screen carries none of it.
import { Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Action } from '@tourplanner/domain/entities';
import { ACTION_COLUMNS, APP_SHELL } from '@tourplanner/i18n-pl/backoffice';
import { ACTION_TYPE_NAMES, EMPTY, STATUS_NAMES } from '@tourplanner/i18n-pl/common';
import { format } from '@tourplanner/i18n-pl/format';
import { HISTORY_VIEW } from '@tourplanner/i18n-pl/history';
import { Link, useParams } from 'react-router';
import {
  actionDate,
  actionName,
  actionTime,
  locationText,
  personnelText,
} from '../../widgets/action-list/format';
import { useActionHistory, useActionOfPage } from './api/action-page';
import { HistoryTimeline } from './components/HistoryTimeline';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value || EMPTY.dash}
      </Text>
    </div>
  );
}

function MainData({ action }: { action: Action }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="action-details">
      <Title order={2} size="h4" id="action-details" mb="sm">
        {HISTORY_VIEW.details}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="dl" m={0} spacing="md">
        <Field label={ACTION_COLUMNS.status} value={STATUS_NAMES[action.status.global.ident]} />
        <Field label={ACTION_COLUMNS.name} value={actionName(action)} />
        <Field label={ACTION_COLUMNS.actionType} value={ACTION_TYPE_NAMES[action.type.ident]} />
        <Field label={ACTION_COLUMNS.territory} value={action.territory?.ident ?? ''} />
        <Field label={ACTION_COLUMNS.event} value={action.event?.name ?? ''} />
        <Field label={ACTION_COLUMNS.location} value={action.actionPoints.map(locationText).join('; ')} />
        <Field label={ACTION_COLUMNS.date} value={actionDate(action)} />
        <Field label={ACTION_COLUMNS.time} value={actionTime(action)} />
        <Field label={ACTION_COLUMNS.personnel} value={personnelText(action)} />
      </SimpleGrid>
    </Paper>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <Group>
      <Text role="alert">{HISTORY_VIEW.failed}</Text>
      <Button variant="default" onClick={onRetry}>
        {APP_SHELL.retry}
      </Button>
    </Group>
  );
}

export function ActionPage() {
  const uuid = useParams().uuid ?? '';
  const action = useActionOfPage(uuid);
  const history = useActionHistory(uuid);
  const found = action.data;
  return (
    <Stack maw={1000}>
      <Anchor component={Link} to="/actions" size="sm">
        ← {HISTORY_VIEW.backToActions}
      </Anchor>
      <Title order={1} size="h2">
        {found ? format(HISTORY_VIEW.pageTitle, { ident: found.ident }) : HISTORY_VIEW.details}
      </Title>
      {action.isPending ? <Loader size="sm" aria-label={HISTORY_VIEW.details} /> : null}
      {action.isError ? <Failed onRetry={() => void action.refetch()} /> : null}
      {action.isSuccess && !found ? <Text role="alert">{HISTORY_VIEW.notFound}</Text> : null}
      {found ? <MainData action={found} /> : null}
      {found || history.isSuccess ? (
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="action-history">
          <Title order={2} size="h4" id="action-history" mb="md">
            {HISTORY_VIEW.timeline}
          </Title>
          {history.isPending ? <Loader size="sm" aria-label={HISTORY_VIEW.timeline} /> : null}
          {history.isError ? <Failed onRetry={() => void history.refetch()} /> : null}
          {history.data ? <HistoryTimeline entries={history.data.entries} /> : null}
        </Paper>
      ) : null}
    </Stack>
  );
}
