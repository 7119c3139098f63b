#!/usr/bin/env node
// Layer check: fails when an import breaks the layers of CONVENTIONS.md (a package importing an
// app, a browser app importing apps/api, an arrow pointing down-to-up) or closes a cycle between
// workspace packages or between modules of one package.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Which workspace packages each may import (its allowed arrows). */
export const ALLOWED = {
  '@tourplanner/domain': [],
  '@tourplanner/i18n-pl': [],
  '@tourplanner/api-client': ['@tourplanner/domain', '@tourplanner/i18n-pl'],
  '@tourplanner/ui': ['@tourplanner/i18n-pl', '@tourplanner/domain'],
  '@tourplanner/api': ['@tourplanner/domain', '@tourplanner/i18n-pl', '@tourplanner/api-client'],
  '@tourplanner/backoffice': [
    '@tourplanner/domain',
    '@tourplanner/i18n-pl',
    '@tourplanner/api-client',
    '@tourplanner/ui',
  ],
  '@tourplanner/webform': [
    '@tourplanner/domain',
    '@tourplanner/i18n-pl',
    '@tourplanner/api-client',
    '@tourplanner/ui',
  ],
};

/** Build and test configuration packages under tooling/: any member's config files may use them. */
const TOOLING = new Set([
  '@tourplanner/vitest-config',
  '@tourplanner/tsconfig',
  '@tourplanner/playwright-config',
]);

const SKIP = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'coverage',
  '.turbo',
  '.data',
  'test-results',
]);
const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

export function importsOf(source) {
  const found = [];
  for (const m of source.matchAll(IMPORT_RE)) found.push(m[1] ?? m[2] ?? m[3]);
  return found;
}

/** Finds one cycle in a graph given as Map<node, Set<node>>, or null. */
export function findCycle(graph) {
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    if (!state.has(node)) {
      const cycle = visit(node);
      if (cycle) return cycle;
    }
  }
  return null;
}

function resolveRelative(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return null;
}

export function check() {
  const problems = [];
  const packageGraph = new Map();
  for (const group of ['apps', 'packages']) {
    for (const dirName of readdirSync(join(root, group))) {
      const dir = join(root, group, dirName);
      let manifest;
      try {
        manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      } catch {
        continue;
      }
      const name = manifest.name;
      const allowed = ALLOWED[name];
      if (!allowed) {
        problems.push(`${name}: not listed in tooling/layers/check.mjs`);
        continue;
      }
      const edges = new Set();
      packageGraph.set(name, edges);
      const moduleGraph = new Map();
      for (const file of walk(dir)) {
        const rel = relative(root, file);
        const isTestOrTool = /(\.test\.|\.story\.|\.stories\.|\/e2e\/|\.config\.)/.test(rel);
        const targets = new Set();
        moduleGraph.set(file, targets);
        for (const spec of importsOf(readFileSync(file, 'utf8'))) {
          if (spec.startsWith('.')) {
            const target = resolveRelative(file, spec);
            if (target) targets.add(target);
            if (target && !target.startsWith(dir))
              problems.push(`${rel}: relative import leaves its package (${spec})`);
            continue;
          }
          const m = spec.match(/^(@tourplanner\/[^/]+)/);
          if (!m) continue;
          const target = m[1];
          if (target === name || TOOLING.has(target)) continue;
          if (!allowed.includes(target)) {
            problems.push(`${rel}: ${name} must not import ${spec}`);
          }
          if (!isTestOrTool) edges.add(target);
        }
      }
      const cycle = findCycle(moduleGraph);
      if (cycle)
        problems.push(`import cycle in ${name}: ${cycle.map((f) => relative(root, f)).join(' -> ')}`);
    }
  }
  const cycle = findCycle(packageGraph);
  if (cycle) problems.push(`package cycle: ${cycle.join(' -> ')}`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = check();
  if (problems.length) {
    console.error(`Layer check failed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Layer check: every import keeps to its layer, no cycles.');
}
