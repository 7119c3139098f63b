// The role × call matrix: for every entry of the contract table, which roles get through (any
// answer but 401/403) and which are refused with E_FORBIDDEN; and no session call answers
// without a session. Junk bodies for every call are test/fuzz.test.ts's.
import { contract } from '@tourplanner/api-client/contract';
import { ROLES, type RoleId } from '@tourplanner/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../src/infra/dates';
import { addClient, CLIENT_EMAIL, seedFixture } from './fixture';
import { BACKENDS, type CallName, startTestApp, type TestApp } from './harness';

const BO: RoleId[] = ['ASM', 'HSADM', 'ADMIN'];
const STAFF: RoleId[] = ['HST', 'ASM', 'HSADM', 'ADMIN'];
/** Everyone who signs in, the brand client included (its reads are limited to its events' finished actions). */
const ALL: RoleId[] = [...STAFF, 'CLIENT'];
const WEBFORM: RoleId[] = ['HST', 'HSADM'];

/** Who gets through each call: the product's permission table, stated on its own. */
const EXPECTED: Record<CallName, RoleId[] | 'anyone'> = {
  login: 'anyone',
  session: ALL,
  logout: ALL,
  resetToken: 'anyone',
  resetPassword: 'anyone',
  updatePassword: ALL,
  userList: BO,
  userSearch: ['HSADM', 'ADMIN'],
  userCreate: ['HSADM', 'ADMIN'],
  userUpdate: ['HSADM', 'ADMIN'],
  userDeactivate: ['HSADM', 'ADMIN'],
  userActivate: ['HSADM', 'ADMIN'],
  territoryList: BO,
  regionList: ['ADMIN'],
  territoryCreate: ['ADMIN'],
  territoryUpdate: ['ADMIN'],
  areaCreate: ['ADMIN'],
  areaUpdate: ['ADMIN'],
  eventList: [...BO, 'CLIENT'],
  eventCreate: ['ADMIN'],
  eventUpdate: ['ADMIN'],
  pointList: BO,
  pointSearch: BO,
  pointCreate: BO,
  pointUpdate: BO,
  pointImport: BO,
  actionCreate: BO,
  actionUpdate: BO,
  actionSetStatus: BO,
  actionHistory: BO,
  actionPersonnel: BO,
  actionReassign: BO,
  notificationList: BO,
  notificationRead: BO,
  actionList: ALL,
  reportRequest: BO,
  reportStatus: BO,
  reportDownload: BO,
  // Receipts may show a consumer's data: never the client.
  receiptList: STAFF,
  receiptServe: STAFF,
  fileList: ALL,
  fileServe: ALL,
  receiptCreate: WEBFORM,
  leadOtp: WEBFORM,
  leadVerify: WEBFORM,
  leadRegister: WEBFORM,
  deviceBurn: WEBFORM,
  hostessActions: ['HST'],
  actionStart: ['HST'],
  actionFinish: ['HST'],
  actionCancel: ['HST'],
  actionConfirm: ['HST'],
  actionRetake: ['HST'],
  reviewDecide: BO,
  pushKey: ['HST'],
  pushSubscribe: ['HST'],
  pushUnsubscribe: ['HST'],
  availabilityList: STAFF,
  availabilitySave: STAFF,
  codeList: ['ADMIN'],
  codeImport: ['ADMIN'],
  codeExport: ['ADMIN'],
  deviceImport: ['ADMIN'],
  consentRecord: 'anyone',
  consentWithdraw: 'anyone',
  consentHistory: ['ADMIN'],
  consentErase: ['ADMIN'],
  jobQueues: ['ADMIN'],
  planPreview: BO,
  planCommit: BO,
  actionBulk: BO,
  planTemplateSave: BO,
  planTemplateList: BO,
  planTemplateApply: BO,
  dashboardSummary: [...BO, 'CLIENT'],
  hostessStats: ['HST'],
  calendarFeedCreate: ALL,
  hostessActionIcs: ['HST'],
};

const ACCOUNT: Record<RoleId, string> = {
  HST: 'hst1@fixture.test',
  ASM: 'asm1@fixture.test',
  HSADM: 'hsadm1@fixture.test',
  ADMIN: 'admin@fixture.test',
  CLIENT: CLIENT_EMAIL,
};

describe.each(BACKENDS)('role × call matrix on %s', (backend) => {
  let t: TestApp;
  const tokens = {} as Record<RoleId, string>;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const f = await seedFixture(t.deps.db, dayOf(new Date()));
    await addClient(t.deps.db, [f.events.e1]);
    for (const r of ROLES) tokens[r] = await t.login(ACCOUNT[r]);
  });
  afterAll(() => t?.close());

  it('the table covers every contract entry and agrees with it', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(contract).sort());
    for (const [name, def] of Object.entries(contract)) {
      const expected = EXPECTED[name as CallName];
      expect(def.roles === 'anyone' ? 'anyone' : [...def.roles].sort(), name).toEqual(
        expected === 'anyone' ? 'anyone' : [...expected].sort(),
      );
    }
  });

  it('refuses every session call without a session (401 E_UNAUTHORIZED)', async () => {
    for (const [name, def] of Object.entries(contract)) {
      if (def.auth !== 'session') continue;
      const params = def.path.includes(':')
        ? { format: 'xlsx', since: '2026-01-01', until: '2026-01-31' }
        : undefined;
      const r = await t.call(name as CallName, {}, params ? { params } : {});
      expect([name, r.status, r.body.data.error]).toEqual([name, 401, 'E_UNAUTHORIZED']);
    }
  });

  it('lets through exactly the roles of the table, refusing the others with 403 E_FORBIDDEN', async () => {
    const through: Record<string, RoleId[]> = {};
    for (const [name, def] of Object.entries(contract)) {
      if (def.auth !== 'session' || name === 'logout') continue;
      through[name] = [];
      for (const role of ROLES) {
        const params = def.path.includes(':')
          ? { format: 'xlsx', since: '2026-01-01', until: '2026-01-31' }
          : undefined;
        // An empty body: a role that gets through meets validation (400) or succeeds; one that
        // does not is refused before its body is read.
        const r = await t.call(name as CallName, {}, { token: tokens[role], ...(params ? { params } : {}) });
        expect(r.status, `${name} as ${role}`).not.toBe(401);
        if (r.status === 403) expect(r.body.data.error).toBe('E_FORBIDDEN');
        else through[name]!.push(role);
      }
    }
    const expected = Object.fromEntries(
      Object.entries(EXPECTED).filter(([n]) => contract[n as CallName].auth === 'session' && n !== 'logout'),
    );
    expect(through).toEqual(expected);
  });

  it('logout lets every role through', async () => {
    for (const role of ROLES) expect((await t.call('logout', {}, { token: tokens[role] })).status).toBe(200);
  });
});
