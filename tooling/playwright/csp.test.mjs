// The CSP checks of the apps' browser tests: they find what is missing, and pass what is right.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appHeaders } from '../vite/index.js';
import { appHeaderProblems, inlineScriptOf } from './csp.js';

const lower = (h) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

test('the headers the apps are served with pass; a missing or weakened one is named', () => {
  const served = lower(appHeaders('http://localhost:3101'));
  assert.deepEqual(appHeaderProblems(served, 'http://localhost:3101'), []);
  assert.deepEqual(
    appHeaderProblems({ ...served, 'x-frame-options': 'SAMEORIGIN' }, 'http://localhost:3101'),
    ['X-Frame-Options is not DENY'],
  );
  const dev = lower(appHeaders('http://localhost:3101', { dev: true }));
  assert.ok(appHeaderProblems(dev, 'http://localhost:3101').includes('CSP lets unsafe scripts run'));
  assert.ok(appHeaderProblems({}, 'http://x').length >= 5);
});

test('an inline script is found, a script file is not', () => {
  assert.equal(inlineScriptOf('<script type="module" src="/assets/a.js"></script>'), null);
  assert.equal(inlineScriptOf('<script>alert(1)</script>'), '<script>');
  assert.equal(inlineScriptOf('<script type="module">import "x"</script>'), '<script type="module">');
});
