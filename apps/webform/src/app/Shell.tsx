// The frame of the signed-in app: a compact header (who is signed in, the account menu, sign-out)
// and, for a hostess, a bottom tab bar within thumb reach on a phone. Her notifications switch is in
// the account menu.
import { ActionIcon, Group, Text } from '@mantine/core';
import { WEBFORM_ACCOUNT } from '@tourplanner/i18n-pl/calendar';
import { BUTTONS } from '@tourplanner/i18n-pl/common';
import { LEAVE } from '@tourplanner/i18n-pl/counter';
import { format } from '@tourplanner/i18n-pl/format';
import { WEBFORM_APP, WEBFORM_NAV } from '@tourplanner/i18n-pl/webform';
import { ConfirmDialog } from '@tourplanner/ui/ConfirmDialog';
import { Icon } from '@tourplanner/ui/Icon';
import { lazy, Suspense, useState } from 'react';
import { NavLink, Outlet, useMatch, useNavigate } from 'react-router';
import { PATHS } from '../shared/lib/paths';
import { useLeaveGuard } from '../shared/stores/leave-guard';
import { useSession } from '../shared/stores/session';

// Loaded with her first screen's chunk, not with the sign-in: it sends through the API client.
const QueuedPhotos = lazy(() => import('../shared/sync/QueuedPhotos'));
// Loaded when she first opens her account menu.
const AccountMenu = lazy(() => import('../features/account/AccountMenu'));
// Keeps this phone's push subscription with her session (Web Push): nothing on screen.
const PushSync = lazy(() => import('../shared/push/PushSync'));

/** Sign-out ends this phone's push subscription too (the API drops it as well). */
const endPush = () =>
  navigator.serviceWorker
    ?.getRegistration()
    .then((r) => r?.pushManager?.getSubscription())
    .then((s) => s?.unsubscribe())
    .catch(() => undefined);

export function Shell() {
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  // The registration takes the whole screen: no tab bar under its step buttons.
  const registering = useMatch(PATHS.register) !== null;
  const isHostess = user?.role.uuid === 'HST' && !registering;
  const name = user ? `${user.firstname} ${user.lastname}`.trim() : '';

  const unsaved = useLeaveGuard((s) => s.unsaved);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [account, setAccount] = useState<'never' | 'open' | 'closed'>('never');

  const signOut = async () => {
    setConfirmLogout(false);
    await endPush();
    await logout();
    navigate(PATHS.login, { replace: true });
  };
  // Signing out deletes a registration in progress from the phone: ask first.
  const onLogout = () => (unsaved ? setConfirmLogout(true) : void signOut());

  return (
    <div className="wf-shell" data-with-tabs={isHostess || undefined}>
      <header className="wf-header">
        <Group justify="space-between" wrap="nowrap" gap="xs" className="wf-header-inner">
          <div className="wf-brand">
            <Text fw={700} size="lg" lh={1.1} c="white">
              {WEBFORM_APP.appName}
            </Text>
            <Text size="xs" c="white" lh={1.2} truncate="end" className="wf-user">
              {format(WEBFORM_APP.signedInAs, { name })}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="white"
              size={48}
              onClick={() => setAccount('open')}
              aria-label={WEBFORM_ACCOUNT.open}
              aria-haspopup="dialog"
            >
              <Icon name="user" size={24} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="white"
              size={48}
              onClick={onLogout}
              aria-label={BUTTONS.logout}
              className="wf-logout"
            >
              <Icon name="logout" size={24} />
            </ActionIcon>
          </Group>
        </Group>
      </header>
      <ConfirmDialog
        opened={confirmLogout}
        title={LEAVE.logoutTitle}
        message={unsaved === 'receipt' ? LEAVE.logoutReceiptBody : LEAVE.logoutBody}
        confirmLabel={LEAVE.logout}
        cancelLabel={LEAVE.stay}
        destructive
        onConfirm={() => void signOut()}
        onCancel={() => setConfirmLogout(false)}
      />
      {account !== 'never' && (
        <Suspense fallback={null}>
          <AccountMenu opened={account === 'open'} onClose={() => setAccount('closed')} push={isHostess} />
        </Suspense>
      )}
      <main className="wf-main" id="main">
        {user && (
          <Suspense fallback={null}>
            <QueuedPhotos />
          </Suspense>
        )}
        {isHostess && (
          <Suspense fallback={null}>
            <PushSync />
          </Suspense>
        )}
        <Outlet />
      </main>
      {isHostess && (
        <nav className="wf-tabs" aria-label={WEBFORM_APP.mainNav}>
          <NavLink to={PATHS.actions} className="wf-tab" end={false}>
            <Icon name="flag" size={22} />
            <span>{WEBFORM_NAV.actions}</span>
          </NavLink>
          <NavLink to={PATHS.availability} className="wf-tab">
            <Icon name="pencil" size={22} />
            <span>{WEBFORM_NAV.availability}</span>
          </NavLink>
          <NavLink to={PATHS.stats} className="wf-tab">
            <Icon name="chart" size={22} />
            <span>{WEBFORM_NAV.stats}</span>
          </NavLink>
        </nav>
      )}
    </div>
  );
}
