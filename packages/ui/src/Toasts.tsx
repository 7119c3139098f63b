// The corner stack of notices raised with toast.show(); UiProvider renders one for the whole app.
import { Notification } from '@mantine/core';
import { TIMINGS } from '@tourplanner/domain/constants';
import { ui } from '@tourplanner/i18n-pl/ui';
import type { CSSProperties } from 'react';
import { toast, useToasts } from './lib/toast';

export interface ToastsProps {
  /** Corner of the viewport. */
  position?: 'top-right' | 'bottom-right' | 'top-center' | 'bottom-center';
}

export function Toasts({ position = 'top-right' }: ToastsProps) {
  const { toasts } = useToasts();
  const timing = {
    '--tp-toast-enter-ms': `${TIMINGS.toastEnterMs}ms`,
    '--tp-toast-exit-ms': `${TIMINGS.toastExitMs}ms`,
  } as CSSProperties;
  return (
    // The live region exists before any notice arrives, otherwise screen readers miss the first one.
    <section className="tp-toasts" data-position={position} aria-label={ui.toasts.region} style={timing}>
      <div aria-live="polite" aria-relevant="additions text" className="tp-toasts-list">
        {toasts.map((item) => (
          <Notification
            key={item.id}
            className="tp-toast"
            data-phase={item.phase}
            data-kind={item.kind}
            role={item.kind === 'error' ? 'alert' : 'status'}
            color={item.kind === 'error' ? 'red' : 'brand'}
            withBorder
            closeButtonProps={{ 'aria-label': ui.toasts.dismiss }}
            onClose={() => toast.dismiss(item.id)}
          >
            {item.text}
          </Notification>
        ))}
      </div>
    </section>
  );
}
