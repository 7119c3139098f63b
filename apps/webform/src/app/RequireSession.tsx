// The signed-in part of the app: without a session the person goes to the sign-in.
import { Navigate } from 'react-router';
import { PATHS } from '../shared/lib/paths';
import { useSession } from '../shared/stores/session';
import { Shell } from './Shell';

export function RequireSession() {
  const status = useSession((s) => s.status);
  if (status !== 'signedIn') return <Navigate to={PATHS.login} replace />;
  return <Shell />;
}
