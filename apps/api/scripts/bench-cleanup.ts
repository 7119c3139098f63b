// Undoing what a one-off measuring run made (its API processes, data folder, database) however the
// run ends: at its end, on an error, or stopped with Ctrl-C or SIGTERM. A script using it runs as
// `node --import tsx <script>` in package.json, not through the `tsx` command: on Ctrl-C that one
// sends the signal again to a script that has not confirmed it within 30 ms and SIGKILLs it 30 ms
// later, so a busy script died in the middle of its cleanup (test/bench-cleanup.test.ts checks).
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

/** What a run starts and must end, e.g. an API process (test/api-process.ts). */
interface Stoppable {
  stop(): Promise<void>;
}

/**
 * The processes a run starts, kept as their starts so that its cleanup stops every one: a start that
 * came up is stopped; one that the signal's abort caught stopped its own process before rejecting.
 */
export function startedProcesses<T extends Stoppable>() {
  const starts: Promise<T>[] = [];
  return {
    /** Keeps `start` for `stopAll` and hands it back. */
    add(start: Promise<T>): Promise<T> {
      starts.push(start);
      return start;
    },
    /** Waits for every start to settle and stops those that came up. */
    async stopAll(): Promise<void> {
      const settled = await Promise.allSettled(starts);
      await Promise.all(settled.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
    },
  };
}
