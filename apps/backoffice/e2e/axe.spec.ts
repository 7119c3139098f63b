// The journeys' axe check itself: a rule that crashes inside axe checked nothing, so the check
// fails with the rule and axe's message instead of passing unseen.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { judgeAxeResults } from './helpers';

/** axe-core as @axe-core/playwright injects it, plus one rule whose check throws. */
function axeWithCrashingRule() {
  const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
  const source = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');
  return `${source}
axe.configure({
  checks: [{ id: 'tp-crash', evaluate: function () { throw new Error('the check threw'); } }],
  rules: [{ id: 'tp-crash', selector: 'h1', any: ['tp-crash'], tags: ['wcag2a'] }],
});`;
}

test('a rule that crashes inside axe fails the axe check', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  const results = await new AxeBuilder({ page, axeSource: axeWithCrashingRule() }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  expect(() => judgeAxeResults(results, 'login')).toThrow(
    /login: axe rule tp-crash crashed and checked nothing: the check threw/,
  );
});
