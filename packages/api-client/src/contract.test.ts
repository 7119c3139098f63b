import { ROLES } from '@tourplanner/domain/entities';
import { describe, expect, it } from 'vitest';
import { contract, contractAreas } from './contract.ts';
import { buildPath, type CallDef, defineCall } from './define.ts';
import { emptyBody, okAnswer } from './schemas.ts';

const entries = Object.entries(contract);

describe('the contract table', () => {
  it('is the areas put together, no name or path declared twice', () => {
    const areas = Object.values(contractAreas).map((area) => Object.entries(area));
    const names = areas.flat().map(([name]) => name);
    const paths = areas.flat().map(([, c]) => c.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(names.sort()).toEqual(Object.keys(contract).sort());
  });

  it('gives every entry a kind and an auth, JSON with a session unless it says otherwise', () => {
    for (const [name, c] of entries) {
      expect(['json', 'multipart', 'file'], name).toContain(c.kind);
      expect(['none', 'session'], name).toContain(c.auth);
    }
    const plain = defineCall({
      path: '/x',
      roles: ['ADMIN'],
      request: emptyBody,
      response: okAnswer,
      summary: 'x',
    });
    expect([plain.kind, plain.auth]).toEqual(['json', 'session']);
    const file = defineCall({
      path: '/y',
      kind: 'file',
      auth: 'none',
      roles: 'anyone',
      request: emptyBody,
      response: okAnswer,
      summary: 'y',
    });
    expect([file.kind, file.auth]).toEqual(['file', 'none']);
  });

  it('keeps the kinds of the multipart and file calls', () => {
    const byKind = (kind: string) =>
      entries
        .filter(([, c]) => c.kind === kind)
        .map(([n]) => n)
        .sort();
    expect(byKind('multipart')).toEqual([
      'actionFinish',
      'actionRetake',
      'actionStart',
      'codeImport',
      'deviceImport',
      'pointImport',
      'receiptCreate',
    ]);
    expect(byKind('file')).toEqual([
      'codeExport',
      'fileServe',
      'hostessActionIcs',
      'receiptServe',
      'reportDownload',
    ]);
  });

  it('says what every multipart call accepts, and only multipart calls take files', () => {
    for (const [name, c] of entries) {
      if (c.kind !== 'multipart') {
        expect(c.upload, name).toBeUndefined();
        continue;
      }
      expect(c.upload, name).toBeDefined();
      expect(c.upload!.accept.length, name).toBeGreaterThan(0);
      expect(c.upload!.maxFiles, name).toBeGreaterThan(0);
      expect(c.upload!.maxBytes, name).toBeGreaterThan(0);
    }
  });

  it('gives every call its own path', () => {
    const paths = entries.map(([, c]) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps the paths of SPEC §7', () => {
    const spec = [
      '/auth/login',
      '/auth/session',
      '/auth/logout',
      '/auth/reset-token',
      '/auth/reset-password',
      '/auth/update-password',
      '/user/list',
      '/territory/list',
      '/event/list',
      '/event/create',
      '/point/list',
      '/action/create',
      '/action/update',
      '/action/set-status',
      '/action/list',
      '/action/report/request/:format/:since/:until',
      '/action/report/status',
      '/action/report/download',
      '/action/receipt/list',
      '/action/receipt/serve',
      '/action/file/list',
      '/action/file/serve',
      '/action/receipt/create',
      '/lead/otp',
      '/lead/verify',
      '/lead/register',
      '/device/burn',
    ];
    const notAdditions = entries.filter(([, c]) => !('addition' in c && c.addition)).map(([, c]) => c.path);
    expect(notAdditions.sort()).toEqual(spec.sort());
  });

  it('declares a schema for every path parameter', () => {
    for (const [name, c] of entries) {
      const names = [...c.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      if (names.length === 0) continue;
      expect('params' in c, name).toBe(true);
      const params = 'params' in c ? c.params : undefined;
      expect(Object.keys(params?.shape ?? {}).sort(), name).toEqual(names.sort());
    }
  });

  it('honours an Idempotency-Key only on session calls (the key is scoped to the caller)', () => {
    const idempotent = entries.filter(([, c]) => 'idempotent' in c && c.idempotent);
    expect(idempotent.map(([n]) => n).sort()).toEqual([
      'actionConfirm',
      'actionFinish',
      'actionStart',
      'leadRegister',
      'receiptCreate',
      'userCreate',
    ]);
    for (const [name, c] of idempotent) expect(c.auth, name).toBe('session');
  });

  it('opens only the sign-in, reminder and consent-link calls without a session', () => {
    const open = entries.filter(([, c]) => c.auth === 'none').map(([n]) => n);
    // The consent link's calls carry a token of their own that opens one consumer's consents.
    expect(open.sort()).toEqual(['consentRecord', 'consentWithdraw', 'login', 'resetPassword', 'resetToken']);
    for (const [name, c] of entries) {
      if (c.auth === 'session') {
        expect(Array.isArray(c.roles), name).toBe(true);
        for (const role of c.roles as readonly string[]) expect(ROLES).toContain(role);
      }
    }
  });

  it('keeps the wire spelling of the survey (chechboxes)', () => {
    const parsed = contract.fileList.response.parse({
      files: [{ uuid: 'f1', ident: 'start' }],
      poll: { chechboxes: ['tak', 'nie', 'tak'], text: null },
    });
    expect(parsed.poll?.chechboxes).toEqual(['tak', 'nie', 'tak']);
  });

  it('reads null lists as empty', () => {
    const parsed = contract.territoryList.response.parse([{ uuid: 't', ident: 'T1' }]);
    expect(parsed).toHaveLength(1);
    const ev = contract.eventCreate.response.parse({
      uuid: 'e',
      ident: 'E',
      name: 'E',
      since: { date: '2026-01-01 00:00:00' },
      until: { date: '2026-01-02 00:00:00' },
      territory: null,
    });
    expect(ev.territory).toEqual([]);
  });

  it('normalises the large lists as their schemas read them, null lists included', () => {
    const since = { date: '2026-01-01 10:00:00' };
    const until = { date: '2026-01-01 12:00:00' };
    const actionRow = (lists: object) => ({
      uuid: 'a',
      ident: 'AK-1',
      name: 'A',
      type: { ident: 'Standard' },
      status: { global: { ident: 'editable' } },
      event: null,
      territory: null,
      area: null,
      since,
      until,
      ...lists,
    });
    const person = (lists: object) => ({
      uuid: 'u',
      ident: 'hst1',
      firstname: 'Anna',
      lastname: 'Nowak',
      role: { uuid: 'HST' },
      emailAddress: null,
      mobilePhone: null,
      username: 'hst1',
      ...lists,
    });
    const samples = {
      actionList: {
        actions: [
          actionRow({ actionPoints: null, users: null }),
          actionRow({}),
          actionRow({ actionPoints: [{ point: { uuid: 'p' } }], users: [{ uuid: 'u', firstname: 'Ala' }] }),
        ],
        count: 3,
      },
      userList: [
        person({ territories: null, areas: null, availability: null, actions: null }),
        person({ territories: [{ uuid: 't', ident: 'T1' }], availability: [{ since, until }] }),
      ],
      userSearch: {
        users: [
          person({ territories: null, areas: null, availability: null, actions: null }),
          person({ territories: [{ uuid: 't', ident: 'T1' }], availability: [{ since, until }] }),
        ],
        count: 1107,
      },
      eventList: [
        { uuid: 'e', ident: 'E', name: 'E', since, until, territory: null },
        { uuid: 'f', ident: 'F', name: 'F', since, until, territory: [{ uuid: 't', ident: 'T1' }] },
      ],
      territoryList: [{ uuid: 't', ident: 'T1' }],
    };
    const normalized = entries.filter(([, c]) => c.normalize).map(([name]) => name);
    expect(normalized.sort()).toEqual(Object.keys(samples).sort());
    for (const [name, sample] of Object.entries(samples)) {
      const c = contract[name as keyof typeof samples] as CallDef;
      expect(c.normalize!(sample), name).toEqual(c.response.parse(sample));
    }
  });

  it('fills path parameters, encoded', () => {
    expect(
      buildPath(contract.reportRequest.path, { format: 'xlsx', since: '2026-01-01', until: '2026-01-31' }),
    ).toBe('/action/report/request/xlsx/2026-01-01/2026-01-31');
    expect(() => buildPath(contract.reportRequest.path, { format: 'xlsx' })).toThrow(/since/);
  });

  it('refuses a set-status to a status coordinators may not set', () => {
    expect(
      contract.actionSetStatus.request.safeParse({ status: { ident: 'finished' }, action: { uuid: 'a' } })
        .success,
    ).toBe(false);
    expect(
      contract.actionSetStatus.request.safeParse({ status: { ident: 'accepted' }, action: { uuid: 'a' } })
        .success,
    ).toBe(true);
  });
});
