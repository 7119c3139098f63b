#!/usr/bin/env node
// Reference check: fails when a file of the repository mentions a file that is not in it, so that a
// fresh clone can follow every pointer in a document or a comment. `node scripts/check-references.mjs`
// prints each broken mention as `file:line: mention (why)` and exits 1; scripts/test/references.test.mjs
// runs it on the repository and on fixtures.
//
// What it reads: every file git tracks, and new files not yet added (not the ignored ones), except
// the lockfile and binary files.
// What it checks, line by line:
//   - notes kept beside the repository: the names of the two outside note files and the `../shared/`
//     folder fail outright (see OUTSIDE; in code, a relative import of an app's own shared folder is
//     left to TypeScript, below);
//   - in Markdown, every relative link `[text](target)` names a file or folder of the tree (a
//     `#fragment` is dropped; web and mail links are not checked);
//   - everywhere, a path from the root (`docs/…`, `apps/…`, `packages/…`, `tooling/…`, `scripts/…`)
//     names a file or folder of the tree: from the root, or from the root of the workspace package
//     the mention is in (`scripts/build.mjs` in apps/api is apps/api/scripts/build.mjs; a document
//     outside every package may name a file of any package that way); and a `*.md` name names a file beside the mention, under
//     the root, or anywhere in the tree by its name alone (`SPEC.md`);
//   - everywhere, a path in a package's own folders (`src/…`, `test/…`, `e2e/…`, `perf/…`, `sw/…`)
//     names a file or folder from a folder above the mention in its package, from that package's
//     root, or from any package's root (`apps/api src/modules/leads/otp.ts` in the webform);
//   - everywhere, a section named after a Markdown file (`design.md "The server"`, or several:
//     `design.md "Layout", "The wire contract"`) is a heading of that file (any level, any case);
//   - everywhere, a `../` or `./` path stays inside the repository; in Markdown a `../` one must
//     also exist (a `./` one in prose is mostly a package.json example, relative to a package). In code, relative import specifiers (no extension, index files) are checked by
//     TypeScript, so only their escape from the repository is ours.
// What it lets pass, and why:
//   - a path git ignores (`git check-ignore`, as a file or as a folder): made at run time or by a
//     build, never in a clone, e.g. `apps/api/.data/outbox/`, `apps/webform/dist`;
//   - a path with a placeholder (`*`, `<area>`, `{a,b}`, `…`, `${x}`, `NNNN`): only the part before the
//     placeholder is checked, e.g. `apps/*/src/env.ts` checks `apps/`;
//   - a decision record named by its number (`docs/decisions/0012`): a file of that folder whose name
//     starts with it followed by `-` or `.`;
//   - ALLOWED below: the few mentions that are not references, each with its reason.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Mentions of notes that live outside the repository; built so that this file does not hold them. */
export const OUTSIDE = [
  ['DESIGN', 'md'].join('.'),
  ['CONVENTIONS', 'md'].join('.'),
  ['..', 'shared', ''].join('/'),
];

/** The folders at the root whose paths are checked wherever they appear. */
const TOP = ['docs', 'apps', 'packages', 'tooling', 'scripts'];

/** Files not read: the lockfile names registry tarballs, not our files. */
const SKIPPED = new Set(['pnpm-lock.yaml']);

/**
 * Mentions that look like paths but are not references, keyed by a file (all of its mentions) or
 * `file: end of the mention` (the name alone, so that this table is not a mention itself). Keep it
 * short and say why for each one.
 */
export const ALLOWED = new Map([
  [
    'tooling/layers/check.test.mjs',
    'the whole file: its fixtures are made-up source files of a temporary tree the layer check reads',
  ],
  [
    'scripts/test/summarise-tests.test.mjs',
    "the whole file: its fixtures are made-up test runners' output naming made-up test files",
  ],
  ['scripts/summarise-tests.mjs: a.test.ts', 'an example of a Vitest output line, in a comment'],
  ['scripts/summarise-tests.mjs: a.spec.ts', 'an example of a Playwright output line, in a comment'],
  [
    'docs/decisions/0011-levels-inside-the-api.md: x',
    'an example of an aliased import of a feature named x, which the layer check refuses',
  ],
  ['tooling/layers/check.mjs: x', 'an example of an aliased import of a feature named x, in a comment'],
  [
    'docs/decisions/0006-action-list-at-and-test-databases.md: bench-action-list.ts',
    'history: the record names the script it measured with, since replaced by `pnpm bench`',
  ],
  [
    'docs/decisions/0019-action-list-walks-one-index.md: bench-action-list.ts',
    'history: the record says `pnpm bench` replaces that script',
  ],
]);

const PLACEHOLDER = /[*<{}…$[\]]|NNNN|\.\.\.$/;
/** The folders a workspace package keeps at its root, whose paths are read from that root. */
const PACKAGE_TOP = ['src', 'e2e', 'perf', 'test', 'sw'];

const ROOT_PATH = new RegExp(`(?<![\\w@./\\-$])(?:${TOP.join('|')})/[\\w@.\\-/*<>{}…$]*`, 'g');
const PACKAGE_PATH = new RegExp(
  `(?<![\\w@./\\-$])(?:${PACKAGE_TOP.join('|')})/[\\w@.\\-/*<>{}…$]*[\\w*>}…$]`,
  'g',
);
const MD_NAME = /(?<![\w@/.-])(?:[\w-]+\/)*[\w-]+\.md(?![\w])/g;
const RELATIVE = /(?<![\w@.\-/])\.\.?\/[\w@.\-/*<>{}…]*/g;
const SECTION = /(?<![\w@/.-])((?:[\w-]+\/)*[\w-]+\.md)((?:,?\s+"[^"\n]+")+)/g;
const HEADING = /^#{1,6}\s+(.+?)\s*#*\s*$/;
const MD_LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** `path` as far as its first placeholder segment goes ('' when the first segment is one). */
function beforePlaceholder(path) {
  const segments = path.split('/');
  const kept = [];
  for (const segment of segments) {
    if (PLACEHOLDER.test(segment)) return { path: kept.join('/'), cut: true };
    kept.push(segment);
  }
  return { path: kept.join('/'), cut: false };
}

/** Trailing punctuation of prose is not part of a path. */
function trimmed(mention) {
  return mention.replace(/[.,:;)'"`]+$/, '');
}

/**
 * Checks `files` ([{path, text}], paths from the root with '/') against `tree` (a Set of every file
 * path in the repository). `ignored(paths)` answers which of the given missing paths git ignores.
 * Returns the broken mentions: [{file, line, mention, why}].
 */
export function checkFiles(files, tree, ignored = () => new Set()) {
  const folders = new Set(['']);
  for (const file of tree) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  const byName = new Set([...tree].map((file) => posix.basename(file)));
  // The headings of every Markdown file read, lower case, for the sections named after a file.
  const headings = new Map();
  for (const { path, text } of files) {
    if (!path.endsWith('.md')) continue;
    const found = text.split('\n').flatMap((line) => line.match(HEADING)?.[1].toLowerCase() ?? []);
    headings.set(path, new Set(found));
  }
  /** The Markdown files a mention names: beside it, from the root, or anywhere by its name alone. */
  const markdownFiles = (dir, mention) => {
    const beside = posix.normalize(posix.join(dir, mention));
    if (headings.has(beside)) return [beside];
    if (headings.has(mention)) return [mention];
    if (mention.includes('/')) return [];
    return [...headings.keys()].filter((path) => posix.basename(path) === mention);
  };
  const exists = (path) => {
    const clean = path.replace(/\/+$/, '');
    return tree.has(clean) || folders.has(clean);
  };
  // A decision record by its number: docs/decisions/0012 names docs/decisions/0012-object-storage.md.
  const numbered = (path) => {
    const dir = posix.dirname(path);
    const base = posix.basename(path);
    return [...tree].some(
      (file) =>
        posix.dirname(file) === dir &&
        (posix.basename(file).startsWith(`${base}-`) || posix.basename(file).startsWith(`${base}.`)),
    );
  };

  const found = [];
  const missing = [];
  const reported = new Set();
  const report = (file, line, mention, why) => {
    if (ALLOWED.has(file) || ALLOWED.has(`${file}: ${posix.basename(mention)}`)) return;
    const key = `${file}:${line}: ${mention}`;
    if (reported.has(key)) return;
    reported.add(key);
    found.push({ file, line, mention, why });
  };
  // The workspace packages (folders with a package.json below the root), deepest first.
  const packages = [...tree]
    .filter((file) => file.endsWith('/package.json'))
    .map((file) => posix.dirname(file))
    .sort((a, b) => b.length - a.length);
  const packageOf = (file) => packages.find((dir) => file.startsWith(`${dir}/`));
  /** Checks `path` (from the root); a missing one waits for the ignore check. */
  const expect = (file, line, mention, path) => {
    const { path: checked, cut } = beforePlaceholder(path);
    if (checked === '' || exists(checked) || (!cut && numbered(checked))) return;
    missing.push({ file, line, mention, path: checked });
  };
  /**
   * Where a package's own path (`src/…`, `test/…`) may start, for a mention in `file`: the folders
   * above the file up to its package's root, then every package (a comment in one app may name a
   * file of another: `apps/api src/modules/leads/otp.ts`).
   */
  const packageBases = (file) => {
    const own = packageOf(file);
    const above = [];
    if (own) {
      for (let dir = posix.dirname(file); dir.length > own.length; dir = posix.dirname(dir)) above.push(dir);
    }
    return [...above, ...(own ? [own] : []), ...packages];
  };
  /** A path of the TOP folders: from the root, or from the mentioning file's package root. */
  const expectRooted = (file, line, mention) => {
    const { path: checked } = beforePlaceholder(mention);
    const own = packageOf(file);
    const bases = own ? [own] : packages;
    if (bases.some((base) => exists(`${base}/${checked}`))) return;
    expect(file, line, mention, mention);
  };

  for (const { path: file, text } of files) {
    const dir = posix.dirname(file) === '.' ? '' : posix.dirname(file);
    const markdown = file.endsWith('.md');
    const lines = text.split('\n');
    lines.forEach((content, index) => {
      const line = index + 1;
      for (const outside of OUTSIDE) {
        if (!content.includes(outside)) continue;
        // In code, `../shared/x` is an app's own shared folder when it resolves inside the tree.
        if (outside.startsWith('..') && !markdown) continue;
        report(file, line, outside, 'a note outside the repository');
      }
      const inside = (from, target) => {
        const joined = posix.normalize(posix.join(from, target));
        return joined === '..' || joined.startsWith('../') ? null : joined.replace(/^\.\/?/, '');
      };

      if (markdown) {
        for (const match of content.matchAll(MD_LINK)) {
          const target = match[1].replace(/^<|>$/g, '');
          if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
          const path = decodeURI(target.split('#')[0].split('?')[0]);
          const resolved = path.startsWith('/') ? inside('', path.slice(1)) : inside(dir, path);
          if (resolved === null) report(file, line, target, 'leaves the repository');
          else expect(file, line, target, resolved);
        }
      }

      for (const match of content.matchAll(SECTION)) {
        const targets = markdownFiles(dir, match[1]);
        if (targets.length === 0) continue; // a file not read here; the scans below check that it exists
        for (const [, section] of match[2].matchAll(/"([^"]+)"/g)) {
          if (PLACEHOLDER.test(section)) continue;
          if (targets.some((target) => headings.get(target).has(section.toLowerCase()))) continue;
          report(file, line, `${match[1]} "${section}"`, 'no such heading in that file');
        }
      }

      // A link's target is checked above; the scans below read the rest of the line.
      const prose = markdown ? content.replace(MD_LINK, (link, target) => link.replace(target, '')) : content;
      for (const match of prose.matchAll(ROOT_PATH)) {
        const mention = trimmed(match[0]);
        expectRooted(file, line, mention);
      }

      for (const match of prose.matchAll(PACKAGE_PATH)) {
        const mention = trimmed(match[0]);
        const { path: checked } = beforePlaceholder(mention);
        if (packageBases(file).some((base) => exists(`${base}/${checked}`))) continue;
        const own = packageOf(file);
        expect(file, line, mention, own ? `${own}/${mention}` : mention);
      }

      for (const match of prose.matchAll(RELATIVE)) {
        const mention = trimmed(match[0]);
        if (mention === '.' || mention === '..' || /^\.\.?\/?$/.test(mention)) continue;
        const resolved = inside(dir, mention);
        if (resolved === null) {
          report(file, line, mention, 'leaves the repository');
        } else if (markdown && mention.startsWith('../') && !OUTSIDE.some((o) => mention.includes(o))) {
          expect(file, line, mention, resolved);
        }
      }

      for (const match of prose.matchAll(MD_NAME)) {
        const mention = trimmed(match[0]);
        if (OUTSIDE.some((outside) => mention.endsWith(outside))) continue;
        if (TOP.some((top) => mention.startsWith(`${top}/`))) continue; // a root path, checked above
        if (PLACEHOLDER.test(mention)) continue;
        if (!mention.includes('/')) {
          if (!byName.has(mention)) report(file, line, mention, 'no file of that name in the repository');
          continue;
        }
        const besides = inside(dir, mention);
        if ((besides !== null && exists(besides)) || exists(mention)) continue;
        missing.push({ file, line, mention, path: mention });
      }
    });
  }

  // A missing path may be a folder a `dist/`-like pattern ignores: ask for it as a folder too.
  const asked = [...new Set(missing.flatMap(({ path }) => [path, `${path.replace(/\/+$/, '')}/`]))];
  const ignoredPaths = missing.length > 0 ? ignored(asked) : new Set();
  for (const { file, line, mention, path } of missing) {
    const folder = `${path.replace(/\/+$/, '')}/`;
    if (!ignoredPaths.has(path) && !ignoredPaths.has(folder))
      report(file, line, mention, 'not in the repository');
  }
  return found;
}

/** The repository's files as git sees them: tracked, and new ones not ignored. */
export function repositoryFiles(root = ROOT) {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\0').filter(Boolean);
}

/** Which of `paths` git ignores (made at run time or by a build). */
export function gitIgnored(paths, root = ROOT) {
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin', '-z'], {
      cwd: root,
      input: paths.join('\0'),
      encoding: 'utf8',
    });
    return new Set(out.split('\0').filter(Boolean));
  } catch (error) {
    // Exit code 1: none of them is ignored.
    if (error.status === 1) return new Set();
    throw error;
  }
}

/** Checks the repository at `root`. */
export function checkRepository(root = ROOT) {
  const paths = repositoryFiles(root);
  const files = [];
  for (const path of paths) {
    if (SKIPPED.has(path)) continue;
    let buffer;
    try {
      buffer = readFileSync(join(root, path));
    } catch {
      continue; // deleted in the work tree, not yet committed
    }
    if (buffer.includes(0)) continue; // binary
    files.push({ path, text: buffer.toString('utf8') });
  }
  return checkFiles(files, new Set(paths), (missing) => gitIgnored(missing, root));
}

// `node scripts/check-references.mjs [root]`: the repository this file is in, or another one.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const broken = checkRepository(process.argv[2] ? resolve(process.argv[2]) : ROOT);
  for (const { file, line, mention, why } of broken) console.log(`${file}:${line}: ${mention} (${why})`);
  if (broken.length > 0) {
    console.log(`${broken.length} broken reference(s)`);
    process.exit(1);
  }
  console.log('every reference resolves inside the repository');
}
