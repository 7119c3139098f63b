// The signed-in part of the app: without a session the person goes to the sign-in, which brings
// her back here afterwards (a registration in progress continues at its step). Its own chunk
// (with the frame and the server-data cache), loaded beside the first signed-in screen's.
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '../shared/lib/paths';
import { useSession } from '../shared/stores/session';
import { AppQueries } from './AppQueries';
import { Shell } from './Shell';

export function RequireSession() {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (status !== 'signedIn') {
    return <Navigate to={PATHS.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return (
    <AppQueries>
      <Shell />
    </AppQueries>
  );
}
