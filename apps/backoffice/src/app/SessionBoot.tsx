// Startup (SPEC §4): restore a saved session behind the full-screen preloader, start the three
// loads and go to /actions; track the window size. Once a session is established the preloader
// stays up another 600 ms (TIMINGS.preloaderHideMs) with the first screen painted underneath;
// without one (no token, expired, refused) it goes at once. It sits beside the router (it is
// given the router's navigate), so the preloader is up from the first paint, before any screen's
// code has arrived. A restore that got no answer keeps the saved token and says so, with a retry
// (the login page would throw away a session that is still valid). The app starts the restore and
// the loads beside it (beginRestore) as its code is evaluated, before React's first render.
import { Button, Center, Stack, Text } from '@mantine/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@tourplanner/domain/constants';
import { landingRoute } from '@tourplanner/domain/roles';
import { APP_SHELL } from '@tourplanner/i18n-pl/backoffice';
import { FullScreenPreloader } from '@tourplanner/ui/FullScreenPreloader';
import { useCallback, useEffect, useRef, useState } from 'react';
import { prefetchFirstActionsPage } from '../features/actions/api/first-page';
import { loadReferenceData, prefetchSharedReference } from '../shared/queries/reference';
import { trackScreen } from '../shared/stores/screen';
import { type RestoreResult, useSession } from '../shared/stores/session';

export type Navigate = (to: string, options: { replace: boolean }) => unknown;

/** A restore under way: its answer, and when it started (the reference lists' age counts from it). */
export interface Restore {
  restored: Promise<RestoreResult>;
  startedAt: number;
}

/**
 * Starts the restore of a saved session; with a saved token, the first screen's data is asked for
 * beside the session call, not after it (a refused token ends in the login either way).
 */
export function beginRestore(client: QueryClient, at: { pathname: string; search: string }): Restore {
  const session = useSession.getState();
  session.setRestoring(true);
  const startedAt = Date.now();
  const restored = session.restore();
  if (useSession.getState().token) {
    prefetchSharedReference(client);
    // Its code (the list's filters and store) comes with the first chunk: fetched with the
    // actions screen's chunks, the list call waited for them (six connections to one origin).
    prefetchFirstActionsPage(client, at);
  }
  return { restored, startedAt };
}

/**
 * `currentPath` is where the user arrived: the restored session goes to /actions only from the root
 * (the login); a deep link (a reload, a bookmark) keeps its screen and query. `begun` is a restore
 * the app started already (beginRestore); without it the first render starts one.
 */
export function SessionBoot({
  navigate,
  currentPath = () => window.location.pathname,
  currentSearch = () => window.location.search,
  begun,
}: {
  navigate: Navigate;
  currentPath?: () => string;
  currentSearch?: () => string;
  begun?: Restore;
}) {
  const restoring = useSession((s) => s.restoring);
  const queryClient = useQueryClient();
  const [established, setEstablished] = useState(false);
  const [offline, setOffline] = useState(false);
  // The restore runs at start (and again on a retry), whatever the props and client do later.
  const start = useRef({ navigate, queryClient, currentPath, currentSearch, begun });

  useEffect(() => trackScreen(), []);

  // `retry`: the offline state's button starts a new restore; otherwise the one the app began is
  // used (also when a development build runs this effect twice).
  const run = useCallback((isCancelled: () => boolean, retry = false) => {
    const { navigate: go, queryClient: client, currentPath: path, currentSearch: search } = start.current;
    setOffline(false);
    const begun = retry ? undefined : start.current.begun;
    const { restored, startedAt } = begun ?? beginRestore(client, { pathname: path(), search: search() });
    if (!retry) start.current.begun = { restored, startedAt };
    restored.then((result) => {
      if (isCancelled()) return;
      if (result === 'restored') {
        setEstablished(true);
        void loadReferenceData(client, useSession.getState().user, startedAt);
        if (path() === '/')
          go(landingRoute(useSession.getState().user?.role.uuid ?? null), { replace: true });
      } else if (result === 'failed') {
        go('/', { replace: true });
      } else if (result === 'offline') {
        setOffline(true);
      }
      useSession.getState().setRestoring(false);
    });
  }, []);

  useEffect(() => {
    let cancelled = false;
    run(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, [run]);

  return (
    <>
      <FullScreenPreloader visible={restoring} hideDelayMs={established ? TIMINGS.preloaderHideMs : 0} />
      {offline && !restoring ? (
        <Center
          pos="fixed"
          inset={0}
          bg="var(--mantine-color-body)"
          style={{ zIndex: 400 }}
          data-testid="restore-offline"
        >
          <Stack align="center">
            <Text role="alert">{APP_SHELL.restoreOffline}</Text>
            <Button onClick={() => run(() => false, true)}>{APP_SHELL.retry}</Button>
          </Stack>
        </Center>
      ) : null}
    </>
  );
}
