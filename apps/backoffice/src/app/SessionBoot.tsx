// Startup (SPEC §4): restore a saved session behind the full-screen preloader, start the three
// loads and go to /actions; track the window size. Once a session is established the preloader
// stays up another 600 ms (TIMINGS.preloaderHideMs) with the first screen painted underneath;
// without one (no token, expired, refused) it goes at once.
import { TIMINGS } from '@tourplanner/domain/constants';
import { FullScreenPreloader } from '@tourplanner/ui/FullScreenPreloader';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadReferenceData } from '../shared/stores/reference';
import { trackScreen } from '../shared/stores/screen';
import { restoreSession, useSession } from '../shared/stores/session';

export function SessionBoot() {
  const restoring = useSession((s) => s.restoring);
  const [established, setEstablished] = useState(false);
  const navigate = useNavigate();
  // useNavigate's function changes with the location; the restore must run once, at start.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => trackScreen(), []);

  useEffect(() => {
    let cancelled = false;
    useSession.getState().setRestoring(true);
    restoreSession().then((result) => {
      if (cancelled) return;
      if (result === 'restored') {
        setEstablished(true);
        void loadReferenceData(useSession.getState().user);
        navigateRef.current('/actions', { replace: true });
      } else if (result === 'failed') {
        navigateRef.current('/', { replace: true });
      }
      useSession.getState().setRestoring(false);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return <FullScreenPreloader visible={restoring} hideDelayMs={established ? TIMINGS.preloaderHideMs : 0} />;
}
