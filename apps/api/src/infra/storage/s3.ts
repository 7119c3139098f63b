// File storage in an S3-compatible bucket (AWS S3, MinIO, Ceph, s3rver in tests). The bucket stays
// private: every read goes through the API, which checks role and territory and streams the object
// to the reply. Timeouts are short and retries few, so a storage that is down answers a clear
// failure within seconds instead of holding the request.

import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type FileStorage, newStorageKey, StorageError } from './storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string | undefined;
  /** Both or neither; neither: the SDK's default chain (environment, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Milliseconds to connect and of silence on a connection before a request fails. */
  connectTimeoutMs?: number;
  idleTimeoutMs?: number;
}

/** Error names of S3 that say the setting is wrong, not that the storage is down. */
const MISCONFIGURED = new Set([
  'NoSuchBucket',
  'AccessDenied',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'PermanentRedirect',
  'AuthorizationHeaderMalformed',
]);

export function s3Storage(settings: S3Settings): FileStorage & { client: S3Client } {
  const { bucket } = settings;
  const where = `bucket "${bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Newer SDKs add checksums to every request that some S3-compatible servers refuse; S3 itself
    // needs them only where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: settings.connectTimeoutMs ?? 3_000,
      requestTimeout: settings.idleTimeoutMs ?? 30_000,
    },
  });

  const failure = (err: unknown, what: string): StorageError => {
    if (err instanceof StorageError) return err;
    const name = (err as { name?: string } | undefined)?.name ?? '';
    const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
    if (name === 'NoSuchKey' || name === 'NotFound' || (status === 404 && name !== 'NoSuchBucket')) {
      return new StorageError('not_found', `${what}: no such object in ${where}`, { cause: err });
    }
    if (MISCONFIGURED.has(name) || status === 403) {
      const hint =
        name === 'NoSuchBucket' ? `${where} does not exist` : `${where} refused the request (${name})`;
      return new StorageError('misconfigured', `${what}: ${hint}`, { cause: err });
    }
    const detail = (err as { code?: string } | undefined)?.code ?? name ?? String(err);
    return new StorageError('unavailable', `${what}: ${where} did not answer (${detail})`, { cause: err });
  };

  return {
    kind: 's3',
    client,
    async put(body, ext, contentType) {
      const key = newStorageKey(ext);
      try {
        if (Buffer.isBuffer(body)) {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: body,
              ContentLength: body.length,
              ContentType: contentType,
            }),
          );
        } else {
          // A stream of unknown length goes up in parts of 5 MiB: never whole in memory.
          const upload = new Upload({
            client,
            params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
            queueSize: 2,
            partSize: 5 * 1024 * 1024,
            leavePartsOnError: false,
          });
          await upload.done();
        }
        return key;
      } catch (err) {
        throw failure(err, 'storing a file');
      }
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const r = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(r.Body instanceof Readable)) throw new Error('the S3 answer has no body stream');
        return { body: r.Body, size: r.ContentLength };
      } catch (err) {
        throw failure(err, 'reading a file');
      }
    },
    async remove(key) {
      assertStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        throw failure(err, 'removing a file');
      }
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (err) {
        const f = failure(err, 'checking the storage');
        // HEAD has no body: a missing bucket is a bare 404, which failure() reads as a missing key.
        if (f.reason === 'not_found') {
          throw new StorageError('misconfigured', `${where} does not exist: create it or set S3_BUCKET`, {
            cause: err,
          });
        }
        throw f;
      }
    },
  };
}
