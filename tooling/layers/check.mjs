#!/usr/bin/env node
// Layer check: fails when an import breaks the layers of docs/conventions.md "Layers" (a package
// importing an app, a browser app importing apps/api, an arrow pointing down-to-up) or closes a
// cycle between workspace packages or between modules of one package; inside apps/api, when code
// imports a level above its own (API_LEVELS), a module imports a module it does not declare
// (API_MODULES), or a module's handlers touch the database; inside the back office and the webform,
// when a file imports a zone above its own (APP_ZONES: app → features → widgets → shared), a feature
// or widget imports another, or the folders of a zone import each other in a loop.
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
 * The modules of apps/api/src/modules and, for each, the modules it may import (its services,
 * helpers or types). An import between modules not listed here fails the check, as does a module
 * missing from the table; the table itself has no cycle, so no two modules lean on each other.
 * `modules/registry.ts` and `modules/queues.ts` join every module and are in none.
 * `passwords` (hashing, the password rule, reset codes and the reminder e-mail job) is below both
 * `auth` (sign-in, the reminder) and `users` (accounts, whose invitation is a reminder e-mail).
 */
export const API_MODULES = {
  actions: ['history', 'points', 'signals'],
  auth: ['users', 'passwords', 'push'],
  availability: [],
  calendar: ['actions'],
  codes: [],
  consents: [],
  dashboard: [],
  devices: [],
  events: [],
  files: ['actions'],
  history: [],
  hostess: ['actions', 'files', 'history', 'points', 'review', 'signals'],
  jobs: [],
  leads: ['actions', 'consents', 'devices', 'history', 'signals'],
  notifications: ['actions', 'history'],
  passwords: [],
  plan: ['actions', 'history'],
  points: [],
  push: [],
  receipts: ['devices', 'files', 'leads', 'signals'],
  reports: ['actions', 'files'],
  reminders: ['actions', 'history', 'push'],
  review: ['actions', 'files', 'history', 'reminders', 'signals'],
  signals: [],
  territories: [],
  users: ['calendar', 'passwords'],
};

/** The module of a path relative to apps/api/src (`modules/<m>/...`), or null. */
export function apiModuleOf(relPath) {
  const m = relPath
    .split(sep)
    .join('/')
    .match(/^modules\/([^/]+)\//);
  return m ? m[1] : null;
}

/** The problem with an import between modules (paths relative to apps/api/src), or null. */
export function apiModuleImportProblem(fromRel, toRel, modules = API_MODULES) {
  const from = apiModuleOf(fromRel);
  const to = apiModuleOf(toRel);
  if (!from || !to || from === to) return null;
  // A module missing from the table is reported once, for itself (check()).
  if (!modules[from]) return null;
  if (modules[from].includes(to)) return null;
  return `${fromRel} (module ${from}) must not import ${toRel} (module ${to}): ${from} does not declare ${to} in API_MODULES`;
}

/** The problems of the module table itself: an unknown module named, or a cycle. */
export function apiModuleTableProblems(modules = API_MODULES) {
  const problems = [];
  for (const [m, allowed] of Object.entries(modules))
    for (const other of allowed)
      if (!modules[other]) problems.push(`API_MODULES: ${m} names ${other}, which is not in the table`);
  const cycle = findCycle(new Map(Object.entries(modules).map(([m, allowed]) => [m, new Set(allowed)])));
  if (cycle) problems.push(`API_MODULES: modules import each other: ${cycle.join(' -> ')}`);
  return problems;
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

/**
 * The zones of the back office and the webform, lowest first (paths relative to the app's folder;
 * a folder ends in '/'). A file imports its own zone and the zones below it, never one above:
 *
 *   shared    src/shared/, src/env.ts       the API client, stores, queries, helpers both use
 *   widgets   src/widgets/                  a piece of screen several features use (the action list)
 *   features  src/features/                 one screen each: its components, stores and calls
 *   app       src/app/, src/main.tsx,       the router, shell and providers; the entry points
 *             src/early.ts
 *
 * In a zone, each folder (or file) right under the zone's folder is a unit: features and widgets
 * import no other unit of their zone; the units of shared (and app) import each other one way only.
 */
export const APP_ZONES = [
  ['shared', ['src/shared/', 'src/env.ts']],
  ['widgets', ['src/widgets/']],
  ['features', ['src/features/']],
  ['app', ['src/app/', 'src/main.tsx', 'src/early.ts']],
];

/** Zones whose units may not import each other at all (only loops are checked in the others). */
const APART = new Set(['features', 'widgets']);

/** Test support (the test render, fakes, setup): in no zone, and any zone's tests may use it. */
export const APP_SUPPORT = ['src/test/'];

/** A test's helper beside the code it tests (`test-steps.ts`): it may use the test support too. */
const TEST_HELPER = /(^|[\\/])test-[^\\/]+$/;

/** Apps divided into zones. */
export const ZONED_APPS = new Set(['@tourplanner/backoffice', '@tourplanner/webform']);

const slashed = (p) => p.split(sep).join('/');

/**
 * Where a path relative to the app lies: {zone, index, unit} (the unit: the zone's folder and the
 * next name, e.g. 'src/shared/queries', or a file's path without its extension, or a listed file, 'src/env.ts'),
 * 'support', or null when in no zone.
 */
export function zoneOf(relPath) {
  const p = slashed(relPath);
  if (APP_SUPPORT.some((m) => p.startsWith(m))) return 'support';
  for (const [index, [zone, members]] of APP_ZONES.entries()) {
    for (const m of members) {
      if (m.endsWith('/') ? p.startsWith(m) : p === m) {
        if (!m.endsWith('/')) return { zone, index, unit: m };
        // A file's unit drops its extension, so an aliased import ('~/shared/api') names it too.
        const name = p
          .slice(m.length)
          .split('/')[0]
          .replace(/\.[cm]?[jt]sx?$/, '');
        const unit = m + name;
        return { zone, index, unit };
      }
    }
  }
  return null;
}

/** The path an aliased import names ('@/features/x', '~/shared/y', 'src/features/x', ...), or null. */
export function aliasedPathOf(spec) {
  const m = spec.match(/^(?:[@~#]\/?)?(?:src\/)?((?:features|widgets|shared|app)\/.+)$/);
  return m ? `src/${m[1]}` : null;
}

/** The problem with an import inside an app (paths relative to the app), or null. */
export function zoneImportProblem(fromRel, toRel) {
  const from = zoneOf(fromRel);
  const to = zoneOf(toRel);
  if (!from || !to || from === 'support' || to === 'support') return null;
  const name = (z) => z.unit.slice(`src/${z.zone}/`.length);
  if (to.index > from.index)
    return `${slashed(fromRel)} (${from.zone}) must not import ${slashed(toRel)} (${to.zone}): zones point down only`;
  if (to.index === from.index && APART.has(from.zone) && from.unit !== to.unit) {
    const kind = from.zone.replace(/s$/, '');
    return `${slashed(fromRel)}: ${kind} ${name(from)} must not import ${kind} ${name(to)}`;
  }
  return null;
}

/** Build and test configuration packages under tooling/: any member's config files may use them. */
const TOOLING = new Set([
  '@tourplanner/vitest-config',
  '@tourplanner/tsconfig',
  '@tourplanner/playwright-config',
  '@tourplanner/vite-config',
  '@tourplanner/openapi-types',
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
      const zoned = ZONED_APPS.has(name);
      const zoneGraphs = new Map();
      const unlistedModules = new Set();
      if (apiSrc) problems.push(...apiModuleTableProblems().map((p) => `apps/api/src: ${p}`));
      for (const file of walk(dir)) {
        const rel = relative(root, file);
        const isTestOrTool = /(\.test\.|\.story\.|\.stories\.|\/e2e\/|\.config\.)/.test(rel);
        const targets = new Set();
        moduleGraph.set(file, targets);
        const source = readFileSync(file, 'utf8');
        const inApiSrc = apiSrc && file.startsWith(apiSrc + sep);
        const appRel = relative(dir, file);
        const zone = zoned ? zoneOf(appRel) : null;
        const handlerImports = [];
        if (inApiSrc && apiLevelOf(relative(apiSrc, file)) < 0) {
          problems.push(
            `apps/api/src: ${relative(apiSrc, file)} is in no level of apps/api/src (API_LEVELS in tooling/layers/check.mjs)`,
          );
        }
        const apiModule = inApiSrc ? apiModuleOf(relative(apiSrc, file)) : null;
        if (apiModule && !API_MODULES[apiModule]) unlistedModules.add(apiModule);
        if (zoned && !zone && slashed(appRel).startsWith('src/'))
          problems.push(`${rel}: in no zone of ${name} (APP_ZONES in tooling/layers/check.mjs)`);
        // One unit's imports of the other units of its zone, for the loop check below.
        const zoneImport = (targetRel, spec) => {
          const problem = zoneImportProblem(appRel, targetRel);
          if (problem) problems.push(`${relative(root, dir)}: ${problem} (${spec})`);
          const to = zoneOf(targetRel);
          if (to === 'support' && zone && zone !== 'support' && !isTestOrTool && !TEST_HELPER.test(rel))
            problems.push(`${rel}: only tests may import the test support ${slashed(targetRel)} (${spec})`);
          if (
            zone &&
            zone !== 'support' &&
            to &&
            to !== 'support' &&
            to.zone === zone.zone &&
            to.unit !== zone.unit
          ) {
            const key = `${name} ${zone.zone}`;
            if (!zoneGraphs.has(key)) zoneGraphs.set(key, new Map());
            const graph = zoneGraphs.get(key);
            if (!graph.has(zone.unit)) graph.set(zone.unit, new Set());
            graph.get(zone.unit).add(to.unit);
          }
        };
        for (const spec of importsOf(source)) {
          if (spec.startsWith('.')) {
            const target = resolveRelative(file, spec);
            if (target) targets.add(target);
            if (target && !target.startsWith(dir))
              problems.push(`${rel}: relative import leaves its package (${spec})`);
            if (target && inApiSrc && target.startsWith(apiSrc + sep)) {
              const problem = apiImportProblem(relative(apiSrc, file), relative(apiSrc, target));
              if (problem) problems.push(`apps/api/src: ${problem}`);
              const moduleProblem = apiModuleImportProblem(relative(apiSrc, file), relative(apiSrc, target));
              if (moduleProblem) problems.push(`apps/api/src: ${moduleProblem}`);
            }
            if (inApiSrc) handlerImports.push({ spec, targetRel: target ? relative(apiSrc, target) : null });
            if (zone && target?.startsWith(dir + sep)) zoneImport(relative(dir, target), spec);
            continue;
          }
          if (inApiSrc) handlerImports.push({ spec, targetRel: null });
          const aliased = zone ? aliasedPathOf(spec) : null;
          if (aliased) zoneImport(aliased, spec);
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
      for (const m of unlistedModules)
        problems.push(`apps/api/src: module ${m} is not in API_MODULES (tooling/layers/check.mjs)`);
      for (const [key, graph] of zoneGraphs) {
        const loop = findCycle(graph);
        if (loop) problems.push(`folder loop in ${key}: ${loop.join(' -> ')} (each imports the next)`);
      }
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
