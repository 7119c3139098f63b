// The API's outbox as the browser tests read it: without SMTP or an SMS gateway the API writes each
// message to DATA_DIR/outbox as one JSON file, first as `<name>.json.part`, renamed to `<name>.json`
// once whole. Only whole messages are read: a `.part` read while being written is half a file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every whole message in `dataDir`/outbox, oldest first (the names begin with their time), each with its file's name. */
export function readOutbox(dataDir) {
  const dir = join(dataDir, 'outbox');
  let names;
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((file) => ({ ...JSON.parse(readFileSync(join(dir, file), 'utf8')), file }));
}
