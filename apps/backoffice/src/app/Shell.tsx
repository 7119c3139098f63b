// The app shell: a header with the menu trigger (hidden on the login route and when signed out),
// the coordinators' bell (issue 29, lazy-loaded),
// the side navigation (@tourplanner/ui's, with this role's entries) and the routed screen, behind
// the full-screen preloader while a screen's code loads. It also keeps the export queue polled.
// The side navigation's code (a Drawer: modal base, scroll lock, focus trap, scroll area) is fetched
// on the first opening of the menu, so the first screen does not wait for it.
import { Burger, Text } from '@mantine/core';
import { clearToasts } from '@tourplanner/app-kit/toast';
import { BACK_OFFICE_ROLES } from '@tourplanner/domain/roles';
import { APP_SHELL } from '@tourplanner/i18n-pl/backoffice';
import { FullScreenPreloader } from '@tourplanner/ui/FullScreenPreloader';
import type { SideNavProps } from '@tourplanner/ui/SideNav';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { env } from '../env';
import { DeferredDialog } from '../shared/components/DeferredDialog';
import { useReportQueuePolling } from '../shared/queries/report-queue';
import { selectIsSignedIn, selectRole, selectUser, useSession } from '../shared/stores/session';
import { menuFor } from './menu';
import classes from './Shell.module.css';

const ACCOUNT_HREF = '/twoje-konto';

// The bell's code (its query, badge and popover) comes after the first screen.
const NotificationBell = lazy(() =>
  import('../widgets/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

const SideNav = lazy(() => import('@tourplanner/ui/SideNav').then((m) => ({ default: m.SideNav })));

/**
 * Mounted closed and opened a render later: the first opening is then a change the Drawer sees, so
 * it animates in and gives focus back to the menu trigger on closing, as every later opening does.
 */
function FirstClosedSideNav({ opened, ...props }: SideNavProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <SideNav opened={opened && mounted} {...props} />;
}

function ReportQueuePoller() {
  useReportQueuePolling();
  return null;
}

export function Shell() {
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loadingScreen = useNavigation().state === 'loading';
  const logout = useSession((s) => s.logout);
  const signedIn = useSession(selectIsSignedIn);
  const user = useSession(selectUser);
  const role = useSession(selectRole);
  const showTrigger = pathname !== '/' && signedIn;
  const close = () => setOpened(false);

  const onLogout = async () => {
    close();
    await logout();
    clearToasts();
    navigate('/', { replace: true });
  };

  return (
    <div className={classes.root}>
      <header className={classes.header}>
        {showTrigger ? (
          <Burger
            opened={opened}
            onClick={() => setOpened((o) => !o)}
            aria-label={opened ? APP_SHELL.closeMenu : APP_SHELL.openMenu}
            size="sm"
          />
        ) : null}
        <Text fw={800} size="lg" c="indigo.9">
          {APP_SHELL.appName}
        </Text>
        {showTrigger && role && (BACK_OFFICE_ROLES as readonly string[]).includes(role) ? (
          <div className={classes.end}>
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          </div>
        ) : null}
      </header>
      {signedIn ? (
        <DeferredDialog opened={opened}>
          <FirstClosedSideNav
            opened={opened}
            onClose={close}
            firstName={user?.firstname ?? ''}
            entries={menuFor(role, env.webformUrl).map((entry) => ({
              ...entry,
              active: !entry.external && entry.href === pathname,
            }))}
            accountHref={ACCOUNT_HREF}
            accountActive={pathname === ACCOUNT_HREF}
            onNavigate={(href) => navigate(href)}
            onLogout={() => void onLogout()}
          />
        </DeferredDialog>
      ) : null}
      {signedIn ? <ReportQueuePoller /> : null}
      <main className={classes.main}>
        <Outlet />
      </main>
      <FullScreenPreloader visible={loadingScreen} hideDelayMs={0} />
    </div>
  );
}
