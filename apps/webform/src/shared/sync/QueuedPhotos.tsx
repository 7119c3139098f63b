// The queue on the screen: how many photos (starts and finishes) wait on the phone, sent by itself
// when the connection returns (the browser's 'online'; a second after one was kept or the
// connection returned, then after 3 s, 10 s and every 30 s while some wait; and on her 'Wyślij
// teraz'), and each move the server refused, which she may delete from the phone.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@tourplanner/app-kit/toast';
import { ATTENDANCE_WEBFORM } from '@tourplanner/i18n-pl/attendance';
import { format } from '@tourplanner/i18n-pl/format';
import { OFFLINE_QUEUE, photosWaiting } from '@tourplanner/i18n-pl/offline';
import { useCallback, useEffect } from 'react';
import { removeMove, useMoveQueue } from '../offline/move-queue';
import { useSession } from '../stores/session';
import { sendQueued } from './send-queued';

/**
 * The waits between tries while photos wait, from a kept move or the connection's return: the
 * browser may say 'online' a moment before calls get through, so the first tries come soon.
 */
const RETRY_AFTER_MS = [1_000, 3_000, 10_000, 30_000] as const;

export default function QueuedPhotos() {
  const user = useSession((s) => s.user);
  const queryClient = useQueryClient();
  const { waiting, photos, failed, sending, refresh } = useMoveQueue();
  const owner = user?.uuid ?? null;

  const send = useCallback(async () => {
    if (!user) return;
    const sent = await sendQueued(user, queryClient).catch(() => 0);
    if (sent > 0) toast.show(OFFLINE_QUEUE.sent);
  }, [user, queryClient]);

  useEffect(() => {
    void refresh(owner).then(() => send());
  }, [owner, refresh, send]);

  // A move just kept (its answer may only have been lost) is tried again soon, then less often;
  // the connection's return tries at once and starts the waits again from the first.
  useEffect(() => {
    let tries = 0;
    let timer: number | undefined;
    let stopped = false;
    const schedule = () => {
      window.clearTimeout(timer);
      if (waiting === 0 || stopped) return;
      timer = window.setTimeout(
        () => {
          tries += 1;
          void send().finally(schedule);
        },
        RETRY_AFTER_MS[Math.min(tries, RETRY_AFTER_MS.length - 1)],
      );
    };
    const online = () => {
      tries = 0;
      void send();
      schedule();
    };
    window.addEventListener('online', online);
    schedule();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [waiting, send]);

  if (waiting === 0 && failed.length === 0) return null;
  return (
    <Stack gap="xs" className="wf-queue" data-testid="queued-photos">
      {waiting > 0 && (
        <Alert color="yellow" variant="light" role="status" p="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={700} size="sm">
                {photos > 0 ? photosWaiting(photos) : ATTENDANCE_WEBFORM.confirmWaiting}
              </Text>
              <Text size="sm">{sending ? OFFLINE_QUEUE.sending : OFFLINE_QUEUE.whenOnline}</Text>
            </div>
            <Button size="sm" variant="default" onClick={() => void send()} loading={sending}>
              {OFFLINE_QUEUE.sendNow}
            </Button>
          </Group>
        </Alert>
      )}
      {failed.map((f) => (
        <Alert key={f.id} color="red" variant="light" role="alert" p="sm">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{format(OFFLINE_QUEUE.failed, { name: f.actionName, error: f.failure })}</Text>
            {owner && (
              <Button size="sm" variant="default" onClick={() => void removeMove(f.id, owner)}>
                {OFFLINE_QUEUE.discard}
              </Button>
            )}
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
