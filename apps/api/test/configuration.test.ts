// The configuration tables stay true: every variable the API reads is documented in the README
// (root and apps/api), and every variable the root README documents is read by the process it
// says it configures (the API's env.ts, an app's env.ts at build time, or an app's start script).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROOT, ENV_VARIABLES } from '../src/env';

const REPO = join(API_ROOT, '..', '..');
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');

/** The backticked UPPER_CASE names in the section of a markdown file that starts with `heading`. */
function documented(markdown: string, heading: string): Set<string> {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no '${heading}' section`);
  const next = markdown.indexOf('\n## ', start + heading.length + 2);
  const section = markdown.slice(start, next < 0 ? undefined : next);
  return new Set([...section.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
}

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
  const rootReadme = documented(read('README.md'), '## Configuration');
  const apiReadme = documented(
    read('apps/api/README.md'),
    '## Configuration (environment variables, read only in `src/env.ts`)',
  );
  const apps = new Set([...appVariables('backoffice'), ...appVariables('webform')]);

  it('documents every variable the API reads, in both READMEs', () => {
    expect(ENV_VARIABLES.filter((name) => !rootReadme.has(name))).toEqual([]);
    expect(ENV_VARIABLES.filter((name) => !apiReadme.has(name))).toEqual([]);
  });

  it('documents every variable the apps read at build time or start', () => {
    expect([...apps].filter((name) => !rootReadme.has(name))).toEqual([]);
  });

  it('documents no variable that nothing reads', () => {
    const read = new Set<string>([...ENV_VARIABLES, ...apps]);
    expect([...rootReadme].filter((name) => !read.has(name))).toEqual([]);
  });
});
