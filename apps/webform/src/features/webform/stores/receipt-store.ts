// The receipt after a registration (SPEC §4, §7): the photo the camera popup accepted, its upload
// with the registration's beacon and one Idempotency-Key per photo (ADR 0008), then the Glo burn.
import { newIdempotencyKey } from '@tourplanner/api-client/client';
import type { WebformData } from '@tourplanner/domain/webform';
import { enqueueMove, storedPhoto } from '../../../shared/offline/move-queue';
import { answerInSession, resettableStore } from '../../../shared/stores/resettable';
import { useSession } from '../../../shared/stores/session';
import { isNoAnswer } from '../../../shared/sync/send-queued';
import { burnBody, receiptBody } from '../api/payloads';
import { burnDevice, sendReceipt } from '../api/registration-calls';
import { useFormData } from './form-data-store';
import { useWebformPopups } from './popups-store';
import type { WebformContext } from './webform-context';

export type ReceiptStatus = 'idle' | 'sending' | 'sent';

/** The registration a receipt belongs to: its action and meta.bc. */
export interface ReceiptFor {
  context: WebformContext;
  beacon: string | null;
}

export interface ReceiptState {
  registration: ReceiptFor | null;
  /** The receipt image (a data URL) the camera popup accepted. */
  image: string | null;
  /**
   * The Idempotency-Key of this photo's upload: the same on every retry (an upload whose answer was
   * lost then stores no second receipt), a new one with a new photo.
   */
  key: string | null;
  status: ReceiptStatus;
  /** Sent meaning kept on the phone: no answer came, it goes with the queue (shared/offline/). */
  queued: boolean;
  deviceBurned: boolean;
  /** A registration succeeded: its receipt may be sent. */
  open: (registration: ReceiptFor) => void;
  setImage: (image: string | null) => void;
  /** Uploads the photo, then burns the Glo device; false when the upload failed (the modal says why). */
  upload: (image: Blob) => Promise<boolean>;
}

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

export const useReceipt = resettableStore<ReceiptState>((set, get) => ({
  registration: null,
  image: null,
  key: null,
  status: 'idle',
  queued: false,
  deviceBurned: false,

  open(registration) {
    set({ registration, image: null, key: null, status: 'idle', queued: false, deviceBurned: false });
  },

  setImage(image) {
    if (image === get().image) return;
    set({ image, key: image === null ? null : newIdempotencyKey() });
  },

  async upload(image) {
    const { registration } = get();
    if (!registration) return false;
    const { data } = useFormData.getState();
    const key = get().key ?? newIdempotencyKey();
    set({ status: 'sending', key });
    const answer = await answerInSession(() =>
      sendReceipt(registration.context, data, registration.beacon, image, key),
    );
    if (!answer) return false;
    if (!answer.ok && isNoAnswer(answer.error)) {
      // No connection: the photo, its key and the burn wait on the phone and go when it returns.
      const kept = await keepOnPhone(registration, data, image, key).then(
        () => true,
        () => false,
      );
      if (kept) {
        set({ status: 'sent', queued: true });
        return true;
      }
    }
    if (!answer.ok) {
      set({ status: 'idle' });
      useWebformPopups.getState().showCallError(answer.error, 'receiptUpload');
      return false;
    }
    set({ status: 'sent' });
    if (!get().deviceBurned) {
      // SPEC §7: the answer is ignored; the registration itself already checked the serial.
      const burned = await answerInSession(() => burnDevice(data));
      if (burned?.ok && burned.value) set({ deviceBurned: true });
    }
    return true;
  },
}));
