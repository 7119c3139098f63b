// Side navigation entries per role (SPEC §6), in the shape of @tourplanner/ui's SideNav. The Webform
// entry leaves the app for the webform app (its URL is configuration), in a new tab.
import type { RoleId } from '@tourplanner/domain/entities';
import { SIDE_NAV } from '@tourplanner/i18n-pl/backoffice';
import type { SideNavEntry } from '@tourplanner/ui/SideNav';

const E = SIDE_NAV.entries;
const route = (label: string, href: string): SideNavEntry => ({ key: href, label, href });
const actions = route(E.actions, '/actions');
const reports = route(E.reports, '/reports');
const personnel = route(E.personnel, '/personnel');

export function menuFor(role: RoleId | null, webformUrl: string): SideNavEntry[] {
  switch (role) {
    case 'HSADM':
      return [
        actions,
        reports,
        { key: 'webform', label: E.webform, href: webformUrl, external: true, newTab: true },
      ];
    case 'ADMIN':
      return [
        route(E.events, '/events'),
        actions,
        reports,
        personnel,
        route(E.regions, '/regions'),
        route(E.codes, '/kody'),
      ];
    default:
      return [actions, reports, personnel];
  }
}
