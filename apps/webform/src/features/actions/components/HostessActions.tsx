// Her actions, today's first: each with event, point, address and time, and what she can do now.

import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { toast } from '@tourplanner/app-kit/toast';
import { todayYmd } from '@tourplanner/domain/dates';
import type { ReviewRetake } from '@tourplanner/domain/wire/review';
import { ATTENDANCE_WEBFORM } from '@tourplanner/i18n-pl/attendance';
import { LOADING } from '@tourplanner/i18n-pl/common';
import { HOSTESS_ACTIONS, HOSTESS_RETAKE, WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { useState } from 'react';
import { errorCodeOf, errorTextOf } from '../../../shared/api';
import { useTitle } from '../../../shared/lib/use-title';
import type { WorkAction } from '../../../shared/work-actions/work-action';
import { useWorkActions } from '../../../shared/work-actions/work-actions-query';
import { useConfirmAction } from '../api/action-moves';
import { useAddToCalendar } from '../api/calendar-file';
import { ActionCard } from './ActionCard';
import { CancelActionDialog } from './CancelActionDialog';
import { FinishActionModal } from './FinishActionModal';
import { RetakePhotoModal } from './RetakePhotoModal';
import { StartActionModal } from './StartActionModal';

type Dialog =
  | { kind: 'start' | 'finish' | 'cancel'; action: WorkAction }
  | { kind: 'retake'; action: WorkAction; retake: ReviewRetake }
  | null;

export function HostessActions() {
  useTitle(HOSTESS_ACTIONS.title);
  const list = useWorkActions();
  const actions = list.data ?? [];
  const loading = list.isFetching;
  const errorCode = list.isError && !loading ? errorCodeOf(list.error) : null;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [opened, setOpened] = useState(false);

  const today = todayYmd(new Date());
  // An action the coordinator sent back (of any day) comes first, under 'Do poprawy'.
  const fixes = actions.filter((a) => a.review?.state === 'fix');
  const rest = actions.filter((a) => a.review?.state !== 'fix');
  const todays = rest.filter((a) => a.date === today);
  const upcoming = rest.filter((a) => a.date !== today && (a.date ?? '') > today);

  const open = (kind: 'start' | 'finish' | 'cancel') => (action: WorkAction) => {
    setDialog({ kind, action });
    setOpened(true);
  };
  const close = () => setOpened(false);
  const onRetake = (action: WorkAction, retake: ReviewRetake) => {
    setDialog({ kind: 'retake', action, retake });
    setOpened(true);
  };
  const addToCalendar = useAddToCalendar();
  const confirm = useConfirmAction();
  const onConfirm = (action: WorkAction) =>
    confirm.mutate(
      { uuid: action.uuid },
      {
        onSuccess: (next) => {
          if (next.pending === 'confirm') toast.show(ATTENDANCE_WEBFORM.confirmQueued);
        },
        onError: (error) => toast.error(errorTextOf(error)),
      },
    );
  const confirmingUuid = confirm.isPending ? confirm.variables?.uuid : undefined;
  const handlers = {
    onStart: open('start'),
    onFinish: open('finish'),
    onCancel: open('cancel'),
    onRetake,
    onAddToCalendar: (action: WorkAction) => addToCalendar.mutate(action),
    onConfirm,
  };
  const cardProps = (a: WorkAction) => ({ ...handlers, confirming: confirmingUuid === a.uuid });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Title order={1} size="h2">
          {HOSTESS_ACTIONS.title}
        </Title>
        <Button variant="default" onClick={() => void list.refetch()} loading={loading}>
          {WEBFORM_APP.actions.refresh}
        </Button>
      </Group>

      {errorCode && (
        <Alert color="red" role="alert" title={WEBFORM_APP.actions.loadError}>
          {errorTextOf(list.error)}
        </Alert>
      )}
      {loading && actions.length === 0 && <Loader mx="auto" aria-label={LOADING.loading} />}

      {!loading || actions.length > 0 ? (
        <>
          {fixes.length > 0 && (
            <section aria-labelledby="fix-heading">
              <Title order={2} size="h4" id="fix-heading" mb="xs">
                {HOSTESS_RETAKE.fix}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {fixes.map((a) => (
                  <ActionCard key={a.uuid} action={a} isToday={a.date === today} {...cardProps(a)} />
                ))}
              </SimpleGrid>
            </section>
          )}
          <section aria-labelledby="today-heading">
            <Title order={2} size="h4" id="today-heading" mb="xs">
              {WEBFORM_APP.actions.today}
            </Title>
            {todays.length === 0 ? (
              <Text c="dimmed">{WEBFORM_APP.actions.noToday}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {todays.map((a) => (
                  <ActionCard key={a.uuid} action={a} isToday {...cardProps(a)} />
                ))}
              </SimpleGrid>
            )}
          </section>
          <section aria-labelledby="upcoming-heading">
            <Title order={2} size="h4" id="upcoming-heading" mb="xs">
              {WEBFORM_APP.actions.upcoming}
            </Title>
            {upcoming.length === 0 ? (
              <Text c="dimmed">{WEBFORM_APP.actions.noUpcoming}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {upcoming.map((a) => (
                  <ActionCard key={a.uuid} action={a} isToday={false} {...cardProps(a)} />
                ))}
              </SimpleGrid>
            )}
          </section>
        </>
      ) : null}

      {dialog?.kind === 'start' && (
        <StartActionModal
          action={dialog.action}
          opened={opened}
          onClose={close}
          onClosed={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'finish' && (
        <FinishActionModal
          action={dialog.action}
          opened={opened}
          onClose={close}
          onClosed={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'retake' && (
        <RetakePhotoModal
          action={dialog.action}
          retake={dialog.retake}
          opened={opened}
          onClose={close}
          onClosed={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'cancel' && (
        <CancelActionDialog
          action={dialog.action}
          opened={opened}
          onClose={close}
          onClosed={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
