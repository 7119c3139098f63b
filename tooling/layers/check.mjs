#!/usr/bin/env node
// Layer check: fails when an import breaks the layers of docs/conventions.md "Layers" (a package
// importing an app, a browser app importing apps/api, an arrow pointing down-to-up) or closes a
// cycle between workspace packages or between modules of one package; and, inside the apps, when
// apps/api's code imports a level above its own (API_LEVELS), a module's handlers touch the
// database, or a feature of the back office or the webform imports another feature.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Which workspace packages each may import (its allowed arrows). */
export const ALLOWED = {
  '@tourplanner/domain': [],
  '@tourplanner/i18n-pl': [],
  '@tourplanner/api-client': ['@tourplanner/domain', '@tourplanner/i18n-pl'],
  '@tourplanner/ui': ['@tourplanner/i18n-pl', '@tourplanner/domain'],
  '@tourplanner/app-kit': [
    '@tourplanner/domain',
    '@tourplanner/i18n-pl',
    '@tourplanner/api-client',
    '@tourplanner/ui',
  ],
  '@tourplanner/api': ['@tourplanner/domain', '@tourplanner/i18n-pl', '@tourplanner/api-client'],
  '@tourplanner/backoffice': [
    '@tourplanner/domain',
    '@tourplanner/i18n-pl',
    '@tourplanner/api-client',
    '@tourplanner/ui',
    '@tourplanner/app-kit',
  ],
  '@tourplanner/webform': [
    '@tourplanner/domain',
    '@tourplanner/i18n-pl',
    '@tourplanner/api-client',
    '@tourplanner/ui',
    '@tourplanner/app-kit',
  ],
};

/**
 * The levels of apps/api/src, lowest first (paths relative to apps/api/src; a folder ends in '/').
 * A file may import its own level and the levels below it, never one above: so http/ never
 * imports modules/, and nothing imports app.ts, main.ts or seed/.
 *
 *   base     env.ts, errors.ts, db/   configuration, ApiError and fail.*, the database and schema
 *   infra    infra/                   messages, storage, jobs, throttles, CSV, SQL and date helpers
 *   access   access/                  sessions (Bearer tokens) and territory scope
 *   http     http/                    routes from the contract, parsing, envelope, OpenAPI
 *   modules  modules/                 handlers.ts + service(s) per area, and their registry
 *   top      app.ts, main.ts, seed/   composition: the app, the process, the demo data
 *            cli/                     the commands: migrate, create-admin
 */
export const API_LEVELS = [
  ['base', ['env.ts', 'errors.ts', 'db/']],
  ['infra', ['infra/']],
  ['access', ['access/']],
  ['http', ['http/']],
  ['modules', ['modules/']],
  ['top', ['app.ts', 'main.ts', 'seed/', 'cli/']],
];

/**
 * The index in API_LEVELS of a path relative to apps/api/src, or -1 when it is in none. A test
 * (`x.test.ts`) is at the level of what it tests (`x.ts`).
 */
export function apiLevelOf(relPath) {
  const p = relPath
    .split(sep)
    .join('/')
    .replace(/\.test\.ts$/, '.ts');
  return API_LEVELS.findIndex(([, members]) =>
    members.some((m) => (m.endsWith('/') ? p.startsWith(m) : p === m)),
  );
}

/** The problem with an import inside apps/api/src (both paths relative to it), or null. */
export function apiImportProblem(fromRel, toRel) {
  const from = apiLevelOf(fromRel);
  const to = apiLevelOf(toRel);
  // A file in no level is reported once, for itself (check()).
  if (from < 0 || to < 0) return null;
  if (to <= from) return null;
  return `${fromRel} (${API_LEVELS[from][0]}) must not import ${toRel} (${API_LEVELS[to][0]}): levels point down only`;
}

/**
 * The problems of a module's handlers.ts (apps/api/src/modules/<m>/handlers.ts): it parses,
 * authorises, calls its service and answers, so it imports neither drizzle nor the schema and
 * never reaches the database (`db`).
 */
export function handlerProblems(relPath, source, importTargets) {
  const problems = [];
  for (const { spec, targetRel } of importTargets) {
    if (/^drizzle-orm(\/|$)/.test(spec)) problems.push(`${relPath}: a handler must not import ${spec}`);
    if (targetRel?.split(sep).join('/').startsWith('db/'))
      problems.push(`${relPath}: a handler must not import the database (${spec})`);
  }
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  if (/\bdb\b/.test(code))
    problems.push(`${relPath}: a handler must not reach the database (db): call a service`);
  return problems;
}

/** The feature of an app file (`src/features/<name>/...`, path relative to the app), or null. */
export function featureOf(relPath) {
  const m = relPath
    .split(sep)
    .join('/')
    .match(/^src\/features\/([^/]+)\//);
  return m ? m[1] : null;
}

/** The feature an aliased import names ('@/features/x', '~/features/x', 'src/features/x', ...), or null. */
export function aliasedFeatureOf(spec) {
  const m = spec.match(/^(?:[@~#]\/?)?(?:src\/)?features\/([^/]+)/);
  return m ? m[1] : null;
}

/** Apps whose features must not import each other. */
export const FEATURE_APPS = new Set(['@tourplanner/backoffice', '@tourplanner/webform']);

/** Build and test configuration packages under tooling/: any member's config files may use them. */
const TOOLING = new Set([
  '@tourplanner/vitest-config',
  '@tourplanner/tsconfig',
  '@tourplanner/playwright-config',
  '@tourplanner/vite-config',
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

/** Checks the workspace at `root` (this repository by default); answers the problems found. */
export function check(root = repoRoot) {
  const problems = [];
  const packageGraph = new Map();
  for (const group of ['apps', 'packages']) {
    let dirNames = [];
    try {
      dirNames = readdirSync(join(root, group));
    } catch {}
    for (const dirName of dirNames) {
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
      const apiSrc = name === '@tourplanner/api' ? join(dir, 'src') : null;
      for (const file of walk(dir)) {
        const rel = relative(root, file);
        const isTestOrTool = /(\.test\.|\.story\.|\.stories\.|\/e2e\/|\.config\.)/.test(rel);
        const targets = new Set();
        moduleGraph.set(file, targets);
        const source = readFileSync(file, 'utf8');
        const inApiSrc = apiSrc && file.startsWith(apiSrc + sep);
        const feature = FEATURE_APPS.has(name) ? featureOf(relative(dir, file)) : null;
        const handlerImports = [];
        if (inApiSrc && apiLevelOf(relative(apiSrc, file)) < 0) {
          problems.push(
            `apps/api/src: ${relative(apiSrc, file)} is in no level of apps/api/src (API_LEVELS in tooling/layers/check.mjs)`,
          );
        }
        for (const spec of importsOf(source)) {
          if (spec.startsWith('.')) {
            const target = resolveRelative(file, spec);
            if (target) targets.add(target);
            if (target && !target.startsWith(dir))
              problems.push(`${rel}: relative import leaves its package (${spec})`);
            if (target && inApiSrc && target.startsWith(apiSrc + sep)) {
              const problem = apiImportProblem(relative(apiSrc, file), relative(apiSrc, target));
              if (problem) problems.push(`apps/api/src: ${problem}`);
            }
            if (inApiSrc) handlerImports.push({ spec, targetRel: target ? relative(apiSrc, target) : null });
            const other = target && feature ? featureOf(relative(dir, target)) : null;
            if (other && other !== feature)
              problems.push(`${rel}: feature ${feature} must not import feature ${other} (${spec})`);
            continue;
          }
          if (inApiSrc) handlerImports.push({ spec, targetRel: null });
          const aliased = feature ? aliasedFeatureOf(spec) : null;
          if (aliased && aliased !== feature)
            problems.push(`${rel}: feature ${feature} must not import feature ${aliased} (${spec})`);
          const m = spec.match(/^(@tourplanner\/[^/]+)/);
          if (!m) continue;
          const target = m[1];
          if (target === name || TOOLING.has(target)) continue;
          if (!allowed.includes(target)) {
            problems.push(`${rel}: ${name} must not import ${spec}`);
          }
          if (!isTestOrTool) edges.add(target);
        }
        if (inApiSrc && /^modules\/[^/]+\/handlers\.ts$/.test(relative(apiSrc, file).split(sep).join('/'))) {
          problems.push(...handlerProblems(rel, source, handlerImports));
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
