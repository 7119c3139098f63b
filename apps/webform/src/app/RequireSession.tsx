// The signed-in part of the app: without a session the person goes to the sign-in.
import { Navigate } from 'react-router';
import { ROUTES } from '../lib/routes';
import { useSession } from '../stores/session';
import { Shell } from './Shell';

export function RequireSession() {
  const status = useSession((s) => s.status);
  if (status !== 'signedIn') return <Navigate to={ROUTES.login} replace />;
  return <Shell />;
}
