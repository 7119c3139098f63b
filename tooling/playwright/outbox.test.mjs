// The outbox the browser tests read: whole messages only, oldest first, none when there is no outbox.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { readOutbox } from './outbox.js';

const dataDir = mkdtempSync(join(tmpdir(), 'tourplanner-outbox-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

test('reads the whole messages oldest first, not one still being written', () => {
  assert.deepEqual(readOutbox(dataDir), []);
  const outbox = join(dataDir, 'outbox');
  mkdirSync(outbox);
  const message = (to) =>
    JSON.stringify({ channel: 'email', to, text: 'Kod: ABCDE', createdAt: '2026-11-24' });
  writeFileSync(join(outbox, '2026-11-24T10-00-02-b.json'), message('b@example.test'));
  writeFileSync(join(outbox, '2026-11-24T10-00-01-a.json'), message('a@example.test'));
  writeFileSync(join(outbox, '2026-11-24T10-00-03-c.json.part'), message('c@example.test').slice(0, 20));
  const read = readOutbox(dataDir);
  assert.deepEqual(
    read.map((m) => [m.file, m.to]),
    [
      ['2026-11-24T10-00-01-a.json', 'a@example.test'],
      ['2026-11-24T10-00-02-b.json', 'b@example.test'],
    ],
  );
  assert.equal(read[0].text, 'Kod: ABCDE');
});
