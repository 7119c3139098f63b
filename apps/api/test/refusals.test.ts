// Every request a client can send is answered in our envelope, 4xx, never Fastify's or Node's own
// body: a URL that does not decode, a path parameter over the router's limit, a URL or headers too
// long, a malformed request, a body too large, no JSON, a type the server does not read, a CORS
// preflight without its headers, broken multipart. After a refusal of a whole request, the next
// request on the same keep-alive connection is answered at once.
import { contract } from '@tourplanner/api-client/contract';
import { REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../src/infra/dates';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';
import { BOUNDARY, postHead, type RawAnswer, RawConnection } from './raw-http';
import { startAction } from './webform-support';

const HEALTH = Buffer.from('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
const JSON_TYPE = { 'content-type': 'application/json' };

/** The answer is a failure in our envelope with this status (and, when given, this field text). */
function expectRefusal(a: RawAnswer | null, status: number, what: string, message?: string) {
  expect(a, what).not.toBeNull();
  expect(a!.status, what).toBe(status);
  expect(a!.headers['content-type'], what).toMatch(/^application\/json/);
  const body = JSON.parse(a!.body) as { status: { success: boolean }; data: Record<string, unknown> };
  expect(body.status, what).toEqual({ success: false });
  expect(body.data.error, what).toEqual(expect.stringMatching(/^E_/));
  if (message) expect(body.data.fields, what).toEqual([{ path: '', message }]);
  expect(a!.headers['x-content-type-options'], what).toBe('nosniff');
}

describe.each(BACKENDS)('refusals on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let hst1: string;
  const connections: RawConnection[] = [];
  const open = async () => {
    const c = await RawConnection.open(t.url);
    connections.push(c);
    return c;
  };
  /** Sends raw request bytes, then a health check on the same connection; answers both. */
  const exchange = async (request: Buffer | string, keepAlive = true) => {
    const c = await open();
    await c.write(Buffer.concat([Buffer.from(request), keepAlive ? HEALTH : Buffer.alloc(0)]));
    const refused = await c.answer(0, 5_000);
    const next = keepAlive ? await c.answer(1, 3_000) : null;
    return { refused, next, closed: c.closed };
  };
  const post = (path: string, headers: Record<string, string>, body: string | Buffer) => {
    const bytes = Buffer.from(body);
    return Buffer.concat([postHead(path, headers, bytes.length), bytes]);
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    await startAction(t, f.actions.editable1);
    hst1 = await t.login('hst1@fixture.test');
  }, 180_000);
  afterAll(async () => {
    for (const c of connections) c.close();
    await t?.close();
  });

  it('answers a URL that does not decode in the envelope, and the connection stays usable', async () => {
    const { refused, next } = await exchange(post('/auth/%', JSON_TYPE, '{}'));
    expectRefusal(refused, 400, 'POST /auth/%', REQUEST_TEXTS.invalidRequest);
    expect(next?.status).toBe(200);
  });

  it('answers a path parameter over the router limit with 414 in the envelope', async () => {
    const path = contract.reportRequest.path
      .replace(':format', 'x'.repeat(150))
      .replace(':since', '2026-01-01')
      .replace(':until', '2026-01-31');
    const { refused, next } = await exchange(post(path, JSON_TYPE, '{}'));
    expectRefusal(refused, 414, 'long parameter', REQUEST_TEXTS.uriTooLong);
    expect(next?.status).toBe(200);
  });

  it('answers a URL longer than any call with 414, and headers too large with 431', async () => {
    const long = await exchange(post(`/auth/login?${'a'.repeat(5_000)}`, JSON_TYPE, '{}'));
    expectRefusal(long.refused, 414, 'long URL', REQUEST_TEXTS.uriTooLong);
    expect(long.next?.status).toBe(200);
    // Beyond the HTTP parser's header limit (16 KiB) the request cannot be read: answered, closed.
    const huge = await exchange(post(`/auth/login?${'a'.repeat(20_000)}`, JSON_TYPE, '{}'), false);
    expectRefusal(huge.refused, 431, 'huge URL', REQUEST_TEXTS.headersTooLarge);
    expect(huge.refused!.headers.connection).toBe('close');
  });

  it('answers a request the HTTP parser refuses in the envelope', async () => {
    const cases: [string, string][] = [
      ['a header name with a space', 'POST /auth/login HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n'],
      [
        'a broken chunked body',
        'POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      ],
      ['no HTTP at all', 'HELLO\r\n\r\n'],
    ];
    for (const [what, request] of cases) {
      const { refused } = await exchange(request, false);
      expectRefusal(refused, 400, what, REQUEST_TEXTS.invalidRequest);
    }
  });

  it('answers a JSON body over the limit with 413 in the envelope', async () => {
    const body = JSON.stringify({ username: 'a'.repeat(1024 * 1024 + 10), password: 'x' });
    const { refused } = await exchange(post('/auth/login', JSON_TYPE, body), false);
    expectRefusal(refused, 413, 'body over 1 MB');
    expect(JSON.parse(refused!.body).data.error).toBe('E_PAYLOAD_TOO_LARGE');
  });

  it('answers no JSON, and bodies of other types, in the envelope and keeps the connection', async () => {
    const cases: [string, Buffer, number, string][] = [
      ['no JSON', post('/auth/login', JSON_TYPE, '{"username":'), 400, REQUEST_TEXTS.invalidJson],
      [
        'text/plain',
        post('/auth/login', { 'content-type': 'text/plain' }, '{}'),
        415,
        REQUEST_TEXTS.unsupportedType,
      ],
      [
        'XML',
        post('/auth/login', { 'content-type': 'application/xml' }, '<a/>'),
        415,
        REQUEST_TEXTS.unsupportedType,
      ],
      ['no content type', post('/auth/login', {}, '{}'), 415, REQUEST_TEXTS.unsupportedType],
      [
        'a content type that does not parse',
        post('/auth/login', { 'content-type': '/;;;' }, '{}'),
        415,
        REQUEST_TEXTS.unsupportedType,
      ],
    ];
    for (const [what, request, status, message] of cases) {
      const { refused, next } = await exchange(request);
      expectRefusal(refused, status, what, message);
      expect(next?.status, `${what}: the next request`).toBe(200);
      expect(next!.at - refused!.at, `${what}: the next request at once`).toBeLessThan(2_000);
    }
  });

  it('answers a CORS preflight without its headers, and an unknown method, in the envelope', async () => {
    const preflight = await exchange('OPTIONS /auth/login HTTP/1.1\r\nHost: x\r\n\r\n');
    expectRefusal(preflight.refused, 400, 'OPTIONS without Origin', REQUEST_TEXTS.invalidRequest);
    expect(preflight.next?.status).toBe(200);
    const del = await exchange('DELETE /auth/login HTTP/1.1\r\nHost: x\r\n\r\n');
    expectRefusal(del.refused, 404, 'DELETE');
  });

  it('answers more kinds of broken multipart bodies with 400 in the envelope, keeping the connection', async () => {
    const path = contract.receiptCreate.path;
    const headers = {
      authorization: `Bearer ${hst1}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    };
    const part = (disposition: string, value: string) =>
      `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n${value}\r\n`;
    const cases: [string, string][] = [
      ['an empty body', ''],
      ['only the closing boundary', `--${BOUNDARY}--\r\n`],
      ['cut in the part headers', `--${BOUNDARY}\r\nContent-Disposition: form-da`],
      [
        'a part without a disposition',
        `--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
      ],
      ['_input that is no JSON', `${part('form-data; name="_input"', '{"action":')}--${BOUNDARY}--\r\n`],
      ['_input that is null', `${part('form-data; name="_input"', 'null')}--${BOUNDARY}--\r\n`],
      ['_input that is an array', `${part('form-data; name="_input"', '[1,2]')}--${BOUNDARY}--\r\n`],
      [
        '_input with a prototype key',
        `${part('form-data; name="_input"', '{"__proto__":{"action":1},"constructor":{"prototype":{}}}')}--${BOUNDARY}--\r\n`,
      ],
      [
        'a file without a closing boundary',
        part('form-data; name="files[]"; filename="a.jpg"', '\xff\xd8\xff'),
      ],
      [
        'a boundary of other bytes',
        `--other\r\nContent-Disposition: form-data; name="_input"\r\n\r\n{}\r\n--other--\r\n`,
      ],
    ];
    for (const [what, body] of cases) {
      const { refused, next } = await exchange(post(path, headers, body));
      expect(refused?.status, what).toBe(400);
      expectRefusal(refused, 400, what);
      expect(next?.status, `${what}: the next request`).toBe(200);
    }
  });
});
