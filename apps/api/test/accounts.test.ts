// /user/create, /user/update, /user/deactivate, /user/activate: account management through HTTP,
// with the invitation e-mail whose code /auth/reset-password takes, and deactivation ending every
// session at once.
import type { Action, User } from '@tourplanner/domain/entities';
import { ERROR_TEXTS } from '@tourplanner/i18n-pl/errors';
import { MESSAGE_TEXTS, USER_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetCodes } from '../src/db/schema/auth';
import { territories } from '../src/db/schema/territories';
import { dayOf } from '../src/infra/dates';
import { FIXTURE_PASSWORD, type Fixture, seedFixture } from './fixture';
import { type Answer, BACKENDS, startTestApp, type TestApp, waitFor } from './harness';

const NEW_PASSWORD = 'zielone jabłko na parapecie';

describe.each(BACKENDS)('accounts on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let admin: string;
  let hsadm1: string;
  let asm1: string;
  const day = dayOf(new Date());

  beforeAll(async () => {
    t = await startTestApp(backend, { env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' } });
    f = await seedFixture(t.deps.db, day);
    [admin, hsadm1, asm1] = await Promise.all([
      t.login('admin@fixture.test'),
      t.login('hsadm1@fixture.test'),
      t.login('asm1@fixture.test'),
    ]);
  });
  afterAll(() => t?.close());

  let serial = 0;
  const hostess = (over: Record<string, unknown> = {}) => {
    serial += 1;
    return {
      firstname: 'Anna',
      lastname: 'Nowa',
      emailAddress: `anna.${serial}@fixture.test`,
      mobilePhone: '+48 600 100 200',
      role: { uuid: 'HST' },
      territories: [{ uuid: f.t1 }],
      hostessCode: `HST-NEW-${serial}`,
      ...over,
    };
  };
  const create = (user: unknown, token = admin) => t.call<User>('userCreate', { user }, { token });
  const fieldsOf = (r: Answer) =>
    Object.fromEntries((r.body.data.fields ?? []).map((x) => [x.path, x.message]));

  /** The code of the invitation e-mail to `to`. */
  async function invitationCode(to: string): Promise<string> {
    const mail = await waitFor(
      () => t.messages.sent.find((m) => m.to === to && m.subject === MESSAGE_TEXTS.invitation.subject),
      (m) => m !== undefined,
      `the invitation e-mail to ${to}`,
    );
    return /hasła: ([A-Z0-9]{8})/.exec(mail!.text)![1]!;
  }

  it('creates a client (ADMIN only) with the events it sees; it signs in and reads its dashboard', async () => {
    const input = {
      firstname: 'Marta',
      lastname: 'Markowa',
      emailAddress: 'marta@brand.test',
      mobilePhone: '+48 600 700 800',
      role: { uuid: 'CLIENT' },
      // A client belongs to no territory: territories sent are dropped.
      territories: [{ uuid: f.t1 }],
      events: [{ uuid: f.events.e1 }],
    };
    const noEvents = await create({ ...input, events: [] });
    expect([noEvents.status, fieldsOf(noEvents)]).toEqual([400, { 'user.events': USER_TEXTS.clientEvents }]);
    const unknown = await create({ ...input, events: [{ uuid: '00000000-0000-4000-8000-000000000000' }] });
    expect([unknown.status, fieldsOf(unknown)]).toEqual([400, { 'user.events': USER_TEXTS.eventUnknown }]);
    expect((await create(input, hsadm1)).status).toBe(403);
    const r = await create(input);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      role: { uuid: 'CLIENT' },
      territories: [],
      events: [{ uuid: f.events.e1, name: 'Glo Tour Północ' }],
    });
    const code = await invitationCode('marta@brand.test');
    expect(
      (await t.call('resetPassword', { username: 'marta@brand.test', otp: code, password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
    const token = await t.login('marta@brand.test', NEW_PASSWORD);
    const own = await t.call(
      'dashboardSummary',
      { since: day, until: day, events: { uuids: [f.events.e1] } },
      { token },
    );
    expect(own.status).toBe(200);
    const other = await t.call(
      'dashboardSummary',
      { since: day, until: day, events: { uuids: [f.events.e2] } },
      { token },
    );
    expect(other.status).toBe(403);
    // Its events changed by an edit apply to its open session at once.
    const moved = await t.call<User>(
      'userUpdate',
      { user: { ...input, uuid: r.body.data.uuid, events: [{ uuid: f.events.e2 }] } },
      { token: admin },
    );
    expect(moved.status).toBe(200);
    expect(
      (
        await t.call(
          'dashboardSummary',
          { since: day, until: day, events: { uuids: [f.events.e2] } },
          { token },
        )
      ).status,
    ).toBe(200);
  });

  it('creates a hostess whose invitation code sets her password once, then she signs in', async () => {
    const input = hostess({ emailAddress: ' Anna.Invited@Fixture.test ' });
    const r = await create(input);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      ident: input.hostessCode,
      firstname: 'Anna',
      lastname: 'Nowa',
      role: { uuid: 'HST' },
      emailAddress: 'anna.invited@fixture.test',
      mobilePhone: '+48600100200',
      territories: [{ uuid: f.t1, ident: 'T-NORTH' }],
      active: true,
    });
    // No password until she sets one.
    const before = await t.call('login', {
      username: 'anna.invited@fixture.test',
      password: FIXTURE_PASSWORD,
    });
    expect(before.status).toBe(401);

    const code = await invitationCode('anna.invited@fixture.test');
    const mail = t.messages.sent.find((m) => m.to === 'anna.invited@fixture.test')!;
    expect(mail.text).toContain('Anna');
    expect(mail.text).toContain('72 godzin');
    // The invitation's code lives 72 hours (INVITATION_CODE_HOURS), not a reset code's 15 minutes.
    const [row] = await t.deps.db
      .select()
      .from(resetCodes)
      .where(and(eq(resetCodes.userId, r.body.data.uuid), isNull(resetCodes.usedAt)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(72 * 3_600_000);

    // The password policy applies as in every reset.
    const weak = await t.call('resetPassword', {
      username: 'anna.invited@fixture.test',
      otp: code,
      password: 'short',
    });
    expect([weak.status, weak.body.data.error]).toEqual([400, 'E_PASSWORD_TOO_WEAK']);
    const set = await t.call('resetPassword', {
      username: 'anna.invited@fixture.test',
      otp: code,
      password: NEW_PASSWORD,
    });
    expect(set.status).toBe(200);
    const again = await t.call('resetPassword', {
      username: 'anna.invited@fixture.test',
      otp: code,
      password: `${NEW_PASSWORD} 2`,
    });
    expect([again.status, again.body.data.error]).toEqual([400, 'E_RESET_CODE_INVALID']);
    const token = await t.login('anna.invited@fixture.test', NEW_PASSWORD);
    const actions = await t.call('hostessActions', {}, { token });
    expect(actions.status).toBe(200);
  });

  it('refuses bad input with 400 and a Polish text beside every failing field', async () => {
    const r = await create({
      firstname: ' ',
      lastname: '',
      emailAddress: 'not-an-email',
      mobilePhone: '600100200',
      role: { uuid: 'HST' },
      territories: [],
      hostessCode: 'bad code!',
    });
    expect([r.status, r.body.data.error]).toEqual([400, 'E_VALIDATION']);
    expect(fieldsOf(r)).toEqual({
      'user.firstname': USER_TEXTS.firstname,
      'user.lastname': USER_TEXTS.lastname,
      'user.emailAddress': USER_TEXTS.email,
      'user.mobilePhone': USER_TEXTS.phone,
      'user.territories': USER_TEXTS.territories,
      'user.hostessCode': USER_TEXTS.hostessCode,
    });
    const noCode = await create(hostess({ hostessCode: undefined }));
    expect(fieldsOf(noCode)).toEqual({ 'user.hostessCode': USER_TEXTS.hostessCode });
    const unknown = await create(
      hostess({ territories: [{ uuid: '00000000-0000-4000-8000-000000000000' }] }),
    );
    expect(fieldsOf(unknown)).toEqual({ 'user.territories': USER_TEXTS.territoryUnknown });
    const [retired] = await t.deps.db
      .insert(territories)
      .values({ ident: 'T-OLD', name: 'Wycofane', trashedAt: new Date() })
      .returning({ id: territories.id });
    const gone = await create(hostess({ territories: [{ uuid: retired!.id }] }));
    expect(fieldsOf(gone)).toEqual({ 'user.territories': USER_TEXTS.territoryRetired });
    const badRole = await create(hostess({ role: { uuid: 'BOSS' } }));
    expect(badRole.status).toBe(400);
  });

  it('refuses an e-mail of another active account (any case) and a hostess code in use', async () => {
    const email = await create(hostess({ emailAddress: 'HST1@fixture.TEST' }));
    expect([email.status, fieldsOf(email)]).toEqual([400, { 'user.emailAddress': USER_TEXTS.emailTaken }]);
    // U-5 is hst1's code in the fixture.
    const code = await create(hostess({ hostessCode: 'U-5' }));
    expect([code.status, fieldsOf(code)]).toEqual([400, { 'user.hostessCode': USER_TEXTS.hostessCodeTaken }]);
  });

  it('creates coordinators with an ident of their role; an ADMIN needs no territory', async () => {
    const asm = await create(hostess({ role: { uuid: 'ASM' }, hostessCode: 'ignored' }));
    expect(asm.status).toBe(200);
    expect(asm.body.data.ident).toMatch(/^ASM-\d{3}$/);
    const adm = await create(hostess({ role: { uuid: 'ADMIN' }, territories: [], hostessCode: null }));
    expect(adm.status).toBe(200);
    expect(adm.body.data.ident).toMatch(/^ADMIN-\d{3}$/);
  });

  it('refuses ASM (403); HSADM manages only hostesses whose territories are all hers', async () => {
    expect((await create(hostess(), asm1)).status).toBe(403);
    const mine = await create(hostess(), hsadm1);
    expect(mine.status).toBe(200);
    expect((await create(hostess({ territories: [{ uuid: f.t2 }] }), hsadm1)).status).toBe(403);
    expect((await create(hostess({ territories: [{ uuid: f.t1 }, { uuid: f.t2 }] }), hsadm1)).status).toBe(
      403,
    );
    expect((await create(hostess({ role: { uuid: 'ASM' } }), hsadm1)).status).toBe(403);

    const update = (uuid: string, user: Record<string, unknown>) =>
      t.call<User>('userUpdate', { user: { ...user, uuid } }, { token: hsadm1 });
    // hst2 works in T-SOUTH: not hers, whatever the body says.
    expect((await update(f.users.hst2.id, hostess())).status).toBe(403);
    // asm1 is in her territory but not a hostess.
    expect((await update(f.users.asm1.id, hostess())).status).toBe(403);
    // Her own hostess cannot be moved out of her reach.
    expect((await update(mine.body.data.uuid, hostess({ territories: [{ uuid: f.t2 }] }))).status).toBe(403);
    const moved = await update(mine.body.data.uuid, hostess({ firstname: 'Beata' }));
    expect([moved.status, moved.body.data.firstname]).toEqual([200, 'Beata']);

    const ref = (uuid: string) => ({ user: { uuid } });
    expect((await t.call('userDeactivate', ref(f.users.hst2.id), { token: hsadm1 })).status).toBe(403);
    expect((await t.call('userDeactivate', ref(f.users.asm1.id), { token: hsadm1 })).status).toBe(403);
    expect((await t.call('userActivate', ref(f.users.hst2.id), { token: hsadm1 })).status).toBe(403);
    const off = await t.call<User>('userDeactivate', ref(mine.body.data.uuid), { token: hsadm1 });
    expect([off.status, off.body.data.active]).toEqual([200, false]);
    const on = await t.call<User>('userActivate', ref(mine.body.data.uuid), { token: hsadm1 });
    expect([on.status, on.body.data.active]).toEqual([200, true]);
  });

  it('edits a person: names, phone, territories (areas of a territory left go with it), e-mail checks', async () => {
    /** hst1 as the fixture has her, with `over` changed. */
    const updateHst1 = (over: Record<string, unknown>) =>
      t.call<User>(
        'userUpdate',
        {
          user: {
            uuid: f.users.hst1.id,
            firstname: 'Imię5',
            lastname: 'Nazwisko5',
            emailAddress: 'hst1@fixture.test',
            mobilePhone: '+48500000004',
            role: { uuid: 'HST' },
            territories: [{ uuid: f.t1 }],
            hostessCode: 'U-5',
            ...over,
          },
        },
        { token: admin },
      );
    const r = await updateHst1({
      firstname: 'Ola',
      lastname: 'Zmieniona',
      mobilePhone: '+380 501234567',
      territories: [{ uuid: f.t2 }],
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      firstname: 'Ola',
      lastname: 'Zmieniona',
      mobilePhone: '+380501234567',
      territories: [{ uuid: f.t2 }],
      areas: [],
    });
    const taken = await t.call(
      'userUpdate',
      { user: { ...hostess({ emailAddress: 'asm2@fixture.test' }), uuid: f.users.hst3.id } },
      { token: admin },
    );
    expect(fieldsOf(taken)).toEqual({ 'user.emailAddress': USER_TEXTS.emailTaken });
    const missing = await t.call(
      'userUpdate',
      { user: { ...hostess(), uuid: '00000000-0000-4000-8000-000000000000' } },
      { token: admin },
    );
    expect([missing.status, missing.body.data.error]).toEqual([404, 'E_NOT_FOUND']);
    // Back as the fixture had her.
    expect((await updateHst1({})).status).toBe(200);
  });

  it('refuses a change of one’s own role (409 beside the role); an own edit keeping it is saved', async () => {
    const self = {
      uuid: f.users.admin.id,
      firstname: 'Imię1',
      lastname: 'Nazwisko1',
      emailAddress: 'admin@fixture.test',
      mobilePhone: '+48500000000',
      role: { uuid: 'ADMIN' },
      territories: [],
      hostessCode: null,
    };
    for (const role of ['ASM', 'HSADM', 'HST'] as const) {
      const r = await t.call(
        'userUpdate',
        { user: { ...self, role: { uuid: role }, territories: [{ uuid: f.t1 }], hostessCode: 'SELF-1' } },
        { token: admin },
      );
      expect([r.status, r.body.data.error, fieldsOf(r)]).toEqual([
        409,
        'E_CONFLICT',
        { 'user.role': USER_TEXTS.ownRole },
      ]);
    }
    // Still an ADMIN: the session and the account management work as before.
    const still = await create(hostess());
    expect(still.status).toBe(200);
    const renamed = await t.call<User>(
      'userUpdate',
      { user: { ...self, firstname: 'Adam' } },
      { token: admin },
    );
    expect([renamed.status, renamed.body.data.firstname, renamed.body.data.role]).toEqual([
      200,
      'Adam',
      { uuid: 'ADMIN' },
    ]);
    expect((await t.call('userUpdate', { user: self }, { token: admin })).status).toBe(200);
  });

  it('deactivation ends her sessions at once, refuses her sign-in clearly, keeps her name on actions; reactivation restores sign-in', async () => {
    const hst3 = await t.login('hst3@fixture.test');
    expect((await t.call('hostessActions', {}, { token: hst3 })).status).toBe(200);
    const off = await t.call<User>('userDeactivate', { user: { uuid: f.users.hst3.id } }, { token: admin });
    expect([off.status, off.body.data.active]).toEqual([200, false]);

    const next = await t.call('hostessActions', {}, { token: hst3 });
    expect([next.status, next.body.data.error]).toEqual([401, 'E_UNAUTHORIZED']);
    const login = await t.call('login', { username: 'hst3@fixture.test', password: FIXTURE_PASSWORD });
    expect([login.status, login.body.data.error]).toEqual([403, 'E_ACCOUNT_INACTIVE']);
    expect(ERROR_TEXTS.E_ACCOUNT_INACTIVE).toMatch(/dezaktywowane/);
    // A wrong password tells nothing about the account.
    const wrong = await t.call('login', { username: 'hst3@fixture.test', password: 'wrong password here' });
    expect([wrong.status, wrong.body.data.error]).toEqual([401, 'E_INVALID_CREDENTIALS']);
    // Nor does a reminder reach her.
    const sent = t.messages.sent.length;
    await t.call('resetToken', { username: 'hst3@fixture.test' });
    await new Promise((r) => setTimeout(r, 300));
    expect(t.messages.sent.slice(sent).filter((m) => m.to === 'hst3@fixture.test')).toEqual([]);

    // The wizard's list leaves her out; the personnel screen may ask for her.
    const list = (withInactive?: boolean) =>
      t.call<User[]>(
        'userList',
        {
          pagination: { page: 0, pageSize: 1000 },
          role: { uuid: 'HST' },
          ...(withInactive ? { withInactive } : {}),
        },
        { token: admin },
      );
    expect((await list()).body.data.map((u) => u.uuid)).not.toContain(f.users.hst3.id);
    const all = (await list(true)).body.data;
    expect(all.find((u) => u.uuid === f.users.hst3.id)?.active).toBe(false);

    // Her own account cannot be switched off by mistake.
    const self = await t.call('userDeactivate', { user: { uuid: f.users.admin.id } }, { token: admin });
    expect([self.status, self.body.data.error]).toEqual([409, 'E_CONFLICT']);

    const on = await t.call<User>('userActivate', { user: { uuid: f.users.hst3.id } }, { token: admin });
    expect([on.status, on.body.data.active]).toEqual([200, true]);
    expect(await t.login('hst3@fixture.test')).toBeTruthy();
  });

  it('an action keeps a deactivated person by name, marked inactive', async () => {
    const off = await t.call('userDeactivate', { user: { uuid: f.users.hst1.id } }, { token: admin });
    expect(off.status).toBe(200);
    const r = await t.call<{ actions: Action[] }>(
      'actionList',
      {
        actions: { since: `${day} 00:00:00`, until: `${day} 23:59:59` },
        pagination: { limit: 100, offset: 0 },
      },
      { token: admin },
    );
    const action = r.body.data.actions.find((a) => a.uuid === f.actions.editable1)!;
    expect(action.users).toContainEqual(
      expect.objectContaining({ uuid: f.users.hst1.id, firstname: 'Imię5', active: false }),
    );
    await t.call('userActivate', { user: { uuid: f.users.hst1.id } }, { token: admin });
  });

  it('lets a new account take the e-mail of a deactivated one, and then refuses to reactivate the old', async () => {
    const old = await create(hostess({ emailAddress: 'reused@fixture.test' }));
    await invitationCode('reused@fixture.test');
    await t.call('userDeactivate', { user: { uuid: old.body.data.uuid } }, { token: admin });
    const fresh = await create(hostess({ emailAddress: 'reused@fixture.test' }));
    expect(fresh.status).toBe(200);
    const back = await t.call('userActivate', { user: { uuid: old.body.data.uuid } }, { token: admin });
    expect([back.status, back.body.data.error, fieldsOf(back)]).toEqual([
      409,
      'E_CONFLICT',
      { 'user.emailAddress': USER_TEXTS.emailTaken },
    ]);
    // The invitation of the new one sets the new account's password, and sign-in finds it.
    await waitFor(
      () => t.messages.sent.filter((m) => m.to === 'reused@fixture.test').length,
      (n) => n >= 2,
      'both invitations',
    );
    const last = t.messages.sent.filter((m) => m.to === 'reused@fixture.test').at(-1)!;
    const code = /hasła: ([A-Z0-9]{8})/.exec(last.text)![1]!;
    const set = await t.call('resetPassword', {
      username: 'reused@fixture.test',
      otp: code,
      password: NEW_PASSWORD,
    });
    expect(set.status).toBe(200);
    const session = await t.call<{ user: User }>('login', {
      username: 'reused@fixture.test',
      password: NEW_PASSWORD,
    });
    expect(session.body.data.user.uuid).toBe(fresh.body.data.uuid);
  });
});
