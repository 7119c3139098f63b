import { describe, expect, it, vi } from 'vitest';
import { createLimiter } from './limiter';

/** A task that runs until the test settles it, recording that it started. */
function gate(started: string[], name: string) {
  let settle!: (ok: boolean) => void;
  const done = new Promise<string>((resolve, reject) => {
    settle = (ok) => (ok ? resolve(name) : reject(new Error(name)));
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    settle,
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createLimiter', () => {
  it('runs at most `slots` tasks at once, the others in the order they came', async () => {
    const limiter = createLimiter(2);
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((n) => gate(started, n));
    const results = gates.map((g) => limiter.run(g.task));
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect([limiter.active, limiter.waiting]).toEqual([2, 2]);
    gates[1]!.settle(false);
    await expect(results[1]).rejects.toThrow('b');
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    gates[0]!.settle(true);
    gates[2]!.settle(true);
    gates[3]!.settle(true);
    await expect(Promise.all([results[0], results[2], results[3]])).resolves.toEqual(['a', 'c', 'd']);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });

  it('drops a waiting task whose signal aborts, and frees the slot of a running one', async () => {
    const limiter = createLimiter(1);
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((n) => gate(started, n));
    const runA = new AbortController();
    const waitB = new AbortController();
    const first = limiter.run(a!.task, runA.signal);
    const second = limiter.run(b!.task, waitB.signal);
    const third = limiter.run(c!.task);
    await tick();
    waitB.abort(new Error('gone'));
    await expect(second).rejects.toThrow('gone');
    runA.abort(new Error('closed'));
    await expect(first).rejects.toThrow('closed');
    await tick();
    expect(started).toEqual(['a', 'c']);
    c!.settle(true);
    await expect(third).resolves.toBe('c');
    await expect(limiter.run(a!.task, AbortSignal.abort(new Error('already')))).rejects.toThrow('already');
  });

  it('starts nothing new while held, then goes on', async () => {
    vi.useFakeTimers();
    try {
      const limiter = createLimiter(4);
      const started: string[] = [];
      limiter.holdFor(1_000);
      limiter.holdFor(10);
      const g = gate(started, 'a');
      const result = limiter.run(g.task);
      await vi.advanceTimersByTimeAsync(999);
      expect(started).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(started).toEqual(['a']);
      g.settle(true);
      await expect(result).resolves.toBe('a');
    } finally {
      vi.useRealTimers();
    }
  });
});
