import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ALLOWED, findCycle, importsOf } from './check.mjs';

test('finds static, re-export, side-effect and dynamic imports', () => {
  const src = `import a from '@tourplanner/domain/x';\nexport { b } from './b';\nimport './side.css';\nconst c = await import('@tourplanner/ui/Toasts');`;
  assert.deepEqual(importsOf(src), ['@tourplanner/domain/x', './b', './side.css', '@tourplanner/ui/Toasts']);
});

test('detects a cycle and accepts a tree', () => {
  const cyclic = new Map([
    ['a', new Set(['b'])],
    ['b', new Set(['c'])],
    ['c', new Set(['a'])],
  ]);
  assert.deepEqual(findCycle(cyclic), ['a', 'b', 'c', 'a']);
  const tree = new Map([
    ['a', new Set(['b', 'c'])],
    ['b', new Set(['c'])],
    ['c', new Set()],
  ]);
  assert.equal(findCycle(tree), null);
});

test('no browser app may import the API and no package may import an app', () => {
  for (const app of ['@tourplanner/backoffice', '@tourplanner/webform']) {
    assert.ok(!ALLOWED[app].includes('@tourplanner/api'));
  }
  for (const pkg of [
    '@tourplanner/domain',
    '@tourplanner/i18n-pl',
    '@tourplanner/api-client',
    '@tourplanner/ui',
  ]) {
    for (const app of ['@tourplanner/api', '@tourplanner/backoffice', '@tourplanner/webform']) {
      assert.ok(!ALLOWED[pkg].includes(app), `${pkg} -> ${app}`);
    }
  }
});

test('the repository passes its own layer check', async () => {
  const { check } = await import('./check.mjs');
  assert.deepEqual(check(), []);
});
