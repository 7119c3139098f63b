// /user/search through HTTP: the 'Konta' tab's pages reach every account of an agency with more
// than a thousand (once its cap), searched and filtered on the server, with the count of all that
// match; an account found on a late page can be edited.
import type { User } from '@tourplanner/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTerritories } from '../src/db/schema/users';
import { dayOf } from '../src/infra/dates';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';

/** Beyond the thousand the tab once showed. */
const MANY = 1_100;
/** The fixture's seven people (one ADMIN, two ASM, one HSADM, three HST). */
const FIXTURE_PEOPLE = 7;
const PAGE = 100;

type Page = { users: User[]; count: number };

describe.each(BACKENDS)('account search on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let admin: string;
  let hsadm1: string;
  const no = (n: number) => String(n).padStart(4, '0');

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' } });
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    // Hostesses 'Masowa 0001' … 'Masowa 1100', odd ones in T-NORTH, even ones in T-SOUTH.
    const rows = Array.from({ length: MANY }, (_, i) => ({
      ident: `BULK-${no(i + 1)}`,
      role: 'HST' as const,
      email: `masowa.${no(i + 1)}@fixture.test`,
      passwordHash: 'not a usable hash',
      firstname: 'Hostessa',
      lastname: `Masowa ${no(i + 1)}`,
      // Written with spaces, as accounts from before the account form's check were.
      phone: `+48 700 ${String(i + 1)
        .padStart(6, '0')
        .replace(/(\d{3})(\d{3})/, '$1 $2')}`,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      const ids = await t.deps.db
        .insert(users)
        .values(rows.slice(i, i + 500))
        .returning({ id: users.id });
      await t.deps.db
        .insert(userTerritories)
        .values(ids.map((r, j) => ({ userId: r.id, territoryId: (i + j) % 2 === 0 ? f.t1 : f.t2 })));
    }
    [admin, hsadm1] = await Promise.all([t.login('admin@fixture.test'), t.login('hsadm1@fixture.test')]);
  }, 120_000);
  afterAll(() => t?.close());

  const search = (body: Record<string, unknown>, token = admin) =>
    t.call<Page>('userSearch', { pagination: { page: 0, pageSize: PAGE }, ...body }, { token });

  it('pages through every account, the 1 001st and the last ones included, by name', async () => {
    const first = await search({});
    expect(first.status).toBe(200);
    expect(first.body.data.count).toBe(MANY + FIXTURE_PEOPLE);
    expect(first.body.data.users).toHaveLength(PAGE);
    expect(first.body.data.users[0]).toMatchObject({ lastname: 'Masowa 0001', role: { uuid: 'HST' } });

    const pages = Math.ceil((MANY + FIXTURE_PEOPLE) / PAGE);
    const seen: User[] = [];
    for (let page = 0; page < pages; page++) {
      const r = await search({ pagination: { page, pageSize: PAGE } });
      expect(r.status).toBe(200);
      seen.push(...r.body.data.users);
    }
    expect(new Set(seen.map((u) => u.uuid)).size).toBe(MANY + FIXTURE_PEOPLE);
    expect(seen[1_000]).toMatchObject({ lastname: 'Masowa 1001', emailAddress: 'masowa.1001@fixture.test' });
    expect(seen[MANY - 1]).toMatchObject({ lastname: 'Masowa 1100', territories: [{ uuid: f.t2 }] });
    // After the last page: nothing, with the count still told.
    const past = await search({ pagination: { page: pages, pageSize: PAGE } });
    expect([past.status, past.body.data.users, past.body.data.count]).toEqual([
      200,
      [],
      MANY + FIXTURE_PEOPLE,
    ]);
  });

  it('finds an account beyond the thousand by name, e-mail, phone or ident, and it can be edited', async () => {
    const byName = await search({ search: '  masowa 1001 ' });
    expect(byName.body.data.count).toBe(1);
    const [late] = byName.body.data.users;
    expect(late).toMatchObject({ ident: 'BULK-1001', firstname: 'Hostessa', active: true });
    // First name then last name, as people type it.
    expect((await search({ search: 'Hostessa Masowa 1001' })).body.data.users.map((u) => u.uuid)).toEqual([
      late!.uuid,
    ]);
    expect((await search({ search: 'MASOWA.1001@' })).body.data.users[0]?.uuid).toBe(late!.uuid);
    expect((await search({ search: '+48 700 001 001' })).body.data.users[0]?.uuid).toBe(late!.uuid);
    expect((await search({ search: '700-001001' })).body.data.users[0]?.uuid).toBe(late!.uuid);
    expect((await search({ search: 'bulk-1001' })).body.data.users[0]?.uuid).toBe(late!.uuid);
    expect((await search({ search: 'Masowa 10' })).body.data.count).toBe(100);

    const edited = await t.call<User>(
      'userUpdate',
      {
        user: {
          uuid: late!.uuid,
          firstname: 'Zofia',
          lastname: 'Późna',
          emailAddress: late!.emailAddress,
          mobilePhone: late!.mobilePhone,
          role: { uuid: 'HST' },
          territories: [{ uuid: f.t1 }],
          hostessCode: late!.ident,
        },
      },
      { token: admin },
    );
    expect([edited.status, edited.body.data.lastname]).toEqual([200, 'Późna']);
    const found = await search({ search: 'późna' });
    expect(found.body.data.users.map((u) => [u.uuid, u.firstname])).toEqual([[late!.uuid, 'Zofia']]);
  });

  it('filters by role and state on the server; an HSADM gets the people of her territories', async () => {
    const admins = await search({ role: { uuid: 'ADMIN' } });
    expect(admins.body.data.users.map((u) => u.uuid)).toEqual([f.users.admin.id]);
    expect((await search({ role: { uuid: 'HST' } })).body.data.count).toBe(MANY + 3);

    const off = await t.call('userDeactivate', { user: { uuid: f.users.hst3.id } }, { token: admin });
    expect(off.status).toBe(200);
    const inactive = await search({ active: false });
    expect(inactive.body.data.users.map((u) => [u.uuid, u.active])).toEqual([[f.users.hst3.id, false]]);
    expect((await search({ active: true })).body.data.count).toBe(MANY + FIXTURE_PEOPLE - 1);
    expect((await search({})).body.data.count).toBe(MANY + FIXTURE_PEOPLE);
    await t.call('userActivate', { user: { uuid: f.users.hst3.id } }, { token: admin });

    // T-NORTH: asm1, hsadm1, hst1, hst3 and the odd half of the bulk.
    const hers = await search({}, hsadm1);
    expect(hers.body.data.count).toBe(4 + MANY / 2);
    expect(hers.body.data.users.every((u) => u.territories.some((x) => x.uuid === f.t1))).toBe(true);
    expect((await search({ search: 'Masowa 1100' }, hsadm1)).body.data.count).toBe(0);
  });

  it('refuses a page larger than the tab’s, never fails on odd searches, and keeps /user/list as it was', async () => {
    const big = await search({ pagination: { page: 0, pageSize: 1000 } });
    expect([big.status, big.body.data]).toMatchObject([400, { error: 'E_VALIDATION' }]);
    expect((await search({ pagination: { page: -1, pageSize: PAGE } })).status).toBe(400);
    expect((await search({ search: 'x'.repeat(201) })).status).toBe(400);
    expect((await search({ role: { uuid: 'BOSS' } })).status).toBe(400);
    for (const odd of ['%', '_', '\\', "'; drop table users; --", 'a\u0000b', 'ą'.repeat(200), '   ']) {
      const r = await search({ search: odd });
      expect(r.status, JSON.stringify(odd)).toBeLessThan(500);
    }
    expect((await search({ search: '%' })).body.data.count).toBe(0);
    expect((await search({ search: '   ' })).body.data.count).toBe(MANY + FIXTURE_PEOPLE);
    const asm = await t.login('asm1@fixture.test');
    expect((await search({}, asm)).status).toBe(403);

    // What the personnel screen and the wizards send to /user/list is answered as before.
    const list = await t.call<User[]>(
      'userList',
      { pagination: { page: 1, pageSize: 1000 }, withInactive: true },
      { token: admin },
    );
    expect([list.status, list.body.data.length]).toEqual([200, MANY + FIXTURE_PEOPLE - 1000]);
  });
});
