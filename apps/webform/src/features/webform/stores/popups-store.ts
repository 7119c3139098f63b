// The registration's popups: the error modal (webform-error-modal, SPEC §8), the OTP error popup
// (webform-otp-error-modal) and 'Lista ofert'.

import { resettableStore } from '@tourplanner/app-kit/resettable';
import { type WebformErrorContext, webformErrorMessage } from '@tourplanner/i18n-pl/errors';
import { errorTsOf, webformCodeOf } from '../../../shared/api';

/** The error modal: a description and the code (meta.ts) or none. */
export interface ErrorModalState {
  description: string;
  code: string | null;
}

/** Which call failed: it picks the modal's wording for the codes without their own. */
export type FailedCall = WebformErrorContext;

export interface PopupsState {
  errorModal: ErrorModalState | null;
  otpError: string | null;
  offersPopupOpen: boolean;
  /** Opens the error modal for a failed call. */
  showCallError: (error: unknown, call: FailedCall) => void;
  closeErrorModal: () => void;
  showOtpError: (text: string) => void;
  closeOtpError: () => void;
  setOffersPopup: (open: boolean) => void;
}

function modalFor(error: unknown, call: FailedCall): ErrorModalState {
  const code = webformCodeOf(error);
  const codeless = code === 'ASSET:CREATION_ERROR' || code === 'E_NETWORK';
  return { description: webformErrorMessage(code, call), code: codeless ? null : errorTsOf(error) };
}

export const useWebformPopups = resettableStore<PopupsState>((set) => ({
  errorModal: null,
  otpError: null,
  offersPopupOpen: false,

  showCallError(error, call) {
    set({ errorModal: modalFor(error, call) });
  },
  closeErrorModal() {
    set({ errorModal: null });
  },
  showOtpError(text) {
    set({ otpError: text });
  },
  closeOtpError() {
    set({ otpError: null });
  },
  setOffersPopup(open) {
    set({ offersPopupOpen: open });
  },
}));
