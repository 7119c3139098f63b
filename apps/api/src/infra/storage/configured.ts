// The file storage the configuration asks for: STORAGE=disk (default, $DATA_DIR/files) or
// STORAGE=s3 (the S3_* settings of src/env.ts). The S3 client is loaded only when asked for: it is
// large, and a disk-only process has no use for it.
import { join } from 'node:path';
import type { Env } from '../../env';
import { diskStorage } from './disk';
import type { FileStorage } from './storage';

export async function createStorage(env: Env): Promise<FileStorage> {
  if (env.STORAGE === 'disk') return diskStorage(join(env.dataDir, 'files'));
  const { s3Storage } = await import('./s3');
  return s3Storage({
    // loadEnv refuses STORAGE=s3 without a bucket.
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  });
}

/** Where the files go, for the start-up line (never a secret). */
export function storageDescription(env: Env): string {
  if (env.STORAGE === 'disk') return `disk, ${join(env.dataDir, 'files')}`;
  return `S3 bucket ${env.S3_BUCKET}${env.S3_ENDPOINT ? ` at ${env.S3_ENDPOINT}` : ` (${env.S3_REGION})`}`;
}
