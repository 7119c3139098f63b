import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { ALLOWED, check, findCycle, importsOf } from './check.mjs';

test('finds static, re-export, side-effect and dynamic imports', () => {
  const src = `import a from '@tourplanner/domain/x';\nexport { b } from './b';\nimport './side.css';\nconst c = await import('@tourplanner/ui/Toasts');`;
  assert.deepEqual(importsOf(src), ['@tourplanner/domain/x', './b', './side.css', '@tourplanner/ui/Toasts']);
});

test('detects a cycle and accepts a tree', () => {
  const cyclic = new Map([
    ['a', new Set(['b'])],
    ['b', new Set(['c'])],
    ['c', new Set(['a'])],
  ]);
  assert.deepEqual(findCycle(cyclic), ['a', 'b', 'c', 'a']);
  const tree = new Map([
    ['a', new Set(['b', 'c'])],
    ['b', new Set(['c'])],
    ['c', new Set()],
  ]);
  assert.equal(findCycle(tree), null);
});

test('no browser app may import the API and no package may import an app', () => {
  for (const app of ['@tourplanner/backoffice', '@tourplanner/webform']) {
    assert.ok(!ALLOWED[app].includes('@tourplanner/api'));
  }
  for (const pkg of [
    '@tourplanner/domain',
    '@tourplanner/i18n-pl',
    '@tourplanner/api-client',
    '@tourplanner/ui',
  ]) {
    for (const app of ['@tourplanner/api', '@tourplanner/backoffice', '@tourplanner/webform']) {
      assert.ok(!ALLOWED[pkg].includes(app), `${pkg} -> ${app}`);
    }
  }
});

test('the repository passes its own layer check', () => {
  assert.deepEqual(check(), []);
});

const made = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A small workspace in a temporary folder: `files` maps paths to contents; the three apps exist. */
function fixture(files) {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  made.push(dir);
  const all = {
    'apps/api/package.json': JSON.stringify({ name: '@tourplanner/api' }),
    'apps/backoffice/package.json': JSON.stringify({ name: '@tourplanner/backoffice' }),
    'apps/webform/package.json': JSON.stringify({ name: '@tourplanner/webform' }),
    'packages/.keep': '',
    ...files,
  };
  for (const [path, content] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/** A clean API: every level imports only below itself; the handler calls its service. */
const CLEAN_API = {
  'apps/api/src/env.ts': 'export const env = 1;\n',
  'apps/api/src/errors.ts': 'export class ApiError extends Error {}\n',
  'apps/api/src/db/client.ts': "import { env } from '../env';\nexport const db = env;\n",
  'apps/api/src/infra/dates.ts': "import { ApiError } from '../errors';\nexport const d = ApiError;\n",
  'apps/api/src/access/scope.ts': "import { d } from '../infra/dates';\nexport const s = d;\n",
  'apps/api/src/http/routes.ts': "import { s } from '../access/scope';\nexport const r = s;\n",
  'apps/api/src/modules/events/service.ts':
    "import { eq } from 'drizzle-orm';\nimport { db } from '../../db/client';\nexport const listEvents = (deps) => [deps.db, db, eq];\n",
  'apps/api/src/modules/events/handlers.ts':
    "import { r } from '../../http/routes';\nimport { listEvents } from './service';\n// the service reads the db, not the handler\nexport const h = (ctx) => listEvents(ctx.deps, r);\n",
  'apps/api/src/modules/registry.ts': "import { h } from './events/handlers';\nexport const all = [h];\n",
  'apps/api/src/app.ts': "import { all } from './modules/registry';\nexport const app = all;\n",
  'apps/api/src/seed/seed.ts':
    "import { db } from '../db/client';\nimport { app } from '../app';\nexport const seed = [db, app];\n",
};

test('the API fixture without violations passes', () => {
  assert.deepEqual(check(fixture(CLEAN_API)), []);
});

test('http/ importing modules/ fails the check', () => {
  const dir = fixture({
    ...CLEAN_API,
    'apps/api/src/http/routes.ts': "import { all } from '../modules/registry';\nexport const r = all;\n",
  });
  const problems = check(dir);
  assert.ok(
    problems.some((p) =>
      /http\/routes\.ts \(http\) must not import modules\/registry\.ts \(modules\)/.test(p),
    ),
    problems.join('\n'),
  );
});

test('an arrow pointing up a level of the API fails the check', () => {
  for (const [file, source, expected] of [
    [
      'apps/api/src/infra/dates.ts',
      "import { s } from '../access/scope';\nexport const d = s;\n",
      /\(infra\) must not import access\/scope\.ts \(access\)/,
    ],
    [
      'apps/api/src/access/scope.ts',
      "import { r } from '../http/routes';\nexport const s = r;\n",
      /\(access\) must not import http\/routes\.ts \(http\)/,
    ],
    [
      'apps/api/src/db/client.ts',
      "import { d } from '../infra/dates';\nexport const db = d;\n",
      /\(base\) must not import infra\/dates\.ts \(infra\)/,
    ],
    [
      'apps/api/src/modules/events/service.ts',
      "import { app } from '../../app';\nexport const listEvents = app;\n",
      /\(modules\) must not import app\.ts \(top\)/,
    ],
  ]) {
    const problems = check(fixture({ ...CLEAN_API, [file]: source }));
    assert.ok(
      problems.some((p) => expected.test(p)),
      `${file}:\n${problems.join('\n')}`,
    );
  }
});

test('a file of the API in no level fails the check, even one that imports nothing', () => {
  for (const [file, source] of [
    ['apps/api/src/lib/util.ts', "import { env } from '../env';\nexport const u = env;\n"],
    ['apps/api/src/lib/alone.ts', 'export const alone = 1;\n'],
  ]) {
    const problems = check(fixture({ ...CLEAN_API, [file]: source }));
    assert.ok(
      problems.some((p) => p.includes(`${file.slice('apps/api/src/'.length)} is in no level`)),
      problems.join('\n'),
    );
  }
});

test('a test in apps/api/src is at the level of what it tests', () => {
  const dir = fixture({
    ...CLEAN_API,
    'apps/api/src/env.test.ts': "import { env } from './env';\nexport const t = env;\n",
    'apps/api/src/infra/dates.test.ts': "import { d } from './dates';\nexport const t = d;\n",
  });
  assert.deepEqual(check(dir), []);
});

test('a handler that reaches the database fails the check', () => {
  for (const source of [
    "import { eq } from 'drizzle-orm';\nexport const h = (ctx) => eq;\n",
    "import { events } from '../../db/schema/events';\nexport const h = (ctx) => events;\n",
    'export const h = (ctx) => ctx.deps.db.select();\n',
  ]) {
    const problems = check(fixture({ ...CLEAN_API, 'apps/api/src/modules/events/handlers.ts': source }));
    assert.ok(
      problems.some((p) => /events\/handlers\.ts: a handler must not/.test(p)),
      `${source}\n${problems}`,
    );
  }
});

/** Two apps whose features keep to themselves and share through src/shared. */
const CLEAN_APPS = {
  'apps/backoffice/src/shared/api.ts': 'export const api = 1;\n',
  'apps/backoffice/src/features/actions/ActionsPage.tsx':
    "import { api } from '../../shared/api';\nimport { Row } from './Row';\nexport const Page = [api, Row];\n",
  'apps/backoffice/src/features/actions/Row.tsx': 'export const Row = 1;\n',
  'apps/backoffice/src/features/events/EventsPage.tsx':
    "import { api } from '../../shared/api';\nexport const Page = api;\n",
  'apps/backoffice/src/app/routes.tsx':
    "import { Page } from '../features/actions/ActionsPage';\nimport { Page as E } from '../features/events/EventsPage';\nexport const routes = [Page, E];\n",
  'apps/webform/src/features/login/LoginPage.tsx': 'export const Login = 1;\n',
  'apps/webform/src/features/webform/Form.tsx':
    "import { Step } from './steps/Step';\nexport const Form = Step;\n",
  'apps/webform/src/features/webform/steps/Step.tsx': 'export const Step = 1;\n',
};

test('apps whose features do not import each other pass', () => {
  assert.deepEqual(check(fixture(CLEAN_APPS)), []);
});

test('a feature importing another feature fails the check, by a relative or an aliased path', () => {
  for (const [file, source, expected] of [
    [
      'apps/backoffice/src/features/events/EventsPage.tsx',
      "import { Row } from '../actions/Row';\nexport const Page = Row;\n",
      /feature events must not import feature actions \(\.\.\/actions\/Row\)/,
    ],
    [
      'apps/backoffice/src/features/events/EventsPage.tsx',
      "import { Row } from '@/features/actions/Row';\nexport const Page = Row;\n",
      /feature events must not import feature actions \(@\/features\/actions\/Row\)/,
    ],
    [
      'apps/webform/src/features/webform/steps/Step.tsx',
      "import { Login } from '../../login/LoginPage';\nexport const Step = Login;\n",
      /feature webform must not import feature login/,
    ],
    [
      'apps/webform/src/features/login/LoginPage.tsx',
      "import { Form } from 'src/features/webform/Form';\nexport const Login = Form;\n",
      /feature login must not import feature webform \(src\/features\/webform\/Form\)/,
    ],
  ]) {
    const problems = check(fixture({ ...CLEAN_APPS, [file]: source }));
    assert.ok(
      problems.some((p) => expected.test(p)),
      `${file}:\n${problems.join('\n')}`,
    );
  }
});
