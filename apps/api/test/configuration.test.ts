// The configuration tables stay true: every variable the API reads is documented in
// docs/configuration.md and in apps/api/README.md, and every variable docs/configuration.md
// documents is read by the process it says it configures (the API's env.ts, an app's env.ts at
// build time, or an app's start script).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROOT, ENV_VARIABLES } from '../src/env';

const REPO = join(API_ROOT, '..', '..');
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');

/** The backticked UPPER_CASE names in a markdown text. */
function names(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
}

/** The backticked UPPER_CASE names in the section of a markdown file that starts with `heading`. */
function documented(markdown: string, heading: string): Set<string> {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no '${heading}' section`);
  const next = markdown.indexOf('\n## ', start + heading.length + 2);
  return names(markdown.slice(start, next < 0 ? undefined : next));
}

/** The API's code outside env.ts and its tests: where a variable it reads must be used. */
function apiCode(): string {
  const src = join(API_ROOT, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'env.ts')
    .map((file) => readFileSync(join(src, file), 'utf8'))
    .join('\n');
}

/** Variables env.ts hands on under a name of its own (see loadEnv). */
const DERIVED: Record<string, string> = {
  CORS_ORIGINS: 'corsOrigins',
  DATA_DIR: 'dataDir',
  NODE_ENV: 'production',
};

/** Vite's own values (the build's mode), set by the build and not configuration. */
const VITE_BUILT_INS = new Set(['MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL']);

/** What each app reads: import.meta.env in its env.ts (build time), ${NAME} in its scripts. */
function appVariables(app: string): Set<string> {
  const env = read(`apps/${app}/src/env.ts`);
  const scripts = Object.values(
    JSON.parse(read(`apps/${app}/package.json`)).scripts as Record<string, string>,
  );
  return new Set([
    ...[...env.matchAll(/import\.meta\.env\.([A-Z][A-Z0-9_]+)/g)]
      .map((m) => m[1]!)
      .filter((name) => !VITE_BUILT_INS.has(name)),
    ...scripts.flatMap((s) => [...s.matchAll(/\$\{([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!)),
  ]);
}

describe('configuration documentation', () => {
  // The whole page is the configuration: every backticked variable name in it counts.
  const configuration = names(read('docs/configuration.md'));
  const apiReadme = documented(
    read('apps/api/README.md'),
    '## Configuration (environment variables, read only in `src/env.ts`)',
  );
  const apps = new Set([...appVariables('backoffice'), ...appVariables('webform')]);

  it('documents every variable the API reads, in docs/configuration.md and the API README', () => {
    expect(ENV_VARIABLES.filter((name) => !configuration.has(name))).toEqual([]);
    expect(ENV_VARIABLES.filter((name) => !apiReadme.has(name))).toEqual([]);
  });

  it('documents every variable the apps read at build time or start', () => {
    expect([...apps].filter((name) => !configuration.has(name))).toEqual([]);
  });

  it('reads no variable that nothing uses: each one reaches the code it configures', () => {
    const code = apiCode();
    const unused = ENV_VARIABLES.filter(
      (name) => !new RegExp(`\\b(${name}${DERIVED[name] ? `|${DERIVED[name]}` : ''})\\b`).test(code),
    );
    expect(unused).toEqual([]);
  });

  it('documents no variable that nothing reads', () => {
    const read = new Set<string>([...ENV_VARIABLES, ...apps]);
    expect([...configuration].filter((name) => !read.has(name))).toEqual([]);
  });
});
