// Cancelling her action, after a confirmation; the coordinator then sees hst_cancelled.

import { toast } from '@tourplanner/app-kit/toast';
import { HOSTESS_ACTIONS } from '@tourplanner/i18n-pl/webform';
import { ConfirmDialog } from '@tourplanner/ui/ConfirmDialog';
import { errorTextOf } from '../../../shared/api';
import type { WorkAction } from '../../../shared/work-actions/work-action';
import { useCancelAction } from '../api/action-moves';

export interface ActionDialogProps {
  action: WorkAction;
  opened: boolean;
  onClose: () => void;
  onClosed: () => void;
}

export function CancelActionDialog({ action, opened, onClose, onClosed }: ActionDialogProps) {
  const cancel = useCancelAction();

  const onConfirm = () =>
    cancel.mutate(
      { uuid: action.uuid },
      {
        onSuccess: () => {
          toast.show(HOSTESS_ACTIONS.toasts.cancelled);
          onClose();
        },
        onError: (error) => {
          toast.error(errorTextOf(error));
        },
      },
    );

  return (
    <ConfirmDialog
      opened={opened}
      title={HOSTESS_ACTIONS.cancelConfirm.title}
      message={HOSTESS_ACTIONS.cancelConfirm.body}
      confirmLabel={HOSTESS_ACTIONS.cancelConfirm.confirm}
      cancelLabel={HOSTESS_ACTIONS.cancelConfirm.back}
      destructive
      loading={cancel.isPending}
      onConfirm={onConfirm}
      onCancel={onClose}
      onClosed={onClosed}
    />
  );
}
