// Startup (SPEC §4): restore a saved session behind the full-screen preloader, start the three
// loads and go to /actions; track the window size. Once a session is established the preloader
// stays up another 600 ms (TIMINGS.preloaderHideMs) with the first screen painted underneath;
// without one (no token, expired, refused) it goes at once. It sits beside the router (it is
// given the router's navigate), so the preloader is up from the first paint, before any screen's
// code has arrived.
import { useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@tourplanner/domain/constants';
import { FullScreenPreloader } from '@tourplanner/ui/FullScreenPreloader';
import { useEffect, useRef, useState } from 'react';
import { loadReferenceData } from '../shared/queries/reference';
import { trackScreen } from '../shared/stores/screen';
import { useSession } from '../shared/stores/session';

export type Navigate = (to: string, options: { replace: boolean }) => unknown;

export function SessionBoot({ navigate }: { navigate: Navigate }) {
  const restoring = useSession((s) => s.restoring);
  const queryClient = useQueryClient();
  const [established, setEstablished] = useState(false);
  // The restore runs once, at start, whatever the props and client do later.
  const start = useRef({ navigate, queryClient });

  useEffect(() => trackScreen(), []);

  useEffect(() => {
    let cancelled = false;
    const session = useSession.getState();
    const { navigate: go, queryClient: client } = start.current;
    session.setRestoring(true);
    session.restore().then((result) => {
      if (cancelled) return;
      if (result === 'restored') {
        setEstablished(true);
        void loadReferenceData(client, useSession.getState().user);
        go('/actions', { replace: true });
      } else if (result === 'failed') {
        go('/', { replace: true });
      }
      useSession.getState().setRestoring(false);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return <FullScreenPreloader visible={restoring} hideDelayMs={established ? TIMINGS.preloaderHideMs : 0} />;
}
