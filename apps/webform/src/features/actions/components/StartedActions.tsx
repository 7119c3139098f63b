// HSADM: the started actions in her territories, each opening the consumer registration.

import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { LOADING } from '@tourplanner/i18n-pl/common';
import { message } from '@tourplanner/i18n-pl/errors';
import { WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { useEffect } from 'react';
import { useTitle } from '../../../lib/use-title';
import { useWorkActions } from '../../../stores/work-actions';
import { ActionCard } from './ActionCard';

export function StartedActions() {
  useTitle(WEBFORM_APP.actions.hsadmTitle);
  const actions = useWorkActions((s) => s.actions);
  const status = useWorkActions((s) => s.status);
  const errorCode = useWorkActions((s) => s.errorCode);
  const load = useWorkActions((s) => s.load);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          {WEBFORM_APP.actions.hsadmTitle}
        </Title>
        <Button variant="default" onClick={() => void load()} loading={status === 'loading'}>
          {WEBFORM_APP.actions.refresh}
        </Button>
      </Group>
      <Text c="dimmed">{WEBFORM_APP.actions.hsadmIntro}</Text>
      {status === 'error' && (
        <Alert color="red" role="alert" title={WEBFORM_APP.actions.loadError}>
          {message(errorCode === 'E_NETWORK' ? null : errorCode)}
        </Alert>
      )}
      {status === 'loading' && actions.length === 0 && <Loader mx="auto" aria-label={LOADING.loading} />}
      {status === 'ready' && actions.length === 0 && <Text>{WEBFORM_APP.actions.hsadmEmpty}</Text>}
      {actions.map((a) => (
        <ActionCard key={a.uuid} action={a} isToday registerOnly />
      ))}
    </Stack>
  );
}
