// Restores a saved session once at startup (SPEC §4 Session) and shows the preloader meanwhile.
import { FullScreenPreloader } from '@tourplanner/ui/FullScreenPreloader';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../shared/stores/session';

export function Root() {
  const status = useSession((s) => s.status);
  const restore = useSession((s) => s.restore);

  useEffect(() => {
    if (useSession.getState().status === 'unknown') void restore();
  }, [restore]);

  const pending = status === 'unknown' || status === 'restoring';
  return (
    <>
      <FullScreenPreloader visible={pending} />
      {!pending && <Outlet />}
    </>
  );
}
