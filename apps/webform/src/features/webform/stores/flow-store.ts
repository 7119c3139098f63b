// The registration's step machine (SPEC §3 "Webform state", §4 "Webform"): contact -> OTP ->
// offers -> form -> success, one step at a time and back. Each step's call is one action here; the
// typed data, the popups and the receipt are their own stores. Every change of the three is kept on
// the device as the hostess's draft at this action (draft.ts), and start() continues from it.

import { ApiError } from '@tourplanner/api-client/app-api';
import { answerInSession, isResetting, resettableStore } from '@tourplanner/app-kit/resettable';
import {
  ALL_OFFERS_ACTIVE,
  initialWebformState,
  nextStep,
  previousStep,
  WEBFORM_STEPS,
  type WebformData,
  type WebformState,
} from '@tourplanner/domain/webform';
import { isIcWarning, verifyErrorMessage } from '@tourplanner/i18n-pl/errors';
import { errorCodeOf, webformCodeOf } from '../../../shared/api';
import { clearDraft, loadDraft, saveDraft } from '../../../shared/lib/registration-draft';
import { fullMobileNumber } from '../api/payloads';
import { registerLead, sendCodes, verifyCodes } from '../api/registration-calls';
import { nextSendAfterRefusal, nextSendAfterSend } from '../api/send-wait';
import {
  continuedDraft,
  hasWork,
  parseDraft,
  type RegistrationDraft,
  type RestoreNotice,
  receiptOnlyData,
} from './draft';
import { useFormData } from './form-data-store';
import { useWebformPopups } from './popups-store';
import { useReceipt } from './receipt-store';
import type { WebformContext } from './webform-context';

type FlowFields = Omit<WebformState, 'data'> & {
  /** Where the registration happens; null before it opens at an action. */
  context: WebformContext | null;
  /** A step's call is on its way. */
  busy: boolean;
  /** meta.ts of the registration (its meta.bc goes with the receipt). */
  registrationTs: string | null;
  /** When the server verified the codes (ms since epoch): a verification is usable for a while. */
  verifiedAt: number | null;
  /** Said once after a registration was continued from the device. */
  notice: RestoreNotice | null;
  /** The next allowed send of the codes (ms since epoch) to sendTarget; another target may send at once. */
  nextSendAt: number | null;
  sendTarget: string | null;
  /** When the codes were last sent again from the OTP step (the screen says so). */
  resentAt: number | null;
};

export interface FlowState extends FlowFields {
  /**
   * A registration at this action: every webform store from the start, data prefilled; or, when
   * the hostess left one unfinished here on this device, that one where she left it.
   */
  start: (context: WebformContext | null, now?: number) => void;
  /** The next consumer at the same action (the kept draft is dropped). */
  newRegistration: () => void;
  dismissNotice: () => void;
  /** From the contact step to the codes already sent (while the next send must wait). */
  goToCodes: () => void;
  back: () => void;
  sendOtp: () => Promise<boolean>;
  verify: () => Promise<boolean>;
  chooseOffers: () => void;
  register: () => Promise<boolean>;
}

function initialFlow(context: WebformContext | null): FlowFields {
  const { data: _data, ...state } = initialWebformState();
  return {
    ...state,
    icError: undefined,
    context,
    busy: false,
    registrationTs: null,
    verifiedAt: null,
    notice: null,
    nextSendAt: null,
    sendTarget: null,
    resentAt: null,
  };
}

/** Who the codes go to: another e-mail or number is another target, not held by this one's wait. */
export const sendTargetOf = (data: Pick<WebformData, 'emailAddress' | 'numberPrefix' | 'mobileNumber'>) =>
  `${data.emailAddress.trim().toLowerCase()} ${fullMobileNumber(data)}`;

/** Set while start() rebuilds the stores: the half-built state is not a draft. */
let restoring = false;

export const useWebformFlow = resettableStore<FlowState>((set, get) => ({
  ...initialFlow(null),

  start(context, now = Date.now()) {
    restoring = true;
    try {
      useFormData.getState().prefill(context);
      useWebformPopups.reset();
      useReceipt.reset();
      set(initialFlow(context));
      const stored = context ? loadDraft(context.hostessCode, context.actionUuid, now) : null;
      const draft = stored ? parseDraft(stored.draft) : null;
      if (context && draft) {
        const continued = continuedDraft(draft, now);
        const { data, beacon, ...flow } = continued.draft;
        useFormData.getState().update(data);
        if (flow.isSuccess) useReceipt.getState().open({ context, beacon });
        set({ ...flow, notice: continued.notice });
      }
    } finally {
      restoring = false;
    }
    persistDraft();
  },

  newRegistration() {
    const { context } = get();
    if (context) clearDraft(context.hostessCode, context.actionUuid);
    get().start(context);
  },

  dismissNotice() {
    set({ notice: null });
  },

  goToCodes() {
    if (get().step === WEBFORM_STEPS.contact) set({ step: WEBFORM_STEPS.otp, notice: null });
  },

  back() {
    const { step } = get();
    if (step === WEBFORM_STEPS.success || step === WEBFORM_STEPS.contact) return;
    set({ step: previousStep(step), notice: null });
  },

  async sendOtp() {
    const data = useFormData.getState().data;
    const target = sendTargetOf(data);
    const resending = get().step === WEBFORM_STEPS.otp;
    set({ busy: true });
    const answer = await answerInSession(() => sendCodes(data));
    if (!answer) return false;
    const now = Date.now();
    if (!answer.ok) {
      const until = nextSendAfterRefusal(answer.error, now);
      if (until !== null && until > now) {
        // The screen counts down to the next send and says how long: no modal on top of it.
        set({ busy: false, nextSendAt: until, sendTarget: target, resentAt: null });
        return false;
      }
      set({ busy: false });
      useWebformPopups.getState().showCallError(answer.error, 'otpSend');
      return false;
    }
    useFormData.getState().update({ otp: '', otpEmail: '' });
    set({
      busy: false,
      step: nextStep(WEBFORM_STEPS.contact),
      verified: false,
      verifiedAt: null,
      notice: null,
      nextSendAt: nextSendAfterSend(answer.value.meta, now),
      sendTarget: target,
      resentAt: resending ? now : null,
    });
    return true;
  },

  async verify() {
    set({ busy: true });
    const eventIdent = get().context?.eventIdent ?? null;
    const answer = await answerInSession(() => verifyCodes(useFormData.getState().data, eventIdent));
    if (!answer) return false;
    if (answer.ok) {
      const { newUser, ...offers } = answer.value;
      set({
        busy: false,
        verified: true,
        verifiedAt: Date.now(),
        newUser: newUser ?? false,
        offers,
        step: WEBFORM_STEPS.offers,
        notice: null,
      });
      return true;
    }
    const code = errorCodeOf(answer.error);
    if (code === 'error_m2_not_found_in_salesforce') {
      // A consumer not in the registry: verified, and every offer open (SPEC §4).
      set({
        busy: false,
        verified: true,
        verifiedAt: Date.now(),
        newUser: true,
        offers: { ...ALL_OFFERS_ACTIVE },
        notice: null,
        step: WEBFORM_STEPS.offers,
      });
      return true;
    }
    set({ busy: false, verified: false, step: WEBFORM_STEPS.otp });
    useWebformPopups.getState().showOtpError(verifyErrorMessage(code));
    return false;
  },

  chooseOffers() {
    set({ areOffersChosen: true, step: WEBFORM_STEPS.form, notice: null });
  },

  async register() {
    const { context, verified } = get();
    if (!context) return false;
    set({ busy: true });
    const answer = await answerInSession(() => registerLead(useFormData.getState().data, context, verified));
    if (!answer) return false;
    if (answer.ok) {
      const { data, meta } = answer.value;
      const warning = data.warning ?? null;
      // Without meta.bc (the original API may send none) the receipt carries fake_beacon (SPEC §7).
      useReceipt.getState().open({ context, beacon: meta.bc ?? null });
      set({
        busy: false,
        step: WEBFORM_STEPS.success,
        isSuccess: true,
        registrationTs: meta.ts ?? null,
        icConsentStatus: warning,
        ...(warning ? { icError: warning } : {}),
      });
      return true;
    }
    const code = webformCodeOf(answer.error);
    if (isIcWarning(code)) {
      // Registered, but InspirationClub failed: success with a warning note (SPEC §8).
      const meta = answer.error instanceof ApiError ? answer.error.meta : undefined;
      useReceipt.getState().open({ context, beacon: typeof meta?.bc === 'string' ? meta.bc : null });
      set({
        busy: false,
        step: WEBFORM_STEPS.success,
        isSuccess: true,
        registrationTs: typeof meta?.ts === 'string' ? meta.ts : null,
        icConsentStatus: code,
        icError: code,
      });
      return true;
    }
    set({ busy: false });
    useWebformPopups.getState().showCallError(answer.error, 'register');
    return false;
  },
}));

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
