// Bundle budgets: what a browser must download before an app can draw its first screen (every
// script of the built index.html, module or classic, and every modulepreload, gzip), against
// bundle-budgets.json.
// Usage: `node scripts/bundle-budget.mjs` after `pnpm build` (reads apps/*/dist), or
// `node scripts/bundle-budget.mjs apps/webform=/tmp/dist` to check another build folder.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..');

/** The initial JavaScript and CSS of a built app: each file with its gzip size in bytes. */
export function measureInitial(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = (pattern) => [...html.matchAll(pattern)].map((m) => m[1]);
  const js = [
    ...refs(/<script[^>]*\ssrc="([^"]+)"/g),
    ...refs(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const css = refs(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const sized = (files) =>
    [...new Set(files)].map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(dist, file.replace(/^\//, '')))).length,
    }));
  const total = (list) => list.reduce((sum, f) => sum + f.gzip, 0);
  const jsFiles = sized(js);
  const cssFiles = sized(css);
  return { js: jsFiles, css: cssFiles, jsGzip: total(jsFiles), cssGzip: total(cssFiles) };
}

/** Each app against its budget: {app, jsKb, cssKb, budgetKb, over}. */
export function checkBudgets(dists, budgets = readBudgets()) {
  return Object.entries(dists).map(([app, dist]) => {
    const m = measureInitial(dist);
    const budgetKb = budgets[app]?.initialJsGzipKb;
    if (budgetKb === undefined) throw new Error(`no budget for ${app} in bundle-budgets.json`);
    const jsKb = m.jsGzip / 1000;
    return { app, jsKb, cssKb: m.cssGzip / 1000, budgetKb, over: jsKb > budgetKb };
  });
}

export function readBudgets() {
  const { $comment: _, ...budgets } = JSON.parse(readFileSync(join(ROOT, 'bundle-budgets.json'), 'utf8'));
  return budgets;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = process.argv.slice(2).map((arg) => arg.split('='));
  const dists = given.length
    ? Object.fromEntries(given)
    : Object.fromEntries(Object.keys(readBudgets()).map((app) => [app, join(ROOT, app, 'dist')]));
  const results = checkBudgets(dists);
  for (const r of results)
    console.log(
      `${r.app}: initial JS ${r.jsKb.toFixed(2)} kB gzip (budget ${r.budgetKb} kB), CSS ${r.cssKb.toFixed(2)} kB${r.over ? '  OVER BUDGET' : ''}`,
    );
  if (results.some((r) => r.over)) process.exit(1);
}
