// loadAverage as the benchmarks print it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadAverage } from './load.js';

test('three load figures, two decimals each', () => {
  assert.match(loadAverage(), /^\d+\.\d{2} \d+\.\d{2} \d+\.\d{2}$/);
});
