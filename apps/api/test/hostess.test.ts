// Long (over 300 lines) on purpose: one action's life (start, photos, finish, report) runs on one seeded server.
// The hostess's side (start with photo and GPS, finish with photo and survey, cancel, her list and
// availability), the photos and receipts read back with their access rules, and the XLSX report.
import type { Action } from '@tourplanner/domain/entities';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionFiles, actionPoints, actionReceipts, actions, actionUsers } from '../src/db/schema/actions';
import { storedFiles } from '../src/db/schema/files';
import { reportJobs } from '../src/db/schema/reports';
import { dayOf } from '../src/infra/dates';
import { saveFile } from '../src/modules/files/service';
import { sendReportJob } from '../src/modules/reports/service';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp, waitFor } from './harness';

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .withExif({ IFD0: { Copyright: 'secret-gps-holder' } })
    .jpeg()
    .toBuffer();

describe.each(BACKENDS)('hostess side, files and reports on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let tok: Record<'admin' | 'asm1' | 'asm2' | 'hsadm1' | 'hst1' | 'hst2' | 'hst3', string>;
  const day = dayOf(new Date());
  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, day);
    const names = ['admin', 'asm1', 'asm2', 'hsadm1', 'hst1', 'hst2', 'hst3'] as const;
    const tokens = await Promise.all(names.map((n) => t.login(`${n}@fixture.test`)));
    tok = Object.fromEntries(names.map((n, i) => [n, tokens[i]!])) as typeof tok;
  });
  afterAll(() => t?.close());

  it('lists her own actions from today on, with the points’ coordinates and the check-in radius', async () => {
    const r = await t.call<{
      actions: (Action & { points: { lat: number | null }[] })[];
      count: number;
      checkinRadiusM: number;
    }>('hostessActions', {}, { token: tok.hst1 });
    expect(r.status).toBe(200);
    expect(r.body.data.actions.map((a) => a.uuid).sort()).toEqual(
      [f.actions.editable1, f.actions.accepted1, f.actions.finished1].sort(),
    );
    expect(r.body.data.actions[0]!.points[0]!.lat).toBeCloseTo(54.3497);
    // CHECKIN_RADIUS_M's default: the webform warns before a start by the radius the server judges it by.
    expect(r.body.data.checkinRadiusM).toBe(200);
    expect((await t.call('hostessActions', { since: 'dziś' }, { token: tok.hst1 })).status).toBe(400);
  });

  it('starts an accepted action with a photo and GPS, measuring the distance', async () => {
    const photo = await jpeg();
    const noPhoto = await t.upload(
      'actionStart',
      { action: { uuid: f.actions.accepted1 }, position: { lat: 54.35, lng: 18.65 } },
      [],
      { token: tok.hst1 },
    );
    expect([noPhoto.status, noPhoto.body.data.error]).toEqual([400, 'E_INVALID_FILE']);
    const notImage = await t.upload(
      'actionStart',
      { action: { uuid: f.actions.accepted1 }, position: { lat: 54.35, lng: 18.65 } },
      [{ name: 'x.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('not an image') }],
      { token: tok.hst1 },
    );
    expect(notImage.body.data.error).toBe('E_INVALID_FILE');
    const badGps = await t.upload(
      'actionStart',
      { action: { uuid: f.actions.accepted1 }, position: { lat: 154, lng: 18.65 } },
      [{ name: 'a.jpg', type: 'image/jpeg', bytes: photo }],
      { token: tok.hst1 },
    );
    expect(badGps.status).toBe(400);
    const notHers = await t.upload(
      'actionStart',
      { action: { uuid: f.actions.accepted1 }, position: { lat: 54.35, lng: 18.65 } },
      [{ name: 'a.jpg', type: 'image/jpeg', bytes: photo }],
      { token: tok.hst3 },
    );
    expect(notHers.status).toBe(404);
    const editable = await t.upload(
      'actionStart',
      { action: { uuid: f.actions.editable1 }, position: { lat: 54.35, lng: 18.65 } },
      [{ name: 'a.jpg', type: 'image/jpeg', bytes: photo }],
      { token: tok.hst1 },
    );
    expect([editable.status, editable.body.data.error]).toEqual([409, 'E_CONFLICT']);
    // About 1.1 km north of the point: out of bounds.
    const r = await t.upload<Action>(
      'actionStart',
      { action: { uuid: f.actions.accepted1 }, position: { lat: 54.3597, lng: 18.6498 } },
      [{ name: 'a.jpg', type: 'image/jpeg', bytes: photo }],
      { token: tok.hst1 },
    );
    expect(r.status).toBe(200);
    expect(r.body.data.status.global.ident).toBe('started');
    expect(r.body.data.startDistance).toBeGreaterThan(1100);
    expect(r.body.data.startDistance).toBeLessThan(1125);
    expect(r.body.data.outOfBounds).toBe(true);
    const again = await t.upload(
      'actionStart',
      { action: { uuid: f.actions.accepted1 }, position: { lat: 54.35, lng: 18.65 } },
      [{ name: 'a.jpg', type: 'image/jpeg', bytes: photo }],
      { token: tok.hst1 },
    );
    expect(again.status).toBe(409);
  });

  it('answers 413 for a photo over 10 MiB, not a 500', async () => {
    // A real JPEG's first bytes (uploads are judged by them as they arrive), then padding.
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(await jpeg());
    const r = await t.upload(
      'actionStart',
      { action: { uuid: f.actions.accepted1 }, position: { lat: 54.35, lng: 18.65 } },
      [{ name: 'big.jpg', type: 'image/jpeg', bytes: big }],
      { token: tok.hst1 },
    );
    expect([r.status, r.body.data.error]).toEqual([413, 'E_PAYLOAD_TOO_LARGE']);
  });

  it('finishes a started action with an end photo and the survey', async () => {
    const photo = await jpeg();
    const badPoll = await t.upload(
      'actionFinish',
      { action: { uuid: f.actions.accepted1 }, poll: { chechboxes: ['tak'], text: null } },
      [{ name: 'b.jpg', type: 'image/jpeg', bytes: photo }],
      { token: tok.hst1 },
    );
    expect(badPoll.status).toBe(400);
    const r = await t.upload<Action>(
      'actionFinish',
      {
        action: { uuid: f.actions.accepted1 },
        poll: { chechboxes: ['tak', 'nie', 'tak'], text: 'Dużo klientów' },
      },
      [{ name: 'b.jpg', type: 'image/jpeg', bytes: photo }],
      { token: tok.hst1 },
    );
    expect(r.status).toBe(200);
    expect(r.body.data.status.global.ident).toBe('finished');
    const notStarted = await t.upload(
      'actionFinish',
      { action: { uuid: f.actions.editable1 }, poll: { chechboxes: ['tak', 'nie', 'tak'], text: null } },
      [{ name: 'b.jpg', type: 'image/jpeg', bytes: photo }],
      { token: tok.hst1 },
    );
    expect(notStarted.status).toBe(409);
  });

  it('serves the photos and the survey, re-encoded without EXIF, to those who may see them', async () => {
    const list = await t.call<{
      files: { uuid: string; ident: string }[];
      poll: { chechboxes: string[]; text: string };
    }>(
      'fileList',
      { action: { uuid: f.actions.accepted1 }, pagination: { limit: 100, offset: 0 } },
      { token: tok.asm1 },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.files.map((x) => x.ident).sort()).toEqual(['end', 'start']);
    expect(list.body.data.poll).toEqual({ chechboxes: ['tak', 'nie', 'tak'], text: 'Dużo klientów' });
    const file = list.body.data.files[0]!;
    const served = await t.call('fileServe', { file: { uuid: file.uuid } }, { token: tok.hsadm1 });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(served.raw!)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect((await t.call('fileServe', { file: { uuid: file.uuid } }, { token: tok.hst1 })).status).toBe(200);
    // Other territory, another hostess, a bad body, a missing file.
    expect((await t.call('fileServe', { file: { uuid: file.uuid } }, { token: tok.asm2 })).status).toBe(403);
    expect((await t.call('fileServe', { file: { uuid: file.uuid } }, { token: tok.hst2 })).status).toBe(403);
    expect(
      (
        await t.call(
          'fileList',
          { action: { uuid: f.actions.accepted1 }, pagination: { limit: 100, offset: 0 } },
          { token: tok.asm2 },
        )
      ).status,
    ).toBe(403);
    expect(
      (await t.call('fileList', { action: { uuid: f.actions.accepted1 } }, { token: tok.asm1 })).status,
    ).toBe(400);
    expect(
      (
        await t.call(
          'fileServe',
          { file: { uuid: '00000000-0000-4000-8000-000000000000' } },
          { token: tok.admin },
        )
      ).status,
    ).toBe(404);
  });

  it('lists and serves receipts within reach', async () => {
    const bytes = await jpeg();
    const fileId = await saveFile(t.deps, 'receipt', bytes, 'image/jpeg', 'jpg', f.users.hst1.id);
    const [rec] = await t.deps.db
      .insert(actionReceipts)
      .values({ actionId: f.actions.accepted1, fileId })
      .returning();
    const list = await t.call<{ receipts: { uuid: string; created: { date: string } }[] }>(
      'receiptList',
      { action: { uuid: f.actions.accepted1 }, pagination: { limit: 100, offset: 0 } },
      { token: tok.admin },
    );
    expect(list.body.data.receipts.map((r) => r.uuid)).toEqual([rec!.id]);
    expect(list.body.data.receipts[0]!.created.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const served = await t.call('receiptServe', { receipt: { uuid: rec!.id } }, { token: tok.asm1 });
    expect(served.status).toBe(200);
    expect(Buffer.from(served.raw!).equals(bytes)).toBe(true);
    expect((await t.call('receiptServe', { receipt: { uuid: rec!.id } }, { token: tok.asm2 })).status).toBe(
      403,
    );
    expect(
      (
        await t.call(
          'receiptList',
          { action: { uuid: f.actions.accepted1 }, pagination: { limit: 100, offset: 0 } },
          { token: tok.hst2 },
        )
      ).status,
    ).toBe(403);
    expect((await t.call('receiptServe', { receipt: {} }, { token: tok.asm1 })).status).toBe(400);
  });

  it('builds the XLSX report in the background and lets only its requester download it', async () => {
    const req = await t.call<{ uuid: string; isMine: boolean }>(
      'reportRequest',
      { actions: { statuses: { idents: ['finished'] } }, pagination: { limit: 2048, offset: 0 } },
      { token: tok.asm1, params: { format: 'xlsx', since: day, until: day } },
    );
    expect(req.status).toBe(200);
    expect(req.body.data.isMine).toBe(true);
    const finished = await waitFor(
      async () =>
        (
          await t.call<{ queued: unknown[]; finished: { uuid: string; rows: number }[] }>(
            'reportStatus',
            {},
            { token: tok.asm1 },
          )
        ).body.data.finished,
      (list) => list.length > 0,
      'the report to be built',
    );
    expect(finished.map((x) => x.uuid)).toEqual([req.body.data.uuid]);
    expect(finished[0]!.rows).toBe(2);
    const file = await t.call(
      'reportDownload',
      { report: { uuid: req.body.data.uuid } },
      { token: tok.asm1 },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`raport-${day}-${day}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.raw!);
    const ws = wb.getWorksheet('Akcje')!;
    expect(ws.getRow(1).getCell(1).value).toBe('Status');
    expect(ws.rowCount).toBe(3);
    // Written as a stream, still with its bold header kept in view.
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const rows = [2, 3].map((n) => ws.getRow(n));
    const surveyed = rows.find((r) => r.getCell(16).value === 'Dużo klientów')!;
    expect(surveyed.getCell(12).value).toBe(1);
    expect([surveyed.getCell(13).value, surveyed.getCell(14).value, surveyed.getCell(15).value]).toEqual([
      'tak',
      'nie',
      'tak',
    ]);
    expect(
      (await t.call('reportDownload', { report: { uuid: req.body.data.uuid } }, { token: tok.hsadm1 }))
        .status,
    ).toBe(404);
    const other = await t.call(
      'reportRequest',
      { actions: { territories: { uuids: [f.t2] } }, pagination: { limit: 2048, offset: 0 } },
      { token: tok.asm1, params: { format: 'xlsx', since: day, until: day } },
    );
    expect(other.status).toBe(403);
    const badFormat = await t.call(
      'reportRequest',
      { pagination: { limit: 2048, offset: 0 } },
      { token: tok.asm1, params: { format: 'pdf', since: day, until: day } },
    );
    expect(badFormat.status).toBe(400);
    const tooMany = await t.call(
      'reportRequest',
      { pagination: { limit: 5000, offset: 0 } },
      { token: tok.asm1, params: { format: 'xlsx', since: day, until: day } },
    );
    expect(tooMany.status).toBe(400);
  });

  it('keeps a failed report in the status list and answers E_REPORT_FAILED to its download', async () => {
    // A job its worker cannot build (here: a filter the database refuses), as if requested by HSADM.
    const [job] = await t.deps.db
      .insert(reportJobs)
      .values({
        requestedBy: f.users.hsadm1.id,
        format: 'xlsx',
        since: day,
        until: day,
        filter: { events: { uuids: ['not-a-uuid'] } },
      })
      .returning({ id: reportJobs.id });
    await sendReportJob(t.deps, job!.id);
    type Status = { queued: { uuid: string }[]; finished: { uuid: string; rows: number | null }[] };
    await waitFor(
      async () =>
        (
          await t.deps.db
            .select()
            .from(reportJobs)
            .where(inArray(reportJobs.id, [job!.id]))
        )[0]!,
      (row) => row.status === 'failed',
      'the report to fail',
      // Three tries, the retries 3-6 s and 6-12 s apart.
      60_000,
    );
    expect(
      (
        await t.deps.db
          .select()
          .from(reportJobs)
          .where(inArray(reportJobs.id, [job!.id]))
      )[0]!.attempts,
    ).toBe(3);
    const status = (await t.call<Status>('reportStatus', {}, { token: tok.hsadm1 })).body.data;
    // Not queued any more, and not gone: it is among the finished ones, with no rows.
    expect(status.queued.map((x) => x.uuid)).not.toContain(job!.id);
    expect(status.finished.map((x) => [x.uuid, x.rows])).toEqual([[job!.id, null]]);
    const download = await t.call('reportDownload', { report: { uuid: job!.id } }, { token: tok.hsadm1 });
    expect(download.status).toBe(409);
    expect(download.body.data.error).toBe('E_REPORT_FAILED');
  }, 90_000);

  it('shares queued reports between workers: each job is built exactly once', async () => {
    // Two more processes' job engines on the same database, each with its report worker.
    const extra = [await startTestApp(backend, { sharing: t }), await startTestApp(backend, { sharing: t })];
    try {
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await t.call<{ uuid: string }>(
          'reportRequest',
          { pagination: { limit: 10, offset: 0 } },
          { token: tok.admin, params: { format: 'xlsx', since: day, until: day } },
        );
        ids.push(r.body.data.uuid);
      }
      const jobs = await waitFor(
        () => t.deps.db.select().from(reportJobs).where(inArray(reportJobs.id, ids)),
        (list) => list.every((j) => j.status === 'done'),
        'every report to be built',
      );
      expect(jobs.map((j) => [j.status, j.attempts])).toEqual(ids.map(() => ['done', 1]));
    } finally {
      await Promise.all(extra.map((w) => w.close()));
    }
  });

  it('cancels her accepted or editable action (hst_cancelled), not a finished one', async () => {
    const r = await t.call<Action>(
      'actionCancel',
      { action: { uuid: f.actions.editable1 }, reason: 'Choroba' },
      { token: tok.hst1 },
    );
    expect(r.body.data.status.global.ident).toBe('hst_cancelled');
    expect(
      (await t.call('actionCancel', { action: { uuid: f.actions.finished1 } }, { token: tok.hst1 })).status,
    ).toBe(409);
    expect(
      (await t.call('actionCancel', { action: { uuid: f.actions.editable2 } }, { token: tok.hst1 })).status,
    ).toBe(404);
    expect((await t.call('actionCancel', {}, { token: tok.hst1 })).status).toBe(400);
  });

  it('saves and reads availability: her own, or anyone’s in reach for ASM/HSADM/ADMIN', async () => {
    const slots = [{ since: { date: `${day} 09:00:00` }, until: { date: `${day} 16:00:00` } }];
    const own = await t.call<{ since: { date: string } }[]>(
      'availabilitySave',
      { day, availability: slots },
      { token: tok.hst3 },
    );
    expect(own.status).toBe(200);
    expect(own.body.data.map((s) => s.since.date)).toEqual([`${day} 09:00:00`]);
    const read = await t.call<unknown[]>(
      'availabilityList',
      { since: `${day} 00:00:00`, until: `${day} 23:59:59` },
      { token: tok.hst3 },
    );
    expect(read.body.data).toHaveLength(1);
    const byHsadm = await t.call(
      'availabilitySave',
      { user: { uuid: f.users.hst3.id }, day, availability: [] },
      { token: tok.hsadm1 },
    );
    expect(byHsadm.body.data).toEqual([]);
    expect(
      (
        await t.call(
          'availabilitySave',
          { user: { uuid: f.users.hst2.id }, day, availability: slots },
          { token: tok.hsadm1 },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call(
          'availabilitySave',
          { user: { uuid: f.users.hst1.id }, day, availability: slots },
          { token: tok.hst3 },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call(
          'availabilityList',
          { user: { uuid: f.users.hst2.id }, since: `${day} 00:00:00`, until: `${day} 23:59:59` },
          { token: tok.asm1 },
        )
      ).status,
    ).toBe(403);
    const byAsm = await t.call<{ since: { date: string } }[]>(
      'availabilitySave',
      { user: { uuid: f.users.hst3.id }, day, availability: slots },
      { token: tok.asm1 },
    );
    expect(byAsm.status).toBe(200);
    expect(byAsm.body.data.map((s) => s.since.date)).toEqual([`${day} 09:00:00`]);
    expect(
      (
        await t.call(
          'availabilitySave',
          { user: { uuid: f.users.hst2.id }, day, availability: slots },
          { token: tok.asm1 },
        )
      ).status,
    ).toBe(403);
    const overlapping = [
      ...slots,
      { since: { date: `${day} 15:00:00` }, until: { date: `${day} 18:00:00` } },
    ];
    expect(
      (await t.call('availabilitySave', { day, availability: overlapping }, { token: tok.hst3 })).status,
    ).toBe(400);
    const otherDay = [{ since: { date: '2020-01-01 09:00:00' }, until: { date: '2020-01-01 10:00:00' } }];
    expect(
      (await t.call('availabilitySave', { day, availability: otherDay }, { token: tok.hst3 })).status,
    ).toBe(400);
  });

  it('answers her repeated start and finish with the same Idempotency-Key with the action as it is', async () => {
    const [src] = await t.deps.db.select().from(actions).where(eq(actions.id, f.actions.accepted1));
    const [own] = await t.deps.db
      .insert(actions)
      .values({
        ident: 'AK-R',
        name: 'Akcja ponowiona',
        type: 'Standard',
        status: 'accepted',
        eventId: src!.eventId,
        territoryId: src!.territoryId,
        areaId: src!.areaId,
        since: src!.since,
        until: src!.until,
      })
      .returning({ id: actions.id });
    const id = own!.id;
    await t.deps.db.insert(actionPoints).values({ actionId: id, pointId: f.points.p1 });
    await t.deps.db.insert(actionUsers).values({ actionId: id, userId: f.users.hst1.id });
    const photo = await jpeg();
    const files = [{ name: 'a.jpg', type: 'image/jpeg', bytes: photo }];
    const start = (key: string | null, token = tok.hst1) =>
      t.upload<Action>('actionStart', { action: { uuid: id }, position: { lat: 54.35, lng: 18.65 } }, files, {
        token,
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      });
    const finish = (key: string) =>
      t.upload<Action>(
        'actionFinish',
        { action: { uuid: id }, poll: { chechboxes: ['tak', 'tak', 'nie'], text: null } },
        files,
        { token: tok.hst1, headers: { 'idempotency-key': key } },
      );
    const photosOf = (ident: 'start' | 'end') =>
      t.deps.db
        .select({ fileId: actionFiles.fileId })
        .from(actionFiles)
        .where(and(eq(actionFiles.actionId, id), eq(actionFiles.ident, ident)));
    const filesNow = async () => (await t.deps.db.select({ id: storedFiles.id }).from(storedFiles)).length;

    // A repeat that arrives while the first start is still being stored, then one after it.
    const both = await Promise.all([start('start-key-1'), start('start-key-1')]);
    expect(both.map((r) => [r.status, r.body.data.status?.global.ident])).toEqual([
      [200, 'started'],
      [200, 'started'],
    ]);
    const files1 = await filesNow();
    const startPhoto = await photosOf('start');
    const later = await start('start-key-1');
    expect([later.status, later.body.data.status.global.ident]).toEqual([200, 'started']);
    expect(later.body.data.startDistance).toBe(both[0].body.data.startDistance);
    expect(await photosOf('start')).toEqual(startPhoto);
    expect(await filesNow()).toBe(files1);
    // Without the key, with another key, or by someone else: still a conflict (or not hers).
    expect((await start(null)).status).toBe(409);
    expect((await start('start-key-2')).status).toBe(409);
    expect((await start('start-key-1', tok.hst3)).status).toBe(404);

    const done = await finish('finish-key-1');
    expect([done.status, done.body.data.status.global.ident]).toEqual([200, 'finished']);
    const endPhoto = await photosOf('end');
    const again = await finish('finish-key-1');
    expect([again.status, again.body.data.status.global.ident]).toEqual([200, 'finished']);
    expect(await photosOf('end')).toEqual(endPhoto);
    // The start repeated after the finish: the action as it is now.
    expect((await start('start-key-1')).body.data.status.global.ident).toBe('finished');
    expect((await finish('finish-key-2')).status).toBe(409);
  });
});
