// Saving and reading stored files: the bytes go to the storage, the row to stored_files.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/files';
import type { AppDeps } from '../../http/context';
import { ApiError } from '../../http/errors';

export type FileKind = (typeof storedFiles.$inferInsert)['kind'];

export async function saveFile(
  deps: { db: Db; services: { storage: AppDeps['services']['storage'] } },
  kind: FileKind,
  bytes: Buffer,
  contentType: string,
  ext: string,
  createdBy: string | null,
): Promise<string> {
  const key = await deps.services.storage.put(bytes, ext);
  const [row] = await deps.db
    .insert(storedFiles)
    .values({
      kind,
      storageKey: key,
      contentType,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      createdBy,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

/** Removes a stored file nothing refers to (the work of a request that lost a race). */
export async function removeFile(deps: AppDeps, fileId: string): Promise<void> {
  const [row] = await deps.db.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning();
  if (!row) return;
  await deps.services.storage.remove(row.storageKey).catch((err: unknown) => {
    deps.log.warn({ fileId, err: (err as Error).message }, 'removing a stored file failed');
  });
}

export async function readFileBytes(
  deps: AppDeps,
  fileId: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  const [row] = await deps.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  if (!row) throw new ApiError('E_NOT_FOUND');
  try {
    return { bytes: await deps.services.storage.get(row.storageKey), contentType: row.contentType };
  } catch {
    deps.log.error({ fileId }, 'stored file is missing from the storage');
    throw new ApiError('E_NOT_FOUND');
  }
}
