// The private screens: nothing while a saved session is being restored, the login without a session,
// and 'Brak uprawnień' for a screen the role has no menu entry for (a typed-in or bookmarked URL),
// instead of an empty screen whose calls the server refuses. 'Personel' is also open to a role that
// manages accounts (its 'Konta' tab), as the contract's /user/create roles say; the tour planner
// (/actions/plan) to the roles of /plan/preview; an action's page (/actions/<uuid>) to the roles of
// /action/history.
import type { RoleId } from '@tourplanner/domain/entities';
import { landingRoute } from '@tourplanner/domain/roles';
import { APP_SHELL, LOGIN } from '@tourplanner/i18n-pl/backoffice';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { backOfficeCalls } from '../shared/calls';
import { selectIsSignedIn, selectRole, useSession } from '../shared/stores/session';
import { menuFor } from './menu';

/** Whether a role may open a route of the app. */
export function mayOpen(role: RoleId | null, path: string): boolean {
  if (path === '/twoje-konto') return true;
  if (path === '/actions') return role !== 'CLIENT';
  const managers = backOfficeCalls.userCreate.roles;
  if (path === '/personnel' && role && managers !== 'anyone' && managers.includes(role)) return true;
  // 'Zaplanuj trasę' belongs to Akcje: open to the roles of the plan calls.
  const planners = backOfficeCalls.planPreview.roles;
  if (path === '/actions/plan') return role !== null && planners !== 'anyone' && planners.includes(role);
  // An action's page (/actions/<uuid>): open to the roles that may read its history.
  const historians = backOfficeCalls.actionHistory.roles;
  if (path.startsWith('/actions/'))
    return role !== null && historians !== 'anyone' && historians.includes(role);
  return menuFor(role, '').some((entry) => !entry.external && entry.href === path);
}

export function RequireSession() {
  const signedIn = useSession(selectIsSignedIn);
  const restoring = useSession((s) => s.restoring);
  const role = useSession(selectRole);
  const { pathname } = useLocation();
  if (restoring) return null;
  if (!signedIn) return <Navigate to="/" replace />;
  if (!mayOpen(role, pathname)) {
    return (
      <div>
        <h1>{LOGIN.errors.noPermission}</h1>
        {/* The role's own first screen: the actions list, or Pulpit for the client. */}
        <Link to={landingRoute(role)}>
          {landingRoute(role) === '/pulpit' ? APP_SHELL.dashboardLink : APP_SHELL.notFoundLink}
        </Link>
      </div>
    );
  }
  return <Outlet />;
}
