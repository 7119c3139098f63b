// Undoing what a one-off measuring run made (its API processes, data folder, database) however the
// run ends: at its end, on an error, or stopped with Ctrl-C or SIGTERM.
import { constants } from 'node:os';

type StopSignal = 'SIGINT' | 'SIGTERM';

/** The part of `process` the cleanup uses; a test hands in a stand-in. */
export interface SignalSource {
  once(event: StopSignal, listener: (signal: StopSignal) => void): unknown;
  off(event: StopSignal, listener: (signal: StopSignal) => void): unknown;
  exit(code: number): void;
}

export interface RunCleanup {
  /** Aborted by the first SIGINT or SIGTERM: an API start in progress gives up and stops its process. */
  signal: AbortSignal;
  /** Runs the cleanup (once: a later call waits for the first) and then stops listening for the signals. */
  run(): Promise<void>;
}

/**
 * Runs `cleanup` once: when the script calls `run()` (in its `finally`), or on the first SIGINT or
 * SIGTERM, after which the process exits with 128 + the signal's number (130, 143), as it would have
 * without a handler. Without this a signal ends the process at once and a `finally` never runs. A
 * second signal of the same kind while cleaning up is not caught: it ends the process at once.
 */
export function cleanupOnExit(cleanup: () => Promise<void>, proc: SignalSource = process): RunCleanup {
  const controller = new AbortController();
  let done: Promise<void> | undefined;
  const run = () => {
    done ??= (async () => {
      try {
        await cleanup();
      } finally {
        proc.off('SIGINT', onSignal);
        proc.off('SIGTERM', onSignal);
      }
    })();
    return done;
  };
  function onSignal(signal: StopSignal) {
    console.error(`${signal}: cleaning up`);
    controller.abort(new Error(`stopped by ${signal}`));
    run()
      .catch((err: unknown) => console.error('cleanup failed', err))
      .finally(() => proc.exit(128 + constants.signals[signal]));
  }
  proc.once('SIGINT', onSignal);
  proc.once('SIGTERM', onSignal);
  return { signal: controller.signal, run };
}
