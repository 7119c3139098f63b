#!/usr/bin/env node
// Reads a test run's log (Vitest, Playwright and node:test output, through Turborepo's prefixes)
// and prints what failed, by package (the tests, a test file that did not load, a Playwright web
// server that did not start, a task that exited with an error), each with why where the log says
// it (a browser test's first error lines and what its failed expectation received; an error
// outside the tests, its message and the test file it came in), the counts by package (a suite
// that stopped early shows), then one plain closing line, 'tests: N passed, N failed, N skipped',
// summed over runners. A long log is often read from its
// end only: what failed is there, whichever package printed it first.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/** Turborepo's prefix of a task's line: '@tourplanner/webform:test: '. */
const TASK_PREFIX = /^(\S+:\S+):\s*/;

/** What a line tells of a failure, without its task prefix; undefined when nothing. */
function failureOf(line) {
  // Vitest: ' FAIL  src/a.test.ts > group > name', or a file that did not load.
  const vitest = line.match(/^FAIL\s+(.+)$/);
  if (vitest) return vitest[1];
  // Vitest: errors outside the tests ('Errors  1 error'): the run fails with every test passed.
  const errors = line.match(/^Errors\s+(\d+ errors?)/);
  if (errors) return `${errors[1]} outside the tests (Vitest)`;
  // Playwright's list reporter: '✘  3 [chromium] › e2e/a.spec.ts:10:1 › name (5.0s)'.
  const playwright = line.match(/^✘\s+\d+\s+(.+?)(?:\s+\([\d.]+(?:ms|s|m)\))?$/);
  if (playwright) return playwright[1];
  // Playwright's web servers: the app or the API did not start, or its port was taken.
  const server = line.match(
    /^Error: (Timed out waiting .*config\.webServer.*|.* is already used, make sure .*|Process from config\.webServer .*)$/,
  );
  if (server) return server[1];
  // node:test: 'not ok 3 - name' (TAP) or '✖ name (12.3ms)' (spec).
  const tap = line.match(/^not ok \d+ - (.+)$/);
  if (tap) return tap[1];
  const spec = line.match(/^✖ (.+?) \([\d.]+(?:ms|s|m)\)$/);
  if (spec) return spec[1];
  return undefined;
}

/** How many lines of why a failure keeps: errors, and what an expectation received. */
const WHY_LINES = 2;
const RECEIVED_LINES = 3;

/**
 * Playwright's heading of a failed test's report: '1) [chromium] › e2e/a.spec.ts:1:1 › name ───',
 * the rule filling the line to 100 columns: a heading that long or longer has none.
 */
const PLAYWRIGHT_REPORT = /^\d+\) (.+? › .+?)(?: ─+)?$/;
/** Vitest's heading of an error outside the tests: '⎯⎯⎯ Unhandled Rejection ⎯⎯⎯'. */
const VITEST_UNHANDLED = /^⎯+ (Unhandled (?:Rejection|Error)) ⎯+$/;
/** A line that says why: an error's first line, or Playwright's timeout. */
const WHY = /^(?:[A-Za-z]*Error(?: \[[A-Z_]+\])?:|Test timeout of|This error originated in)/;
/**
 * A line of what a failed expectation received, in its diff ('+   "color-contrast (serious): …",'),
 * without the diff's heading and brackets: an expectation with a message ('axe on 10-contact')
 * says what it checked, its diff says what was wrong.
 */
const RECEIVED = /^\+\s+(?!Received\b)(?!Array \[$)(?!Object \{$)(?![\]}],?$)(.+)$/;

/**
 * Sums a log's test counts and lists its failures (each once, in the order printed), with the
 * lines that say why under `why[failure]`.
 */
export function summarise(log) {
  const text = stripVTControlCharacters(log);
  /** The counts by task ('@tourplanner/api:test'), or 'other' for lines without a prefix. */
  const byTask = {};
  const count = (task, kind, n) => {
    byTask[task ?? 'other'] ??= { passed: 0, failed: 0, skipped: 0 };
    byTask[task ?? 'other'][kind] += n;
  };
  /** A failure as listed: its task's name first, where the line had one. */
  const named = (task, what) => (task ? `${task}: ${what}` : what);
  const failures = [];
  /** @type {Record<string, string[]>} */
  const why = {};
  const note = (entry) => {
    if (!failures.includes(entry)) failures.push(entry);
  };
  /** The failure whose report the lines being read belong to, by task. */
  const reporting = new Map();
  for (const raw of text.split('\n')) {
    const task = raw.match(TASK_PREFIX)?.[1];
    const line = raw.replace(TASK_PREFIX, '').trim();
    const report = line.match(PLAYWRIGHT_REPORT) ?? line.match(VITEST_UNHANDLED);
    if (report) {
      const what = report[1].startsWith('Unhandled ') ? `${report[1].toLowerCase()} (Vitest)` : report[1];
      const entry = named(task, what);
      note(entry);
      reporting.set(task, entry);
      continue;
    }
    const open = reporting.get(task);
    // An error's line or a received one, each kind up to its own count (received lines start '+').
    const kind = !open ? undefined : WHY.test(line) ? 'error' : RECEIVED.test(line) ? 'received' : undefined;
    if (kind) {
      why[open] ??= [];
      const lines = why[open];
      const isKind = (l) => l.startsWith('+') === (kind === 'received');
      const cap = kind === 'received' ? RECEIVED_LINES : WHY_LINES;
      if (lines.filter(isKind).length < cap && !lines.includes(line)) lines.push(line);
    }
    // Turborepo: '@tourplanner/webform#test:  ERROR  command (…) exited (1)'.
    const exited = raw.match(/^(\S+#\S+):\s+ERROR\s+command .* exited \((\d+)\)/);
    if (exited) note(`${exited[1]}: exited with ${exited[2]}`);
    const failure = failureOf(line);
    if (failure) {
      const entry = named(task, failure);
      note(entry);
      // Vitest prints a failed test's FAIL line in its report, above the error.
      if (line.startsWith('FAIL')) reporting.set(task, entry);
    }
    // Vitest: 'Tests  190 passed | 2 skipped (192)' or 'Tests  3 failed | 10 passed (13)'
    const vitest = line.match(/^Tests\s+(.*)\(\d+\)$/);
    if (vitest) {
      for (const [, n, kind] of vitest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
        count(task, kind === 'todo' ? 'skipped' : kind, Number(n));
      }
      continue;
    }
    // Playwright: '18 passed (2.3m)', '1 failed', '2 skipped', '1 flaky'
    const pw = line.match(
      /^(\d+) (passed|failed|skipped|flaky) \([\d.]+m?s?\)$|^(\d+) (failed|skipped|flaky)$/,
    );
    if (pw) {
      const kind = pw[2] ?? pw[4];
      count(task, kind === 'flaky' ? 'failed' : kind, Number(pw[1] ?? pw[3]));
      continue;
    }
    // node:test: '# pass 4', '# fail 0', '# skipped 0'
    const node = line.match(/^# (pass|fail|skipped) (\d+)$/);
    if (node) count(task, { pass: 'passed', fail: 'failed' }[node[1]] ?? 'skipped', Number(node[2]));
  }
  const total = (kind) => Object.values(byTask).reduce((sum, c) => sum + c[kind], 0);
  return {
    passed: total('passed'),
    failed: total('failed'),
    skipped: total('skipped'),
    failures,
    why,
    byTask,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { passed, failed, skipped, failures, why, byTask } = summarise(readFileSync(process.argv[2], 'utf8'));
  if (failures.length > 0) {
    console.log('failed:');
    for (const failure of failures) {
      console.log(`  ${failure}`);
      for (const line of why[failure] ?? []) console.log(`      ${line.slice(0, 300)}`);
    }
  }
  // By package: a suite that stopped early shows as a count far below its usual one.
  console.log('by package:');
  for (const [task, c] of Object.entries(byTask).sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${task}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
  }
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
}
