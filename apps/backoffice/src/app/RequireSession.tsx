// The private screens: nothing while a saved session is being restored, the login without a session.
import { Navigate, Outlet } from 'react-router';
import { selectIsSignedIn, useSession } from '../shared/stores/session';

export function RequireSession() {
  const signedIn = useSession(selectIsSignedIn);
  const restoring = useSession((s) => s.restoring);
  if (restoring) return null;
  return signedIn ? <Outlet /> : <Navigate to="/" replace />;
}
