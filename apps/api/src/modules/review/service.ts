// Review of an action's photos (issue #30): the coordinator's decisions, all or nothing and within
// the caller's territories; the hostess's retake of a photo she was asked to redo (the old photo
// stays in photo_history, the new one waits for a decision). The list rows' review state is read in
// signals/reviews.service.ts.
import type { ReviewDecision } from '@tourplanner/domain/wire/review';
import { and, eq, inArray } from 'drizzle-orm';
import { canReachTerritory } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import { actionFiles, actionReceipts, actions } from '../../db/schema/actions';
import { photoHistory, photoReviews } from '../../db/schema/signals';
import { ApiError } from '../../errors';
import type { UploadedFile } from '../../http/context';
import type { AppDeps } from '../../infra/deps';
import { normalizeImage } from '../../infra/storage/images';
import { isAssigned } from '../actions/access.service';
import { removeFile, saveFile } from '../files/service';
import { recordHistory } from '../history/service';
import { retakeText, reviewText } from '../history/texts';
import { queueRetakeNotice } from '../reminders/service';
import { recordPhoto, uploadCaptureTime } from '../signals/photos.service';
import { queueActionSignals } from '../signals/queue.service';
import { reviewsOf } from '../signals/reviews.service';

type PhotoRef = { file?: { uuid: string } | undefined; receipt?: { uuid: string } | undefined };

/** The photo a reference names: its row, the action, the stored file shown now. */
async function photoOf(deps: AppDeps, ref: PhotoRef) {
  if (ref.file) {
    const [f] = await deps.db
      .select({
        id: actionFiles.id,
        actionId: actionFiles.actionId,
        fileId: actionFiles.fileId,
        ident: actionFiles.ident,
      })
      .from(actionFiles)
      .where(eq(actionFiles.id, ref.file.uuid));
    if (!f) throw new ApiError('E_NOT_FOUND');
    return { kind: 'file' as const, ...f };
  }
  const [r] = await deps.db
    .select({ id: actionReceipts.id, actionId: actionReceipts.actionId, fileId: actionReceipts.fileId })
    .from(actionReceipts)
    .where(eq(actionReceipts.id, ref.receipt!.uuid));
  if (!r) throw new ApiError('E_NOT_FOUND');
  return { kind: 'receipt' as const, ident: 'receipt' as const, ...r };
}

/**
 * Records the decisions. Every photo is found and its action checked (in the caller's territories,
 * finished) before anything is written: one refused item changes nothing.
 */
export async function decide(
  deps: AppDeps,
  user: SessionUser,
  items: (PhotoRef & { decision: ReviewDecision; comment?: string | undefined })[],
) {
  const photos = await Promise.all(items.map((item) => photoOf(deps, item)));
  const actionIds = [...new Set(photos.map((p) => p.actionId))];
  const rows = await deps.db
    .select({ id: actions.id, territoryId: actions.territoryId, status: actions.status })
    .from(actions)
    .where(inArray(actions.id, actionIds));
  for (const row of rows) if (!canReachTerritory(user, row.territoryId)) throw new ApiError('E_FORBIDDEN');
  if (rows.some((row) => row.status !== 'finished')) {
    throw new ApiError('E_CONFLICT', { message: 'only a finished action is reviewed' });
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    for (const [i, item] of items.entries()) {
      const photo = photos[i]!;
      const values = {
        decision: item.decision,
        comment: item.comment || null,
        decidedBy: user.id,
        decidedAt: now,
      };
      await tx
        .insert(photoReviews)
        .values({ fileId: photo.fileId, actionId: photo.actionId, ...values })
        .onConflictDoUpdate({ target: photoReviews.fileId, set: values });
      await recordHistory(tx, {
        actionId: photo.actionId,
        at: now,
        actorId: user.id,
        kind: 'review',
        text: reviewText(photo.ident, item.decision, item.comment),
      });
    }
  });
  // After the commit: each hostess asked for a retake gets 'Do poprawy' (e-mail, SMS, push).
  const retakeActions = items.flatMap((item, i) => (item.decision === 'retake' ? [photos[i]!.actionId] : []));
  await queueRetakeNotice(deps, [...new Set(retakeActions)], now);
  const reviews = await reviewsOf(deps, user, actionIds);
  return { actions: actionIds.map((uuid) => ({ uuid, review: reviews.get(uuid)! })) };
}

/**
 * Her new photo for one she was asked to redo: another hostess's action is refused (E_FORBIDDEN),
 * a photo with no retake asked for is a conflict. The photo is stored, replaces the shown one (the
 * old one goes to the history) and waits for a decision; the signals are computed again.
 */
export async function retakePhoto(deps: AppDeps, user: SessionUser, ref: PhotoRef, files: UploadedFile[]) {
  const photo = await photoOf(deps, ref);
  if (!(await isAssigned(deps.db, user.id, photo.actionId))) throw new ApiError('E_FORBIDDEN');
  const [review] = await deps.db.select().from(photoReviews).where(eq(photoReviews.fileId, photo.fileId));
  if (review?.decision !== 'retake') throw new ApiError('E_CONFLICT');
  const upload = files[0];
  if (!upload || files.length !== 1) throw new ApiError('E_INVALID_FILE');
  const capturedAt = await uploadCaptureTime(upload.buffer);
  const jpeg = await normalizeImage(upload.buffer);
  const fileId = await saveFile(
    deps,
    photo.ident === 'receipt' ? 'receipt' : photo.ident,
    jpeg,
    'image/jpeg',
    'jpg',
    user.id,
  );
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      // Fenced by the decision: a second retake of the same photo finds it gone and changes nothing.
      const gone = await tx
        .delete(photoReviews)
        .where(and(eq(photoReviews.fileId, photo.fileId), eq(photoReviews.decision, 'retake')))
        .returning({ fileId: photoReviews.fileId });
      if (!gone.length) throw new ApiError('E_CONFLICT');
      if (photo.kind === 'file') {
        await tx.update(actionFiles).set({ fileId, createdAt: now }).where(eq(actionFiles.id, photo.id));
      } else {
        await tx.update(actionReceipts).set({ fileId }).where(eq(actionReceipts.id, photo.id));
      }
      await tx.insert(photoHistory).values({
        actionId: photo.actionId,
        oldFileId: photo.fileId,
        newFileId: fileId,
        comment: review.comment,
        replacedBy: user.id,
        replacedAt: now,
      });
      await recordPhoto(tx, {
        fileId,
        actionId: photo.actionId,
        ident: photo.ident,
        hostessId: user.id,
        capturedAt,
        at: now,
      });
      await recordHistory(tx, {
        actionId: photo.actionId,
        at: now,
        actorId: user.id,
        kind: 'retake',
        text: retakeText(photo.ident),
      });
    });
  } catch (err) {
    await removeFile(deps, fileId);
    throw err;
  }
  await queueActionSignals(deps, photo.actionId);
  return photo.actionId;
}
