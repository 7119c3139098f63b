// The apps' initial JavaScript stays within bundle-budgets.json: both apps are built into
// temporary folders (so a running `pnpm start` keeps its dist/) and measured as a browser loads
// them: every script of index.html (module or classic) plus every modulepreload, gzip.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { checkBudgets, measureInitial, readBudgets } from '../bundle-budget.mjs';
import { run } from './processes.mjs';

const out = mkdtempSync(join(tmpdir(), 'tourplanner-budget-'));
after(() => rmSync(out, { recursive: true, force: true }));

test('counts the scripts of the page and their modulepreloads, not lazy chunks, against the budget', () => {
  const dist = join(out, 'fixture');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  const random = (n) => Buffer.from(Array.from({ length: n }, () => Math.floor(Math.random() * 256)));
  writeFileSync(join(dist, 'assets', 'entry.js'), random(3000));
  writeFileSync(join(dist, 'assets', 'shared.js'), random(1500));
  writeFileSync(join(dist, 'assets', 'early.js'), random(500));
  writeFileSync(join(dist, 'assets', 'lazy.js'), random(50_000));
  writeFileSync(join(dist, 'assets', 'app.css'), 'body{}');
  writeFileSync(
    join(dist, 'index.html'),
    '<script async src="/assets/early.js"></script>' +
      '<script type="module" crossorigin src="/assets/entry.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/app.css">',
  );
  const m = measureInitial(dist);
  assert.deepEqual(
    m.js.map((f) => f.file),
    ['/assets/early.js', '/assets/entry.js', '/assets/shared.js'],
  );
  assert.ok(m.jsGzip > 5000 && m.jsGzip < 6000, `random bytes do not compress: ${m.jsGzip}`);
  const [tight] = checkBudgets({ app: dist }, { app: { initialJsGzipKb: 4 } });
  assert.equal(tight.over, true);
  const [loose] = checkBudgets({ app: dist }, { app: { initialJsGzipKb: 6 } });
  assert.equal(loose.over, false);
});

test('both apps build within their budgets', async () => {
  const dists = {};
  for (const app of Object.keys(readBudgets())) {
    dists[app] = join(out, app.replace('/', '-'));
    await run('pnpm', ['--dir', app, 'exec', 'vite', 'build', '--outDir', dists[app], '--emptyOutDir']);
  }
  const results = checkBudgets(dists);
  for (const r of results)
    console.log(`${r.app}: initial JS ${r.jsKb.toFixed(2)} kB gzip, budget ${r.budgetKb} kB`);
  assert.deepEqual(
    results.filter((r) => r.over).map((r) => `${r.app} ${r.jsKb.toFixed(2)} kB > ${r.budgetKb} kB`),
    [],
  );
});
