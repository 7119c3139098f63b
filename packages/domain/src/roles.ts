// Roles and what each may see and do (SPEC §6): menu entries, territory visibility, sign-in rights,
// the territory restriction of user queries and the action wizard's steps.
import { type RoleId, roleId, type Territory } from './entities.ts';

/** The back office's working roles: coordinators (the hostess and the brand client are not). */
export const BACK_OFFICE_ROLES = ['ASM', 'HSADM', 'ADMIN'] as const satisfies readonly RoleId[];
/** The agency's people: every role but the brand client. */
export const STAFF_ROLES = ['HST', 'ASM', 'HSADM', 'ADMIN'] as const satisfies readonly RoleId[];
/**
 * A brand's read-only account: its events' dashboard and the reports of their finished actions
 * (start and end photos), never a consumer's personal data.
 */
export const CLIENT_ROLE = 'CLIENT' as const satisfies RoleId;
/** Who reads the dashboard (Pulpit): the coordinators and the client, each within its reach. */
export const DASHBOARD_ROLES = [...BACK_OFFICE_ROLES, CLIENT_ROLE] as const satisfies readonly RoleId[];
/** The back-office sign-in: the coordinators and the client. */
export const BACK_OFFICE_SIGN_IN_ROLES = DASHBOARD_ROLES;
/** The webform's roles: hostesses, and HSADM who has the Webform menu entry. */
export const WEBFORM_ROLES = ['HST', 'HSADM'] as const satisfies readonly RoleId[];

/** The role a user has, read from `role.uuid`; null for a missing or unknown role. */
export function roleOf(user: { role?: { uuid?: unknown } | null } | null | undefined): RoleId | null {
  const parsed = roleId.safeParse(user?.role?.uuid);
  return parsed.success ? parsed.data : null;
}

export type MenuKey =
  | 'dashboard'
  | 'events'
  | 'actions'
  | 'reports'
  | 'personnel'
  | 'regions'
  | 'codes'
  | 'webform';

/**
 * One side-navigation entry. `route` is an app route; the Webform entry has none because it opens
 * the separately hosted webform app, whose URL is configuration (docs/product/design.md "Spec slips
 * and gaps", the `/webfrom` slip).
 */
export type MenuEntry =
  | { key: Exclude<MenuKey, 'webform'>; labelKey: `nav.${string}`; kind: 'route'; route: string }
  | { key: 'webform'; labelKey: 'nav.webform'; kind: 'webform-app' };

// Labels on screen (i18n-pl): Pulpit, Eventy, Akcje, Raporty, Personel, Regionalizacja, Kody, Webform.
export const MENU_ENTRIES = {
  dashboard: { key: 'dashboard', labelKey: 'nav.dashboard', kind: 'route', route: '/pulpit' },
  events: { key: 'events', labelKey: 'nav.events', kind: 'route', route: '/events' },
  actions: { key: 'actions', labelKey: 'nav.actions', kind: 'route', route: '/actions' },
  reports: { key: 'reports', labelKey: 'nav.reports', kind: 'route', route: '/reports' },
  personnel: { key: 'personnel', labelKey: 'nav.personnel', kind: 'route', route: '/personnel' },
  regions: { key: 'regions', labelKey: 'nav.regions', kind: 'route', route: '/regions' },
  codes: { key: 'codes', labelKey: 'nav.codes', kind: 'route', route: '/kody' },
  webform: { key: 'webform', labelKey: 'nav.webform', kind: 'webform-app' },
} as const satisfies Record<MenuKey, MenuEntry>;

const MENU_BY_ROLE: Record<'HSADM' | 'ADMIN' | 'CLIENT' | 'other', readonly MenuKey[]> = {
  // Personel added to SPEC §6's row: an HSADM manages her hostesses' accounts there (ADR 0016).
  // Pulpit (issue 31) opens every working role's menu and is where the client lands.
  HSADM: ['dashboard', 'actions', 'reports', 'personnel', 'webform'],
  ADMIN: ['dashboard', 'events', 'actions', 'reports', 'personnel', 'regions', 'codes'],
  // The client reads its events' dashboard and the reports of their finished actions.
  CLIENT: ['dashboard', 'reports'],
  other: ['dashboard', 'actions', 'reports', 'personnel'],
};

/** The side-navigation entries of a role, in order (SPEC §6 table; ASM and others get the last row). */
export function menuFor(role: RoleId | null): readonly MenuEntry[] {
  const keys =
    role === 'HSADM' || role === 'ADMIN' || role === 'CLIENT' ? MENU_BY_ROLE[role] : MENU_BY_ROLE.other;
  return keys.map((key) => MENU_ENTRIES[key]);
}

/**
 * Where the back office opens after sign-in: the actions list, or for a client (which has none)
 * its dashboard.
 */
export function landingRoute(role: RoleId | null): '/actions' | '/pulpit' {
  return role === CLIENT_ROLE ? '/pulpit' : '/actions';
}

/** The bottom links every role has ('Twoje Konto', 'Wyloguj'). */
export const ACCOUNT_LINKS = [
  { key: 'account', labelKey: 'nav.account', kind: 'route', route: '/twoje-konto' },
  { key: 'logout', labelKey: 'nav.logout', kind: 'logout' },
] as const;

/** Whether a role may open a back-office route (so a typed-in URL is refused like a missing entry). */
export function canOpenRoute(role: RoleId | null, route: string): boolean {
  if (route === '/twoje-konto') return canSignInToBackOffice(role);
  if (route === '/actions') return canSignInToBackOffice(role) && role !== CLIENT_ROLE;
  // The events screen serves /events, /locations and /regions alike (SPEC §2).
  const target = route === '/locations' ? '/events' : route;
  return (
    menuFor(role).some((entry) => entry.kind === 'route' && entry.route === target) &&
    canSignInToBackOffice(role)
  );
}

/**
 * The Terytorium column of the actions and reports tables. The spec shows the header to ASM and
 * HSADM and the cells also to ADMIN; a column without a header (or the reverse) is a slip, so all
 * three see the whole column.
 */
export function showsTerritoryColumn(role: RoleId | null): boolean {
  return role === 'ASM' || role === 'HSADM' || role === 'ADMIN';
}

/** The territory filter of the actions page (ASM, HSADM). */
export function showsTerritoryFilter(role: RoleId | null): boolean {
  return role === 'ASM' || role === 'HSADM';
}

/** The territory filter button of the personnel page (ASM only). */
export function showsPersonnelTerritoryFilter(role: RoleId | null): boolean {
  return role === 'ASM';
}

/** The territory step of the action wizard (ASM, HSADM); other roles start at the action type. */
export function hasTerritoryStep(role: RoleId | null): boolean {
  return role === 'ASM' || role === 'HSADM';
}

export const ACTION_WIZARD_STEPS = [
  'name',
  'territory',
  'type',
  'event',
  'location',
  'date',
  'time',
  'personnel',
] as const;
export type ActionWizardStep = (typeof ACTION_WIZARD_STEPS)[number];

/** The action wizard's steps for a role, in order. */
export function actionWizardSteps(role: RoleId | null): readonly ActionWizardStep[] {
  return hasTerritoryStep(role) ? ACTION_WIZARD_STEPS : ACTION_WIZARD_STEPS.filter((s) => s !== 'territory');
}

/** Back-office sign-in: every known role but the hostess ('Brak uprawnień'). */
export function canSignInToBackOffice(role: RoleId | null): boolean {
  return role !== null && (BACK_OFFICE_SIGN_IN_ROLES as readonly RoleId[]).includes(role);
}

/** Webform sign-in: hostesses, and HSADM who has the Webform menu entry. */
export function canUseWebform(role: RoleId | null): boolean {
  return (WEBFORM_ROLES as readonly (RoleId | null)[]).includes(role);
}

/** The only assignable personnel (SPEC §4: only HST users are listed). */
export function isAssignablePersonnel(role: RoleId | null): boolean {
  return role === 'HST';
}

export type TerritoryQuery = { uuid: string } | { uuids: string[] };

/**
 * The `territory` restriction of /user/list from the user's territories: one sends `{uuid}`, more
 * send `{uuids}`. None gives null: the caller sends no restriction (the server still limits by role).
 */
export function territoryQuery(
  territories: readonly Pick<Territory, 'uuid'>[] | null | undefined,
): TerritoryQuery | null {
  const list = territories ?? [];
  if (list.length === 0) return null;
  if (list.length === 1) return { uuid: list[0]!.uuid };
  return { uuids: list.map((t) => t.uuid) };
}

/** The wizard's default territory: the user's first. */
export function defaultTerritory<T>(
  user: { territories?: readonly T[] | null } | null | undefined,
): T | null {
  return user?.territories?.[0] ?? null;
}

/**
 * The wizard's area for a territory: the user's first area of that territory (SPEC §4 'the area to
 * the first area'). The server refuses an area of another territory (400 action.area), so a user
 * with several territories gets the chosen territory's own area, or none.
 */
export function defaultArea<A extends { territory?: { uuid: string } | undefined }>(
  user: { areas?: readonly A[] | null } | null | undefined,
  territoryUuid: string | null | undefined,
): A | null {
  if (!territoryUuid) return null;
  return user?.areas?.find((a) => a.territory?.uuid === territoryUuid) ?? null;
}

/** A hostess's last name as a client sees it: the initial and a full stop ('Kowalska' → 'K.'). */
export function lastNameForClient(lastname: string): string {
  const initial = lastname.trim().charAt(0);
  return initial ? `${initial}.` : '';
}
