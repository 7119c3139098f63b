// Helpers of the repository-level tests: free ports, a command started in its own process group
// (so that stopping it stops every process under it: turbo, pnpm, node, vite), waiting for a URL.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A TCP port nothing listens on at 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when something already listens on 127.0.0.1:port. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
  });
}

/**
 * Starts a command in a process group of its own with the given environment; its output is kept
 * (the last 200 lines) for the failure message and, with VERBOSE=1, echoed.
 */
export function startGroup(command, args, { env, cwd = ROOT, input } = {}) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  const lines = [];
  const keep = (chunk) => {
    const text = chunk.toString();
    if (process.env.VERBOSE === '1') process.stderr.write(text);
    lines.push(...text.split('\n'));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  if (input !== undefined) child.stdin.end(input);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    exited,
    output: () => lines.join('\n'),
    /**
     * Stops the command as Ctrl+C in a terminal does: SIGINT to its process group (turbo then
     * stops the tasks it runs in groups of their own), waits until the group is empty, and after
     * `graceMs` kills what is left of it.
     */
    async stop(graceMs = 15_000) {
      const signalGroup = (signal) => {
        try {
          process.kill(-child.pid, signal);
          return true;
        } catch {
          return false; // the group is empty
        }
      };
      signalGroup('SIGINT');
      const deadline = Date.now() + graceMs;
      while (signalGroup(0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      signalGroup('SIGKILL');
      return exited;
    },
  };
}

/** Runs a command to its end; rejects with its output when it fails. */
export async function run(command, args, options = {}) {
  const proc = startGroup(command, args, options);
  const { code, signal } = await proc.exited;
  if (code !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${code ?? signal}):\n${proc.output()}`);
  }
  return proc.output();
}

/**
 * Polls `url` until it answers 2xx; fails after `timeoutMs`, or at once when `proc` has exited,
 * with that process's output.
 */
export async function waitForUrl(url, { timeoutMs = 120_000, proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  proc?.exited.then(() => {
    exited = true;
  });
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return res;
    } catch {
      // Not listening yet.
    }
    if (exited) throw new Error(`the process exited before ${url} answered:\n${proc.output()}`);
    if (Date.now() > deadline) {
      throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${proc?.output() ?? ''}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
