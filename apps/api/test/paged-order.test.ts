// The {limit, offset} lists of an action's files through HTTP: rows saved at the same instant (one
// transaction's now()) come in one total order, by time then id, so reading page after page gives
// each row exactly once, as one large page would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionFiles, actionReceipts } from '../src/db/schema/actions';
import { dayOf } from '../src/infra/dates';
import { saveFile } from '../src/modules/files/service';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';

/** `n` uuids in descending order: rows inserted in this order are the reverse of the id order. */
const descendingIds = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(n - i).padStart(12, '0')}`);

describe.each(BACKENDS)('paged lists of an action’s files on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let admin: string;
  let fileId: string;
  const createdAt = new Date('2026-11-24T10:00:00Z');

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    admin = await t.login('admin@fixture.test');
    fileId = await saveFile(t.deps, 'receipt', Buffer.from('jpeg'), 'image/jpeg', 'jpg', null);
  }, 180_000);
  afterAll(() => t?.close());

  /** Every row of a list read with pages of `limit`, then as one page, by uuid. */
  async function pages(name: 'receiptList' | 'fileList', key: 'receipts' | 'files', limit: number) {
    const read = async (pagination: { limit: number; offset: number }) => {
      const r = await t.call<Record<typeof key, { uuid: string }[]>>(
        name,
        { action: { uuid: f.actions.finished1 }, pagination },
        { token: admin },
      );
      expect(r.status).toBe(200);
      return r.body.data[key].map((row) => row.uuid);
    };
    const paged: string[] = [];
    for (let offset = 0; ; offset += limit) {
      const page = await read({ limit, offset });
      paged.push(...page);
      if (page.length < limit) break;
    }
    return { paged, whole: await read({ limit: 100, offset: 0 }) };
  }

  it('lists receipts of the same instant by id, each once across pages', async () => {
    const ids = descendingIds(12);
    await t.deps.db
      .insert(actionReceipts)
      .values(ids.map((id) => ({ id, actionId: f.actions.finished1, fileId, createdAt })));
    const { paged, whole } = await pages('receiptList', 'receipts', 5);
    expect(whole).toEqual([...ids].reverse());
    expect(paged).toEqual(whole);
  });

  it('lists the start and end photos of the same instant by id, each once across pages', async () => {
    const ids = descendingIds(2);
    await t.deps.db.insert(actionFiles).values([
      { id: ids[0]!, actionId: f.actions.finished1, ident: 'start', fileId, createdAt },
      { id: ids[1]!, actionId: f.actions.finished1, ident: 'end', fileId, createdAt },
    ]);
    const { paged, whole } = await pages('fileList', 'files', 1);
    expect(whole).toEqual([...ids].reverse());
    expect(paged).toEqual(whole);
  });
});
