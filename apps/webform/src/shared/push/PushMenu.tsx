// The header's notifications menu (issue 29 part 2): 'Powiadomienia na telefonie' turns Web Push on
// this phone on (asks the browser's permission, subscribes, sends the subscription) or off. Shown
// only when the server has a VAPID key and the browser can take pushes; loaded lazily after the
// first screen. A subscription the browser already has is sent again on opening, so it follows her
// current session (the API drops a session's subscriptions when she signs out).
import { ActionIcon, Popover, Stack, Switch, Text } from '@mantine/core';
import { PUSH_TEXTS } from '@tourplanner/i18n-pl/reminders';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { keyBytes, pushRegistration, subscriptionBody } from './push';

export default function PushMenu() {
  const [key, setKey] = useState<string | null>(null);
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const registration = await pushRegistration();
      if (!registration) return;
      const answer = await api.call('pushKey', {});
      if (!live || !answer.publicKey) return;
      setKey(answer.publicKey);
      const sub = await registration.pushManager.getSubscription();
      if (!live || !sub) return;
      setOn(true);
      await api.call('pushSubscribe', subscriptionBody(sub));
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!key) return null;

  const toggle = async (next: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const registration = await pushRegistration();
      if (!registration) return;
      if (next) {
        if ((await Notification.requestPermission()) !== 'granted') {
          setError(PUSH_TEXTS.denied);
          return;
        }
        const sub = await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(key),
        });
        await api.call('pushSubscribe', subscriptionBody(sub));
        setOn(true);
      } else {
        const sub = await registration.pushManager.getSubscription();
        if (sub) {
          await api.call('pushUnsubscribe', { endpoint: sub.endpoint });
          await sub.unsubscribe();
        }
        setOn(false);
      }
    } catch {
      setError(PUSH_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popover position="bottom-end" width={280} withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="white" size={48} aria-label={PUSH_TEXTS.label}>
          <svg
            viewBox="0 0 24 24"
            width={24}
            height={24}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <path
              d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Switch
            label={PUSH_TEXTS.label}
            description={PUSH_TEXTS.description}
            checked={on}
            disabled={busy}
            onChange={(e) => void toggle(e.currentTarget.checked)}
          />
          {error && (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
