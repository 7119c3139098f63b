import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { ALLOWED, API_MODULES, apiModuleTableProblems, check, findCycle, importsOf } from './check.mjs';

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

test('a module importing a module it declares passes; one it does not declare fails the check', () => {
  const withPoints = {
    ...CLEAN_API,
    'apps/api/src/modules/points/of-event.ts': 'export const ofEvent = 1;\n',
    'apps/api/src/modules/actions/references.service.ts':
      "import { ofEvent } from '../points/of-event';\nexport const refs = ofEvent;\n",
  };
  assert.ok(API_MODULES.actions.includes('points'));
  assert.deepEqual(check(fixture(withPoints)), []);
  assert.ok(!API_MODULES.points.includes('events'));
  const problems = check(
    fixture({
      ...withPoints,
      'apps/api/src/modules/points/of-event.ts':
        "import { listEvents } from '../events/service';\nexport const ofEvent = listEvents;\n",
    }),
  );
  assert.ok(
    problems.some((p) =>
      /modules\/points\/of-event\.ts \(module points\) must not import modules\/events\/service\.ts \(module events\): points does not declare events/.test(
        p,
      ),
    ),
    problems.join('\n'),
  );
});

test('a module missing from API_MODULES fails the check, even one that imports nothing', () => {
  const problems = check(
    fixture({ ...CLEAN_API, 'apps/api/src/modules/gadgets/service.ts': 'export const gadgets = 1;\n' }),
  );
  assert.ok(
    problems.some((p) => p.includes('module gadgets is not in API_MODULES')),
    problems.join('\n'),
  );
});

test('the module table has no cycle and names only its own modules; auth and users do not lean on each other', () => {
  assert.deepEqual(apiModuleTableProblems(), []);
  assert.ok(!(API_MODULES.auth.includes('users') && API_MODULES.users.includes('auth')));
  assert.deepEqual(apiModuleTableProblems({ auth: ['users'], users: ['auth'] }), [
    'API_MODULES: modules import each other: auth -> users -> auth',
  ]);
  assert.deepEqual(apiModuleTableProblems({ auth: ['nobody'] }), [
    'API_MODULES: auth names nobody, which is not in the table',
  ]);
});

/** An app in its zones: app → features → widgets → shared, test support beside them. */
const CLEAN_ZONES = {
  ...CLEAN_APPS,
  'apps/backoffice/src/env.ts': 'export const env = 1;\n',
  'apps/backoffice/src/shared/api.ts': "import { env } from '../env';\nexport const api = env;\n",
  'apps/backoffice/src/shared/stores/session.ts':
    "import { api } from '../api';\nexport const session = api;\n",
  'apps/backoffice/src/shared/queries/reference.ts':
    "import { api } from '../api';\nimport { session } from '../stores/session';\nexport const refs = [api, session];\n",
  'apps/backoffice/src/widgets/action-list/ActionsTable.tsx':
    "import { refs } from '../../shared/queries/reference';\nexport const Table = refs;\n",
  'apps/backoffice/src/widgets/other/Other.tsx': 'export const Other = 1;\n',
  'apps/backoffice/src/features/reports/ReportsPage.tsx':
    "import { Table } from '../../widgets/action-list/ActionsTable';\nimport { session } from '../../shared/stores/session';\nexport const Page = [Table, session];\n",
  'apps/backoffice/src/early.ts':
    "import { firstCalls } from './app/early-calls';\nexport const early = firstCalls;\n",
  'apps/backoffice/src/app/early-calls.ts':
    "import { Table } from '../widgets/action-list/ActionsTable';\nimport { session } from '../shared/stores/session';\nexport const firstCalls = [Table, session];\n",
  'apps/backoffice/src/test/render.tsx':
    "import { routes } from '../app/routes';\nimport { api } from '../shared/api';\nexport const render = [routes, api];\n",
  'apps/backoffice/src/shared/queries/reference.test.ts':
    "import { render } from '../../test/render';\nimport { refs } from './reference';\nexport const t = [render, refs];\n",
};

test('an app keeping to its zones passes', () => {
  assert.deepEqual(check(fixture(CLEAN_ZONES)), []);
});

test('an import pointing up a zone fails the check: shared to a feature, a widget or the app, a feature to the app, a widget to a feature', () => {
  for (const [file, source, expected] of [
    [
      'apps/backoffice/src/shared/queries/reference.ts',
      "import { Page } from '../../features/actions/ActionsPage';\nexport const refs = Page;\n",
      /src\/shared\/queries\/reference\.ts \(shared\) must not import src\/features\/actions\/ActionsPage\.tsx \(features\): zones point down only/,
    ],
    [
      'apps/backoffice/src/shared/early/first-calls.test.ts',
      "import { Page } from '../../features/actions/ActionsPage';\nexport const t = Page;\n",
      /src\/shared\/early\/first-calls\.test\.ts \(shared\) must not import src\/features/,
    ],
    [
      'apps/backoffice/src/shared/queries/reference.ts',
      "import { Page } from '@/features/actions/ActionsPage';\nexport const refs = Page;\n",
      /src\/shared\/queries\/reference\.ts \(shared\) must not import src\/features\/actions\/ActionsPage \(features\)/,
    ],
    [
      'apps/backoffice/src/shared/stores/session.ts',
      "import { Table } from '../../widgets/action-list/ActionsTable';\nexport const session = Table;\n",
      /\(shared\) must not import src\/widgets\/action-list\/ActionsTable\.tsx \(widgets\)/,
    ],
    [
      'apps/backoffice/src/shared/api.ts',
      "import { routes } from '../app/routes';\nexport const api = routes;\n",
      /src\/shared\/api\.ts \(shared\) must not import src\/app\/routes\.tsx \(app\)/,
    ],
    [
      'apps/backoffice/src/env.ts',
      "import { early } from './early';\nexport const env = early;\n",
      /src\/env\.ts \(shared\) must not import src\/early\.ts \(app\)/,
    ],
    [
      'apps/backoffice/src/features/reports/ReportsPage.tsx',
      "import { routes } from '../../app/routes';\nexport const Page = routes;\n",
      /src\/features\/reports\/ReportsPage\.tsx \(features\) must not import src\/app\/routes\.tsx \(app\)/,
    ],
    [
      'apps/webform/src/features/login/LoginPage.tsx',
      "import { x } from '~/app/providers';\nexport const Login = x;\n",
      /src\/features\/login\/LoginPage\.tsx \(features\) must not import src\/app\/providers \(app\)/,
    ],
    [
      'apps/backoffice/src/widgets/action-list/ActionsTable.tsx',
      "import { Page } from '../../features/reports/ReportsPage';\nexport const Table = Page;\n",
      /\(widgets\) must not import src\/features\/reports\/ReportsPage\.tsx \(features\)/,
    ],
  ]) {
    const problems = check(fixture({ ...CLEAN_ZONES, [file]: source }));
    assert.ok(
      problems.some((p) => expected.test(p)),
      `${file}:\n${problems.join('\n')}`,
    );
  }
});

test('a widget importing another widget fails the check', () => {
  const problems = check(
    fixture({
      ...CLEAN_ZONES,
      'apps/backoffice/src/widgets/other/Other.tsx':
        "import { Table } from '../action-list/ActionsTable';\nexport const Other = Table;\n",
    }),
  );
  assert.ok(
    problems.some((p) => /widget other must not import widget action-list/.test(p)),
    problems.join('\n'),
  );
});

test('a folder loop inside shared fails the check, between two folders or through a file of shared', () => {
  for (const [files, expected] of [
    [
      {
        'apps/backoffice/src/shared/api.ts':
          "import { env } from '../env';\nimport { claim } from './early/claim';\nexport const api = [env, claim];\n",
        'apps/backoffice/src/shared/early/claim.ts':
          "import { session } from '../stores/session';\nexport const claim = session;\n",
      },
      /folder loop in @tourplanner\/backoffice shared: .*src\/shared\/early.*src\/shared\/stores/,
    ],
    [
      {
        'apps/webform/src/shared/offline/move-queue.ts':
          "import { reset } from '../stores/resettable';\nexport const queue = reset;\n",
        'apps/webform/src/shared/stores/resettable.ts': 'export const reset = 1;\n',
        'apps/webform/src/shared/stores/session.ts':
          "import { queue } from '../offline/move-queue';\nexport const session = queue;\n",
      },
      /folder loop in @tourplanner\/webform shared: src\/shared\/(offline|stores) -> src\/shared\/(offline|stores) -> /,
    ],
    [
      {
        'apps/backoffice/src/shared/api.ts':
          "import { env } from '../env';\nimport { claim } from './early/claim';\nexport const api = [env, claim];\n",
        'apps/backoffice/src/shared/early/claim.ts':
          "import { api } from '~/shared/api';\nexport const claim = api;\n",
      },
      /folder loop in @tourplanner\/backoffice shared: .*src\/shared\/(api|early) -> src\/shared\/(api|early) -> /,
    ],
  ]) {
    const problems = check(fixture({ ...CLEAN_ZONES, ...files }));
    assert.ok(
      problems.some((p) => expected.test(p)),
      problems.join('\n'),
    );
  }
});

test('the files of one folder of shared import each other freely (a folder is the unit), and tests use the test support', () => {
  const problems = check(
    fixture({
      ...CLEAN_ZONES,
      'apps/backoffice/src/shared/stores/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'apps/backoffice/src/shared/stores/b.ts':
        "import { session } from './session';\nexport const b = session;\n",
    }),
  );
  assert.deepEqual(problems, []);
});

test('a file of an app in no zone fails the check', () => {
  const problems = check(
    fixture({ ...CLEAN_ZONES, 'apps/backoffice/src/helpers/util.ts': 'export const u = 1;\n' }),
  );
  assert.ok(
    problems.some((p) =>
      p.includes('apps/backoffice/src/helpers/util.ts: in no zone of @tourplanner/backoffice'),
    ),
    problems.join('\n'),
  );
});

test('code that is not a test importing the test support fails the check; a test and its helper may', () => {
  const fake = { 'apps/webform/src/test/fake-api.ts': 'export const fake = 1;\n' };
  const helper = "import { fake } from '../../../test/fake-api';\nexport const steps = fake;\n";
  assert.deepEqual(
    check(
      fixture({
        ...CLEAN_ZONES,
        ...fake,
        'apps/webform/src/features/webform/stores/test-steps.ts': helper,
        'apps/webform/src/features/webform/stores/flow.test.ts': helper,
      }),
    ),
    [],
  );
  const problems = check(
    fixture({ ...CLEAN_ZONES, ...fake, 'apps/webform/src/features/webform/stores/flow-store.ts': helper }),
  );
  assert.ok(
    problems.some((p) =>
      p.includes('flow-store.ts: only tests may import the test support src/test/fake-api.ts'),
    ),
    problems.join('\n'),
  );
});
