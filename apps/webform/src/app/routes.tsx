// The route table: every screen is its own chunk, loaded when its route is first visited, so the
// first load carries only the shell and the sign-in. A screen is `XxxPage` in its feature's folder.
import { createBrowserRouter, Navigate } from 'react-router';
import { PATHS } from '../shared/lib/paths';
import { RequireSession } from './RequireSession';
import { Root } from './Root';
import { RouteError } from './RouteError';

export const router = createBrowserRouter([
  // The consumer's page: outside Root, so no hostess session is restored or needed.
  {
    path: PATHS.consentRecord,
    ErrorBoundary: RouteError,
    lazy: async () => ({
      Component: (await import('../features/consents/ConsentRecordPage')).ConsentRecordPage,
    }),
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
        Component: RequireSession,
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
            path: PATHS.register,
            lazy: async () => ({ Component: (await import('../features/webform/WebformPage')).WebformPage }),
          },
        ],
      },
      { path: '*', element: <Navigate to={PATHS.login} replace /> },
    ],
  },
]);
