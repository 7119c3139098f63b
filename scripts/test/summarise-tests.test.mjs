// The CI's closing lines: the counts summed over the runners, and what failed named by package, so
// that the end of a long log says which test, file, server or task failed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summarise } from '../summarise-tests.mjs';

const ESC = '\u001b';

test('sums Vitest, Playwright and node:test counts through the task prefixes, and by package', () => {
  const log = [
    `@tourplanner/api:test: ${ESC}[2m      Tests ${ESC}[22m ${ESC}[1m${ESC}[32m190 passed${ESC}[39m${ESC}[22m | 2 skipped (192)`,
    '@tourplanner/webform:test:   16 passed (6.0m)',
    '# pass 4',
    '# fail 0',
  ].join('\n');
  assert.deepEqual(summarise(log), {
    passed: 210,
    failed: 0,
    skipped: 2,
    failures: [],
    why: {},
    // By package: a suite that stopped early shows as a count far below its usual one.
    byTask: {
      '@tourplanner/api:test': { passed: 190, failed: 0, skipped: 2 },
      '@tourplanner/webform:test': { passed: 16, failed: 0, skipped: 0 },
      other: { passed: 4, failed: 0, skipped: 0 },
    },
  });
});

test('names each failure once, by package: tests, a web server, a task that exited', () => {
  const log = [
    `@tourplanner/backoffice:test: ${ESC}[41m${ESC}[1m FAIL ${ESC}[22m${ESC}[49m src/a.test.tsx${ESC}[2m > ${ESC}[22mgroup${ESC}[2m > ${ESC}[22mfails here`,
    '@tourplanner/backoffice:test:       Tests  1 failed | 9 passed (10)',
    '@tourplanner/webform:test:   ✘   4 [chromium] › e2e/failures.spec.ts:51:1 › a hostess still starts (3.0m)',
    '@tourplanner/webform:test:   1) [chromium] › e2e/failures.spec.ts:51:1 › a hostess still starts ───',
    '@tourplanner/webform:test:   1 failed',
    '@tourplanner/webform:test:     [chromium] › e2e/failures.spec.ts:51:1 › a hostess still starts',
    '@tourplanner/webform:test:   15 passed (10.7m)',
    '@tourplanner/webform:test: Error: http://localhost:3102/health is already used, make sure that nothing is running on the port/url or set reuseExistingServer:true in config.webServer.',
    '@tourplanner/webform#test:  ERROR  command (/w/apps/webform) /usr/bin/pnpm run test exited (1)',
    '@tourplanner/webform#test:  ERROR  command (/w/apps/webform) /usr/bin/pnpm run test exited (1)',
    'not ok 2 - the production smoke test',
  ].join('\n');
  const summary = summarise(log);
  assert.deepEqual(
    { passed: summary.passed, failed: summary.failed, skipped: summary.skipped },
    { passed: 24, failed: 2, skipped: 0 },
  );
  assert.deepEqual(summary.failures, [
    '@tourplanner/backoffice:test: src/a.test.tsx > group > fails here',
    '@tourplanner/webform:test: [chromium] › e2e/failures.spec.ts:51:1 › a hostess still starts',
    '@tourplanner/webform:test: http://localhost:3102/health is already used, make sure that nothing is running on the port/url or set reuseExistingServer:true in config.webServer.',
    '@tourplanner/webform#test: exited with 1',
    'the production smoke test',
  ]);
});

test('a run whose every test passed but whose Vitest had errors outside them is a failure', () => {
  const summary = summarise(
    ['@tourplanner/ui:test:       Tests  5 passed (5)', '@tourplanner/ui:test:      Errors  1 error'].join(
      '\n',
    ),
  );
  assert.deepEqual(summary.failures, ['@tourplanner/ui:test: 1 error outside the tests (Vitest)']);
});

test('says why under each failure: a browser test’s first errors, an error outside the tests and its file', () => {
  const W = '@tourplanner/webform:test:';
  const A = '@tourplanner/api:test:';
  const log = [
    `${W}   ✘   4 [chromium] › e2e/offline.spec.ts:42:1 › offline, sent once (3.0m)`,
    `${A} ${ESC}[31m⎯⎯⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯⎯⎯${ESC}[39m`,
    `${A} ${ESC}[31m${ESC}[1mError${ESC}[22m: Connection terminated unexpectedly${ESC}[39m`,
    `${A}  ❯ Connection.<anonymous> node_modules/pg/lib/client.js:132:73`,
    `${A} ${ESC}[31mThis error originated in "${ESC}[1mtest/db-outage.test.ts${ESC}[22m" test file. It doesn't mean the error was thrown inside the file itself, but while it was running.${ESC}[39m`,
    `${A}       Errors  1 error`,
    `${W}   1) [chromium] › e2e/offline.spec.ts:42:1 › offline, sent once ───────────────`,
    `${W}     Test timeout of 180000ms exceeded.`,
    `${W}     Error: expect(locator).toBeHidden() failed`,
    `${W}     Error: expect(locator).toBeHidden() failed`,
    `${W}     Locator: getByTestId('queued-photos')`,
    `${W}   1 failed`,
  ].join('\n');
  const summary = summarise(log);
  assert.deepEqual(summary.failures, [
    `${W} [chromium] › e2e/offline.spec.ts:42:1 › offline, sent once`,
    `${A} unhandled rejection (Vitest)`,
    `${A} 1 error outside the tests (Vitest)`,
  ]);
  assert.deepEqual(summary.why, {
    [`${W} [chromium] › e2e/offline.spec.ts:42:1 › offline, sent once`]: [
      'Test timeout of 180000ms exceeded.',
      'Error: expect(locator).toBeHidden() failed',
    ],
    [`${A} unhandled rejection (Vitest)`]: [
      'Error: Connection terminated unexpectedly',
      'This error originated in "test/db-outage.test.ts" test file. It doesn\'t mean the error was thrown inside the file itself, but while it was running.',
    ],
  });
});

test('under a failed expectation with a message, says what it received: the axe rule, not only the step', () => {
  const W = '@tourplanner/webform:test:';
  const log = [
    `${W}   ✘   1 [chromium] › e2e/journey.spec.ts:43:1 › a hostess runs her action (1.2m)`,
    `${W}   1) [chromium] › e2e/journey.spec.ts:43:1 › a hostess runs her action ───────────────`,
    `${W}     Error: axe on 10-contact`,
    `${W}     expect(received).toEqual(expected) // deep equality`,
    `${W}     - Expected  - 1`,
    `${W}     + Received  + 3`,
    `${W}     - Array []`,
    `${W}     + Array [`,
    `${W}     +   "color-contrast (serious): .mantine-Button-root",`,
    `${W}     +   "aria-valid-attr-value (critical): #phone",`,
    `${W}     + ]`,
    `${W}   1 failed`,
  ].join('\n');
  assert.deepEqual(summarise(log).why, {
    [`${W} [chromium] › e2e/journey.spec.ts:43:1 › a hostess runs her action`]: [
      'Error: axe on 10-contact',
      '+   "color-contrast (serious): .mantine-Button-root",',
      '+   "aria-valid-attr-value (critical): #phone",',
    ],
  });
});

test('keeps the why of a Playwright failure whose heading is too long for the rule after it', () => {
  const B = '@tourplanner/backoffice:test:';
  const name =
    'e2e/alerts.spec.ts:32:1 › a late start raises the bell and Przypisz gives the action to the first ranked hostess';
  const log = [
    `${B}   ✘  12 ${name} (32.1s)`,
    `${B}   1) ${name} `,
    `${B}     Error: expect(locator).toBeVisible() failed`,
    `${B}     Locator: getByText('Przypisano Aleksandra Lewandowska do akcji AK-000293.')`,
    `${B}   1 failed`,
  ].join('\n');
  assert.deepEqual(summarise(log).why, {
    [`${B} ${name}`]: ['Error: expect(locator).toBeVisible() failed'],
  });
});
