// The product's modal: Mantine's Modal with the close timeouts of SPEC §9. While it closes the
// content stays mounted (so a form does not go blank mid-animation); onClosed fires when the
// timeout ends, which is when a screen may drop the modal's data. Closing returns focus to what
// opened the modal, also when the modal was mounted already open (a dialog loaded on first use,
// where Mantine's own focus return, which watches `opened` change, never saw it open).
import { Modal, type ModalProps } from '@mantine/core';
import { ui } from '@tourplanner/i18n-pl/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
  returnFocus = true,
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
  // Taken before the modal's focus trap moves focus inside (child effects run first, but Mantine
  // moves focus in a later task), on mount as well as on every opening.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (opened && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [opened]);
  useEffect(() => {
    if (opened || !returnFocus) return;
    const target = opener.current;
    const timer = setTimeout(() => {
      // Only when nothing else took focus meanwhile (focus is lost to the page, or still in the modal).
      const active = document.activeElement;
      const lost = !active || active === document.body || active.closest('[role="dialog"]') !== null;
      if (target?.isConnected && lost) target.focus();
    }, 20);
    return () => clearTimeout(timer);
  }, [opened, returnFocus]);
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
      returnFocus={false}
      {...rest}
    >
      {children}
    </Modal>
  );
}
