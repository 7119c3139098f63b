// The systemd unit in docs/deploy starts the API as the package's own scripts do: the same node
// flags (source maps, the young generation's size) before the same entries. A flag added to
// `start:prod` or `migrate` and not to the unit would leave production running without it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
const scripts = JSON.parse(readFileSync(join(ROOT, 'apps/api/package.json'), 'utf8')).scripts;
const unit = readFileSync(join(ROOT, 'docs/deploy/tourplanner-api.service'), 'utf8');

/** The arguments after `node` (or /usr/bin/node) of a command line. */
function nodeArgs(command) {
  const [node, ...args] = command.trim().split(/\s+/);
  assert.match(node, /(^|\/)node$/, `not a node command: ${command}`);
  return args;
}

/** The command of a `Key=` line of the unit. */
function unitCommand(key) {
  const line = unit.split('\n').find((l) => l.startsWith(`${key}=`));
  assert.ok(line, `no ${key} in the unit`);
  return line.slice(key.length + 1);
}

test('the unit starts the server with the node arguments of start:prod', () => {
  assert.deepEqual(nodeArgs(unitCommand('ExecStart')), nodeArgs(scripts['start:prod']));
  assert.ok(nodeArgs(scripts['start:prod']).includes('--max-semi-space-size=32'));
});

test('the unit migrates with the node arguments of the migrate script', () => {
  assert.deepEqual(nodeArgs(unitCommand('ExecStartPre')), nodeArgs(scripts.migrate));
});
