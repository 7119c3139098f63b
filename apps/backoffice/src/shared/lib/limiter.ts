// At most `slots` tasks at once, the others waiting in the order they came: for work a screen would
// otherwise start all together (a report row's hundreds of photos) against an API that limits the
// requests of a session. A task whose signal aborts leaves the queue, or frees its slot if running;
// `holdFor` keeps new tasks from starting while the server has asked to wait (a 429's Retry-After).

export interface Limiter {
  /** Runs `task` once a slot is free (and no hold is on); rejects with the signal's reason on abort. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Starts nothing new for `ms` (running tasks go on); a longer hold already on stays. */
  holdFor(ms: number): void;
  /** Tasks running now, and waiting for a slot. */
  readonly active: number;
  readonly waiting: number;
}

export function createLimiter(slots: number, now: () => number = Date.now): Limiter {
  let active = 0;
  let heldUntil = 0;
  let wake: ReturnType<typeof setTimeout> | undefined;
  const queue: (() => void)[] = [];

  const next = () => {
    const held = heldUntil - now();
    if (held > 0) {
      if (wake === undefined && queue.length > 0)
        wake = setTimeout(() => {
          wake = undefined;
          next();
        }, held);
      return;
    }
    while (active < slots && queue.length > 0) queue.shift()?.();
  };

  return {
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        let running = false;
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          signal?.removeEventListener('abort', onAbort);
          if (running) {
            active -= 1;
            next();
          }
        };
        const onAbort = () => {
          if (!running) queue.splice(queue.indexOf(start), 1);
          finish();
          reject(signal?.reason);
        };
        const start = () => {
          running = true;
          active += 1;
          Promise.resolve()
            // Aborted between its start and this microtask: the task is not run at all.
            .then(() => (done ? Promise.reject(signal?.reason) : task()))
            .then(
              (value) => {
                finish();
                resolve(value);
              },
              (error: unknown) => {
                finish();
                reject(error);
              },
            );
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(start);
        next();
      });
    },
    holdFor(ms: number) {
      const until = now() + ms;
      if (until <= heldUntil) return;
      heldUntil = until;
      clearTimeout(wake);
      wake = undefined;
      next();
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
