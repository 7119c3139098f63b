// crashedAxeRules and seriousViolations against result shapes taken from a real axe-core 4.14 run in Chromium.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { crashedAxeRules, seriousViolations } from './axe.js';

/** What axe-core returns for a rule whose check threw (createIncompleteErrorResult). */
const crashed = {
  id: 'color-contrast',
  impact: null,
  error: { message: 'boom Skipping color-contrast rule.', name: 'Error', ruleId: 'color-contrast' },
  nodes: [
    {
      any: [],
      all: [],
      none: [{ id: 'error-occurred', data: { message: 'boom Skipping color-contrast rule.' } }],
      target: ['#p'],
    },
  ],
};

/** A rule that needs a human look: incomplete, but it ran. */
const needsReview = {
  id: 'color-contrast',
  impact: 'serious',
  nodes: [
    { any: [{ id: 'color-contrast', data: { messageKey: 'bgImage' } }], all: [], none: [], target: ['h1'] },
  ],
};

test('a rule whose check threw is reported with its message and where', () => {
  assert.deepEqual(crashedAxeRules({ incomplete: [crashed] }), [
    'axe rule color-contrast crashed and checked nothing: boom Skipping color-contrast rule. (at #p)',
  ]);
});

test("the 'error-occurred' check alone is enough", () => {
  const { error: _error, ...withoutError } = crashed;
  assert.equal(crashedAxeRules({ incomplete: [withoutError] }).length, 1);
});

test('the error alone is enough', () => {
  const withoutCheck = { ...crashed, nodes: [{ ...crashed.nodes[0], none: [] }] };
  assert.deepEqual(crashedAxeRules({ incomplete: [withoutCheck] }), [
    'axe rule color-contrast crashed and checked nothing: boom Skipping color-contrast rule. (at #p)',
  ]);
});

test('incomplete rules that ran, and an empty result, report nothing', () => {
  assert.deepEqual(crashedAxeRules({ incomplete: [needsReview] }), []);
  assert.deepEqual(crashedAxeRules({ incomplete: [] }), []);
});

test('serious and critical violations only, each with its nodes and axe’s message', () => {
  const node = (target, message) => ({ target: [target], any: [{ id: 'x', message }], all: [], none: [] });
  const results = {
    violations: [
      { id: 'color-contrast', impact: 'serious', nodes: [node('#a', 'low contrast'), node('#b', undefined)] },
      { id: 'region', impact: 'moderate', nodes: [node('main', 'not in a landmark')] },
      { id: 'button-name', impact: 'critical', nodes: [node('button', 'no name')] },
    ],
    incomplete: [],
  };
  assert.deepEqual(seriousViolations(results), [
    'color-contrast (serious) #a low contrast | #b',
    'button-name (critical) button no name',
  ]);
});
