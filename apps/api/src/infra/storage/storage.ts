// File storage: bytes under server-generated keys, written whole or from a stream and read back as
// a stream, so a large file never sits whole in memory. Implementations: ./disk.ts (the default,
// under $DATA_DIR/files), ./s3.ts (any S3-compatible bucket), memoryStorage (tests). Which one a
// process uses is configuration (STORAGE): createStorage.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  /** Bytes, when the storage knows them up front (sent as Content-Length). */
  size: number | undefined;
}

export interface FileStorage {
  /** 'disk', 's3' or 'memory': for logs and the start-up line. */
  readonly kind: 'disk' | 's3' | 'memory';
  /**
   * Stores the bytes under a new key (never derived from client input) and answers the key. A stream
   * is written as it is read; when anything fails nothing is left under the key.
   */
  put(body: Buffer | Readable, ext: string, contentType: string): Promise<string>;
  /** The object as a stream; StorageError 'not_found' when there is none. */
  get(key: string): Promise<StoredObject>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Proves at start that the storage can be used (the folder is writable, the bucket exists). */
  check(): Promise<void>;
}

/**
 * What went wrong, told apart for the answer: 'not_found' (the key is not there: 404),
 * 'unavailable' (the storage did not answer or failed: 503, try again), 'misconfigured' (a missing
 * bucket, refused credentials: 503, and the log says what to fix).
 */
export type StorageFailure = 'not_found' | 'unavailable' | 'misconfigured';

export class StorageError extends Error {
  readonly reason: StorageFailure;
  constructor(reason: StorageFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
    this.reason = reason;
  }
}

/** A new key: two hex characters of fan-out, 32 random hex characters, the extension. */
export function newStorageKey(ext: string): string {
  const id = randomBytes(16).toString('hex');
  return `${id.slice(0, 2)}/${id}.${ext.replace(/[^a-z0-9]/gi, '') || 'bin'}`;
}

/** Keys are ours, but a key read back from the database is still checked before use. */
export function assertStorageKey(key: string): void {
  if (!/^[0-9a-f]{2}[/\\][0-9a-f]{32}\.[a-z0-9]{1,8}$/i.test(key)) {
    throw new StorageError('not_found', 'not a storage key');
  }
}

async function collect(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return Buffer.from(body);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Storage in memory, for tests where storage is not the subject (fast, leaves nothing behind). */
export function memoryStorage(): FileStorage & { readonly size: number } {
  const files = new Map<string, Buffer>();
  return {
    kind: 'memory',
    get size() {
      return files.size;
    },
    async put(body, ext) {
      const key = newStorageKey(ext);
      files.set(key, await collect(body));
      return key;
    },
    async get(key) {
      const b = files.get(key);
      if (!b) throw new StorageError('not_found', 'no such file');
      return { body: Readable.from([b]), size: b.length };
    },
    async remove(key) {
      files.delete(key);
    },
    async check() {},
  };
}
