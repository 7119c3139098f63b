// /device/import (ADMIN, CSV) and /device/burn (once per serial) through HTTP; on PostgreSQL eight
// parallel burns of one serial give exactly one success.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../src/db/schema/devices';
import { dayOf } from '../src/infra/dates';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';

const csv = (text: string) => [
  { name: 'serials.csv', type: 'text/csv', bytes: new TextEncoder().encode(text) },
];

describe.each(BACKENDS)('devices on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let admin: string;
  let hst1: string;
  let hsadm: string;
  let asm: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    [admin, hst1, hsadm, asm] = await Promise.all([
      t.login('admin@fixture.test'),
      t.login('hst1@fixture.test'),
      t.login('hsadm1@fixture.test'),
      t.login('asm1@fixture.test'),
    ]);
    // Generous: the first start migrates and hashes passwords, slow on a busy 2-core machine.
  }, 180_000);
  afterAll(() => t?.close());

  describe('/device/import', () => {
    it('imports serials with an optional model, skipping duplicates in the file and in the registry', async () => {
      const r = await t.upload<{ imported: number; skipped: number }>(
        'deviceImport',
        {},
        csv(
          '\uFEFFserial;model\r\nGLO1000000001;Hyper X2\r\nglo1000000002\r\nGLO1000000001;Hyper X2\r\n\r\n',
        ),
        { token: admin },
      );
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ imported: 2, skipped: 1 });
      const rows = await t.deps.db.select().from(devices).where(eq(devices.serial, 'GLO1000000002'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.model).toBeNull();
      const again = await t.upload('deviceImport', {}, csv('GLO1000000001\nGLO1000000003;Hyper Pro\n'), {
        token: admin,
      });
      expect(again.body.data).toEqual({ imported: 1, skipped: 1 });
    });

    it('refuses bad lines with their numbers and imports nothing', async () => {
      const r = await t.upload(
        'deviceImport',
        {},
        csv('serial\nGLO2000000001\nG!\nGLO2000000002;x;extra\n'),
        { token: admin },
      );
      expect(r.status).toBe(400);
      expect(r.body.data.error).toBe('E_CSV_INVALID');
      expect((r.body.data as { lines?: number[] }).lines).toEqual([3, 4]);
      expect(r.body.data.fields?.[0]?.message).toMatch(/^Linia 3:/);
      const none = await t.deps.db.select().from(devices).where(eq(devices.serial, 'GLO2000000001'));
      expect(none).toHaveLength(0);
    });

    it('refuses an empty file, no file, a missing session and every role but ADMIN', async () => {
      expect((await t.upload('deviceImport', {}, csv('serial\n'), { token: admin })).body.data.error).toBe(
        'E_CSV_INVALID',
      );
      expect((await t.upload('deviceImport', {}, [], { token: admin })).body.data.error).toBe(
        'E_CSV_INVALID',
      );
      expect((await t.upload('deviceImport', {}, csv('GLO3000000001\n'))).status).toBe(401);
      for (const token of [hst1, hsadm, asm]) {
        const r = await t.upload('deviceImport', {}, csv('GLO3000000001\n'), { token });
        expect(r.status).toBe(403);
      }
    });
  });

  describe('/device/burn', () => {
    it('marks a serial used once; a second burn and an unknown serial are refused', async () => {
      await t.deps.db.insert(devices).values([{ serial: 'GLO4000000001' }]);
      const ok = await t.call('deviceBurn', { device: { serialNumber: ' glo4000000001 ' } }, { token: hst1 });
      expect(ok.status).toBe(200);
      expect(ok.body.status.success).toBe(true);
      const [row] = await t.deps.db.select().from(devices).where(eq(devices.serial, 'GLO4000000001'));
      expect(row!.burnedAt).toBeInstanceOf(Date);
      expect(row!.burnedBy).toBe(f.users.hst1.id);
      const twice = await t.call(
        'deviceBurn',
        { device: { serialNumber: 'GLO4000000001' } },
        { token: hsadm },
      );
      expect(twice.status).toBe(409);
      expect(twice.body.data.error).toBe('error_device_already_registered');
      const unknown = await t.call(
        'deviceBurn',
        { device: { serialNumber: 'GLO4999999999' } },
        { token: hst1 },
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.data.error).toBe('error_device_not_found');
    });

    it('refuses an empty serial, a missing session and the back-office roles', async () => {
      const empty = await t.call('deviceBurn', { device: { serialNumber: '  ' } }, { token: hst1 });
      expect(empty.status).toBe(400);
      expect(empty.body.data.error).toBe('E_VALIDATION');
      expect((await t.call('deviceBurn', { device: { serialNumber: 'GLO4000000002' } })).status).toBe(401);
      for (const token of [admin, asm]) {
        expect(
          (await t.call('deviceBurn', { device: { serialNumber: 'GLO4000000002' } }, { token })).status,
        ).toBe(403);
      }
    });

    it.skipIf(backend !== 'postgres')(
      'gives exactly one success to eight parallel burns of one serial',
      async () => {
        await t.deps.db.insert(devices).values([{ serial: 'GLO5000000001' }]);
        const answers = await Promise.all(
          Array.from({ length: 8 }, () =>
            t.call('deviceBurn', { device: { serialNumber: 'GLO5000000001' } }, { token: hst1 }),
          ),
        );
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
        const refused = answers.filter((a) => a.status !== 200);
        expect(refused).toHaveLength(7);
        for (const a of refused) expect(a.body.data.error).toBe('error_device_already_registered');
      },
    );
  });
});
