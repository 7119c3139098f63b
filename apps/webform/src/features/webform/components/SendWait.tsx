// The wait before the codes may be sent again to the same e-mail and number (issue #14 "Honest
// limits"), counted down every second; another e-mail or number is another target and waits for
// nothing. A long wait (the hourly cap) says it in minutes.
import { Text } from '@mantine/core';
import { SEND_LIMITS } from '@tourplanner/i18n-pl/counter';
import { format } from '@tourplanner/i18n-pl/format';
import { useEffect, useState } from 'react';
import { sendTargetOf, useWebformFlow } from '../stores/flow-store';
import { useFormData } from '../stores/form-data-store';
import { useStepShown } from './step-shown';

/** Beyond this a wait is a cap, not the resend cooldown: it is said in minutes. */
const LONG_WAIT_MS = 120_000;

/** '0:25' for a short wait, '47 min' for a long one. */
export function formatWait(ms: number): string {
  if (ms > LONG_WAIT_MS) return format(SEND_LIMITS.minutes, { m: Math.ceil(ms / 60_000) });
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return format(SEND_LIMITS.minutesSeconds, {
    m: Math.floor(seconds / 60),
    s: String(seconds % 60).padStart(2, '0'),
  });
}

/** How long until the codes may go to the e-mail and number typed now, or null when they may go now. */
export function useSendWait(): { remainingMs: number; long: boolean } | null {
  const nextSendAt = useWebformFlow((s) => s.nextSendAt);
  const sendTarget = useWebformFlow((s) => s.sendTarget);
  const target = useFormData((s) => sendTargetOf(s.data));
  const [clock, setClock] = useState(() => ({ of: nextSendAt, now: Date.now() }));
  // A new wait is measured from now: set while rendering, not in an effect, so a step revealed
  // with a new wait renders once, not a second time after its effects (React renders again at once
  // with the new clock and keeps only that).
  if (clock.of !== nextSendAt) setClock({ of: nextSendAt, now: Date.now() });
  const { now } = clock;
  const waiting = nextSendAt !== null && sendTarget === target && nextSendAt > now;
  // Also while the step is rendered ahead, out of sight: it is mounted, so the clock is fresh when shown.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setClock({ of: nextSendAt, now: Date.now() }), 1000);
    return () => clearInterval(timer);
  }, [waiting, nextSendAt]);
  if (!waiting || nextSendAt === null) return null;
  const remainingMs = nextSendAt - now;
  return { remainingMs, long: remainingMs > LONG_WAIT_MS };
}

/** The line under the send button while the wait runs (not in a step rendered ahead). */
export function SendWaitText({ wait }: { wait: { remainingMs: number; long: boolean } }) {
  const shown = useStepShown();
  if (!shown) return null;
  const time = formatWait(wait.remainingMs);
  return (
    <Text size="sm" c={wait.long ? 'red.8' : 'dimmed'} role="status" data-testid="send-wait">
      {format(wait.long ? SEND_LIMITS.lockedLong : SEND_LIMITS.resendIn, { time })}
    </Text>
  );
}
