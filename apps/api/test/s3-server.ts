// A real S3-compatible server (s3rver) on loopback for the storage suite, started by the test
// itself: its objects live in a temporary folder, so it can be stopped (every connection cut, as
// in a crash) and started again on the same port with the same data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { type S3Settings, s3Storage } from '../src/infra/storage/s3';

export const TEST_BUCKET = 'tourplanner-test';

export interface TestS3 {
  endpoint: string;
  /** Settings for s3Storage; `bucket` may be replaced to point at a missing one. */
  settings(overrides?: Partial<S3Settings>): S3Settings;
  storage(overrides?: Partial<S3Settings>): ReturnType<typeof s3Storage>;
  /** Cuts every connection and stops listening, as a crashed server. */
  stop(): Promise<void>;
  /** Listens again on the same port with the same objects. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'tp-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: TEST_BUCKET }],
    });
    ({ port } = await server.run());
  };
  const stop = async () => {
    if (!server) return;
    const s = server;
    server = undefined;
    s.httpServer?.closeAllConnections();
    await s.close();
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    endpoint,
    // s3rver's fixed test credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    connectTimeoutMs: 1_000,
    idleTimeoutMs: 5_000,
    ...overrides,
  });
  return {
    endpoint,
    settings,
    storage: (overrides) => s3Storage(settings(overrides)),
    stop,
    start,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
