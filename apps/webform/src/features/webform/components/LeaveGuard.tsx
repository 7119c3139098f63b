// Leaving a registration in progress asks first: 'Wróć do akcji', the browser's back and any other
// move within the app (the shell asks before signing out). What she typed stays on the phone
// either way (flow-store.ts), so the question says where she will find it; a registered consumer
// whose receipt was not sent gets the receipt's warning instead.
import { WEBFORM_STEPS, type WebformData } from '@tourplanner/domain/webform';
import { LEAVE, RECEIPT_SKIP } from '@tourplanner/i18n-pl/counter';
import { format } from '@tourplanner/i18n-pl/format';
import { ConfirmDialog } from '@tourplanner/ui/ConfirmDialog';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { type UnsavedWork, useLeaveGuard } from '../../../shared/stores/leave-guard';
import { useSession } from '../../../shared/stores/session';
import { gloSerial } from '../api/payloads';
import { hasWork } from '../stores/draft';
import { useWebformFlow } from '../stores/flow-store';
import { useFormData } from '../stores/form-data-store';
import { useReceipt } from '../stores/receipt-store';

/** What skipping the receipt means for this registration (SPEC §4: the receipt, then the burn). */
export function receiptSkipMessage(data: WebformData): string {
  const serial = gloSerial(data);
  return serial ? format(RECEIPT_SKIP.gloBody, { serial }) : RECEIPT_SKIP.noGloBody;
}

/** Leaving before the receipt: it can still be sent on return; without it the Glo device is not burned. */
function receiptLaterMessage(data: WebformData): string {
  const serial = gloSerial(data);
  return serial ? `${LEAVE.receiptLater} ${format(LEAVE.gloNotBurned, { serial })}` : LEAVE.receiptLater;
}

/**
 * What leaving now would leave unfinished. Read through selectors that answer plain values, so the
 * guard renders again only when the answer changes, not on every keystroke or step.
 */
export function useUnsavedWork(): UnsavedWork {
  const registered = useWebformFlow((s) => s.step === WEBFORM_STEPS.success);
  const pastContact = useWebformFlow((s) => s.step !== WEBFORM_STEPS.contact);
  const typed = useFormData((s) => hasWork({ step: WEBFORM_STEPS.contact, data: s.data }));
  const receiptStatus = useReceipt((s) => s.status);
  if (registered) return receiptStatus === 'sent' ? null : 'receipt';
  return pastContact || typed ? 'registration' : null;
}

export function LeaveGuard() {
  const unsaved = useUnsavedWork();
  const receiptLater = useFormData((s) => receiptLaterMessage(s.data));
  const setUnsaved = useLeaveGuard((s) => s.setUnsaved);
  useEffect(() => {
    setUnsaved(unsaved);
  }, [unsaved, setUnsaved]);
  useEffect(() => () => setUnsaved(null), [setUnsaved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved !== null &&
      // A lost session goes to the sign-in without asking (and comes back here after it).
      useSession.getState().status === 'signedIn' &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  const asking = blocker.state === 'blocked';

  return (
    <ConfirmDialog
      opened={asking}
      title={unsaved === 'receipt' ? RECEIPT_SKIP.title : LEAVE.title}
      message={unsaved === 'receipt' ? receiptLater : LEAVE.body}
      confirmLabel={LEAVE.leave}
      cancelLabel={LEAVE.stay}
      variant="webform"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
