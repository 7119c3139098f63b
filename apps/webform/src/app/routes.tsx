// The route table: every screen is its own chunk, loaded when its route is first visited, so the
// first load carries only the session restore and the sign-in (the signed-in frame and the
// server-data cache load beside the first signed-in screen). A screen is `XxxPage` in its
// feature's folder.
import { createBrowserRouter, Navigate } from 'react-router';
import { PATHS } from '../shared/lib/paths';
import { Root } from './Root';
import { RouteError } from './RouteError';

export const router = createBrowserRouter([
  // The consumer's page: outside Root, so no hostess session is restored or needed.
  {
    path: PATHS.consentRecord,
    ErrorBoundary: RouteError,
    lazy: async () => {
      const [{ AppQueries }, { ConsentRecordPage }] = await Promise.all([
        import('./AppQueries'),
        import('../features/consents/ConsentRecordPage'),
      ]);
      return {
        Component: () => (
          <AppQueries>
            <ConsentRecordPage />
          </AppQueries>
        ),
      };
    },
  },
  {
    path: PATHS.login,
    Component: Root,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/login/LoginPage')).LoginPage }),
      },
      {
        lazy: async () => ({ Component: (await import('./RequireSession')).RequireSession }),
        children: [
          {
            path: PATHS.actions,
            lazy: async () => ({ Component: (await import('../features/actions/ActionsPage')).ActionsPage }),
          },
          {
            path: PATHS.availability,
            lazy: async () => ({
              Component: (await import('../features/availability/AvailabilityPage')).AvailabilityPage,
            }),
          },
          {
            path: PATHS.stats,
            lazy: async () => ({ Component: (await import('../features/stats/StatsPage')).StatsPage }),
          },
          {
            path: PATHS.register,
            lazy: async () => ({ Component: (await import('../features/webform/WebformPage')).WebformPage }),
          },
        ],
      },
      { path: '*', element: <Navigate to={PATHS.login} replace /> },
    ],
  },
]);
