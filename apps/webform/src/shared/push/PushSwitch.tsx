// 'Powiadomienia na telefonie' in the account menu (issue 29 part 2): the switch turns Web Push on
// this phone on (asks the browser's permission, subscribes, sends the subscription) or off. Shown
// only when the server has a VAPID key and the browser can take pushes. Sending an existing
// subscription again for her current session is PushSync's (./PushSync.tsx), on opening the app.
import { Paper, Stack, Switch, Text } from '@mantine/core';
import { PUSH_TEXTS } from '@tourplanner/i18n-pl/reminders';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { currentPush, keyBytes, pushRegistration, subscriptionBody } from './push';

export default function PushSwitch() {
  const [key, setKey] = useState<string | null>(null);
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void currentPush()
      .then((push) => {
        if (!live || !push) return;
        setKey(push.key);
        setOn(push.subscription !== null);
      })
      .catch(() => undefined);
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
    <Paper withBorder p="lg" radius="md">
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
    </Paper>
  );
}
