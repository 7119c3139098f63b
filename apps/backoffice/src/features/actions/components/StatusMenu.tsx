// The row's status icon as @tourplanner/ui's status menu (editable, accepted, cancelled); the
// wrapper names the current status for the journeys.
import { isRowMenuStatus, type RowMenuStatus } from '@tourplanner/domain/action-status';
import type { Action } from '@tourplanner/domain/entities';
import { StatusMenu as UiStatusMenu } from '@tourplanner/ui/StatusMenu';

export function StatusMenu({ action, onSet }: { action: Action; onSet: (status: RowMenuStatus) => void }) {
  const status = action.status.global.ident;
  return (
    <span data-testid="status-menu" data-status={status} style={{ display: 'inline-flex' }}>
      <UiStatusMenu
        status={status}
        onChange={(next) => {
          if (isRowMenuStatus(next)) onSet(next);
        }}
      />
    </span>
  );
}
