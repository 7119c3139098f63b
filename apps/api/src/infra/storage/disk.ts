// File storage on the local disk, under one root folder ($DATA_DIR/files): the default for one
// process. Written to a temporary name and renamed, so a failed or interrupted write leaves no
// half file under a key; read through an opened handle, so a missing file is known before an answer starts.
import { constants } from 'node:fs';
import { access, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage, newStorageKey, StorageError } from './storage';

const failure = (err: unknown, what: string) => {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return new StorageError('not_found', `${what}: no such file`, { cause: err });
  return new StorageError('unavailable', `${what}: ${code ?? (err as Error)?.message ?? err}`, {
    cause: err,
  });
};

export function diskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const full = resolve(base, key);
    if (!full.startsWith(base + sep))
      throw new StorageError('not_found', 'storage key outside the storage root');
    return full;
  };
  return {
    kind: 'disk',
    async put(body, ext) {
      const key = newStorageKey(ext);
      const full = pathOf(key);
      const part = `${full}.part`;
      try {
        await mkdir(dirname(full), { recursive: true });
        if (Buffer.isBuffer(body)) await writeFile(part, body, { flag: 'wx' });
        else {
          const handle = await open(part, 'wx');
          await pipeline(body as Readable, handle.createWriteStream());
        }
        await rename(part, full);
        return key;
      } catch (err) {
        await rm(part, { force: true }).catch(() => {});
        throw failure(err, 'writing a file');
      }
    },
    async get(key) {
      const full = pathOf(key);
      try {
        const handle = await open(full, 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (err) {
        throw failure(err, 'reading a file');
      }
    },
    async remove(key) {
      try {
        await rm(pathOf(key), { force: true });
      } catch (err) {
        throw failure(err, 'removing a file');
      }
    },
    async check() {
      try {
        await mkdir(base, { recursive: true });
        await access(base, constants.W_OK);
      } catch (err) {
        throw new StorageError('misconfigured', `the file folder ${base} is not writable`, { cause: err });
      }
    },
  };
}
