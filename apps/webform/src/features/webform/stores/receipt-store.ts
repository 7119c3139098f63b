// The receipt after a registration (SPEC §4, §7): the photo the camera popup accepted and where its
// upload stands (one Idempotency-Key per photo, ADR 0008), then the Glo burn. The upload and the
// burn are the mutation useUploadReceipt (../api/registration-writes.ts), which reports here.
import { newIdempotencyKey } from '@tourplanner/api-client/client';
import { resettableStore } from '@tourplanner/app-kit/resettable';
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
  /** The upload starts: answers the photo's key (made now if the photo has none yet). */
  sending: () => string;
  /** The upload went through, or (queued) the photo waits on the phone for the connection. */
  sent: (queued: boolean) => void;
  /** The upload failed: the photo may be sent again with the same key. */
  failed: () => void;
  deviceBurnedNow: () => void;
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

  sending() {
    const key = get().key ?? newIdempotencyKey();
    set({ status: 'sending', key });
    return key;
  },

  sent(queued) {
    set({ status: 'sent', ...(queued ? { queued: true } : {}) });
  },

  failed() {
    set({ status: 'idle' });
  },

  deviceBurnedNow() {
    set({ deviceBurned: true });
  },
}));
