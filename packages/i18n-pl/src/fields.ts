// A refused save names its fields in Polish (SPEC §8: a validation failure says what to correct):
// the labels of the request fields the server lists in data.fields, and which of the server's
// field messages are its own Polish texts (a zod message of a malformed body is not shown).
import { ERROR_TEXTS } from './errors.ts';
import * as server from './server.ts';

/** The last named segment of a field path -> its label on screen. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Nazwa',
  territory: 'Terytorium',
  area: 'Obszar',
  type: 'Typ akcji',
  event: 'Event',
  actionPoints: 'Lokalizacja',
  point: 'Lokalizacja',
  since: 'Początek',
  until: 'Koniec',
  date: 'Data',
  users: 'Personel',
  status: 'Status',
  ident: 'Id',
  file: 'Plik',
  count: 'Liczba kopii',
  emailAddress: 'E-mail',
  mobilePhone: 'Telefon',
  firstname: 'Imię',
  lastname: 'Nazwisko',
  username: 'Login',
  password: 'Hasło',
  availability: 'Dostępność',
  city: 'Miasto',
  street: 'Ulica',
};

/** The label of a field path ('action.since.date' -> 'Początek'), null when none is known. */
export function fieldLabel(path: string): string | null {
  const segments = path.split('.').filter((s) => s && !/^\d+$/.test(s));
  // 'since.date' and 'until.date' are the start and the end, not a separate date.
  const last = segments.at(-1);
  const owner = last === 'date' || last === 'uuid' || last === 'ident' ? segments.at(-2) : undefined;
  for (const key of [owner, last]) if (key && FIELD_LABELS[key]) return FIELD_LABELS[key];
  return null;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SERVER_TEXTS: RegExp[] = Object.values(server)
  .flatMap((group) => Object.values(group as Record<string, unknown>))
  .filter((t): t is string => typeof t === 'string')
  .map(
    (t) =>
      new RegExp(
        `^${t
          .split(/\{\w+\}/)
          .map(escapeRe)
          .join('.+')}$`,
        's',
      ),
  );

/** Whether a field message is one of the server's Polish texts (with its placeholders filled). */
export const isServerText = (message: string) => SERVER_TEXTS.some((re) => re.test(message));

/**
 * The toast of a refused save: the catalogue's E_VALIDATION text, then each failing field by its
 * Polish label with the server's message ('Obszar: Obszar nie należy do terytorium akcji.').
 */
export function validationText(fields: readonly { path: string; message: string }[]): string {
  const base = ERROR_TEXTS.E_VALIDATION as string;
  const parts = fields.slice(0, 3).map((f) => {
    const label = fieldLabel(f.path);
    const said = isServerText(f.message) ? f.message : null;
    if (label && said) return `${label}: ${said}`;
    return label ? `${label}.` : said;
  });
  const named = [...new Set(parts.filter((p): p is string => !!p))];
  return named.length ? `${base} ${named.join(' ')}` : base;
}

const sentence = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

/**
 * The toast of another refusal that lists its reasons (a CSV import's bad lines, 'Linia 3: …'):
 * the catalogue text, then the first five of the server's own texts, each a sentence.
 */
export function failureText(text: string, fields: readonly { path: string; message: string }[]): string {
  const said = fields
    .map((f) => f.message)
    .filter(isServerText)
    .slice(0, 5)
    .map(sentence);
  return said.length ? `${text} ${said.join(' ')}` : text;
}
