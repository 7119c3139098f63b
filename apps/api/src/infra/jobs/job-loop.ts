// The loop of a queue worker: runs every due job one after another, then waits `intervalMs`;
// stop() ends it after the job in hand. The queues themselves (report_jobs, reset_mail_jobs) are
// tables claimed with FOR UPDATE SKIP LOCKED, so several processes may each run a loop.
export function startJobLoop(
  runOne: () => Promise<boolean>,
  opts: { intervalMs: number; onError: (err: unknown) => void },
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        while (!stopped && (await runOne())) {}
      } catch (err) {
        if (!stopped) opts.onError(err);
      }
    })().finally(() => {
      if (!stopped) timer = setTimeout(tick, opts.intervalMs);
    });
  };
  timer = setTimeout(tick, Math.min(opts.intervalMs, 200));
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
