// A local S3-compatible server (s3rver) for trying STORAGE=s3 and for the upload benchmark:
// `pnpm --filter @tourplanner/api s3:dev [port] [bucket]` (default 127.0.0.1:9000, bucket
// tourplanner). Objects live under apps/api/.data/s3 (kept between runs). The API then runs with
// STORAGE=s3 S3_ENDPOINT=http://127.0.0.1:9000 S3_BUCKET=tourplanner S3_ACCESS_KEY_ID=S3RVER
// S3_SECRET_ACCESS_KEY=S3RVER (s3rver's fixed test keys). Loopback only; for development, never production.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import S3rver from 's3rver';
import { API_ROOT } from '../src/env';

const port = Number(process.argv[2] ?? 9000);
const bucket = process.argv[3] ?? 'tourplanner';
const directory = join(API_ROOT, '.data', 's3');
mkdirSync(directory, { recursive: true });
const server = new S3rver({
  address: '127.0.0.1',
  port,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const address = await server.run();
console.log(
  `S3-compatible server on http://127.0.0.1:${address.port}, bucket "${bucket}", objects in ${directory}`,
);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
