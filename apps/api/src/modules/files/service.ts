// Stored files (the bytes in the storage, the row in stored_files): saving, removing and reading
// them for every module; and the photos, survey and receipts of an action, read through it.
// The row is written only after the storage holds the bytes, so a failed write records nothing;
// a read answers a stream, so a large file never sits whole in memory.
import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { BACK_OFFICE_ROLES } from '@tourplanner/domain/roles';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionFiles, actionPolls, actionReceipts } from '../../db/schema/actions';
import { storedFiles } from '../../db/schema/files';
import { photoReviews } from '../../db/schema/signals';
import { ApiError } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import { StorageError } from '../../infra/storage/storage';

export type FileKind = (typeof storedFiles.$inferInsert)['kind'];

/** The storage's failure as the answer: a missing object is E_NOT_FOUND, anything else a 503. */
function storageFailure(
  deps: Pick<AppDeps, 'log'>,
  err: unknown,
  context: Record<string, unknown>,
): ApiError {
  if (err instanceof ApiError) return err;
  const reason = err instanceof StorageError ? err.reason : 'unavailable';
  const message = err instanceof Error ? err.message : String(err);
  if (reason === 'not_found') {
    deps.log.error({ ...context, storage: message }, 'stored file is missing from the storage');
    return new ApiError('E_NOT_FOUND');
  }
  // 'misconfigured' (a missing bucket, refused keys) needs an operator; 'unavailable' passes.
  deps.log.error({ ...context, reason, storage: message }, 'file storage failed');
  return new ApiError('E_STORAGE_UNAVAILABLE');
}

/** Counts and hashes a stream as it passes to the storage. */
function measured(body: Readable) {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  body.on('error', (err) => tap.destroy(err));
  return { stream: body.pipe(tap), result: () => ({ size, sha256: hash.digest('hex') }) };
}

/**
 * Stores the bytes (a buffer, or a stream written as it is read), then records the row; answers
 * its id. A storage failure answers E_STORAGE_UNAVAILABLE and records nothing.
 */
export async function saveFile(
  deps: { db: Db; log: AppDeps['log']; services: { storage: AppDeps['services']['storage'] } },
  kind: FileKind,
  body: Buffer | Readable,
  contentType: string,
  ext: string,
  createdBy: string | null,
): Promise<string> {
  let key: string;
  let size: number;
  let sha256: string;
  try {
    if (Buffer.isBuffer(body)) {
      key = await deps.services.storage.put(body, ext, contentType);
      size = body.length;
      sha256 = createHash('sha256').update(body).digest('hex');
    } else {
      const m = measured(body);
      key = await deps.services.storage.put(m.stream, ext, contentType);
      ({ size, sha256 } = m.result());
    }
  } catch (err) {
    throw storageFailure(deps, err, { kind });
  }
  try {
    const [row] = await deps.db
      .insert(storedFiles)
      .values({ kind, storageKey: key, contentType, size, sha256, createdBy })
      .returning({ id: storedFiles.id });
    return row!.id;
  } catch (err) {
    // The row failed: the bytes must not stay behind, unreferenced.
    await deps.services.storage.remove(key).catch(() => {});
    throw err;
  }
}

/** Removes a stored file nothing refers to (the work of a request that lost a race). */
export async function removeFile(deps: AppDeps, fileId: string): Promise<void> {
  const [row] = await deps.db.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning();
  if (!row) return;
  await deps.services.storage.remove(row.storageKey).catch((err: unknown) => {
    deps.log.warn({ fileId, err: (err as Error).message }, 'removing a stored file failed');
  });
}

/** A stored file as a stream with its type and size (E_NOT_FOUND, E_STORAGE_UNAVAILABLE). */
export async function openStoredFile(
  deps: AppDeps,
  fileId: string,
): Promise<{ stream: Readable; size: number; contentType: string }> {
  const [row] = await deps.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  if (!row) throw new ApiError('E_NOT_FOUND');
  try {
    const { body, size } = await deps.services.storage.get(row.storageKey);
    return { stream: body, size: size ?? row.size, contentType: row.contentType };
  } catch (err) {
    throw storageFailure(deps, err, { fileId });
  }
}

/**
 * An action's start and end photos (a page of them, by time then id: a total order, so offset paging
 * neither repeats nor skips one) and its survey.
 */
export async function listActionFiles(
  deps: AppDeps,
  actionId: string,
  page: { limit: number; offset: number },
  withDecisions = false,
) {
  const [rows, polls] = await Promise.all([
    deps.db
      .select({
        uuid: actionFiles.id,
        ident: actionFiles.ident,
        decision: photoReviews.decision,
        comment: photoReviews.comment,
      })
      .from(actionFiles)
      .leftJoin(photoReviews, eq(photoReviews.fileId, actionFiles.fileId))
      .where(eq(actionFiles.actionId, actionId))
      .orderBy(asc(actionFiles.createdAt), asc(actionFiles.id))
      .limit(page.limit)
      .offset(page.offset),
    deps.db.select().from(actionPolls).where(eq(actionPolls.actionId, actionId)),
  ]);
  const poll = polls[0] ? { chechboxes: polls[0].answers, text: polls[0].text } : null;
  const files = rows.map(({ decision, comment, ...f }) => ({
    ...f,
    ...(withDecisions && decision ? { review: { decision, comment } } : {}),
  }));
  return { files, poll };
}

/**
 * The decision on each photo as it is now (a retake's new photo has none yet), for those who review
 * (issue #30): a hostess or a brand's client gets the lists without them.
 */
export const seesDecisions = (role: string) => (BACK_OFFICE_ROLES as readonly string[]).includes(role);

/** A page of an action's receipts (by upload time then id, a total order for offset paging): id and upload time. */
export async function listReceipts(deps: AppDeps, actionId: string, page: { limit: number; offset: number }) {
  return deps.db
    .select({
      uuid: actionReceipts.id,
      created: actionReceipts.createdAt,
      decision: photoReviews.decision,
      comment: photoReviews.comment,
    })
    .from(actionReceipts)
    .leftJoin(photoReviews, eq(photoReviews.fileId, actionReceipts.fileId))
    .where(eq(actionReceipts.actionId, actionId))
    .orderBy(asc(actionReceipts.createdAt), asc(actionReceipts.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** A start or end photo's row (E_NOT_FOUND when there is none). */
export async function findActionFile(deps: AppDeps, id: string) {
  const [f] = await deps.db.select().from(actionFiles).where(eq(actionFiles.id, id));
  if (!f) throw new ApiError('E_NOT_FOUND');
  return f;
}

/** A receipt's row (E_NOT_FOUND when there is none). */
export async function findReceipt(deps: AppDeps, id: string) {
  const [r] = await deps.db.select().from(actionReceipts).where(eq(actionReceipts.id, id));
  if (!r) throw new ApiError('E_NOT_FOUND');
  return r;
}
