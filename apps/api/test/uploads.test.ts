// Uploads through real HTTP, byte by byte where it matters: a broken or cut-short multipart body
// answers 400 in the envelope (never 500); a file is refused at its first bytes (wrong type, an
// image header claiming too many pixels) and a body declared too large before it is read, each
// answered while the client is still sending; after a refusal the same keep-alive connection
// answers the next request at once; a bad `_input` is refused before the files are read; binary
// content is not a CSV; parallel uploads all pass through the bounded decoder.
import { contract } from '@tourplanner/api-client/contract';
import { CSV_TEXTS, REQUEST_TEXTS, UPLOAD_TEXTS } from '@tourplanner/i18n-pl/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../src/infra/dates';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';
import { jpegClaiming, noisyJpeg, pngClaiming } from './images';
import { BOUNDARY, multipartBody, postHead, RawConnection } from './raw-http';
import { startAction } from './webform-support';

const RECEIPT = contract.receiptCreate.path;
const HEALTH = Buffer.from('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');

describe.each(BACKENDS)('uploads on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let hst1: string;
  let admin: string;
  let photo: Buffer;
  const input = () => ({
    action: { uuid: f.actions.editable1 },
    device: { serial: 'fake_serial', beacon: 'fake_beacon' },
  });
  const headers = (token = hst1) => ({
    authorization: `Bearer ${token}`,
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  });
  const post = async (path: string, body: Buffer, h: Record<string, string>) => {
    const res = await fetch(t.url + path, { method: 'POST', headers: h, body });
    type Failure = { error: string; fields?: { path: string; message: string }[] };
    return {
      status: res.status,
      body: (await res.json()) as { status: { success: boolean }; data: Failure },
    };
  };
  const connections: RawConnection[] = [];
  const open = async () => {
    const c = await RawConnection.open(t.url);
    connections.push(c);
    return c;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    await startAction(t, f.actions.editable1);
    photo = await noisyJpeg(1600, 1200);
    [hst1, admin] = await Promise.all([t.login('hst1@fixture.test'), t.login('admin@fixture.test')]);
  }, 180_000);
  afterAll(async () => {
    for (const c of connections) c.close();
    await t?.close();
  });

  it('answers 400 in the envelope to a cut-short or broken multipart body, never 500', async () => {
    const whole = multipartBody(input(), [{ name: 'p.jpg', type: 'image/jpeg', bytes: photo }]);
    const cases: [string, Buffer, Record<string, string>][] = [
      ['cut short (no closing boundary)', whole.subarray(0, whole.length - 200), headers()],
      [
        'a part header without a colon',
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition form-data\r\n\r\n{}\r\n--${BOUNDARY}--\r\n`),
        headers(),
      ],
      ['no boundary in the content type', whole, { ...headers(), 'content-type': 'multipart/form-data' }],
      ['bytes that are no multipart at all', Buffer.from('x'.repeat(5000)), headers()],
      [
        'a prototype key as a field name',
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="__proto__"; filename="a.jpg"\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`,
        ),
        headers(),
      ],
    ];
    for (const [what, body, h] of cases) {
      const r = await post(RECEIPT, body, h);
      expect(r.status, what).toBe(400);
      expect(r.body.status.success, what).toBe(false);
      expect(r.body.data.error, what).toBe('E_VALIDATION');
      expect(r.body.data.fields?.[0]?.message, what).toEqual(expect.any(String));
    }
    const cut = await post(RECEIPT, whole.subarray(0, whole.length - 200), headers());
    expect(cut.body.data.fields?.[0]).toEqual({ path: '', message: REQUEST_TEXTS.invalidMultipart });
  });

  it('refuses a file that is not an image at its first bytes, and the connection answers the next request at once', async () => {
    const text = Buffer.alloc(Math.floor(9.9 * 1024 * 1024), 'to nie jest zdjęcie; ');
    const body = multipartBody(input(), [{ name: 'paragon.jpg', type: 'image/jpeg', bytes: text }]);
    const c = await open();
    await c.write(postHead(RECEIPT, headers(), body.length));
    await c.write(body.subarray(0, 64 * 1024));
    // Answered with 9.8 MB still unsent: the file was judged by its first bytes, not buffered.
    const refused = await c.answer(0, 5_000);
    expect(refused?.status).toBe(400);
    const data = JSON.parse(refused!.body).data;
    expect(data.error).toBe('E_INVALID_FILE');
    expect(data.fields).toEqual([{ path: 'files', message: UPLOAD_TEXTS.imageType }]);
    expect(refused!.headers.connection).not.toBe('close');
    // A client that does not read early answers sends the rest, then its next request.
    await c.write(body.subarray(64 * 1024));
    await c.write(HEALTH);
    const next = await c.answer(1, 3_000);
    expect(next?.status).toBe(200);
    expect(JSON.parse(next!.body).status.success).toBe(true);
  });

  it('refuses an image whose header claims too many pixels, from a few bytes', async () => {
    const png = await post(
      RECEIPT,
      multipartBody(input(), [{ name: 'p.png', type: 'image/png', bytes: pngClaiming(10_000, 10_000) }]),
      headers(),
    );
    expect(png.status).toBe(400);
    expect(png.body.data.fields).toEqual([
      { path: 'files', message: 'Zdjęcie ma zbyt dużą rozdzielczość: najwyżej 24 Mpx.' },
    ]);
    // A JPEG of 7000x7000 (49 MP) whose header came behind 60 KiB of EXIF: refused before the rest.
    const head = jpegClaiming(7000, 7000);
    const body = multipartBody(input(), [
      { name: 'p.jpg', type: 'image/jpeg', bytes: Buffer.concat([head, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    const c = await open();
    await c.write(postHead(RECEIPT, headers(), body.length));
    await c.write(body.subarray(0, head.length + 1024));
    const refused = await c.answer(0, 5_000);
    expect(refused?.status).toBe(400);
    expect(JSON.parse(refused!.body).data.error).toBe('E_INVALID_FILE');
  });

  it('refuses a body declared larger than the call takes before reading any of it', async () => {
    const c = await open();
    await c.write(postHead(RECEIPT, headers(), 30 * 1024 * 1024));
    const refused = await c.answer(0, 3_000);
    expect(refused?.status).toBe(413);
    expect(JSON.parse(refused!.body).data).toMatchObject({ error: 'E_PAYLOAD_TOO_LARGE' });
    // Too much to read and drop: the connection is closed instead of left hanging.
    expect(refused!.headers.connection).toBe('close');
  });

  it('refuses a file past its size limit and still answers the next request on the connection', async () => {
    const body = multipartBody(input(), [
      { name: 'p.jpg', type: 'image/jpeg', bytes: Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    const c = await open();
    await c.write(Buffer.concat([postHead(RECEIPT, headers(), body.length), body, HEALTH]));
    const refused = await c.answer(0, 5_000);
    expect(refused?.status).toBe(413);
    expect(JSON.parse(refused!.body).data.fields[0].message).toBe('Plik jest większy niż 10 MB.');
    const next = await c.answer(1, 3_000);
    expect(next?.status).toBe(200);
    expect(next!.at - refused!.at).toBeLessThan(2_000);
  });

  it('refuses a bad _input before the files are read', async () => {
    const body = multipartBody({ action: { uuid: f.actions.editable1 } }, [
      { name: 'p.jpg', type: 'image/jpeg', bytes: Buffer.concat([photo, Buffer.alloc(4 * 1024 * 1024)]) },
    ]);
    const c = await open();
    await c.write(postHead(RECEIPT, headers(), body.length));
    await c.write(body.subarray(0, 32 * 1024));
    const refused = await c.answer(0, 5_000);
    expect(refused?.status).toBe(400);
    const data = JSON.parse(refused!.body).data;
    expect(data.error).toBe('E_VALIDATION');
    expect(data.fields[0].path).toBe('device');
  });

  it('refuses binary content as a CSV import', async () => {
    const r = await t.upload(
      'deviceImport',
      {},
      [{ name: 'serie.csv', type: 'text/csv', bytes: new Uint8Array(pngClaiming(10, 10)) }],
      { token: admin },
    );
    expect(r.status).toBe(400);
    expect(r.body.data.error).toBe('E_CSV_INVALID');
    expect(r.body.data.fields).toEqual([{ path: 'files', message: CSV_TEXTS.notText }]);
  });

  it('stores parallel uploads, each decoded in its turn', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.upload(
          'receiptCreate',
          input(),
          [{ name: 'p.jpg', type: 'image/jpeg', bytes: new Uint8Array(photo) }],
          {
            token: hst1,
          },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  });
});
