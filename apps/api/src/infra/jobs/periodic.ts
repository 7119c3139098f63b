// Housekeeping that runs in every API process: once shortly after start, then every `everyMs`.
// Each run must be safe to repeat and to run in several processes at once (plain deletes).
export function startPeriodic(
  run: () => Promise<unknown>,
  opts: { everyMs: number; firstAfterMs?: number; onError: (err: unknown) => void },
) {
  const once = () => run().catch(opts.onError);
  const first = setTimeout(once, opts.firstAfterMs ?? 30_000);
  const timer = setInterval(once, opts.everyMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
