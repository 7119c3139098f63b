// What a registration in progress keeps on the device (shared/lib/registration-draft.ts stores it):
// the step reached, the verification and its time, what was typed, and after success only what the
// receipt needs (the beacon and the Glo serial; no personal data, no codes). Read back defensively:
// a draft that does not parse is dropped, and a verification older than the server accepts sends
// the hostess back to the codes (the data stays).
import { VERIFICATION } from '@tourplanner/domain/constants';
import {
  initialWebformData,
  type OfferEntitlements,
  offerEntitlements,
  WEBFORM_STEPS,
  type WebformData,
  type WebformStep,
  webformData,
} from '@tourplanner/domain/webform';

/** How long the server lets a verification be used by /lead/register, less the way there (29 min). */
export const VERIFICATION_USABLE_MS = VERIFICATION.verificationTtlMs - VERIFICATION.webformMarginMs;

export interface RegistrationDraft {
  step: WebformStep;
  verified: boolean;
  /** When the server verified the codes (ms since epoch), or null. */
  verifiedAt: number | null;
  newUser: boolean;
  offers: OfferEntitlements | null;
  areOffersChosen: boolean;
  isSuccess: boolean;
  icConsentStatus: string | null;
  registrationTs: string | null;
  /** The receipt's beacon (meta.bc), after success. */
  beacon: string | null;
  /** The next allowed send of the codes to `sendTarget` (ms since epoch), or null. */
  nextSendAt: number | null;
  sendTarget: string | null;
  data: WebformData;
}

/** Why a restored registration is not exactly where it was left. */
export type RestoreNotice = 'restored' | 'verificationExpired';

/** After success the draft forgets the consumer: only the Glo serial the receipt and the burn need. */
export function receiptOnlyData(data: WebformData): WebformData {
  const empty = initialWebformData();
  const glo = data.selectedOffers.Glo;
  return glo?.serialNumber ? { ...empty, selectedOffers: { Glo: glo } } : empty;
}

/** Whether there is anything to keep: past the contact step, or something typed on it. */
export function hasWork(draft: Pick<RegistrationDraft, 'step' | 'data'>): boolean {
  return (
    draft.step !== WEBFORM_STEPS.contact ||
    draft.data.emailAddress.trim() !== '' ||
    draft.data.mobileNumber.trim() !== ''
  );
}

const STEP_VALUES: readonly number[] = Object.values(WEBFORM_STEPS);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const stringOrNull = (v: unknown) => (typeof v === 'string' ? v : null);
const numberOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A stored draft read back, or null when it is not one. */
export function parseDraft(value: unknown): RegistrationDraft | null {
  if (!isRecord(value) || typeof value.step !== 'number' || !STEP_VALUES.includes(value.step)) return null;
  const data = webformData.safeParse(value.data);
  if (!data.success) return null;
  const offers = value.offers === null ? null : offerEntitlements.safeParse(value.offers);
  if (offers && !offers.success) return null;
  return {
    step: value.step as WebformStep,
    verified: value.verified === true,
    verifiedAt: numberOrNull(value.verifiedAt),
    newUser: value.newUser === true,
    offers: offers ? offers.data : null,
    areOffersChosen: value.areOffersChosen === true,
    isSuccess: value.isSuccess === true,
    icConsentStatus: stringOrNull(value.icConsentStatus),
    registrationTs: stringOrNull(value.registrationTs),
    beacon: stringOrNull(value.beacon),
    nextSendAt: numberOrNull(value.nextSendAt),
    sendTarget: stringOrNull(value.sendTarget),
    data: data.data,
  };
}

/**
 * The draft to continue from at `now`: as it was left, except that a verification the server no
 * longer accepts (or a verified step without one) goes back to the codes, with the codes emptied.
 */
export function continuedDraft(
  draft: RegistrationDraft,
  now: number,
): { draft: RegistrationDraft; notice: RestoreNotice } {
  const needsVerification = draft.step === WEBFORM_STEPS.offers || draft.step === WEBFORM_STEPS.form;
  const stale = draft.verifiedAt === null || now - draft.verifiedAt > VERIFICATION_USABLE_MS;
  if (needsVerification && (!draft.verified || stale)) {
    return {
      draft: {
        ...draft,
        step: WEBFORM_STEPS.otp,
        verified: false,
        verifiedAt: null,
        offers: null,
        areOffersChosen: false,
        data: { ...draft.data, otp: '', otpEmail: '' },
      },
      notice: 'verificationExpired',
    };
  }
  return { draft, notice: 'restored' };
}
