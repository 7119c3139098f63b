// The registration's step machine (SPEC §3 "Webform state", §4 "Webform"): contact -> OTP ->
// offers -> form -> success, one step at a time and back. Each step's call is one action here; the
// typed data, the popups and the receipt are their own stores.

import { ApiError } from '@tourplanner/api-client/app-api';
import {
  ALL_OFFERS_ACTIVE,
  initialWebformState,
  nextStep,
  previousStep,
  WEBFORM_STEPS,
  type WebformState,
} from '@tourplanner/domain/webform';
import { isIcWarning, verifyErrorMessage } from '@tourplanner/i18n-pl/errors';
import { errorCodeOf, webformCodeOf } from '../../../shared/api';
import { answerInSession, resettableStore } from '../../../shared/stores/resettable';
import { registerLead, sendCodes, verifyCodes } from '../api/registration-calls';
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
};

export interface FlowState extends FlowFields {
  /** A registration at this action: every webform store from the start, data prefilled. */
  start: (context: WebformContext | null) => void;
  /** The next consumer at the same action. */
  newRegistration: () => void;
  back: () => void;
  sendOtp: () => Promise<boolean>;
  verify: () => Promise<boolean>;
  chooseOffers: () => void;
  register: () => Promise<boolean>;
}

function initialFlow(context: WebformContext | null): FlowFields {
  const { data: _data, ...state } = initialWebformState();
  return { ...state, icError: undefined, context, busy: false, registrationTs: null };
}

export const useWebformFlow = resettableStore<FlowState>((set, get) => ({
  ...initialFlow(null),

  start(context) {
    useFormData.getState().prefill(context);
    useWebformPopups.reset();
    useReceipt.reset();
    set(initialFlow(context));
  },

  newRegistration() {
    get().start(get().context);
  },

  back() {
    const { step } = get();
    if (step === WEBFORM_STEPS.success || step === WEBFORM_STEPS.contact) return;
    set({ step: previousStep(step) });
  },

  async sendOtp() {
    set({ busy: true });
    const answer = await answerInSession(() => sendCodes(useFormData.getState().data));
    if (!answer) return false;
    if (!answer.ok) {
      set({ busy: false });
      useWebformPopups.getState().showCallError(answer.error, 'otpSend');
      return false;
    }
    useFormData.getState().update({ otp: '', otpEmail: '' });
    set({ busy: false, step: nextStep(WEBFORM_STEPS.contact), verified: false });
    return true;
  },

  async verify() {
    set({ busy: true });
    const eventIdent = get().context?.eventIdent ?? null;
    const answer = await answerInSession(() => verifyCodes(useFormData.getState().data, eventIdent));
    if (!answer) return false;
    if (answer.ok) {
      const { newUser, ...offers } = answer.value;
      set({ busy: false, verified: true, newUser: newUser ?? false, offers, step: WEBFORM_STEPS.offers });
      return true;
    }
    const code = errorCodeOf(answer.error);
    if (code === 'error_m2_not_found_in_salesforce') {
      // A consumer not in the registry: verified, and every offer open (SPEC §4).
      set({
        busy: false,
        verified: true,
        newUser: true,
        offers: { ...ALL_OFFERS_ACTIVE },
        step: WEBFORM_STEPS.offers,
      });
      return true;
    }
    set({ busy: false, verified: false, step: WEBFORM_STEPS.otp });
    useWebformPopups.getState().showOtpError(verifyErrorMessage(code));
    return false;
  },

  chooseOffers() {
    set({ areOffersChosen: true, step: WEBFORM_STEPS.form });
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
