// Route '/': the sign-in, or straight to the actions when a session exists.
import { Navigate } from 'react-router';
import { ROUTES } from '../../lib/routes';
import { useSession } from '../../stores/session';
import { LoginForm } from './components/LoginForm';

export function LoginRoute() {
  const status = useSession((s) => s.status);
  if (status === 'signedIn') return <Navigate to={ROUTES.actions} replace />;
  return <LoginForm />;
}
