// A bench run undoes what it made however it ends: called at its end, or on SIGINT/SIGTERM, after
// which it exits 130/143; the cleanup runs once whichever comes first. Last, a real process stopped
// with SIGTERM removes its folder. The processes a run started are all stopped, those still starting
// once they have settled.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanupOnExit, type SignalSource, startedProcesses } from '../scripts/bench-cleanup';
import { API_ROOT } from '../src/env';

/** A stand-in for `process`: signals are emitted by hand, `exit` is recorded. */
function fakeProcess() {
  const events = new EventEmitter();
  const exits: number[] = [];
  const proc: SignalSource = {
    once: (event, listener) => events.once(event, listener),
    off: (event, listener) => events.off(event, listener),
    exit: (code) => {
      exits.push(code);
    },
  };
  return { proc, exits, emit: (signal: 'SIGINT' | 'SIGTERM') => events.emit(signal, signal), events };
}

const settle = () => new Promise((r) => setTimeout(r, 10));

describe('cleanupOnExit', () => {
  // What a stopped run says on stderr ("SIGTERM: cleaning up", a failed cleanup) stays out of the log.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs the cleanup once at the end and then stops listening', async () => {
    const { proc, exits, events } = fakeProcess();
    let runs = 0;
    const cleanup = cleanupOnExit(async () => {
      runs++;
    }, proc);
    expect(events.listenerCount('SIGINT')).toBe(1);
    expect(events.listenerCount('SIGTERM')).toBe(1);
    await Promise.all([cleanup.run(), cleanup.run()]);
    await cleanup.run();
    expect(runs).toBe(1);
    expect(events.listenerCount('SIGINT')).toBe(0);
    expect(events.listenerCount('SIGTERM')).toBe(0);
    expect(cleanup.signal.aborted).toBe(false);
    expect(exits).toEqual([]);
  });

  it('on SIGTERM aborts the signal, cleans up and only then exits 143', async () => {
    const { proc, exits, emit } = fakeProcess();
    const steps: string[] = [];
    let finish = () => {};
    const cleanup = cleanupOnExit(async () => {
      steps.push('cleanup started');
      await new Promise<void>((r) => {
        finish = r;
      });
      steps.push('cleanup done');
    }, proc);
    emit('SIGTERM');
    expect(cleanup.signal.aborted).toBe(true);
    await settle();
    expect(steps).toEqual(['cleanup started']);
    expect(exits).toEqual([]);
    finish();
    await settle();
    expect(steps).toEqual(['cleanup started', 'cleanup done']);
    expect(exits).toEqual([143]);
  });

  it('on SIGINT during the cleanup at the end waits for that same cleanup, then exits 130', async () => {
    const { proc, exits, emit } = fakeProcess();
    let runs = 0;
    let finish = () => {};
    const cleanup = cleanupOnExit(async () => {
      runs++;
      await new Promise<void>((r) => {
        finish = r;
      });
    }, proc);
    const ending = cleanup.run();
    emit('SIGINT');
    finish();
    await ending;
    await settle();
    expect(runs).toBe(1);
    expect(exits).toEqual([130]);
  });

  it('exits after a signal even when the cleanup fails', async () => {
    const { proc, exits, emit } = fakeProcess();
    const cleanup = cleanupOnExit(async () => {
      throw new Error('drop failed');
    }, proc);
    emit('SIGINT');
    await settle();
    expect(exits).toEqual([130]);
    await expect(cleanup.run()).rejects.toThrow('drop failed');
  });

  it('a real process stopped with SIGTERM removes its folder and exits 143', {
    timeout: 30_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-cleanup-test-'));
    const script = [
      "import { rmSync } from 'node:fs';",
      "import { cleanupOnExit } from './scripts/bench-cleanup.ts';",
      `const dir = ${JSON.stringify(dir)};`,
      'cleanupOnExit(async () => rmSync(dir, { recursive: true, force: true }));',
      "console.log('ready');",
      'setInterval(() => {}, 1000);',
    ].join('\n');
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    const ready = new Promise<void>((resolve) => {
      child.stdout.on('data', (d: Buffer) => {
        log += d.toString();
        if (log.includes('ready')) resolve();
      });
    });
    child.stderr.on('data', (d: Buffer) => {
      log += d.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await Promise.race([ready, exited]);
    expect(existsSync(dir), log).toBe(true);
    child.kill('SIGTERM');
    expect(await exited, log).toBe(143);
    expect(existsSync(dir)).toBe(false);
  });
});

describe('startedProcesses', () => {
  it('stops every process that came up, waiting for one still starting, and skips a failed start', async () => {
    const stopped: string[] = [];
    const proc = (name: string) => ({
      stop: async () => {
        stopped.push(name);
      },
    });
    const apis = startedProcesses<ReturnType<typeof proc>>();
    let comeUp = (_: ReturnType<typeof proc>) => {};
    const a = apis.add(Promise.resolve(proc('a')));
    const b = apis.add(
      new Promise((resolve) => {
        comeUp = resolve;
      }),
    );
    // A start the signal aborted: its process is gone already, nothing to stop.
    const c = apis.add(Promise.reject(new Error('stopped by SIGINT')));
    await a;
    await expect(c).rejects.toThrow('stopped by SIGINT');
    let done = false;
    const stopping = apis.stopAll().then(() => {
      done = true;
    });
    await settle();
    expect(done).toBe(false);
    comeUp(proc('b'));
    await b;
    await stopping;
    expect(stopped.sort()).toEqual(['a', 'b']);
  });
});

describe('the scripts that clean up on a signal', () => {
  it('run under node --import tsx, so that the tsx command cannot kill them mid-cleanup', () => {
    const { scripts } = JSON.parse(readFileSync(join(API_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const cleaning = Object.entries(scripts).filter(([, command]) => {
      const file = /\bscripts\/\S+\.ts\b/.exec(command)?.[0];
      return file !== undefined && readFileSync(join(API_ROOT, file), 'utf8').includes('cleanupOnExit(');
    });
    expect(cleaning.map(([name]) => name).sort()).toEqual([
      'bench',
      'bench:processes',
      'bench:report',
      'bench:review-filter',
      'load:tablets',
    ]);
    for (const [name, command] of cleaning) expect(command, name).toMatch(/^node --import tsx /);
  });
});
