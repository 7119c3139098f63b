// The arguments of `node` in the package's `start:prod` script (its V8 and source-map flags and the
// entry), read from package.json: the benchmark, the tests and measure-start.mjs start the built
// API exactly as operators start it (docs/decisions/0013).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function startProdArgv() {
  const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts['start:prod'];
  const [node, ...argv] = String(script).trim().split(/\s+/);
  if (node !== 'node') throw new Error(`start:prod does not start node: ${script}`);
  return argv;
}
