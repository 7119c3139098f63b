// Routes from the route table inside the shell; private screens need a session.
import { APP_SHELL } from '@tourplanner/i18n-pl/backoffice';
import type { ReactNode } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router';
import { selectIsSignedIn, useSession } from '../shared/stores/session';
import { ROUTES } from './routes';
import { Shell } from './Shell';

function Private({ children }: { children: ReactNode }) {
  const signedIn = useSession(selectIsSignedIn);
  const restoring = useSession((s) => s.restoring);
  if (restoring) return null;
  return signedIn ? children : <Navigate to="/" replace />;
}

function NotFound() {
  return (
    <div>
      <h1>{APP_SHELL.notFound}</h1>
      <Link to="/actions">{APP_SHELL.notFoundLink}</Link>
    </div>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        {ROUTES.map(({ path, access, Component }) => (
          <Route
            key={path}
            path={path}
            element={
              access === 'private' ? (
                <Private>
                  <Component />
                </Private>
              ) : (
                <Component />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
