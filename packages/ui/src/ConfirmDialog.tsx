// A yes/no question in a modal; the confirm button shows a loader while the call runs.
import { Button, Group, Text } from '@mantine/core';
import { ui } from '@tourplanner/i18n-pl/ui';
import type { ReactNode } from 'react';
import { AppModal } from './AppModal';
import type { ModalVariant } from './lib/modal';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  /** Cancel button, close button, Escape and a click outside. */
  onCancel: () => void;
  onClosed?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for what cannot be undone. */
  destructive?: boolean;
  loading?: boolean;
  variant?: ModalVariant;
}

export function ConfirmDialog({
  opened,
  title,
  message,
  onConfirm,
  onCancel,
  onClosed,
  confirmLabel = ui.common.confirm,
  cancelLabel = ui.common.cancel,
  destructive = false,
  loading = false,
  variant = 'default',
}: ConfirmDialogProps) {
  return (
    <AppModal
      opened={opened}
      onClose={onCancel}
      onClosed={onClosed}
      title={title}
      variant={variant}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={destructive ? 'red.9' : undefined} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </AppModal>
  );
}
