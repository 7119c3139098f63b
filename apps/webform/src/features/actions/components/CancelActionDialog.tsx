// Cancelling her action, after a confirmation; the coordinator then sees hst_cancelled.
import { message } from '@tourplanner/i18n-pl/errors';
import { HOSTESS_ACTIONS } from '@tourplanner/i18n-pl/webform';
import { ConfirmDialog } from '@tourplanner/ui/ConfirmDialog';
import { useState } from 'react';
import { errorCodeOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import type { WorkAction } from '../../../lib/work-action';
import { useWorkActions } from '../../../stores/work-actions';

export interface ActionDialogProps {
  action: WorkAction;
  opened: boolean;
  onClose: () => void;
  onClosed: () => void;
}

export function CancelActionDialog({ action, opened, onClose, onClosed }: ActionDialogProps) {
  const cancel = useWorkActions((s) => s.cancel);
  const [busy, setBusy] = useState(false);

  const onConfirm = async () => {
    setBusy(true);
    try {
      await cancel(action.uuid);
      notify.success(HOSTESS_ACTIONS.toasts.cancelled);
      onClose();
    } catch (error) {
      const code = errorCodeOf(error);
      notify.error(message(code === 'E_NETWORK' ? null : code));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={HOSTESS_ACTIONS.cancelConfirm.title}
      message={HOSTESS_ACTIONS.cancelConfirm.body}
      confirmLabel={HOSTESS_ACTIONS.cancelConfirm.confirm}
      cancelLabel={HOSTESS_ACTIONS.cancelConfirm.back}
      destructive
      loading={busy}
      onConfirm={() => void onConfirm()}
      onCancel={onClose}
      onClosed={onClosed}
    />
  );
}
