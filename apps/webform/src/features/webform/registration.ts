// A registration's life beside its stores: its start at an action (every webform store from the
// start, or, when the hostess left one unfinished here on this device, that one where she left
// it), the next consumer, and the draft kept on the device after every change of the step
// machine, the typed data and the receipt (draft.ts; shared/lib/registration-draft.ts stores it).
// The one module that touches several of the registration's stores; none of them touches another.
import { isResetting } from '@tourplanner/app-kit/resettable';
import { clearDraft, loadDraft, saveDraft } from '../../shared/lib/registration-draft';
import { continuedDraft, hasWork, parseDraft, type RegistrationDraft, receiptOnlyData } from './stores/draft';
import { useWebformFlow } from './stores/flow-store';
import { useFormData } from './stores/form-data-store';
import { useWebformPopups } from './stores/popups-store';
import { useReceipt } from './stores/receipt-store';
import type { WebformContext } from './stores/webform-context';

/** Set while startRegistration() rebuilds the stores: the half-built state is not a draft. */
let restoring = false;

/**
 * A registration at this action: every webform store from the start, data prefilled; or, when the
 * hostess left one unfinished here on this device, that one where she left it.
 */
export function startRegistration(context: WebformContext | null, now = Date.now()): void {
  restoring = true;
  try {
    useFormData.getState().prefill(context);
    useWebformPopups.reset();
    useReceipt.reset();
    const stored = context ? loadDraft(context.hostessCode, context.actionUuid, now) : null;
    const draft = stored ? parseDraft(stored.draft) : null;
    if (context && draft) {
      const continued = continuedDraft(draft, now);
      const { data, beacon, ...flow } = continued.draft;
      useFormData.getState().update(data);
      if (flow.isSuccess) useReceipt.getState().open({ context, beacon });
      useWebformFlow.getState().begin(context, { flow, notice: continued.notice });
    } else {
      useWebformFlow.getState().begin(context);
    }
  } finally {
    restoring = false;
  }
  persistDraft();
}

/** The next consumer at the same action (the kept draft is dropped). */
export function newRegistration(): void {
  const { context } = useWebformFlow.getState();
  if (context) clearDraft(context.hostessCode, context.actionUuid);
  startRegistration(context);
}

/** The draft as the stores hold it now (after success: nothing of the consumer but the Glo serial). */
function currentDraft(): RegistrationDraft {
  const f = useWebformFlow.getState();
  const { data } = useFormData.getState();
  return {
    step: f.step,
    verified: f.verified,
    verifiedAt: f.verifiedAt,
    newUser: f.newUser,
    offers: f.offers,
    areOffersChosen: f.areOffersChosen,
    isSuccess: f.isSuccess,
    icConsentStatus: f.icConsentStatus,
    registrationTs: f.registrationTs,
    beacon: useReceipt.getState().registration?.beacon ?? null,
    nextSendAt: f.isSuccess ? null : f.nextSendAt,
    sendTarget: f.isSuccess ? null : f.sendTarget,
    data: f.isSuccess ? receiptOnlyData(data) : data,
  };
}

/**
 * Keeps the registration on the device after every change; drops it when there is nothing to keep
 * or the receipt went out (the registration is done). A lost session (resetAll) leaves it: the same
 * hostess signing in again continues it.
 */
function persistDraft(): void {
  if (restoring || isResetting()) return;
  const { context } = useWebformFlow.getState();
  if (!context) return;
  const draft = currentDraft();
  if (useReceipt.getState().status === 'sent' || !hasWork(draft)) {
    clearDraft(context.hostessCode, context.actionUuid);
    return;
  }
  saveDraft(context.hostessCode, context.actionUuid, draft);
}

useWebformFlow.subscribe(persistDraft);
useFormData.subscribe(persistDraft);
useReceipt.subscribe(persistDraft);
