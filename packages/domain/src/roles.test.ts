import { describe, expect, it } from 'vitest';
import { ROLES } from './entities.ts';
import {
  ACCOUNT_LINKS,
  actionWizardSteps,
  canOpenRoute,
  canSignInToBackOffice,
  canUseWebform,
  defaultArea,
  defaultTerritory,
  hasTerritoryStep,
  isAssignablePersonnel,
  landingRoute,
  menuFor,
  roleOf,
  showsPersonnelTerritoryFilter,
  showsTerritoryColumn,
  showsTerritoryFilter,
  territoryQuery,
} from './roles.ts';

const routes = (role: Parameters<typeof menuFor>[0]) =>
  menuFor(role).map((e) => (e.kind === 'route' ? e.route : e.kind));

describe('roleOf', () => {
  it('reads role.uuid', () => {
    for (const r of ROLES) expect(roleOf({ role: { uuid: r } })).toBe(r);
  });
  it('gives null for unknown or missing roles', () => {
    expect(roleOf({ role: { uuid: 'ROOT' } })).toBeNull();
    expect(roleOf({ role: null })).toBeNull();
    expect(roleOf(null)).toBeNull();
    expect(roleOf({})).toBeNull();
  });
});

describe('menuFor', () => {
  it('HSADM: Pulpit, Akcje, Raporty, Personel (her hostesses’ accounts), Webform', () => {
    expect(menuFor('HSADM').map((e) => e.key)).toEqual([
      'dashboard',
      'actions',
      'reports',
      'personnel',
      'webform',
    ]);
    expect(routes('HSADM')).toEqual(['/pulpit', '/actions', '/reports', '/personnel', 'webform-app']);
  });
  it('ADMIN: Pulpit, Eventy, Akcje, Raporty, Personel, Regionalizacja, Kody', () => {
    expect(routes('ADMIN')).toEqual([
      '/pulpit',
      '/events',
      '/actions',
      '/reports',
      '/personnel',
      '/regions',
      '/kody',
    ]);
    expect(menuFor('ADMIN').map((e) => e.labelKey)).toEqual([
      'nav.dashboard',
      'nav.events',
      'nav.actions',
      'nav.reports',
      'nav.personnel',
      'nav.regions',
      'nav.codes',
    ]);
  });
  it('any other role: Pulpit, Akcje, Raporty, Personel', () => {
    expect(routes('ASM')).toEqual(['/pulpit', '/actions', '/reports', '/personnel']);
    expect(routes('HST')).toEqual(['/pulpit', '/actions', '/reports', '/personnel']);
    expect(routes(null)).toEqual(['/pulpit', '/actions', '/reports', '/personnel']);
  });
  it('has account and logout links for all', () => {
    expect(ACCOUNT_LINKS.map((l) => l.labelKey)).toEqual(['nav.account', 'nav.logout']);
  });
});

describe('canOpenRoute', () => {
  it('follows the menu, with /actions and /twoje-konto for every back-office role', () => {
    expect(canOpenRoute('HSADM', '/actions')).toBe(true);
    expect(canOpenRoute('HSADM', '/twoje-konto')).toBe(true);
    expect(canOpenRoute('HSADM', '/personnel')).toBe(true);
    expect(canOpenRoute('ASM', '/personnel')).toBe(true);
    expect(canOpenRoute('ASM', '/events')).toBe(false);
    expect(canOpenRoute('ADMIN', '/locations')).toBe(true);
    expect(canOpenRoute('ADMIN', '/kody')).toBe(true);
    expect(canOpenRoute('HST', '/actions')).toBe(false);
    expect(canOpenRoute('HST', '/reports')).toBe(false);
    expect(canOpenRoute(null, '/actions')).toBe(false);
  });
});

describe('territory visibility', () => {
  it('column for ASM, HSADM and ADMIN', () => {
    expect(ROLES.filter(showsTerritoryColumn)).toEqual(['ASM', 'HSADM', 'ADMIN']);
  });
  it('actions filter and wizard step for ASM and HSADM only', () => {
    expect(ROLES.filter(showsTerritoryFilter)).toEqual(['ASM', 'HSADM']);
    expect(ROLES.filter(hasTerritoryStep)).toEqual(['ASM', 'HSADM']);
  });
  it('personnel filter for ASM only', () => {
    expect(ROLES.filter(showsPersonnelTerritoryFilter)).toEqual(['ASM']);
  });
  it('wizard steps start at action type without the territory step', () => {
    expect(actionWizardSteps('ASM')).toEqual([
      'name',
      'territory',
      'type',
      'event',
      'location',
      'date',
      'time',
      'personnel',
    ]);
    expect(actionWizardSteps('ADMIN')).toEqual([
      'name',
      'type',
      'event',
      'location',
      'date',
      'time',
      'personnel',
    ]);
  });
});

describe('sign-in rights', () => {
  it('back office: everyone but HST', () => {
    expect(ROLES.filter(canSignInToBackOffice)).toEqual(['ASM', 'HSADM', 'ADMIN', 'CLIENT']);
    expect(canSignInToBackOffice(null)).toBe(false);
  });

  it('opens a client on its dashboard, never on the actions list', () => {
    expect(landingRoute('CLIENT')).toBe('/pulpit');
    expect(canOpenRoute('CLIENT', '/pulpit')).toBe(true);
    expect(canOpenRoute('ASM', '/pulpit')).toBe(true);
    expect(canOpenRoute('HST', '/pulpit')).toBe(false);
    expect(landingRoute('ASM')).toBe('/actions');
    expect(canOpenRoute('CLIENT', '/actions')).toBe(false);
    expect(canOpenRoute('CLIENT', '/reports')).toBe(true);
    expect(canOpenRoute('CLIENT', '/personnel')).toBe(false);
    expect(menuFor('CLIENT').map((e) => e.key)).toEqual(['dashboard', 'reports']);
  });
  it('webform: HST and HSADM', () => {
    expect(ROLES.filter(canUseWebform)).toEqual(['HST', 'HSADM']);
  });
  it('only HST is assignable personnel', () => {
    expect(ROLES.filter(isAssignablePersonnel)).toEqual(['HST']);
  });
});

describe('territory query and defaults', () => {
  it('one territory sends uuid, more send uuids, none sends nothing', () => {
    expect(territoryQuery([{ uuid: 'a' }])).toEqual({ uuid: 'a' });
    expect(territoryQuery([{ uuid: 'a' }, { uuid: 'b' }])).toEqual({ uuids: ['a', 'b'] });
    expect(territoryQuery([])).toBeNull();
    expect(territoryQuery(null)).toBeNull();
  });
  it('defaults to the first territory and the first area of the chosen territory', () => {
    const user = {
      territories: [{ uuid: 't1' }, { uuid: 't2' }],
      areas: [
        { uuid: 'a1', territory: { uuid: 't1' } },
        { uuid: 'a2', territory: { uuid: 't2' } },
        { uuid: 'a3', territory: { uuid: 't2' } },
      ],
    };
    expect(defaultTerritory(user)).toEqual({ uuid: 't1' });
    expect(defaultArea(user, 't1')).toEqual({ uuid: 'a1', territory: { uuid: 't1' } });
    // The second territory gets its own first area, never the first territory's (400 action.area).
    expect(defaultArea(user, 't2')).toEqual({ uuid: 'a2', territory: { uuid: 't2' } });
    expect(defaultArea(user, 't3')).toBeNull();
    expect(defaultArea(user, null)).toBeNull();
    expect(defaultTerritory({ territories: [] })).toBeNull();
    expect(defaultArea({ areas: null }, 't1')).toBeNull();
    expect(defaultTerritory(null)).toBeNull();
  });
});
