// The storage settings of the environment: STORAGE=s3 needs a bucket, the two keys go together,
// and disk stays the default.
import { describe, expect, it } from 'vitest';
import { testEnv } from './env';

describe('storage settings', () => {
  it('STORAGE=s3 needs a bucket, and the two keys go together', () => {
    expect(() => testEnv({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required when STORAGE=s3/);
    expect(() => testEnv({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => testEnv({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    const env = testEnv({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(env).toMatchObject({ STORAGE: 's3', S3_REGION: 'us-east-1', S3_BUCKET: 'b' });
    expect(env.S3_FORCE_PATH_STYLE).toBeUndefined();
    expect(testEnv({}).STORAGE).toBe('disk');
  });
});
