// The product's modal: Mantine's Modal with the close timeouts of SPEC §9. While it closes the
// content stays mounted (so a form does not go blank mid-animation); onClosed fires when the
// timeout ends, which is when a screen may drop the modal's data.
import { Modal, type ModalProps } from '@mantine/core';
import { ui } from '@tourplanner/i18n-pl/ui';
import { useEffect, useRef, useState } from 'react';
import { MODAL_CLOSE_MS, type ModalVariant } from './lib/modal';

export interface AppModalProps
  extends Omit<ModalProps, 'transitionProps' | 'onExitTransitionEnd' | 'keepMounted'> {
  /** default 300 ms, photo 600 ms, webform 1000 ms. */
  variant?: ModalVariant;
  /** Called once the close timeout has run out after `opened` turned false. */
  onClosed?: () => void;
}

export function AppModal({
  variant = 'default',
  opened,
  onClosed,
  children,
  closeButtonProps,
  ...rest
}: AppModalProps) {
  const closeMs = MODAL_CLOSE_MS[variant];
  // Derived during render (not in an effect) so the content is never unmounted for one frame.
  const [previousOpened, setPreviousOpened] = useState(opened);
  const [closing, setClosing] = useState(false);
  if (opened !== previousOpened) {
    setPreviousOpened(opened);
    setClosing(!opened);
  }
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      setClosing(false);
      onClosedRef.current?.();
    }, closeMs);
    return () => clearTimeout(timer);
  }, [closing, closeMs]);

  return (
    <Modal
      opened={opened}
      keepMounted={closing}
      keepMountedMode="display-none"
      transitionProps={{ transition: variant === 'photo' ? 'fade' : 'pop', exitDuration: closeMs }}
      // 44 × 44 px: a target a thumb hits on a phone (WCAG 2.5.5), not Mantine's 28 px default.
      closeButtonProps={{ 'aria-label': ui.common.close, size: 'xl', ...closeButtonProps }}
      data-variant={variant}
      {...rest}
    >
      {children}
    </Modal>
  );
}
