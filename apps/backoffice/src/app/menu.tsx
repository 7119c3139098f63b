// Side navigation entries per role (SPEC §6, with 'Lokalizacje' of §10.5), in the shape of @tourplanner/ui's SideNav. The Webform
// entry leaves the app for the webform app (its URL is configuration), in a new tab. Each entry has
// an icon, so that its text lines up with 'Twoje Konto' and 'Wyloguj' below.
import type { RoleId } from '@tourplanner/domain/entities';
import { SIDE_NAV } from '@tourplanner/i18n-pl/backoffice';
import { Icon, type IconName } from '@tourplanner/ui/Icon';
import type { SideNavEntry } from '@tourplanner/ui/SideNav';

const E = SIDE_NAV.entries;
const route = (label: string, href: string, icon: IconName): SideNavEntry => ({
  key: href,
  label,
  href,
  icon: <Icon name={icon} size={18} />,
});
// Pulpit (issue 31): every working role's first entry, and the client's landing screen.
const dashboard = route(E.dashboard, '/pulpit', 'chart');
const actions = route(E.actions, '/actions', 'list');
const reports = route(E.reports, '/reports', 'photo');
const personnel = route(E.personnel, '/personnel', 'users');
// Every back-office role: ASM and HSADM see and edit the points of their own territories.
const locations = route(E.locations, '/locations', 'flag');

export function menuFor(role: RoleId | null, webformUrl: string): SideNavEntry[] {
  switch (role) {
    case 'HSADM':
      // Personel: an HSADM manages the accounts of her territories' hostesses (docs/decisions/0016).
      return [
        dashboard,
        actions,
        reports,
        personnel,
        locations,
        {
          key: 'webform',
          label: E.webform,
          href: webformUrl,
          external: true,
          newTab: true,
          icon: <Icon name="external" size={18} />,
        },
      ];
    case 'ADMIN':
      return [
        dashboard,
        route(E.events, '/events', 'calendar'),
        actions,
        reports,
        personnel,
        route(E.regions, '/regions', 'map'),
        locations,
        route(E.codes, '/kody', 'ticket'),
        route(E.consents, '/zgody', 'check'),
      ];
    case 'CLIENT':
      // A brand's read-only account: the dashboard and the reports of its events.
      return [dashboard, reports];
    default:
      return [dashboard, actions, reports, personnel, locations];
  }
}
