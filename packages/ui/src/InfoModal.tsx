// A notice in a modal with one OK button (e.g. "actions on the list were cancelled by personnel").
import { Button, Group, Text } from '@mantine/core';
import { ui } from '@tourplanner/i18n-pl/ui';
import type { ReactNode } from 'react';
import { AppModal } from './AppModal';
import type { ModalVariant } from './lib/modal';

export interface InfoModalProps {
  opened: boolean;
  onClose: () => void;
  onClosed?: () => void;
  title: ReactNode;
  /** The message; a string is wrapped in a paragraph. */
  children: ReactNode;
  buttonLabel?: string;
  variant?: ModalVariant;
}

export function InfoModal({
  opened,
  onClose,
  onClosed,
  title,
  children,
  buttonLabel = ui.common.ok,
  variant = 'default',
}: InfoModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} onClosed={onClosed} title={title} variant={variant} centered>
      {typeof children === 'string' ? <Text>{children}</Text> : children}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {buttonLabel}
        </Button>
      </Group>
    </AppModal>
  );
}
