// HSADM: the started actions in her territories, each opening the consumer registration.

import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { LOADING } from '@tourplanner/i18n-pl/common';
import { WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { errorCodeOf, errorTextOf } from '../../../shared/api';
import { useTitle } from '../../../shared/lib/use-title';
import { useWorkActions } from '../../../shared/work-actions/work-actions-query';
import { ActionCard } from './ActionCard';

export function StartedActions() {
  useTitle(WEBFORM_APP.actions.hsadmTitle);
  const list = useWorkActions();
  const actions = list.data ?? [];
  const loading = list.isFetching;
  const errorCode = list.isError && !loading ? errorCodeOf(list.error) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          {WEBFORM_APP.actions.hsadmTitle}
        </Title>
        <Button variant="default" onClick={() => void list.refetch()} loading={loading}>
          {WEBFORM_APP.actions.refresh}
        </Button>
      </Group>
      <Text c="dimmed">{WEBFORM_APP.actions.hsadmIntro}</Text>
      {errorCode && (
        <Alert color="red" role="alert" title={WEBFORM_APP.actions.loadError}>
          {errorTextOf(list.error)}
        </Alert>
      )}
      {loading && actions.length === 0 && <Loader mx="auto" aria-label={LOADING.loading} />}
      {list.isSuccess && !loading && actions.length === 0 && <Text>{WEBFORM_APP.actions.hsadmEmpty}</Text>}
      {actions.map((a) => (
        <ActionCard key={a.uuid} action={a} isToday registerOnly />
      ))}
    </Stack>
  );
}
