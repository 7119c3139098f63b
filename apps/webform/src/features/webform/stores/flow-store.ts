// The registration's step machine (SPEC §3 "Webform state", §4 "Webform"): contact -> OTP ->
// offers -> form -> success, one step at a time and back. A store of its own state only: the calls
// are the mutations of ../api/registration-writes.ts, which hand each answer to one action here; the
// typed data, the popups and the receipt are their own stores, and the registration's start and
// its draft on the device are ../registration.ts's.

import { resettableStore } from '@tourplanner/app-kit/resettable';
import {
  initialWebformState,
  nextStep,
  type OfferEntitlements,
  previousStep,
  WEBFORM_STEPS,
  type WebformData,
  type WebformState,
} from '@tourplanner/domain/webform';
import { fullMobileNumber } from '../api/payloads';
import type { RegistrationDraft, RestoreNotice } from './draft';
import type { WebformContext } from './webform-context';

type FlowFields = Omit<WebformState, 'data'> & {
  /** Where the registration happens; null before it opens at an action. */
  context: WebformContext | null;
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
  /** A registration at this action from its first step; with a draft, where the draft left it. */
  begin: (context: WebformContext | null, draft?: { flow: DraftFlow; notice: RestoreNotice | null }) => void;
  dismissNotice: () => void;
  /** From the contact step to the codes already sent (while the next send must wait). */
  goToCodes: () => void;
  back: () => void;
  chooseOffers: () => void;
  /** The codes went out to `target`; the next send to it is allowed at `nextSendAt`. */
  codesSent: (sent: { target: string; nextSendAt: number | null; resending: boolean; now: number }) => void;
  /** The send was refused with a wait: the screen counts down to `until` (no modal on top of it). */
  codesHeld: (target: string, until: number) => void;
  /** The codes were right: the offers the consumer may take, and whether he is new. */
  codesVerified: (verified: { offers: OfferEntitlements; newUser: boolean; now: number }) => void;
  /** The codes were refused: back at the codes, unverified. */
  codesRefused: () => void;
  /** Registered: meta.ts, and the InspirationClub warning or failure code where there was one. */
  registered: (registration: { ts: string | null; icStatus: string | null; icError?: string }) => void;
}

/** What a draft gives back to the step machine (its data, beacon and image go to their stores). */
export type DraftFlow = Omit<RegistrationDraft, 'data' | 'beacon'>;

function initialFlow(context: WebformContext | null): FlowFields {
  const { data: _data, ...state } = initialWebformState();
  return {
    ...state,
    icError: undefined,
    context,
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

export const useWebformFlow = resettableStore<FlowState>((set, get) => ({
  ...initialFlow(null),

  begin(context, draft) {
    set({ ...initialFlow(context), ...(draft ? { ...draft.flow, notice: draft.notice } : {}) });
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

  chooseOffers() {
    set({ areOffersChosen: true, step: WEBFORM_STEPS.form, notice: null });
  },

  codesSent({ target, nextSendAt, resending, now }) {
    set({
      step: nextStep(WEBFORM_STEPS.contact),
      verified: false,
      verifiedAt: null,
      notice: null,
      nextSendAt,
      sendTarget: target,
      resentAt: resending ? now : null,
    });
  },

  codesHeld(target, until) {
    set({ nextSendAt: until, sendTarget: target, resentAt: null });
  },

  codesVerified({ offers, newUser, now }) {
    set({ verified: true, verifiedAt: now, newUser, offers, step: WEBFORM_STEPS.offers, notice: null });
  },

  codesRefused() {
    set({ verified: false, step: WEBFORM_STEPS.otp });
  },

  registered({ ts, icStatus, icError }) {
    set({
      step: WEBFORM_STEPS.success,
      isSuccess: true,
      registrationTs: ts,
      icConsentStatus: icStatus,
      ...(icError ? { icError } : {}),
    });
  },
}));
