// Every Polish text lives in packages/i18n-pl: the workspace's code holds none outside it (tests,
// stories, journeys, benches and demo data aside), checked by scripts/polish-texts.mjs. The fixture
// under fixtures/polish-texts/ proves the check finds what it should and leaves the rest.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the strings are source lines, templates included
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findPolish, polishLines } from '../polish-texts.mjs';

const fixture = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'polish-texts');

test('the workspace holds no Polish text outside packages/i18n-pl', () => {
  assert.deepEqual(findPolish(), []);
});

test('finds Polish letters, Polish quotes and common Polish words in code, JSX text and templates', () => {
  // The fixture's files, named from its apps/api/src/ folder.
  const inFixtureApi = (line) => `apps/api/src/${line}`;
  assert.deepEqual(
    findPolish(fixture).sort(),
    [
      'components/Banner.tsx:4: <section title={`Wszystkie: ${count}`}>',
      'components/Banner.tsx:5: <h1>Zapisz zmiany</h1>',
      'components/Banner.tsx:6: <p>Zamówienie przyjęte</p>',
      "messages.ts:3: required: 'Podaj adres e-mail lub numer telefonu.',",
      'messages.ts:5: quoted: (v: string) => `Miasto „${v}”`,',
      "messages.ts:7: column: ['szerokosc', 'lat'],",
    ].map(inFixtureApi),
  );
});

test('leaves comments, paths, words inside English words, tests, demo data and i18n-pl alone', () => {
  const found = findPolish(fixture).join('\n');
  for (const quiet of ['messages.ts:1:', 'messages.ts:6:', 'messages.ts:8:', 'Banner.tsx:1:']) {
    assert.ok(!found.includes(quiet), quiet);
  }
  for (const allowed of ['messages.test.ts', 'seed/people.ts', 'i18n-pl', 'domain/src/rules.ts']) {
    assert.ok(!found.includes(allowed), allowed);
  }
});

test('reads past comments without losing lines, strings holding // or /*, and nested templates', () => {
  const src = [
    "const a = 'http://example.com'; // Zapisz",
    '/* Błąd',
    '   dalej */ const b = `x ${`Usuń ${1}`} y`;',
    "const c = '/* not a comment */ Anuluj';",
    'const d = /ł/g.test(s);',
  ].join('\n');
  assert.deepEqual(polishLines(src), [
    { line: 3, text: 'const b = `x ${`Usuń ${1}`} y`;' },
    { line: 4, text: "const c = '/* not a comment */ Anuluj';" },
    { line: 5, text: 'const d = /ł/g.test(s);' },
  ]);
});
