// The webform step machine (SPEC §3 "Webform state", §4 "Webform"): contact -> OTP -> offers ->
// form -> success, one step at a time and back; the calls of each step; the error modal and the
// OTP error popup; the receipt upload and device burn after success; reset for the next consumer.

import { newIdempotencyKey } from '@tourplanner/api-client/client';
import {
  ALL_OFFERS_ACTIVE,
  initialWebformState,
  nextStep,
  previousStep,
  WEBFORM_STEPS,
  type WebformData,
  type WebformState,
} from '@tourplanner/domain/webform';
import { isIcWarning, verifyErrorMessage, webformErrorMessage } from '@tourplanner/i18n-pl/errors';
import { create } from 'zustand';
import { api, errorCodeOf, errorTsOf } from '../../../lib/api';
import { useSession } from '../../../stores/session';
import { burnBody, otpBody, receiptBody, registerBody, verifyBody } from '../api/payloads';
import type { WebformContext } from './webform-context';

/** The webform error modal (webform-error-modal): a description and the code (meta.ts) or none. */
export interface ErrorModalState {
  description: string;
  code: string | null;
}

export type ReceiptStatus = 'idle' | 'sending' | 'sent';

export interface WebformStore extends WebformState {
  context: WebformContext | null;
  busy: boolean;
  errorModal: ErrorModalState | null;
  /** The OTP error popup (webform-otp-error-modal). */
  otpError: string | null;
  /** The 'Lista ofert' popup. */
  offersPopupOpen: boolean;
  /** meta.bc and meta.ts of the registration. */
  beacon: string | null;
  registrationTs: string | null;
  /** The receipt image (a data URL) the camera popup accepted. */
  receiptImage: string | null;
  /**
   * The Idempotency-Key of this photo's upload: the same on every retry (an upload whose answer was
   * lost then stores no second receipt), a new one with a new photo.
   */
  receiptKey: string | null;
  receiptStatus: ReceiptStatus;
  deviceBurned: boolean;

  start: (context: WebformContext) => void;
  update: (patch: Partial<WebformData>) => void;
  back: () => void;
  sendOtp: () => Promise<boolean>;
  verify: () => Promise<boolean>;
  chooseOffers: () => void;
  register: () => Promise<boolean>;
  setReceiptImage: (image: string | null) => void;
  uploadReceipt: (image: Blob) => Promise<boolean>;
  closeErrorModal: () => void;
  closeOtpError: () => void;
  setOffersPopup: (open: boolean) => void;
  reset: () => void;
}

const extras = () => ({
  busy: false,
  errorModal: null,
  otpError: null,
  offersPopupOpen: false,
  beacon: null,
  registrationTs: null,
  receiptImage: null,
  receiptKey: null,
  receiptStatus: 'idle' as ReceiptStatus,
  deviceBurned: false,
});

/** The initial state of a registration at this action (prefilled from the context). */
function freshState(context: WebformContext | null) {
  const state = initialWebformState();
  if (context) {
    state.data.hostessCode = context.hostessCode;
    state.data.tourPlan = context.tourPlan;
    state.data.registerLocation = context.pointIdent ?? '';
  }
  return { ...state, ...extras(), context };
}

function modalFor(error: unknown, context: Parameters<typeof webformErrorMessage>[1]): ErrorModalState {
  const code = errorCodeOf(error);
  const codeless = code === 'ASSET:CREATION_ERROR' || code === 'E_NETWORK';
  return { description: webformErrorMessage(code, context), code: codeless ? null : errorTsOf(error) };
}

export const useWebform = create<WebformStore>()((set, get) => ({
  ...freshState(null),

  start(context) {
    set(freshState(context));
  },

  update(patch) {
    set({ data: { ...get().data, ...patch } });
  },

  back() {
    const { step } = get();
    if (step === WEBFORM_STEPS.success || step === WEBFORM_STEPS.contact) return;
    set({ step: previousStep(step) });
  },

  async sendOtp() {
    set({ busy: true });
    try {
      await api().call('leadOtp', otpBody(get().data));
      set({
        busy: false,
        step: nextStep(WEBFORM_STEPS.contact),
        verified: false,
        data: { ...get().data, otp: '', otpEmail: '' },
      });
      return true;
    } catch (error) {
      set({ busy: false, errorModal: modalFor(error, 'otpSend') });
      return false;
    }
  },

  async verify() {
    const { data, context } = get();
    set({ busy: true });
    try {
      const answer = await api().call('leadVerify', verifyBody(data, context?.eventIdent ?? null));
      const { newUser, ...offers } = answer.data;
      set({ busy: false, verified: true, newUser: newUser ?? false, offers, step: WEBFORM_STEPS.offers });
      return true;
    } catch (error) {
      const code = errorCodeOf(error);
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
      set({ busy: false, verified: false, step: WEBFORM_STEPS.otp, otpError: verifyErrorMessage(code) });
      return false;
    }
  },

  chooseOffers() {
    set({ areOffersChosen: true, step: WEBFORM_STEPS.form });
  },

  async register() {
    const { data, context, verified } = get();
    if (!context) return false;
    set({ busy: true });
    try {
      const answer = await api().call('leadRegister', registerBody(data, context, verified));
      const warning = answer.data.warning ?? null;
      set({
        busy: false,
        step: WEBFORM_STEPS.success,
        isSuccess: true,
        beacon: answer.meta.bc,
        registrationTs: answer.meta.ts,
        icConsentStatus: warning,
        ...(warning ? { icError: warning } : {}),
      });
      return true;
    } catch (error) {
      const code = errorCodeOf(error);
      if (isIcWarning(code)) {
        // Registered, but InspirationClub failed: success with a warning note (SPEC §8).
        const meta = (error as { meta?: { bc?: unknown; ts?: unknown } }).meta;
        set({
          busy: false,
          step: WEBFORM_STEPS.success,
          isSuccess: true,
          beacon: typeof meta?.bc === 'string' ? meta.bc : null,
          registrationTs: typeof meta?.ts === 'string' ? meta.ts : null,
          icConsentStatus: code,
          icError: code,
        });
        return true;
      }
      set({ busy: false, errorModal: modalFor(error, 'register') });
      return false;
    }
  },

  setReceiptImage(image) {
    if (image === get().receiptImage) return;
    set({ receiptImage: image, receiptKey: image === null ? null : newIdempotencyKey() });
  },

  async uploadReceipt(image) {
    const { context, data, beacon } = get();
    if (!context) return false;
    const receiptKey = get().receiptKey ?? newIdempotencyKey();
    set({ busy: true, receiptStatus: 'sending', receiptKey });
    try {
      await api().call(
        'receiptCreate',
        { input: receiptBody(context.actionUuid, data, beacon), files: [image] },
        { idempotencyKey: receiptKey },
      );
    } catch (error) {
      set({ busy: false, receiptStatus: 'idle', errorModal: modalFor(error, 'receiptUpload') });
      return false;
    }
    set({ receiptStatus: 'sent' });
    const burn = burnBody(data);
    if (burn && !get().deviceBurned) {
      // SPEC §7: the answer is ignored; the registration itself already checked the serial.
      await api()
        .call('deviceBurn', burn)
        .then(() => set({ deviceBurned: true }))
        .catch(() => undefined);
    }
    set({ busy: false });
    return true;
  },

  closeErrorModal() {
    set({ errorModal: null });
  },

  closeOtpError() {
    set({ otpError: null });
  },

  setOffersPopup(open) {
    set({ offersPopupOpen: open });
  },

  reset() {
    set(freshState(get().context));
  },
}));

// A consumer's data must not outlive the session (a shared phone, the next hostess).
useSession.subscribe((state, previous) => {
  if (previous.status === 'signedIn' && state.status !== 'signedIn') useWebform.setState(freshState(null));
});
