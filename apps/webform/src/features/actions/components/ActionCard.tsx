// One action of the hostess: name, status, event, point, address, date and time, and the buttons
// for what its status allows (confirm she will come, start today, register and finish while
// started, cancel before), and 'Dodaj do kalendarza' on an accepted or started one.
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { hostessCan } from '@tourplanner/domain/action-status';
import { formatPolishDate } from '@tourplanner/domain/dates';
import type { ReviewRetake } from '@tourplanner/domain/wire/review';
import { ATTENDANCE_WEBFORM } from '@tourplanner/i18n-pl/attendance';
import { CALENDAR } from '@tourplanner/i18n-pl/calendar';
import { STATUS_NAMES } from '@tourplanner/i18n-pl/common';
import { format } from '@tourplanner/i18n-pl/format';
import { OFFLINE_QUEUE } from '@tourplanner/i18n-pl/offline';
import { HOSTESS_ACTIONS, HOSTESS_RETAKE, WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { Icon } from '@tourplanner/ui/Icon';
import { Link } from 'react-router';
import { registerPath } from '../../../shared/lib/paths';
import { formatAddress, type WorkAction } from '../../../shared/work-actions/work-action';

const STATUS_COLOR: Record<WorkAction['status'], string> = {
  editable: 'gray.7',
  accepted: 'brand.7',
  started: 'accent.9',
  finished: '#1f6f34',
  cancelled: 'red.9',
  hst_cancelled: 'red.9',
};

export interface ActionCardProps {
  action: WorkAction;
  isToday: boolean;
  onStart?: (action: WorkAction) => void;
  onFinish?: (action: WorkAction) => void;
  onCancel?: (action: WorkAction) => void;
  /** Her confirmation (issue 29): one tap, no dialog. */
  onConfirm?: (action: WorkAction) => void;
  /** Her confirmation of this card is on its way. */
  confirming?: boolean;
  /** A photo the coordinator asked her to take again. */
  onRetake?: (action: WorkAction, retake: ReviewRetake) => void;
  /** Downloads the action's .ics for her calendar app. */
  onAddToCalendar?: (action: WorkAction) => void;
  /** HSADM: only the registration. */
  registerOnly?: boolean;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={84} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export function ActionCard({
  action,
  isToday,
  onStart,
  onFinish,
  onCancel,
  onConfirm,
  confirming,
  onRetake,
  onAddToCalendar,
  registerOnly,
}: ActionCardProps) {
  const address = formatAddress(action.point?.address);
  // She starts on the action's day only (the server refuses an early start too).
  const canStart = !registerOnly && isToday && hostessCan('start', action.status);
  const isStarted = action.status === 'started';
  const canFinish = !registerOnly && hostessCan('finish', action.status);
  const canCancel = !registerOnly && hostessCan('cancel', action.status);
  const canAddToCalendar =
    !registerOnly && !!onAddToCalendar && !!action.date && (action.status === 'accepted' || isStarted);
  const accepted = !registerOnly && action.status === 'accepted';
  const canConfirm = accepted && action.confirmation === 'asked';
  const isConfirmed = accepted && action.confirmation === 'confirmed';
  const headingId = `action-${action.uuid}`;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={headingId}
      data-testid="action-card"
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {action.name || action.ident}
          </Text>
          <Badge color={STATUS_COLOR[action.status]} variant="filled" style={{ flexShrink: 0 }}>
            {STATUS_NAMES[action.status]}
          </Badge>
        </Group>
        {!registerOnly && action.review?.state === 'fix' && (
          <Stack gap={6} data-testid="action-fix">
            <Badge color="red.9" variant="filled">
              {HOSTESS_RETAKE.fix}
            </Badge>
            {action.review.retakes.map((retake) => (
              <Stack key={retake.file?.uuid ?? retake.receipt?.uuid} gap={4}>
                <Text size="sm" fw={600}>
                  {HOSTESS_RETAKE.photoNames[retake.ident]}
                </Text>
                {retake.comment ? (
                  <Text size="sm">{format(HOSTESS_RETAKE.comment, { comment: retake.comment })}</Text>
                ) : null}
                <Button size="md" fullWidth onClick={() => onRetake?.(action, retake)}>
                  {HOSTESS_RETAKE.retakePhoto}
                </Button>
              </Stack>
            ))}
          </Stack>
        )}
        {isConfirmed && (
          <Badge color="#1f6f34" variant="light" data-testid="action-confirmed">
            {ATTENDANCE_WEBFORM.confirmed}
          </Badge>
        )}
        {action.pending && (
          <Badge color="yellow.4" c="dark.9" variant="filled" data-testid="action-pending">
            {OFFLINE_QUEUE.pending}
          </Badge>
        )}
        <Row label={WEBFORM_APP.actions.event}>{action.eventName ?? '—'}</Row>
        <Row label={WEBFORM_APP.actions.point}>{action.point?.name ?? action.point?.ident ?? '—'}</Row>
        <Row label={WEBFORM_APP.actions.address}>
          {address ?? (
            <Text span c="red.8" size="sm">
              {WEBFORM_APP.actions.noAddress}
            </Text>
          )}
        </Row>
        <Row label={WEBFORM_APP.actions.date}>{action.date ? formatPolishDate(action.date) : '—'}</Row>
        <Row label={WEBFORM_APP.actions.time}>
          {action.timeStart && action.timeEnd ? `${action.timeStart}–${action.timeEnd}` : '—'}
        </Row>
        {canAddToCalendar && (
          <Button
            variant="subtle"
            size="sm"
            leftSection={<Icon name="calendar" size={18} />}
            onClick={() => onAddToCalendar?.(action)}
            style={{ alignSelf: 'flex-start' }}
          >
            {CALENDAR.addToCalendar}
          </Button>
        )}
        {isStarted && action.outOfBounds && action.startDistance !== null && (
          <Alert color="orange" variant="light" role="note" p="xs">
            {format(HOSTESS_ACTIONS.outOfBounds, { distance: Math.round(action.startDistance) })}
          </Alert>
        )}
        {(canConfirm || canStart || isStarted || canCancel) && (
          <Stack gap="xs" mt="xs">
            {canConfirm && (
              <Button size="md" fullWidth loading={confirming} onClick={() => onConfirm?.(action)}>
                {ATTENDANCE_WEBFORM.confirm}
              </Button>
            )}
            {isStarted && (
              <Button component={Link} to={registerPath(action.uuid)} size="md" fullWidth>
                {HOSTESS_ACTIONS.registerConsumer}
              </Button>
            )}
            {canStart && (
              <Button size="md" fullWidth onClick={() => onStart?.(action)}>
                {HOSTESS_ACTIONS.start}
              </Button>
            )}
            {canFinish && (
              <Button size="md" variant="outline" fullWidth onClick={() => onFinish?.(action)}>
                {HOSTESS_ACTIONS.finish}
              </Button>
            )}
            {canCancel && (
              <Button
                size="md"
                variant="subtle"
                color="red.9"
                c="red.9"
                fullWidth
                onClick={() => onCancel?.(action)}
              >
                {HOSTESS_ACTIONS.cancel}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
