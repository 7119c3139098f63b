// Every mention of a file resolves inside the repository (scripts/check-references.mjs): the
// repository passes, and fixtures show each kind of broken mention failing the check.
// Fixture paths are built from pieces (TOP.docs, UP, md()) so that this file holds no broken mention
// itself.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { checkFiles, checkRepository, OUTSIDE, ROOT } from '../check-references.mjs';

const TOP = { docs: 'docs', apps: 'apps', scripts: 'scripts' };
const UP = '..';
const md = (name) => `${name}.md`;
const TREE = new Set([
  'README.md',
  `${TOP.docs}/guide.md`,
  `${TOP.docs}/decisions/0012-object-storage.md`,
  `${TOP.apps}/api/package.json`,
  `${TOP.apps}/api/${TOP.scripts}/build.mjs`,
  `${TOP.apps}/api/src/env.ts`,
  `${TOP.apps}/web/package.json`,
  `${TOP.apps}/web/src/shared/api.ts`,
  `${TOP.apps}/web/src/features/a/page.ts`,
]);

/** The broken mentions of one fixture file, as `mention (why)`. */
function broken(path, text, ignored = []) {
  const tree = new Set([...TREE, path]);
  return checkFiles([{ path, text }], tree, (asked) => new Set(asked.filter((p) => ignored.includes(p)))).map(
    ({ mention, why }) => `${mention} (${why})`,
  );
}

test('the repository mentions no file that is not in it', () => {
  const found = checkRepository().map(
    ({ file, line, mention, why }) => `${file}:${line}: ${mention} (${why})`,
  );
  assert.deepEqual(found, []);
});

test('a Markdown link must name a file or folder of the tree', () => {
  assert.deepEqual(
    broken(`${TOP.docs}/a.md`, `[guide](${md('guide')}), [root](../README.md), [d](decisions/)`),
    [],
  );
  assert.deepEqual(broken(`${TOP.docs}/a.md`, `[gone](${md('gone')}#part)`), [
    `${md('gone')}#part (not in the repository)`,
  ]);
});

test('a link or a path that leaves the repository fails', () => {
  const out = [UP, UP, 'elsewhere', 'notes.txt'].join('/');
  assert.deepEqual(broken(`${TOP.docs}/a.md`, `[notes](${out})`), [`${out} (leaves the repository)`]);
  const deep = [UP, UP, UP, UP, 'x'].join('/');
  assert.deepEqual(broken(`${TOP.apps}/web/src/a.ts`, `import x from '${deep}';`), [
    `${deep} (leaves the repository)`,
  ]);
});

test('the notes kept outside the repository fail outright, wherever they are named', () => {
  const [design, conventions, shared] = OUTSIDE;
  assert.deepEqual(broken('src.ts', `// see ${design} "OTP"`), [`${design} (a note outside the repository)`]);
  assert.deepEqual(broken(`${TOP.docs}/a.md`, `rules in ${conventions}`), [
    `${conventions} (a note outside the repository)`,
  ]);
  assert.deepEqual(broken(`${TOP.docs}/a.md`, `beside us: \`${shared}x\``), [
    `${shared} (a note outside the repository)`,
  ]);
  // In code, `../shared/` is an app's own shared folder: TypeScript checks the import.
  assert.deepEqual(
    broken(`${TOP.apps}/web/src/features/a/page.ts`, `import { api } from '../../${'shared'}/api';`),
    [],
  );
});

test('a path from the root must exist, from the root or from its own package', () => {
  assert.deepEqual(broken('x.ts', `// \`${TOP.docs}/guide.md\` and ${TOP.docs}/decisions/.`), []);
  assert.deepEqual(broken('x.ts', `// ${TOP.docs}/gone.md`), [`${TOP.docs}/gone.md (not in the repository)`]);
  // In apps/api, scripts/build.mjs is the package's own; at the root there is none.
  assert.deepEqual(broken(`${TOP.apps}/api/README.md`, `\`${TOP.scripts}/build.mjs\``), []);
  assert.deepEqual(broken(`${TOP.apps}/web/README.md`, `\`${TOP.scripts}/build.mjs\``), [
    `${TOP.scripts}/build.mjs (not in the repository)`,
  ]);
});

test("a path in a package's own folders must exist in that package, or in another one", () => {
  const src = 'src';
  const page = `${TOP.apps}/web/${src}/features/a/page.ts`;
  // From the package's root; from a folder above the mention (the package's src/).
  assert.deepEqual(broken(page, `// ${src}/shared/api.ts`), []);
  assert.deepEqual(broken(`${TOP.apps}/web/${src}/features/b.ts`, `// ${src}/test is not here`), [
    `${src}/test (not in the repository)`,
  ]);
  // From another package's root: the web app's comment names a file of the API.
  assert.deepEqual(broken(page, `// the API's \`${src}/env.ts\``), []);
  assert.deepEqual(broken(page, `// ${src}/shared/gone.ts`), [
    `${src}/shared/gone.ts (not in the repository)`,
  ]);
  assert.deepEqual(broken(md('x'), `the apps keep \`${src}/shared/queries/\``), [
    `${src}/shared/queries (not in the repository)`,
  ]);
});

test('placeholders, record numbers and ignored paths pass; only what they stand for is checked', () => {
  assert.deepEqual(broken(md('x'), `\`${TOP.apps}/*/src/env.ts\`, \`${TOP.docs}/<area>.md\``), []);
  assert.deepEqual(broken(md('x'), `\`${TOP.docs}/nothere/<area>.md\``), [
    `${TOP.docs}/nothere/<area>.md (not in the repository)`,
  ]);
  assert.deepEqual(broken(md('x'), `(${TOP.docs}/decisions/0012)`), []);
  assert.deepEqual(broken(md('x'), `(${TOP.docs}/decisions/0013)`), [
    `${TOP.docs}/decisions/0013 (not in the repository)`,
  ]);
  const outbox = `${TOP.apps}/api/.data/outbox/`;
  assert.deepEqual(broken(md('x'), `files land in \`${outbox}\``, [outbox]), []);
  assert.deepEqual(broken(md('x'), `files land in \`${outbox}\``), [`${outbox} (not in the repository)`]);
});

test('a Markdown file named alone must be somewhere in the tree', () => {
  assert.deepEqual(broken('x.ts', `// (${md('README')} "Start")`), []);
  const name = ['NOWHERE', 'md'].join('.');
  assert.deepEqual(broken('x.ts', `// (${name} "Start")`), [
    `${name} (no file of that name in the repository)`,
  ]);
});

test('a section named after a Markdown file must be one of its headings', () => {
  const guide = { path: `${TOP.docs}/guide.md`, text: '# Guide\n\n## The server\n\n### OTP codes ###\n' };
  const sections = (path, text) =>
    checkFiles([guide, { path, text }], TREE).map(({ mention, why }) => `${mention} (${why})`);
  // Beside the mention, from the root, any case, several at once, a placeholder.
  assert.deepEqual(
    sections(`${TOP.docs}/a.md`, `(${md('guide')} "The server", "otp codes"; ${md('guide')} "<x>")`),
    [],
  );
  assert.deepEqual(sections('x.ts', `// ${TOP.docs}/${md('guide')} "OTP codes"`), []);
  assert.deepEqual(sections('x.ts', `// ${TOP.docs}/${md('guide')} "Layout", "The server"`), [
    `${TOP.docs}/${md('guide')} "Layout" (no such heading in that file)`,
  ]);
  // By its name alone, from anywhere.
  assert.deepEqual(sections(`${TOP.apps}/web/src/a.ts`, `// ${md('guide')} "Sessions"`), [
    `${md('guide')} "Sessions" (no such heading in that file)`,
  ]);
});

test('the command reads what git tracks, lets ignored build outputs pass and exits 1 on a broken mention', () => {
  const repo = mkdtempSync(join(tmpdir(), 'tourplanner-references-'));
  try {
    const write = (path, text) => {
      mkdirSync(dirname(join(repo, path)), { recursive: true });
      writeFileSync(join(repo, path), text);
    };
    execFileSync('git', ['init', '-q'], { cwd: repo });
    write('.gitignore', 'dist/\n');
    write(`${TOP.docs}/guide.md`, `Built into \`${TOP.apps}/web/dist\`; see [the guide](${md('guide')}).\n`);
    const command = join(ROOT, TOP.scripts, 'check-references.mjs');
    const good = spawnSync(process.execPath, [command, repo], { encoding: 'utf8' });
    assert.equal(good.status, 0, good.stdout + good.stderr);

    write('README.md', `Read [the missing page](${TOP.docs}/missing.md).\n`);
    const bad = spawnSync(process.execPath, [command, repo], { encoding: 'utf8' });
    assert.equal(bad.status, 1);
    assert.match(
      bad.stdout,
      new RegExp(`README\\.md:1: ${TOP.docs}/missing\\.md \\(not in the repository\\)`),
    );
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});
