// Route '/actions': a hostess's actions (today's and coming), or for HSADM the started actions.
import { useSession } from '../../shared/stores/session';
import { HostessActions } from './components/HostessActions';
import { StartedActions } from './components/StartedActions';

export function ActionsPage() {
  const role = useSession((s) => s.user?.role.uuid);
  return role === 'HST' ? <HostessActions /> : <StartedActions />;
}
