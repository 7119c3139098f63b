// The full-screen loader shown while a saved session is restored. It stays up
// TIMINGS.preloaderHideMs after `visible` turns false (SPEC §2: hidden 600 ms after the session
// is established), so the first screen is painted underneath before it goes.
import { Loader, Portal, VisuallyHidden } from '@mantine/core';
import { TIMINGS } from '@tourplanner/domain/constants';
import { ui } from '@tourplanner/i18n-pl/ui';
import { useEffect, useState } from 'react';

export interface FullScreenPreloaderProps {
  visible: boolean;
  hideDelayMs?: number;
  label?: string;
}

export function FullScreenPreloader({
  visible,
  hideDelayMs = TIMINGS.preloaderHideMs,
  label = ui.preloader.label,
}: FullScreenPreloaderProps) {
  const [lingering, setLingering] = useState(false);
  const [previousVisible, setPreviousVisible] = useState(visible);
  if (visible !== previousVisible) {
    setPreviousVisible(visible);
    setLingering(!visible);
  }
  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), hideDelayMs);
    return () => clearTimeout(timer);
  }, [lingering, hideDelayMs]);

  if (!visible && !lingering) return null;
  return (
    <Portal>
      <div className="tp-preloader" data-leaving={!visible || undefined} role="status" aria-busy="true">
        <Loader size="lg" aria-hidden="true" />
        <VisuallyHidden>{label}</VisuallyHidden>
      </div>
    </Portal>
  );
}
