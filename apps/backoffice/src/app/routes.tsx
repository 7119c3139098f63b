// The one route table of the back office (SPEC §2), for createBrowserRouter. Every screen but the
// login is a lazy route (its own chunk, fetched when the route is first visited); the login is where
// a first visit lands, so it comes with the app itself instead of after a second round trip.
import { APP_SHELL } from '@tourplanner/i18n-pl/backoffice';
import { FullScreenPreloader } from '@tourplanner/ui/FullScreenPreloader';
import { Link, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { useSession } from '../shared/stores/session';
import { RequireSession } from './RequireSession';
import { RouteError } from './RouteError';
import { Shell } from './Shell';

function NotFound() {
  return (
    <div>
      <h1>{APP_SHELL.notFound}</h1>
      <Link to="/actions">{APP_SHELL.notFoundLink}</Link>
    </div>
  );
}

/**
 * Before the first screen's code has arrived (a deep link into a lazy route); while a saved session
 * is restored, the restore's own preloader is up already.
 */
function FirstLoad() {
  const restoring = useSession((s) => s.restoring);
  return <FullScreenPreloader visible={!restoring} hideDelayMs={0} />;
}

export const routes: RouteObject[] = [
  {
    Component: Shell,
    HydrateFallback: FirstLoad,
    ErrorBoundary: RouteError,
    children: [
      { path: '/', Component: LoginPage },
      {
        path: '/remind',
        lazy: async () => ({ Component: (await import('../features/auth/RemindPage')).RemindPage }),
      },
      {
        path: '/remind/code',
        lazy: async () => ({ Component: (await import('../features/auth/RemindCodePage')).RemindCodePage }),
      },
      {
        Component: RequireSession,
        children: [
          {
            path: '/pulpit',
            lazy: async () => ({
              Component: (await import('../features/dashboard/DashboardPage')).DashboardPage,
            }),
          },
          {
            path: '/actions',
            lazy: async () => ({ Component: (await import('../features/actions/ActionsPage')).ActionsPage }),
          },
          {
            path: '/actions/plan',
            lazy: async () => ({ Component: (await import('../features/plan/PlanPage')).PlanPage }),
          },
          {
            path: '/actions/:uuid',
            lazy: async () => ({ Component: (await import('../features/action/ActionPage')).ActionPage }),
          },
          {
            path: '/reports',
            lazy: async () => ({ Component: (await import('../features/reports/ReportsPage')).ReportsPage }),
          },
          {
            path: '/personnel',
            lazy: async () => ({
              Component: (await import('../features/personnel/PersonnelPage')).PersonnelPage,
            }),
          },
          {
            path: '/events',
            lazy: async () => ({ Component: (await import('../features/events/EventsPage')).EventsPage }),
          },
          {
            path: '/locations',
            lazy: async () => ({
              Component: (await import('../features/locations/LocationsPage')).LocationsPage,
            }),
          },
          {
            path: '/regions',
            lazy: async () => ({ Component: (await import('../features/regions/RegionsPage')).RegionsPage }),
          },
          {
            path: '/kody',
            lazy: async () => ({ Component: (await import('../features/codes/CodesPage')).CodesPage }),
          },
          {
            path: '/zgody',
            lazy: async () => ({
              Component: (await import('../features/consents/ConsentsPage')).ConsentsPage,
            }),
          },
          {
            path: '/twoje-konto',
            lazy: async () => ({ Component: (await import('../features/account/AccountPage')).AccountPage }),
          },
        ],
      },
      { path: '*', Component: NotFound },
    ],
  },
];
