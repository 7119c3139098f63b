// The status menu's question when a cancelled action coming back would book its hostess outside
// her declared hours (ADR 0021): the reason, sent with the status. Loaded on first use.
import { ACTION_WIZARD } from '@tourplanner/i18n-pl/backoffice';
import { AppModal } from '@tourplanner/ui/AppModal';
import { BookingRefusal } from '../wizard/BookingRefusal';

export function StatusReasonDialog({
  lines,
  saving,
  onClose,
  onOverride,
}: {
  lines: string[] | null;
  saving: boolean;
  onClose: () => void;
  onOverride: (reason: string) => void;
}) {
  return (
    <AppModal opened={lines !== null} onClose={onClose} title={ACTION_WIZARD.outsideTitle}>
      {lines ? (
        <BookingRefusal refusal={{ kind: 'outside', lines }} saving={saving} onOverride={onOverride} />
      ) : null}
    </AppModal>
  );
}
