// File storage: bytes under server-generated keys. On disk under $DATA_DIR/files by default;
// another backend (S3) only has to implement this interface.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface FileStorage {
  /** Stores bytes under a new key (never derived from client input) and returns the key. */
  put(bytes: Buffer, ext: string): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

export function diskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const full = resolve(base, key);
    // Keys are ours, but a key read back from the database still must not leave the root.
    if (!full.startsWith(base + sep)) throw new Error('storage key outside the storage root');
    return full;
  };
  return {
    async put(bytes, ext) {
      const id = randomBytes(16).toString('hex');
      const key = join(id.slice(0, 2), `${id}.${ext.replace(/[^a-z0-9]/gi, '') || 'bin'}`);
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, bytes, { flag: 'wx' });
      return key;
    },
    get: (key) => readFile(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}

/** Storage in memory, for tests that should leave nothing on disk. */
export function memoryStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(bytes, ext) {
      const key = `${randomBytes(16).toString('hex')}.${ext}`;
      files.set(key, Buffer.from(bytes));
      return key;
    },
    async get(key) {
      const b = files.get(key);
      if (!b) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
      return b;
    },
    async remove(key) {
      files.delete(key);
    },
  };
}
