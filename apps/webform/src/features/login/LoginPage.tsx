// Route '/': the sign-in, or straight on when a session exists: to the screen the person was sent
// here from (a lost session during a registration returns to it), else to the actions.
import { Navigate, useLocation } from 'react-router';
import { returnPathOf } from '../../shared/lib/paths';
import { useSession } from '../../shared/stores/session';
import { LoginForm } from './components/LoginForm';

export function LoginPage() {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (status === 'signedIn') return <Navigate to={returnPathOf(location.state)} replace />;
  return <LoginForm />;
}
