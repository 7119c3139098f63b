// The registration's writes, the same shape as the back office's: one TanStack Query mutation per
// call (the codes, their check, the registration, the receipt), each sending what the consumer
// typed (the form data store) and handing the answer to the step machine (or the receipt), or a
// failure to the error popups, the webform's way of telling a failed call. An answer that comes
// after the stores were reset (a sign-out, or this call's own 401) belongs to the last session and
// is dropped (answerInSession). Each write answers whether it went through; none throws.
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@tourplanner/api-client/app-api';
import { answerInSession } from '@tourplanner/app-kit/resettable';
import { ALL_OFFERS_ACTIVE, WEBFORM_STEPS, type WebformData } from '@tourplanner/domain/webform';
import { isIcWarning, verifyErrorMessage } from '@tourplanner/i18n-pl/errors';
import { errorCodeOf, webformCodeOf } from '../../../shared/api';
import { enqueueMove, storedPhoto } from '../../../shared/offline/move-queue';
import { useSession } from '../../../shared/stores/session';
import { isNoAnswer } from '../../../shared/sync/send-queued';
import { sendTargetOf, useWebformFlow } from '../stores/flow-store';
import { useFormData } from '../stores/form-data-store';
import { useWebformPopups } from '../stores/popups-store';
import { type ReceiptFor, useReceipt } from '../stores/receipt-store';
import { burnBody, receiptBody } from './payloads';
import { burnDevice, registerLead, sendCodes, sendReceipt, verifyCodes } from './registration-calls';
import { nextSendAfterRefusal, nextSendAfterSend } from './send-wait';

const flow = () => useWebformFlow.getState();
const popups = () => useWebformPopups.getState();

/** /lead/otp: the codes to the consumer's e-mail and phone (again, from the codes step). */
export async function requestCodes(): Promise<boolean> {
  const data = useFormData.getState().data;
  const target = sendTargetOf(data);
  const resending = flow().step === WEBFORM_STEPS.otp;
  const answer = await answerInSession(() => sendCodes(data));
  if (!answer) return false;
  const now = Date.now();
  if (!answer.ok) {
    const until = nextSendAfterRefusal(answer.error, now);
    // A refusal with a wait: the screen counts down to the next send and says how long.
    if (until !== null && until > now) flow().codesHeld(target, until);
    else popups().showCallError(answer.error, 'otpSend');
    return false;
  }
  useFormData.getState().update({ otp: '', otpEmail: '' });
  flow().codesSent({ target, nextSendAt: nextSendAfterSend(answer.value.meta, now), resending, now });
  return true;
}

/** /lead/verify: both codes; a consumer not in the registry is verified with every offer open (SPEC §4). */
export async function checkCodes(): Promise<boolean> {
  const eventIdent = flow().context?.eventIdent ?? null;
  const answer = await answerInSession(() => verifyCodes(useFormData.getState().data, eventIdent));
  if (!answer) return false;
  if (answer.ok) {
    const { newUser, ...offers } = answer.value;
    flow().codesVerified({ offers, newUser: newUser ?? false, now: Date.now() });
    return true;
  }
  const code = errorCodeOf(answer.error);
  if (code === 'error_m2_not_found_in_salesforce') {
    flow().codesVerified({ offers: { ...ALL_OFFERS_ACTIVE }, newUser: true, now: Date.now() });
    return true;
  }
  flow().codesRefused();
  popups().showOtpError(verifyErrorMessage(code));
  return false;
}

/** /lead/register; on success the receipt opens with meta.bc (fake_beacon without one, SPEC §7). */
export async function registerConsumer(): Promise<boolean> {
  const { context, verified } = flow();
  if (!context) return false;
  const answer = await answerInSession(() => registerLead(useFormData.getState().data, context, verified));
  if (!answer) return false;
  if (answer.ok) {
    const { data, meta } = answer.value;
    const warning = data.warning ?? null;
    useReceipt.getState().open({ context, beacon: meta.bc ?? null });
    flow().registered({ ts: meta.ts ?? null, icStatus: warning, ...(warning ? { icError: warning } : {}) });
    return true;
  }
  const code = webformCodeOf(answer.error);
  if (isIcWarning(code)) {
    // Registered, but InspirationClub failed: success with a warning note (SPEC §8).
    const meta = answer.error instanceof ApiError ? answer.error.meta : undefined;
    useReceipt.getState().open({ context, beacon: typeof meta?.bc === 'string' ? meta.bc : null });
    flow().registered({ ts: typeof meta?.ts === 'string' ? meta.ts : null, icStatus: code, icError: code });
    return true;
  }
  popups().showCallError(answer.error, 'register');
  return false;
}

/** A receipt with no connection: the photo, its key and the burn wait on the phone (shared/offline/). */
async function keepOnPhone(registration: ReceiptFor, data: WebformData, image: Blob, key: string) {
  const owner = useSession.getState().user?.uuid;
  if (!owner) throw new Error('Nobody is signed in');
  const { context, beacon } = registration;
  await enqueueMove({
    id: `receipt:${key}`,
    move: 'receipt',
    owner,
    actionUuid: context.actionUuid,
    actionName: context.tourPlan,
    idempotencyKey: key,
    photo: await storedPhoto(image),
    queuedAt: Date.now(),
    failure: null,
    input: receiptBody(context.actionUuid, data, beacon),
    burn: burnBody(data),
  });
}

/** Uploads the receipt photo, then burns the Glo device; false when the upload failed (the modal says why). */
export async function uploadReceipt(image: Blob): Promise<boolean> {
  const receipt = () => useReceipt.getState();
  const { registration } = receipt();
  if (!registration) return false;
  const { data } = useFormData.getState();
  const key = receipt().sending();
  const answer = await answerInSession(() =>
    sendReceipt(registration.context, data, registration.beacon, image, key),
  );
  if (!answer) return false;
  if (!answer.ok && isNoAnswer(answer.error)) {
    const kept = await keepOnPhone(registration, data, image, key).then(
      () => true,
      () => false,
    );
    if (kept) {
      receipt().sent(true);
      return true;
    }
  }
  if (!answer.ok) {
    receipt().failed();
    popups().showCallError(answer.error, 'receiptUpload');
    return false;
  }
  receipt().sent(false);
  if (!receipt().deviceBurned) {
    // SPEC §7: the answer is ignored; the registration itself already checked the serial.
    const burned = await answerInSession(() => burnDevice(data));
    if (burned?.ok && burned.value) receipt().deviceBurnedNow();
  }
  return true;
}

/**
 * A write as a mutation: its pending state is the step's busy button. Sent offline too (not paused
 * until the browser says online): without an answer the popup says so, or the receipt waits.
 */
const useWrite = <V = void>(write: (vars: V) => Promise<boolean>) =>
  useMutation({ networkMode: 'always', mutationFn: write });

export const useRequestCodes = () => useWrite(requestCodes);
export const useCheckCodes = () => useWrite(checkCodes);
export const useRegisterConsumer = () => useWrite(registerConsumer);
export const useUploadReceipt = () => useWrite(uploadReceipt);
