// The server's Polish texts live in packages/i18n-pl (src/server.ts): no Polish letter appears in
// the API's code outside the demo data (src/seed/, which is data) and comments.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');
const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ„”]/;
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (relative(SRC, full) !== 'seed') sources(full, out);
    } else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

describe('server texts', () => {
  it('come from @tourplanner/i18n-pl: no Polish letters in apps/api/src outside seed/ and comments', () => {
    const found = sources(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          POLISH.test(line) && !COMMENT.test(line) ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
