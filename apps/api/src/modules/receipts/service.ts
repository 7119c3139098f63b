// /action/receipt/create: the receipt photo of a registration, uploaded from the webform into the
// hostess's own started action (HSADM: within her territories). The image is decoded and
// re-encoded by the files module (only real images are kept, EXIF and GPS dropped, size bounded);
// a real beacon must be one /lead/register gave for this action. With an Idempotency-Key a retry
// after a lost answer (a slow upload past the phone's timeout) answers the first receipt.
import { createHash } from 'node:crypto';
import { RECEIPT_PLACEHOLDERS } from '@tourplanner/domain/constants';
import { LEAD_TEXTS } from '@tourplanner/i18n-pl/server';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../access/sessions';
import { actionReceipts } from '../../db/schema/actions';
import { registrations } from '../../db/schema/consumers';
import { devices } from '../../db/schema/devices';
import { ApiError, fail } from '../../errors';
import type { UploadedFile } from '../../http/context';
import type { AppDeps } from '../../infra/deps';
import { normalizeImage } from '../../infra/storage/images';
import { deviceNotFound, normalizeSerial } from '../devices/serials';
import { removeFile, saveFile } from '../files/service';
import { startedActionOf } from '../leads/started-action.service';
import { recordPhoto, uploadCaptureTime } from '../signals/photos.service';
import { queueActionSignals } from '../signals/queue.service';

export interface ReceiptInput {
  action: { uuid: string };
  device: { serial: string; beacon: string };
}

export interface CreatedReceipt {
  id: string;
  createdAt: Date;
  replay: boolean;
}

const badBeacon = () => fail.field('device.beacon', LEAD_TEXTS.unknownBeacon);

/** The first receipt stored under `key`; E_CONFLICT when that upload sent something else. */
async function receiptOfKey(deps: AppDeps, key: string, requestHash: string): Promise<CreatedReceipt | null> {
  const [row] = await deps.db
    .select({
      id: actionReceipts.id,
      createdAt: actionReceipts.createdAt,
      requestHash: actionReceipts.requestHash,
    })
    .from(actionReceipts)
    .where(eq(actionReceipts.idempotencyKey, key));
  if (!row) return null;
  if (row.requestHash !== requestHash) {
    throw new ApiError('E_CONFLICT', {
      fields: [{ path: 'Idempotency-Key', message: LEAD_TEXTS.receiptKeyReused }],
    });
  }
  return { id: row.id, createdAt: row.createdAt, replay: true };
}

/** The serial to record: the placeholder, or a known device matching the registration's. */
async function checkedSerial(deps: AppDeps, actionId: string, user: SessionUser, input: ReceiptInput) {
  const beacon = input.device.beacon.trim();
  let registrationSerial: string | null = null;
  if (beacon !== RECEIPT_PLACEHOLDERS.beacon) {
    const [reg] = await deps.db
      .select({
        actionId: registrations.actionId,
        hostessId: registrations.hostessId,
        offers: registrations.offers,
      })
      .from(registrations)
      .where(eq(registrations.beacon, beacon));
    if (!reg) throw badBeacon();
    const sameAction = reg.actionId === actionId || (reg.actionId === null && reg.hostessId === user.id);
    if (!sameAction) throw badBeacon();
    const glo = (reg.offers as { Glo?: { serialNumber?: string } }).Glo;
    registrationSerial = glo?.serialNumber ? normalizeSerial(glo.serialNumber) : null;
  }
  const rawSerial = input.device.serial.trim();
  if (!rawSerial || rawSerial === RECEIPT_PLACEHOLDERS.serial) return { beacon, serial: null };
  const serial = normalizeSerial(rawSerial);
  if (registrationSerial && serial !== registrationSerial) {
    throw fail.field('device.serial', LEAD_TEXTS.serialMismatch);
  }
  const [d] = await deps.db.select({ id: devices.id }).from(devices).where(eq(devices.serial, serial));
  if (!d) throw deviceNotFound();
  return { beacon, serial };
}

export async function createReceipt(
  deps: AppDeps,
  user: SessionUser,
  input: ReceiptInput,
  image: UploadedFile,
  /** The scoped Idempotency-Key (src/http/idempotency.ts), or null. */
  key: string | null,
): Promise<CreatedReceipt> {
  const requestHash = createHash('sha256').update(JSON.stringify(input)).update(image.buffer).digest('hex');
  if (key !== null) {
    const first = await receiptOfKey(deps, key, requestHash);
    if (first) return first;
  }
  const action = await startedActionOf(deps, user, input.action.uuid);
  const { beacon, serial } = await checkedSerial(deps, action.id, user, input);

  const capturedAt = await uploadCaptureTime(image.buffer);
  const jpeg = await normalizeImage(image.buffer);
  const fileId = await saveFile(deps, 'receipt', jpeg, 'image/jpeg', 'jpg', user.id);
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(actionReceipts)
      .values({
        actionId: action.id,
        fileId,
        deviceSerial: serial ?? RECEIPT_PLACEHOLDERS.serial,
        deviceBeacon: beacon || RECEIPT_PLACEHOLDERS.beacon,
        createdBy: user.id,
        createdAt: deps.now(),
        idempotencyKey: key,
        requestHash: key === null ? null : requestHash,
      })
      .onConflictDoNothing({ target: actionReceipts.idempotencyKey })
      .returning({ id: actionReceipts.id, createdAt: actionReceipts.createdAt });
    if (created) {
      await recordPhoto(tx, {
        fileId,
        actionId: action.id,
        ident: 'receipt',
        hostessId: user.id,
        capturedAt,
        at: created.createdAt,
      });
    }
    return created;
  });
  if (row) {
    await queueActionSignals(deps, action.id);
    return { id: row.id, createdAt: row.createdAt, replay: false };
  }
  // The first upload with this key finished while this one was on its way: answer that one.
  await removeFile(deps, fileId);
  const first = key === null ? null : await receiptOfKey(deps, key, requestHash);
  if (!first) throw new ApiError('E_CONFLICT');
  return first;
}
