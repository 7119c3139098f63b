// The bell's panel (issue 29), lazy-loaded: the alerts newest first, each linking to its action's
// page, 'Oznacz jako przeczytane'; a late start or a missing confirmation offers the ranked
// replacements for the rest of the window, and 'Przypisz' gives the action to one in one click.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { errorTextOf } from '@tourplanner/app-kit/api';
import { REPLACEABLE_ALERT_KINDS } from '@tourplanner/domain/alerts';
import { OVERRIDE_REASON } from '@tourplanner/domain/entities';
import type { NotificationRow } from '@tourplanner/domain/wire/notifications';
import { NOTIFICATION_PANEL as T } from '@tourplanner/i18n-pl/alerts';
import { format } from '@tourplanner/i18n-pl/format';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  restOfWindow,
  useMarkRead,
  useNotifications,
  useReassign,
  useReplacements,
} from './notifications-api';

/** 'YYYY-MM-DD HH:mm:ss' as '29.11.2026 10:15'. */
const shown = (wire: string) =>
  `${wire.slice(8, 10)}.${wire.slice(5, 7)}.${wire.slice(0, 4)} ${wire.slice(11, 16)}`;

/** How many ranked hostesses the panel offers. */
const OFFERED = 3;

function Replacements({ row }: { row: NotificationRow }) {
  // Taken once when the alert opens: a window moving with the clock would ask again each render.
  const [window] = useState(() => restOfWindow(row, new Date()));
  const ranking = useReplacements(row, window);
  const reassign = useReassign();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The hostess outside her declared availability whose reason is being asked for, and the reason.
  const [asking, setAsking] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  if (!window) return <Text size="sm">{T.replacementsOver}</Text>;
  if (ranking.isPending) return <Text size="sm">{T.replacementsLoading}</Text>;
  if (ranking.isError) return <Text size="sm">{T.replacementsFailed}</Text>;
  const free = ranking.data.filter((h) => !h.clash).slice(0, OFFERED);
  const titleId = `replacements-${row.uuid}`;
  const assign = (user: string, person: string, availabilityOverride?: string) => {
    setRefusal(null);
    reassign.mutate(
      {
        action: row.action.uuid,
        ident: row.action.ident,
        user,
        person,
        from: row.hostess.uuid,
        ...(availabilityOverride ? { availabilityOverride } : {}),
      },
      {
        onSuccess: () => setAsking(null),
        onError: (error) => {
          const lines = (error as { fields?: { message: string }[] }).fields?.map((f) => f.message);
          setRefusal(lines?.length ? lines.join(' ') : errorTextOf(error));
        },
      },
    );
  };
  return (
    <section aria-labelledby={titleId}>
      <Text id={titleId} size="sm" fw={600}>
        {T.replacements}
      </Text>
      {free.length === 0 ? <Text size="sm">{T.noReplacements}</Text> : null}
      <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {free.map((h) => {
          const person = `${h.firstname} ${h.lastname}`;
          const outside = h.availability === 'outside';
          const reasonId = `override-${row.uuid}-${h.uuid}`;
          return (
            <Stack key={h.uuid} component="li" gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div>
                  <Text size="sm">{person}</Text>
                  <Text size="xs" c="dimmed">
                    {format(T.weekActions, { count: h.weekActions })}
                    {h.availability === 'available' ? null : ` · ${T.availability[h.availability]}`}
                  </Text>
                </div>
                <Button
                  size="compact-sm"
                  aria-label={format(T.assignLabel, { person, ident: row.action.ident })}
                  aria-expanded={outside ? asking === h.uuid : undefined}
                  aria-controls={outside && asking === h.uuid ? reasonId : undefined}
                  loading={reassign.isPending && reassign.variables?.user === h.uuid && !outside}
                  disabled={reassign.isPending}
                  onClick={() => {
                    if (!outside) return assign(h.uuid, person);
                    setRefusal(null);
                    setReason('');
                    setAsking(asking === h.uuid ? null : h.uuid);
                  }}
                >
                  {T.assign}
                </Button>
              </Group>
              {outside && asking === h.uuid ? (
                <form
                  id={reasonId}
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (reason.trim().length >= OVERRIDE_REASON.min) assign(h.uuid, person, reason.trim());
                  }}
                >
                  <Stack gap={4}>
                    <TextInput
                      size="xs"
                      required
                      data-autofocus
                      label={T.overrideReason}
                      description={T.overrideHint}
                      minLength={OVERRIDE_REASON.min}
                      maxLength={OVERRIDE_REASON.max}
                      value={reason}
                      onChange={(e) => setReason(e.currentTarget.value)}
                    />
                    <Group gap="xs" justify="flex-end">
                      <Button size="compact-sm" variant="subtle" onClick={() => setAsking(null)}>
                        {T.cancel}
                      </Button>
                      <Button
                        size="compact-sm"
                        type="submit"
                        disabled={reason.trim().length < OVERRIDE_REASON.min}
                        loading={reassign.isPending && reassign.variables?.user === h.uuid}
                      >
                        {T.assignAnyway}
                      </Button>
                    </Group>
                  </Stack>
                </form>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
      {refusal ? (
        <Alert color="red" mt="xs" role="alert">
          {refusal}
        </Alert>
      ) : null}
    </section>
  );
}

function Item({ row, onNavigate }: { row: NotificationRow; onNavigate: () => void }) {
  const markRead = useMarkRead();
  const replaceable =
    REPLACEABLE_ALERT_KINDS.includes(row.kind) &&
    row.action.status === 'accepted' &&
    row.action.users.some((u) => u.uuid === row.hostess.uuid);
  return (
    <Stack component="li" gap={6} p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Badge color={row.read ? 'gray' : 'red'} variant="light">
            {T.kinds[row.kind]}
          </Badge>
          {row.read ? null : (
            <Text size="xs" fw={700} c="red.8">
              {T.unread}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {shown(row.created.date)}
        </Text>
      </Group>
      <Text size="sm">{row.text}</Text>
      <Group gap="md">
        <Anchor component={Link} to={`/actions/${row.action.uuid}`} size="sm" onClick={onNavigate}>
          {format(T.openAction, { ident: row.action.ident })}
        </Anchor>
        {row.read ? null : (
          <Button
            size="compact-sm"
            variant="subtle"
            loading={markRead.isPending}
            onClick={() => markRead.mutate([row.uuid])}
          >
            {T.markRead}
          </Button>
        )}
      </Group>
      {replaceable ? <Replacements row={row} /> : null}
    </Stack>
  );
}

export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const { data, isPending, isError } = useNotifications();
  const markRead = useMarkRead();
  const unread = data?.notifications.filter((n) => !n.read).map((n) => n.uuid) ?? [];
  return (
    <section aria-labelledby="notification-panel-title" data-testid="notification-panel">
      <Group justify="space-between" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Text id="notification-panel-title" fw={700} component="h2" size="md" m={0}>
          {T.title}
        </Text>
        {unread.length ? (
          <Button size="compact-sm" variant="subtle" onClick={() => markRead.mutate(unread)}>
            {T.markAllRead}
          </Button>
        ) : null}
      </Group>
      {isPending ? (
        <Group p="sm" gap="xs">
          <Loader size="xs" />
          <Text size="sm">{T.loading}</Text>
        </Group>
      ) : isError ? (
        <Text p="sm" size="sm" role="alert">
          {T.failed}
        </Text>
      ) : data.notifications.length === 0 ? (
        <Text p="sm" size="sm">
          {T.empty}
        </Text>
      ) : (
        <ScrollArea.Autosize mah="70vh">
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.notifications.map((row) => (
              <Item key={row.uuid} row={row} onNavigate={onNavigate} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </section>
  );
}
