// Route '/': the sign-in, or straight to the actions when a session exists.
import { Navigate } from 'react-router';
import { PATHS } from '../../shared/lib/paths';
import { useSession } from '../../shared/stores/session';
import { LoginForm } from './components/LoginForm';

export function LoginPage() {
  const status = useSession((s) => s.status);
  if (status === 'signedIn') return <Navigate to={PATHS.actions} replace />;
  return <LoginForm />;
}
