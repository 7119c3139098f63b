#!/usr/bin/env node
// Every Polish word on screen comes from packages/i18n-pl: this finds Polish in the code of the rest
// of the workspace (string literals, template literals, JSX text; comments left out): a Polish
// letter or Polish quotes, or a common Polish word written without its letters ('Podaj adres e-mail
// lub numer', 'szerokosc'). Tests, stories, browser journeys, benches, the API's demo data
// (src/seed/: names and cities are data, not texts on screen) and the Polish wire values of
// domain/src/poll.ts may hold Polish (ALLOWED says why). `node scripts/polish-texts.mjs` lists what
// it finds; scripts/test/polish-texts.test.mjs fails on it in `pnpm test:repo`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A Polish letter or a Polish quotation mark. */
export const POLISH_LETTER = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ„”]/;

/**
 * Common words of the product's Polish that are no English word nor a likely identifier, as a
 * whole word (not inside a path, a property access or a kebab-case name).
 */
export const POLISH_WORD =
  /(?<![\w$./-])(nie|lub|oraz|dla|jest|przez|tylko|albo|podaj|wpisz|wybierz|musi|zostanie|istnieje|tego|konsumenta|hostessy|akcj[aei]|daty|formacie|oczekiwano|niepoprawn[aey]|zaloguj|wyloguj|zapisz|anuluj|dodaj|edytuj|zamknij|haslo|hasla|telefonu|rejestracj[ai]|nazwa|miasto|ulica|terytorium|siec|szerokosc|dlugosc|brak|wszystkie)(?![\w$/-])/i;

export const isPolish = (text) => POLISH_LETTER.test(text) || POLISH_WORD.test(text);

/** Folders searched, relative to the repository. */
const ROOTS = ['apps', 'packages', 'tooling', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/;

/** Paths (relative, '/'-separated) that may hold Polish, and why. */
const ALLOWED = [
  /(^|\/)node_modules\//,
  /(^|\/)(dist|dist-e2e|storybook-static|coverage|playwright-report|test-results)\//,
  /^packages\/i18n-pl\//, // the texts themselves
  /\.(test|spec|stories|story)\.[cm]?[jt]sx?$/, // tests and stories assert and show the texts
  /(^|\/)(test|e2e|screens|perf|fixtures)\//, // test helpers, browser journeys, screenshots, benches
  /^apps\/[^/]+\/scripts\//, // benches and their made-up payloads
  /^apps\/api\/src\/seed\//, // demo data: names and cities, not texts on screen
  /^packages\/domain\/src\/poll\.ts$/, // the survey's answers as the wire spells them ('tak', 'nie')
  /^scripts\/polish-texts\.mjs$/, // this checker: the words it looks for
];

export function isAllowed(relPath) {
  return ALLOWED.some((re) => re.test(relPath));
}

const REGEX_BEFORE = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const REGEX_KEYWORDS = /(^|[^\w$])(return|typeof|case|in|of|void|delete|throw|yield|await|else|do)$/;

/**
 * The source with its comments blanked out (newlines kept, so line numbers stay), strings, template
 * literals, regular expressions and JSX text kept as written.
 */
export function withoutComments(src) {
  let out = '';
  let i = 0;
  const braces = []; // for each open '${', the brace depth at which its template resumes
  let depth = 0;
  let lastSignificant = '';
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  const readTemplate = () => {
    // at a '`' or after a '}' closing a '${': read to the closing '`' or the next '${'
    const start = i;
    i++;
    while (i < src.length) {
      const c = src[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        i++;
        out += src.slice(start, i);
        lastSignificant = '`';
        return;
      } else if (c === '$' && src[i + 1] === '{') {
        i += 2;
        out += src.slice(start, i);
        braces.push(depth);
        depth++;
        lastSignificant = '{';
        return;
      } else i++;
    }
    out += src.slice(start);
  };
  while (i < src.length) {
    const c = src[i];
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      const end = src.indexOf('\n', i);
      const stop = end === -1 ? src.length : end;
      out += blank(src.slice(i, stop));
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end === -1 ? src.length : end + 2;
      out += blank(src.slice(i, stop));
      i = stop;
    } else if (c === "'" || c === '"') {
      const start = i;
      i++;
      while (i < src.length && src[i] !== c && src[i] !== '\n') i += src[i] === '\\' ? 2 : 1;
      i++;
      out += src.slice(start, i);
      lastSignificant = c;
    } else if (c === '`') {
      readTemplate();
    } else if (c === '}' && braces.length && depth - 1 === braces[braces.length - 1]) {
      braces.pop();
      depth--;
      readTemplate();
    } else if (c === '/' && (REGEX_BEFORE.has(lastSignificant) || REGEX_KEYWORDS.test(out.trimEnd()))) {
      const start = i;
      i++;
      let inClass = false;
      while (i < src.length && src[i] !== '\n') {
        if (src[i] === '\\') i++;
        else if (src[i] === '[') inClass = true;
        else if (src[i] === ']') inClass = false;
        else if (src[i] === '/' && !inClass) break;
        i++;
      }
      i++;
      out += src.slice(start, i);
      lastSignificant = '/';
    } else {
      if (c === '{') depth++;
      else if (c === '}') depth--;
      if (!/\s/.test(c)) lastSignificant = c;
      out += c;
      i++;
    }
  }
  return out;
}

/** The lines of `src` with Polish outside comments, as `{line, text}` (1-based). */
export function polishLines(src) {
  return withoutComments(src)
    .split('\n')
    .flatMap((text, i) => (isPolish(text) ? [{ line: i + 1, text: text.trim() }] : []));
}

function sourcesUnder(dir, out) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) sourcesUnder(full, out);
    else if (SOURCE.test(name)) out.push(full);
  }
  return out;
}

/** Every Polish line of the workspace outside the allowed places, as 'path:line: text'. */
export function findPolish(root = repoRoot) {
  const files = ROOTS.flatMap((r) => sourcesUnder(join(root, r), []));
  return files.flatMap((file) => {
    const rel = relative(root, file).split(sep).join('/');
    if (isAllowed(rel)) return [];
    return polishLines(readFileSync(file, 'utf8')).map((l) => `${rel}:${l.line}: ${l.text}`);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = findPolish();
  for (const f of found) console.log(f);
  process.exitCode = found.length ? 1 : 0;
}
