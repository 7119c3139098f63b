// One API process started as an operator starts it (`pnpm start` or `pnpm start:prod`), on a free
// port, with calls by contract name: for the two-process test and the one-vs-two benchmark.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { contract } from '@tourplanner/api-client/contract';
import { startProdArgv } from '../scripts/start-prod-argv.mjs';
import { API_ROOT } from '../src/env';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';

type CallName = keyof typeof contract;
interface Answer<T> {
  status: number;
  body: { status: { success: boolean }; data: T & { error?: string } };
  headers: Headers;
  bytes?: Buffer;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** An API process on `port`, listening; or 'port taken' when another process bound it first. */
async function spawnListening(
  argv: string[],
  env: Record<string, string>,
  port: number,
  signal: AbortSignal | undefined,
): Promise<{ child: ChildProcess; output: () => string } | 'port taken'> {
  const child = spawn(process.execPath, argv, {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  // Its own line says it listens on the port: a /health answered there may be another process's.
  const listening = `TourPlanner API: http://127.0.0.1:${port} `;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (signal?.aborted) {
      await stopChild(child);
      throw signal.reason;
    }
    if (child.exitCode !== null) {
      if (output.includes('EADDRINUSE')) return 'port taken';
      throw new Error(`API exited (${child.exitCode}):\n${output}`);
    }
    if (Date.now() > deadline) {
      // Not left running on its port after the test or script that started it has given up.
      await stopChild(child);
      throw new Error(`API did not answer /health:\n${output}`);
    }
    const ok =
      output.includes(listening) &&
      (await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ok) return { child, output: () => output };
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * One API process started as an operator would, with its output kept for a failure message:
 * from the sources (`pnpm start`), or `built`, from dist/ as `pnpm start:prod` runs it (build first).
 * An abort of `signal` while it starts stops the process and rejects once it has exited.
 */
export async function startApi(
  env: Record<string, string>,
  opts: { built?: boolean; signal?: AbortSignal } = {},
) {
  const argv = opts.built ? startProdArgv() : ['--import', 'tsx', 'src/main.ts'];
  // The port is free when chosen, not when the process binds it seconds later: another API started
  // meanwhile (a test file running beside this one) may take it. Such a start is tried again on
  // another port, up to three times in all.
  let port = await freePort();
  let started = await spawnListening(argv, env, port, opts.signal);
  for (let attempt = 2; started === 'port taken' && attempt <= 3; attempt++) {
    port = await freePort();
    started = await spawnListening(argv, env, port, opts.signal);
  }
  if (started === 'port taken') throw new Error('API: three ports taken before it could bind one');
  const { child, output } = started;
  const url = `http://127.0.0.1:${port}`;
  const read = async <T>(res: Response): Promise<Answer<T>> =>
    (res.headers.get('content-type') ?? '').includes('application/json')
      ? { status: res.status, headers: res.headers, body: (await res.json()) as Answer<T>['body'] }
      : {
          status: res.status,
          headers: res.headers,
          body: { status: { success: res.ok }, data: {} as Answer<T>['body']['data'] },
          bytes: Buffer.from(await res.arrayBuffer()),
        };
  return {
    url,
    child,
    /** Everything the process wrote so far (stdout and stderr). */
    output,
    async call<T = Record<string, unknown>>(
      name: CallName,
      body: unknown,
      token?: string,
      params?: Record<string, string>,
    ): Promise<Answer<T>> {
      const path = contract[name].path.replace(/:(\w+)/g, (_, k: string) =>
        encodeURIComponent(params?.[k] ?? ''),
      );
      const res = await fetch(url + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return read<T>(res);
    },
    async upload<T = Record<string, unknown>>(name: CallName, input: unknown, photo: Buffer, token: string) {
      const form = new FormData();
      form.append('_input', JSON.stringify(input));
      form.append('files[]', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      const res = await fetch(url + contract[name].path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomBytes(8).toString('hex') },
        body: form,
      });
      return read<T>(res);
    },
    async login(email: string, password = DEMO_PASSWORD) {
      const r = await this.call<{ token: { uuid: string } }>('login', { username: email, password });
      if (!r.body.status.success) throw new Error(`login ${email}: ${JSON.stringify(r.body)}`);
      return r.body.data.token.uuid;
    },
    /** Queues an XLSX report of the days since … until ('YYYY-MM-DD'); answers its uuid. */
    async requestReport(token: string, since: string, until: string) {
      const r = await this.call<{ uuid: string }>(
        'reportRequest',
        { pagination: { limit: 2048, offset: 0 } },
        token,
        { format: 'xlsx', since, until },
      );
      if (!r.body.status.success) throw new Error(`reportRequest: ${JSON.stringify(r.body)}`);
      return r.body.data.uuid;
    },
    stop: () => stopChild(child),
  };
}

/** SIGTERM to the process; resolves once it has exited. */
function stopChild(child: ChildProcess) {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
export type Api = Awaited<ReturnType<typeof startApi>>;
