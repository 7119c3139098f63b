// The storage suite: the same tests against the disk storage and against a real S3-compatible
// server (s3rver on loopback, started here): bytes kept under our own keys and read back as streams,
// uploads stored and served through the API (role-checked, streamed with their length), a report
// built into the storage and downloaded from it, and an outage in the middle of a run: an upload
// answers a clear 503 and records nothing, a read fails within seconds, and both work again after.
// Then what only S3 has: a bucket that does not exist, at start and on first use.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionReceipts } from '../src/db/schema/actions';
import { storedFiles } from '../src/db/schema/files';
import { API_ROOT } from '../src/env';
import { dayOf } from '../src/infra/dates';
import { diskStorage } from '../src/infra/storage/disk';
import { type FileStorage, StorageError } from '../src/infra/storage/storage';
import { type Fixture, seedFixture } from './fixture';
import { startTestApp, type TestApp, waitFor } from './harness';
import { startTestS3, type TestS3 } from './s3-server';
import { startAction } from './webform-support';

const KINDS = ['disk', 's3'] as const;

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

/** What the failed call threw. */
async function failureOf(p: Promise<unknown>): Promise<StorageError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StorageError);
  return err as StorageError;
}

describe.each(KINDS)('file storage on %s', (kind) => {
  let s3: TestS3 | undefined;
  let dir = '';
  let storage: FileStorage;
  let t: TestApp;
  let f: Fixture;
  let hst1: string;
  let asm1: string;
  let photo: Uint8Array;
  /** Takes the storage away mid-run (the S3 server stopped, the disk folder gone) and back. */
  let outage: { down(): Promise<void>; up(): Promise<void> };

  beforeAll(async () => {
    if (kind === 's3') {
      const server = await startTestS3();
      s3 = server;
      storage = server.storage();
      outage = { down: () => server.stop(), up: () => server.start() };
    } else {
      dir = mkdtempSync(join(tmpdir(), 'tp-files-'));
      storage = diskStorage(dir);
      // A file where the folder was: every read and write fails (as root too, unlike chmod).
      outage = {
        down: async () => {
          renameSync(dir, `${dir}.away`);
          writeFileSync(dir, '');
        },
        up: async () => {
          rmSync(dir);
          renameSync(`${dir}.away`, dir);
        },
      };
    }
    await storage.check();
    t = await startTestApp('pglite', { storage });
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    await startAction(t, f.actions.editable1);
    photo = new Uint8Array(
      await sharp({ create: { width: 320, height: 240, channels: 3, background: '#16a085' } })
        .jpeg()
        .toBuffer(),
    );
    [hst1, asm1] = await Promise.all([t.login('hst1@fixture.test'), t.login('asm1@fixture.test')]);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const receiptInput = () => ({
    action: { uuid: f.actions.editable1 },
    device: { serial: 'fake_serial', beacon: 'fake_beacon' },
  });
  const uploadReceipt = () =>
    t.upload<{ receipt: { uuid: string } }>(
      'receiptCreate',
      receiptInput(),
      [{ name: 'paragon.jpg', type: 'image/jpeg', bytes: photo }],
      { token: hst1 },
    );
  const recorded = async () => ({
    files: (await t.deps.db.select({ n: count() }).from(storedFiles))[0]!.n,
    receipts: (await t.deps.db.select({ n: count() }).from(actionReceipts))[0]!.n,
  });

  it('keeps bytes under new keys of its own and reads them back as streams', async () => {
    const small = Buffer.from('zażółć gęślą jaźń');
    const a = await storage.put(small, 'txt', 'text/plain');
    const b = await storage.put(small, 'txt', 'text/plain');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.txt$/);
    const got = await storage.get(a);
    expect(got.body).toBeInstanceOf(Readable);
    expect(got.size).toBe(small.length);
    expect((await readAll(got.body)).toString()).toBe('zażółć gęślą jaźń');

    // A stream of unknown length, larger than one S3 part (5 MiB): written as it is read.
    const big = Buffer.alloc(7 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4096) big.writeUInt32BE(i, i);
    const chunks = function* () {
      for (let i = 0; i < big.length; i += 256 * 1024) yield big.subarray(i, i + 256 * 1024);
    };
    const c = await storage.put(Readable.from(chunks()), 'bin', 'application/octet-stream');
    const back = await storage.get(c);
    expect(back.size).toBe(big.length);
    expect(sha(await readAll(back.body))).toBe(sha(big));

    await storage.remove(b);
    expect((await failureOf(storage.get(b))).reason).toBe('not_found');
  });

  it('answers not_found for a key it does not hold, and never follows a key that is not its own', async () => {
    expect((await failureOf(storage.get(`ab/${'cd'.repeat(16)}.jpg`))).reason).toBe('not_found');
    expect((await failureOf(storage.get('../../etc/passwd'))).reason).toBe('not_found');
    await expect(storage.remove(`ab/${'cd'.repeat(16)}.jpg`)).resolves.toBeUndefined();
  });

  it('stores an uploaded receipt and serves it streamed with its length, to the roles that may see it', async () => {
    const up = await uploadReceipt();
    expect(up.status).toBe(200);
    const uuid = up.body.data.receipt.uuid;
    const served = await t.call('receiptServe', { receipt: { uuid } }, { token: asm1 });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(served.raw!);
    expect(Number(served.headers.get('content-length'))).toBe(bytes.length);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    // The bytes are the storage's: the row's key holds exactly what was served.
    const [row] = await t.deps.db
      .select({ key: storedFiles.storageKey })
      .from(actionReceipts)
      .innerJoin(storedFiles, eq(storedFiles.id, actionReceipts.fileId))
      .where(eq(actionReceipts.id, uuid));
    expect(sha(await readAll((await storage.get(row!.key)).body))).toBe(sha(bytes));
    // Through the API only: another territory's ASM and no session get nothing.
    const asm2 = await t.login('asm2@fixture.test');
    expect((await t.call('receiptServe', { receipt: { uuid } }, { token: asm2 })).status).toBe(403);
    expect((await t.call('receiptServe', { receipt: { uuid } })).status).toBe(401);
  });

  it('builds a report into the storage and streams its download', async () => {
    const day = dayOf(new Date());
    const req = await t.call<{ uuid: string }>(
      'reportRequest',
      { pagination: { limit: 100, offset: 0 } },
      { token: asm1, params: { format: 'xlsx', since: day, until: day } },
    );
    expect(req.status).toBe(200);
    await waitFor(
      () => t.call<{ finished: { uuid: string }[] }>('reportStatus', {}, { token: asm1 }),
      (r) => r.body.data.finished.some((x) => x.uuid === req.body.data.uuid),
      'the report',
    );
    const file = await t.call('reportDownload', { report: { uuid: req.body.data.uuid } }, { token: asm1 });
    expect(file.status).toBe(200);
    const bytes = Buffer.from(file.raw!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(Number(file.headers.get('content-length'))).toBe(bytes.length);
  });

  it('while the storage is down an upload answers 503 and records nothing, reads fail fast; both work after', async () => {
    const before = await uploadReceipt();
    expect(before.status).toBe(200);
    const uuid = before.body.data.receipt.uuid;
    const served = await t.call('receiptServe', { receipt: { uuid } }, { token: hst1 });
    const was = await recorded();
    await outage.down();
    try {
      const failed = await uploadReceipt();
      expect(failed.status).toBe(503);
      expect(failed.body.data.error).toBe('E_STORAGE_UNAVAILABLE');
      expect(await recorded()).toEqual(was);
      const started = Date.now();
      const read = await t.call('receiptServe', { receipt: { uuid } }, { token: hst1 });
      expect(read.status).toBe(503);
      expect(read.body.data.error).toBe('E_STORAGE_UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await outage.up();
    }
    const again = await t.call('receiptServe', { receipt: { uuid } }, { token: hst1 });
    expect(again.status).toBe(200);
    expect(sha(new Uint8Array(again.raw!))).toBe(sha(new Uint8Array(served.raw!)));
    expect((await uploadReceipt()).status).toBe(200);
    expect((await recorded()).receipts).toBe(was.receipts + 1);
  });
});

describe('S3 storage: a bucket that does not exist', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3?.close());

  it('is refused by the check with the bucket named', async () => {
    const err = await failureOf(s3.storage({ bucket: 'nie-ma-takiego' }).check());
    expect(err.reason).toBe('misconfigured');
    expect(err.message).toContain('"nie-ma-takiego"');
    expect(err.message).toContain('does not exist');
  });

  it('fails the first upload with a clear 503 and records nothing', async () => {
    const t = await startTestApp('pglite', { storage: s3.storage({ bucket: 'nie-ma-takiego' }) });
    try {
      const f = await seedFixture(t.deps.db, dayOf(new Date()));
      await startAction(t, f.actions.editable1);
      const token = await t.login('hst1@fixture.test');
      const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer();
      const r = await t.upload(
        'receiptCreate',
        { action: { uuid: f.actions.editable1 }, device: { serial: 'fake_serial', beacon: 'fake_beacon' } },
        [{ name: 'p.jpg', type: 'image/jpeg', bytes: new Uint8Array(jpeg) }],
        { token },
      );
      expect(r.status).toBe(503);
      expect(r.body.data.error).toBe('E_STORAGE_UNAVAILABLE');
      expect((await t.deps.db.select({ n: count() }).from(storedFiles))[0]!.n).toBe(0);
      expect((await t.deps.db.select({ n: count() }).from(actionReceipts))[0]!.n).toBe(0);
      const put = await failureOf(s3.storage({ bucket: 'nie-ma-takiego' }).put(jpeg, 'jpg', 'image/jpeg'));
      expect(put.message).toContain('does not exist');
    } finally {
      await t.close();
    }
  });

  it('stops the API at start with a message naming the bucket', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tp-api-s3-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', resolve(API_ROOT, 'src/main.ts')], {
        cwd: API_ROOT,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          SEED_ON_START: 'false',
          LOG_LEVEL: 'silent',
          STORAGE: 's3',
          S3_ENDPOINT: s3.endpoint,
          S3_BUCKET: 'nie-ma-takiego',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
      });
      const code = await new Promise<number | null>((done) => child.on('exit', done));
      expect(code).toBe(1);
      expect(stderr).toContain('bucket "nie-ma-takiego"');
      expect(stderr).toContain('does not exist');
      expect(stderr).not.toContain('S3RVER');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
