#!/usr/bin/env node
// Reads a test run's log (Vitest, Playwright and node:test output, through Turborepo's prefixes)
// and prints one plain closing line, 'tests: N passed, N failed, N skipped', summed over runners.
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const text = stripVTControlCharacters(readFileSync(process.argv[2], 'utf8'));
let passed = 0;
let failed = 0;
let skipped = 0;
for (const raw of text.split('\n')) {
  const line = raw.replace(/^\S+:\S+:\s*/, '').trim();
  // Vitest: 'Tests  190 passed | 2 skipped (192)' or 'Tests  3 failed | 10 passed (13)'
  const vitest = line.match(/^Tests\s+(.*)\(\d+\)$/);
  if (vitest) {
    for (const [, n, kind] of vitest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
      if (kind === 'passed') passed += Number(n);
      else if (kind === 'failed') failed += Number(n);
      else skipped += Number(n);
    }
    continue;
  }
  // Playwright: '18 passed (2.3m)', '1 failed', '2 skipped', '1 flaky'
  const pw = line.match(
    /^(\d+) (passed|failed|skipped|flaky) \([\d.]+m?s?\)$|^(\d+) (failed|skipped|flaky)$/,
  );
  if (pw) {
    const n = Number(pw[1] ?? pw[3]);
    const kind = pw[2] ?? pw[4];
    if (kind === 'passed') passed += n;
    else if (kind === 'failed' || kind === 'flaky') failed += n;
    else skipped += n;
    continue;
  }
  // node:test: '# pass 4', '# fail 0', '# skipped 0'
  const node = line.match(/^# (pass|fail|skipped) (\d+)$/);
  if (node) {
    const n = Number(node[2]);
    if (node[1] === 'pass') passed += n;
    else if (node[1] === 'fail') failed += n;
    else skipped += n;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
