// Long (over 300 lines) on purpose: one real HTTP server serves every wire case of the client.
// The client against a real HTTP server (node:http on a random port): what goes on the wire and
// what comes back, including failures, aborts, multipart uploads and file downloads.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  createClient,
  type FileResult,
  fileNameFromDisposition,
  newIdempotencyKey,
  retryAfterOf,
} from './client.ts';
import { contract } from './contract.ts';
import type { CallDef } from './define.ts';

interface ListRow {
  id: string;
  tags?: string[] | null;
}

/** Keeps `kind` literal (defineCall widens it), so the test table also checks the exact types. */
const entry = <const C extends CallDef>(c: C) => c;

const table = {
  echo: entry({
    path: '/test/echo',
    kind: 'json',
    auth: 'session',
    roles: ['ASM'],
    request: z.object({ name: z.string() }),
    // A transform and a default prove the answer goes through the schema, not just a cast.
    response: z.object({
      name: z.string(),
      length: z.string().transform((s) => s.length),
      tags: z.array(z.string()).default([]),
    }),
    meta: z.object({ ts: z.string() }),
    summary: 'echo',
  }),
  open: entry({
    path: '/test/open',
    kind: 'json',
    auth: 'none',
    roles: 'anyone',
    request: z.object({}),
    response: z.object({}).loose(),
    summary: 'no auth',
  }),
  report: entry({
    path: '/test/report/:format/:since',
    kind: 'json',
    auth: 'session',
    roles: ['ASM'],
    params: z.object({ format: z.literal('xlsx'), since: z.string() }),
    request: z.object({}),
    response: z.object({ ok: z.boolean() }),
    summary: 'params',
  }),
  upload: entry({
    path: '/test/upload',
    kind: 'multipart',
    auth: 'session',
    roles: ['HST'],
    request: z.object({ action: z.object({ uuid: z.string() }) }),
    response: z.object({ stored: z.number() }),
    meta: z.object({ ts: z.string() }),
    summary: 'multipart',
  }),
  list: entry({
    path: '/test/list',
    kind: 'json',
    auth: 'session',
    roles: ['ASM'],
    request: z.object({}),
    response: z.array(
      z.object({
        id: z.string(),
        tags: z
          .array(z.string())
          .nullish()
          .transform((v) => v ?? []),
      }),
    ),
    normalize: (data: unknown) => (data as ListRow[]).map((row) => ({ ...row, tags: row.tags ?? [] })),
    summary: 'a large list',
  }),
  download: entry({
    path: '/test/download',
    kind: 'file',
    auth: 'session',
    roles: ['ASM'],
    request: z.object({ report: z.object({ uuid: z.string() }) }),
    response: z.unknown(),
    summary: 'file',
  }),
} satisfies Record<string, CallDef>;

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer | object;
  /** Never answer (for abort and timeout tests). */
  hang?: boolean;
}

let server: Server;
let baseUrl: string;
let requests: Seen[] = [];
let reply: (seen: Seen) => Reply | Promise<Reply> = () => ({ body: ok({}) });
const hanging = new Set<() => void>();

const ok = (data: unknown, meta?: unknown) => ({
  status: { success: true },
  data,
  ...(meta ? { meta } : {}),
});
const fail = (data: unknown, meta?: unknown) => ({
  status: { success: false },
  data,
  ...(meta ? { meta } : {}),
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(seen);
      const r = await reply(seen);
      if (r.hang) {
        hanging.add(() => res.destroy());
        return;
      }
      const isRaw = typeof r.body === 'string' || Buffer.isBuffer(r.body);
      res.writeHead(r.status ?? 200, {
        'content-type': isRaw ? 'text/plain' : 'application/json',
        ...r.headers,
      });
      res.end(isRaw ? r.body : JSON.stringify(r.body ?? ok({})));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterEach(() => {
  for (const end of hanging) end();
  hanging.clear();
  requests = [];
  reply = () => ({ body: ok({}) });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = (over: Partial<Parameters<typeof createClient>[1]> = {}) =>
  createClient(table, { baseUrl, getToken: () => 'tok-123', ...over });

const json = (seen: Seen | undefined) => JSON.parse(seen!.body.toString('utf8'));

/** The ApiError a promise rejects with (fails the test if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('a successful call', () => {
  it('POSTs the JSON body with the Bearer token and unwraps and parses the envelope', async () => {
    reply = (seen) => ({ body: ok({ name: json(seen).name, length: 'abcd' }, { ts: '1700000000' }) });
    const result = await client().call('echo', { name: 'Zażółć' });

    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe('/test/echo');
    expect(requests[0]!.headers.authorization).toBe('Bearer tok-123');
    expect(requests[0]!.headers['content-type']).toMatch(/application\/json/);
    expect(json(requests[0])).toEqual({ name: 'Zażółć' });
    expect(result).toEqual({ data: { name: 'Zażółć', length: 4, tags: [] }, meta: { ts: '1700000000' } });
    expectTypeOf(result.data.length).toEqualTypeOf<number>();
    expectTypeOf(result.meta).toEqualTypeOf<{ ts: string }>();
  });

  it('sends no token to a call without auth, and none when there is no token', async () => {
    await client().call('open', {});
    await client({ getToken: () => null })
      .call('echo', { name: 'x' })
      .catch(() => undefined);
    expect(requests[0]!.headers.authorization).toBeUndefined();
    expect(requests[1]!.headers.authorization).toBeUndefined();
  });

  it('reads the token on every call', async () => {
    let token = 'first';
    const c = client({ getToken: () => token });
    reply = () => ({ body: ok({ ok: true }) });
    await c.call('report', {}, { params: { format: 'xlsx', since: '2026-01-01' } });
    token = 'second';
    await c.call('report', {}, { params: { format: 'xlsx', since: '2026-01-01' } });
    expect(requests.map((r) => r.headers.authorization)).toEqual(['Bearer first', 'Bearer second']);
  });

  it('fills path parameters and keeps a base path', async () => {
    reply = () => ({ body: ok({ ok: true }) });
    const c = createClient(table, { baseUrl: `${baseUrl}api/`, getToken: () => 't' });
    const result = await c.call('report', {}, { params: { format: 'xlsx', since: '2026-01-31' } });
    expect(requests[0]!.url).toBe('/api/test/report/xlsx/2026-01-31');
    expect(result.data.ok).toBe(true);
    expect(result.meta).toBeUndefined();
  });
});

describe('a failed call', () => {
  it('carries the code, status and catalogue text', async () => {
    reply = () => ({ status: 400, body: fail({ error: 'E_EMPTY_VALUE' }) });
    const error = await rejection(client().call('echo', { name: 'x' }));
    expect(error.code).toBe('E_EMPTY_VALUE');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Uzupełnij brakujące dane');
  });

  it('carries the validation fields', async () => {
    const fields = [{ path: 'name', message: 'Required' }];
    reply = () => ({ status: 400, body: fail({ error: 'E_VALIDATION', fields }) });
    const error = await rejection(client().call('echo', { name: '' }));
    expect(error.code).toBe('E_VALIDATION');
    expect(error.fields).toEqual(fields);
  });

  it('carries meta and the target error code (webform registration)', async () => {
    reply = () => ({
      status: 409,
      body: fail(
        { error: 'error_device_already_registered', targetErrorTrace: { targetErrorCode: 'X-1' } },
        { ts: '1700000001' },
      ),
    });
    const error = await rejection(client().call('echo', { name: 'x' }));
    expect(error.meta).toEqual({ ts: '1700000001' });
    expect(error.targetErrorCode).toBe('X-1');
    expect(error.message).toBe('Ten my glo number został już zarejestrowany');
  });

  it('carries the wait of a 429 (Retry-After) and says it in the text', async () => {
    reply = () => ({
      status: 429,
      headers: { 'retry-after': '42' },
      body: fail({ error: 'E_TOO_MANY_REQUESTS' }),
    });
    const error = await rejection(client().call('echo', { name: 'x' }));
    expect(error).toMatchObject({
      code: 'E_TOO_MANY_REQUESTS',
      status: 429,
      retryAfter: 42,
      message: 'Zbyt wiele prób. Spróbuj ponownie za 42 s.',
    });
  });

  it('keeps the catalogue text of a 429 without Retry-After', async () => {
    reply = () => ({ status: 429, body: fail({ error: 'E_TOO_MANY_REQUESTS' }) });
    const error = await rejection(client().call('echo', { name: 'x' }));
    expect(error.retryAfter).toBeUndefined();
    expect(error.message).toBe('Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.');
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterOf('120', now)).toBe(120);
    expect(retryAfterOf('Mon, 23 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterOf('soon', now)).toBeUndefined();
    expect(retryAfterOf(null, now)).toBeUndefined();
  });

  it('treats success:false with HTTP 200 as a failure (the original API does that)', async () => {
    reply = () => ({ status: 200, body: fail({ error: 'E_USER_WRONG_PASSWORD' }) });
    const error = await rejection(client().call('open', {}));
    expect(error).toMatchObject({
      code: 'E_USER_WRONG_PASSWORD',
      status: 200,
      message: 'Niepoprawne hasło!',
    });
  });

  it('uses E_INTERNAL and the generic text when the answer has no code', async () => {
    reply = () => ({ status: 502, body: '<html>Bad gateway</html>' });
    const error = await rejection(client().call('echo', { name: 'x' }));
    expect(error).toMatchObject({ code: 'E_INTERNAL', status: 502, message: 'Wystąpił błąd.' });
  });

  it('uses the generic text for a code the catalogue does not know', async () => {
    reply = () => ({ status: 400, body: fail({ error: 'E_FROM_THE_FUTURE' }) });
    const error = await rejection(client().call('echo', { name: 'x' }));
    expect(error).toMatchObject({ code: 'E_FROM_THE_FUTURE', message: 'Wystąpił błąd.' });
  });

  it('rejects a success whose data breaks the schema', async () => {
    reply = () => ({ body: ok({ name: 1 }, { ts: '1' }) });
    const error = await rejection(client().call('echo', { name: 'x' }));
    expect(error.code).toBe('E_INVALID_RESPONSE');
    expect(error.message).toBe('Wystąpił błąd.');
  });

  it('does not retry a POST', async () => {
    reply = () => ({ status: 503, body: fail({ error: 'E_INTERNAL' }) });
    const error = await rejection(client().call('echo', { name: 'x' }));
    expect(error.message).toBe('Wystąpił błąd serwera. Spróbuj ponownie później.');
    expect(requests).toHaveLength(1);
  });
});

describe('a large list with normalizeOnly (production)', () => {
  it('is normalised by its plain function, not parsed by its schema', async () => {
    // id: 7 breaks the schema: only a parse would refuse it.
    reply = () => ({ body: ok([{ id: 'a', tags: null }, { id: 7 }, { id: 'c', tags: ['x'] }]) });
    const { data } = await client({ normalizeOnly: true }).call('list', {});
    expect(data).toEqual([
      { id: 'a', tags: [] },
      { id: 7, tags: [] },
      { id: 'c', tags: ['x'] },
    ]);
  });
  it('is parsed as always without it, and other answers are parsed with it', async () => {
    reply = () => ({ body: ok([{ id: 7 }]) });
    expect((await rejection(client().call('list', {}))).code).toBe('E_INVALID_RESPONSE');
    reply = () => ({ body: ok([{ id: 'a', tags: null }]) });
    expect((await client().call('list', {})).data).toEqual([{ id: 'a', tags: [] }]);
    reply = () => ({ body: ok({ name: 1 }, { ts: '1' }) });
    const error = await rejection(client({ normalizeOnly: true }).call('echo', { name: 'x' }));
    expect(error.code).toBe('E_INVALID_RESPONSE');
  });
});

describe('401', () => {
  it('calls onUnauthorized for a session call', async () => {
    const onUnauthorized = vi.fn();
    reply = () => ({ status: 401, body: fail({ error: 'E_UNAUTHORIZED' }) });
    const error = await rejection(client({ onUnauthorized }).call('echo', { name: 'x' }));
    expect(error).toMatchObject({
      code: 'E_UNAUTHORIZED',
      status: 401,
      message: 'Nie zalogowano, lub sesja wygasła.',
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('calls it for an expired session and for a 401 without a code', async () => {
    const onUnauthorized = vi.fn();
    reply = () => ({ status: 401, body: fail({ error: 'E_EXPIRED' }) });
    expect((await rejection(client({ onUnauthorized }).call('echo', { name: 'x' }))).message).toBe(
      'Sesja wygasła',
    );
    reply = () => ({ status: 401, body: 'Unauthorized' });
    await rejection(client({ onUnauthorized }).call('echo', { name: 'x' }));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('does not call it for a 401 that is not about the session', async () => {
    const onUnauthorized = vi.fn();
    reply = () => ({ status: 401, body: fail({ error: 'E_USER_WRONG_PASSWORD' }) });
    await rejection(client({ onUnauthorized }).call('echo', { name: 'x' }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call it for a call without a session (a failed login is not a lost session)', async () => {
    const onUnauthorized = vi.fn();
    reply = () => ({ status: 401, body: fail({ error: 'E_INVALID_CREDENTIALS' }) });
    const error = await rejection(client({ onUnauthorized }).call('open', {}));
    expect(error.message).toBe('Niepoprawny e-mail lub hasło.');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('no answer', () => {
  it('a closed server gives E_NETWORK with the generic text', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const c = createClient(table, { baseUrl: `http://127.0.0.1:${port}`, getToken: () => 't' });
    const error = await rejection(c.call('echo', { name: 'x' }));
    expect(error).toMatchObject({ code: 'E_NETWORK', status: 0, message: 'Wystąpił błąd.' });
    expect(error.isNetwork).toBe(true);
  });

  it('a timeout gives E_NETWORK', async () => {
    reply = () => ({ hang: true });
    const error = await rejection(client({ timeoutMs: 150 }).call('echo', { name: 'x' }));
    expect(error.code).toBe('E_NETWORK');
  });

  it('an abort gives E_ABORTED', async () => {
    reply = () => ({ hang: true });
    const controller = new AbortController();
    const pending = client().call('echo', { name: 'x' }, { signal: controller.signal });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    const error = await rejection(pending);
    expect(error.code).toBe('E_ABORTED');
    expect(error.isAborted).toBe(true);
  });

  it('an already aborted signal sends nothing', async () => {
    const error = await rejection(client().call('echo', { name: 'x' }, { signal: AbortSignal.abort() }));
    expect(error.code).toBe('E_ABORTED');
    expect(requests).toHaveLength(0);
  });
});

describe('multipart', () => {
  it('sends _input as JSON and the files as files[], byte for byte', async () => {
    const photo = new Uint8Array(256 * 1024).map((_, i) => (i * 7) % 256);
    reply = async (seen) => {
      // Parse the body the way a server does, with undici's multipart parser.
      const form = await new Response(new Uint8Array(seen.body), {
        headers: { 'content-type': String(seen.headers['content-type']) },
      }).formData();
      const input = JSON.parse(String(form.get('_input')));
      const files = form.getAll('files[]') as File[];
      const bytes = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
      return {
        body: ok(
          {
            stored: files.length,
            input,
            names: files.map((f) => f.name),
            types: files.map((f) => f.type),
            same: bytes[0]!.length === photo.length && bytes[0]!.every((b, i) => b === photo[i]),
            second: new TextDecoder().decode(bytes[1]),
          },
          { ts: '1700000002' },
        ),
      };
    };
    // A passthrough schema shows what the server saw, without widening the table's entry.
    const seenTable = { upload: { ...table.upload, response: z.object({}).loose() } };
    const c = createClient(seenTable, { baseUrl, getToken: () => 't' });
    const result = await c.call('upload', {
      input: { action: { uuid: 'a-1' } },
      files: [
        new Blob([photo], { type: 'image/jpeg' }),
        new File(['hello'], 'note.txt', { type: 'text/plain' }),
      ],
    });

    expect(requests[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(requests[0]!.headers.authorization).toBe('Bearer t');
    expect(result.data).toMatchObject({
      stored: 2,
      input: { action: { uuid: 'a-1' } },
      names: ['file-1.jpg', 'note.txt'],
      types: ['image/jpeg', 'text/plain'],
      same: true,
      second: 'hello',
    });
    expect(result.meta).toEqual({ ts: '1700000002' });
  });

  it('types the body as {input, files}', () => {
    const c = client();
    // @ts-expect-error a multipart call takes {input, files}, not the bare input
    void (() => c.call('upload', { action: { uuid: 'a' } }));
    // @ts-expect-error the params of a path with parameters are required
    void (() => c.call('report', {}));
  });
});

describe('file download', () => {
  it('answers a Blob and the file name of Content-Disposition', async () => {
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 1, 2, 3]);
    reply = () => ({
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="raport.xlsx"; filename*=UTF-8''raport-%C5%BC%C3%B3%C5%82ty.xlsx`,
      },
      body: bytes,
    });
    const result = await client().call('download', { report: { uuid: 'r-1' } });
    expect(json(requests[0])).toEqual({ report: { uuid: 'r-1' } });
    expect(requests[0]!.headers.accept).toBe('*/*');
    expect(result.data.fileName).toBe('raport-żółty.xlsx');
    expect(result.data.contentType).toMatch(/spreadsheetml/);
    expect(Buffer.from(await result.data.blob.arrayBuffer())).toEqual(bytes);
    expectTypeOf(result.data.blob).toEqualTypeOf<Blob>();
  });

  it('turns a JSON failure of a file call into an ApiError', async () => {
    reply = () => ({ status: 409, body: fail({ error: 'E_REPORT_NOT_READY' }) });
    const error = await rejection(client().call('download', { report: { uuid: 'r-1' } }));
    expect(error.message).toBe('Raport nie jest jeszcze gotowy. Spróbuj ponownie za chwilę.');
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    [null, null],
    ['attachment', null],
    ['attachment; filename=raport.xlsx', 'raport.xlsx'],
    ['attachment; filename="raport 1.xlsx"', 'raport 1.xlsx'],
    ["attachment; filename*=UTF-8''paragon%20%C4%85.jpg", 'paragon ą.jpg'],
    ['attachment; filename="a.csv"; filename*=utf-8\'\'b.csv', 'b.csv'],
  ])('%s -> %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});

describe('a client over the whole contract', () => {
  it('calls the real contract by name', async () => {
    reply = () => ({ body: ok({}) });
    const api = createClient(contract, { baseUrl, getToken: () => 'session-token' });
    await api.call('logout', {});
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/auth/logout' });
    expect(requests[0]!.headers.authorization).toBe('Bearer session-token');
  });

  it('sends an Idempotency-Key only to the calls that honour one', async () => {
    reply = () => ({
      body: ok({ receipt: { uuid: 'r', created: { date: '2026-01-01 10:00:00' } } }, { ts: '1' }),
    });
    const api = createClient(contract, { baseUrl, getToken: () => 't' });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    const body = {
      input: { action: { uuid: 'a' }, device: { serial: 's', beacon: 'b' } },
      files: [new Blob([])],
    };
    await api.call('receiptCreate', body, { idempotencyKey: key });
    await api.call('receiptCreate', body);
    expect(requests[0]!.headers['idempotency-key']).toBe(key);
    expect(requests[1]!.headers['idempotency-key']).toBeUndefined();
    await expect(api.call('logout', {}, { idempotencyKey: key })).rejects.toThrow(/Idempotency-Key/);
    expect(requests).toHaveLength(2);
  });

  it('types the real entries: data, meta, files, path parameters', () => {
    const api = createClient(contract, { baseUrl, getToken: () => 't' });
    // Never run: only the typecheck reads it.
    const typesOnly = async () => {
      const login = await api.call('login', { username: 'a@b.pl', password: 'x' });
      expectTypeOf(login.data.token.uuid).toEqualTypeOf<string>();
      const receipt = await api.call('receiptCreate', {
        input: { action: { uuid: 'a' }, device: { serial: 's', beacon: 'b' } },
        files: [new Blob([])],
      });
      expectTypeOf(receipt.meta).toEqualTypeOf<{ ts: string }>();
      const report = await api.call('reportDownload', { report: { uuid: 'r' } });
      expectTypeOf(report.data).toEqualTypeOf<FileResult>();
      await api.call(
        'reportRequest',
        { pagination: { limit: 10 } },
        { params: { format: 'xlsx', since: '2026-01-01', until: '2026-01-31' } },
      );
      // @ts-expect-error reportRequest needs its path parameters
      await api.call('reportRequest', { pagination: { limit: 10 } });
    };
    expect(typesOnly).toBeTypeOf('function');
  });
});
