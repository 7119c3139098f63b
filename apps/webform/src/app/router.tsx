// The router: each screen is its own chunk, loaded when its route is first visited, so the first
// load carries only the shell and the sign-in.
import { createBrowserRouter, Navigate } from 'react-router';
import { ROUTES } from '../lib/routes';
import { RequireSession } from './RequireSession';
import { Root } from './Root';
import { RouteError } from './RouteError';

export const router = createBrowserRouter([
  {
    path: '/',
    Component: Root,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/login/LoginRoute')).LoginRoute }),
      },
      {
        Component: RequireSession,
        children: [
          {
            path: ROUTES.actions,
            lazy: async () => ({
              Component: (await import('../features/actions/ActionsRoute')).ActionsRoute,
            }),
          },
          {
            path: ROUTES.availability,
            lazy: async () => ({
              Component: (await import('../features/availability/AvailabilityRoute')).AvailabilityRoute,
            }),
          },
          {
            path: ROUTES.register,
            lazy: async () => ({
              Component: (await import('../features/webform/WebformRoute')).WebformRoute,
            }),
          },
        ],
      },
      { path: '*', element: <Navigate to={ROUTES.login} replace /> },
    ],
  },
]);
