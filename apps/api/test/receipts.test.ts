// /action/receipt/create through HTTP: a receipt photo into the hostess's own started action, with
// the beacon of a registration; images re-encoded (EXIF dropped), non-images and oversized files
// refused; role, assignment and territory enforced.
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionReceipts } from '../src/db/schema/actions';
import { storedFiles } from '../src/db/schema/files';
import { dayOf } from '../src/infra/dates';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';
import { addDevices, GLO, newContact, registerBody, startAction, verified } from './webform-support';

const receiptInput = (action: string, serial = 'fake_serial', beacon = 'fake_beacon') => ({
  action: { uuid: action },
  device: { serial, beacon },
});

describe.each(BACKENDS)('receipts on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let hst1: string;
  let hst2: string;
  let hsadm: string;
  let asm: string;
  let photo: Uint8Array;
  const file = (bytes: Uint8Array = photo, type = 'image/jpeg') => [{ name: 'paragon.jpg', type, bytes }];

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    await startAction(t, f.actions.editable1);
    await startAction(t, f.actions.editable2);
    await addDevices(t, ['GLOR000001', 'GLOR000002']);
    photo = new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'TourPlanner test' } })
        .toBuffer(),
    );
    [hst1, hst2, hsadm, asm] = await Promise.all([
      t.login('hst1@fixture.test'),
      t.login('hst2@fixture.test'),
      t.login('hsadm1@fixture.test'),
      t.login('asm1@fixture.test'),
    ]);
    // Generous: the first start migrates and hashes passwords, slow on a busy 2-core machine.
  }, 180_000);
  afterAll(() => t?.close());

  it('stores the receipt of a registration (its beacon) in the started action, re-encoded', async () => {
    const c = newContact();
    expect((await verified(t, hst1, c)).body.data.error).toBe('error_m2_not_found_in_salesforce');
    const reg = await t.call('leadRegister', registerBody(c, GLO('GLOR000001'), f.actions.editable1), {
      token: hst1,
    });
    expect(reg.status).toBe(200);
    const beacon = reg.body.meta!.bc as string;
    const r = await t.upload<{ receipt: { uuid: string; created: { date: string } } }>(
      'receiptCreate',
      receiptInput(f.actions.editable1, 'GLOR000001', beacon),
      file(),
      { token: hst1 },
    );
    expect(r.status).toBe(200);
    expect(r.body.status.success).toBe(true);
    expect(r.body.data.receipt.uuid).toEqual(expect.any(String));
    expect(r.body.data.receipt.created.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(r.body.meta?.ts).toEqual(expect.any(String));
    const [row] = await t.deps.db
      .select()
      .from(actionReceipts)
      .where(eq(actionReceipts.id, r.body.data.receipt.uuid));
    expect(row).toMatchObject({
      actionId: f.actions.editable1,
      deviceSerial: 'GLOR000001',
      deviceBeacon: beacon,
    });
    const served = await t.call(
      'receiptServe',
      { receipt: { uuid: r.body.data.receipt.uuid } },
      { token: hst1 },
    );
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(served.raw!)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    const list = await t.call<{ receipts: { uuid: string }[] }>(
      'receiptList',
      { action: { uuid: f.actions.editable1 }, pagination: { limit: 100, offset: 0 } },
      { token: asm },
    );
    expect(list.body.data.receipts.map((x) => x.uuid)).toContain(r.body.data.receipt.uuid);
  });

  it('accepts the placeholders when there is no device or beacon, and HSADM within her territory', async () => {
    const r = await t.upload('receiptCreate', receiptInput(f.actions.editable1), file(), { token: hst1 });
    expect(r.status).toBe(200);
    const byHsadm = await t.upload('receiptCreate', receiptInput(f.actions.editable1), file(), {
      token: hsadm,
    });
    expect(byHsadm.status).toBe(200);
  });

  it('refuses an unknown beacon, a serial that does not match, and an unknown serial', async () => {
    const unknown = await t.upload(
      'receiptCreate',
      receiptInput(f.actions.editable1, 'fake_serial', 'x'.repeat(24)),
      file(),
      {
        token: hst1,
      },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fields?.[0]?.path).toBe('device.beacon');
    const noDevice = await t.upload(
      'receiptCreate',
      receiptInput(f.actions.editable1, 'GLO-NIE-MA'),
      file(),
      {
        token: hst1,
      },
    );
    expect(noDevice.status).toBe(404);
    expect(noDevice.body.data.error).toBe('error_device_not_found');
  });

  it('refuses a file that is not an image, no file, two files and an oversized one', async () => {
    const text = new TextEncoder().encode('to nie jest zdjęcie');
    const notImage = await t.upload('receiptCreate', receiptInput(f.actions.editable1), file(text), {
      token: hst1,
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body.data.error).toBe('E_INVALID_FILE');
    const none = await t.upload('receiptCreate', receiptInput(f.actions.editable1), [], { token: hst1 });
    expect(none.body.data.error).toBe('E_INVALID_FILE');
    const two = await t.upload('receiptCreate', receiptInput(f.actions.editable1), [...file(), ...file()], {
      token: hst1,
    });
    expect(two.body.data.error).toBe('E_INVALID_FILE');
    const huge = await t.upload(
      'receiptCreate',
      receiptInput(f.actions.editable1),
      file(new Uint8Array(11 * 1024 * 1024)),
      { token: hst1 },
    );
    expect(huge.status).toBe(413);
    expect(huge.body.data.error).toBe('E_PAYLOAD_TOO_LARGE');
    const badInput = await t.upload('receiptCreate', { action: { uuid: f.actions.editable1 } }, file(), {
      token: hst1,
    });
    expect(badInput.status).toBe(400);
    expect(badInput.body.data.error).toBe('E_VALIDATION');
  });

  it("refuses another hostess's action, an action not started, other territories, wrong roles and no session", async () => {
    const notHers = await t.upload('receiptCreate', receiptInput(f.actions.editable2), file(), {
      token: hst1,
    });
    expect(notHers.status).toBe(404);
    const notStarted = await t.upload('receiptCreate', receiptInput(f.actions.accepted1), file(), {
      token: hst1,
    });
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.data.error).toBe('E_CONFLICT');
    const otherTerritory = await t.upload('receiptCreate', receiptInput(f.actions.editable2), file(), {
      token: hsadm,
    });
    expect(otherTerritory.status).toBe(403);
    const hers = await t.upload('receiptCreate', receiptInput(f.actions.editable2), file(), { token: hst2 });
    expect(hers.status).toBe(200);
    expect(
      (await t.upload('receiptCreate', receiptInput(f.actions.editable1), file(), { token: asm })).status,
    ).toBe(403);
    expect((await t.upload('receiptCreate', receiptInput(f.actions.editable1), file())).status).toBe(401);
  });

  it('stores one receipt for a retried upload with the same Idempotency-Key (a lost answer)', async () => {
    const c = newContact();
    await verified(t, hst1, c);
    const reg = await t.call('leadRegister', registerBody(c, GLO('GLOR000002'), f.actions.editable1), {
      token: hst1,
    });
    const input = receiptInput(f.actions.editable1, 'GLOR000002', reg.body.meta!.bc as string);
    const receiptsOf = async () =>
      (
        await t.deps.db
          .select({ n: count() })
          .from(actionReceipts)
          .where(eq(actionReceipts.deviceBeacon, input.device.beacon))
      )[0]!.n;
    const filesNow = async () => (await t.deps.db.select({ n: count() }).from(storedFiles))[0]!.n;
    type Created = { receipt: { uuid: string; created: { date: string } } };
    const send = (key: string, bytes = photo, token = hst1) =>
      t.upload<Created>('receiptCreate', input, file(bytes), { token, headers: { 'idempotency-key': key } });

    const first = await send(`receipt-${c.number}`);
    expect(first.status).toBe(200);
    const files = await filesNow();
    // The answer never reached the phone: she sends the same photo again with the same key.
    const retry = await send(`receipt-${c.number}`);
    expect(retry.status).toBe(200);
    expect(retry.body.data.receipt).toEqual(first.body.data.receipt);
    expect(retry.body.meta?.ts).toEqual(expect.any(String));
    expect(await receiptsOf()).toBe(1);
    expect(await filesNow()).toBe(files);

    // A retry that arrives while the first upload is still being stored: still one receipt.
    const both = await Promise.all([send(`twice-${c.number}`), send(`twice-${c.number}`)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[1].body.data.receipt.uuid).toBe(both[0].body.data.receipt.uuid);
    expect(await receiptsOf()).toBe(2);
    expect(await filesNow()).toBe(files + 1);

    // Another photo under a used key is not a retry; another hostess's key is hers alone.
    const other = new Uint8Array(
      await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2980b9' } })
        .jpeg()
        .toBuffer(),
    );
    const reused = await send(`receipt-${c.number}`, other);
    expect(reused.status).toBe(409);
    expect(reused.body.data.fields?.[0]?.path).toBe('Idempotency-Key');
    const malformed = await send('short');
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.fields?.[0]?.path).toBe('Idempotency-Key');
    const byHsadm = await send(`receipt-${c.number}`, photo, hsadm);
    expect(byHsadm.status).toBe(200);
    expect(byHsadm.body.data.receipt.uuid).not.toBe(first.body.data.receipt.uuid);
    expect(await receiptsOf()).toBe(3);
  });
});
