// The event id (ident) built from the event name and today's date (SPEC §2, events screen).
//
// Form chosen: `${slug}-${DD.MM.YYYY}`. The slug is the name in lower case with Polish letters
// transliterated (ą->a, ł->l, ...), every run of other characters replaced by one '-', trimmed of
// '-', and cut to 60 characters; an empty slug leaves just the date. Why: the id travels in URLs,
// CSV exports and CRM fields (`eventIdent` of a lead), where spaces and diacritics cause trouble,
// while the date still reads as the spec's DD.MM.YYYY. Example: 'Żabka Kraków' on 22.11.2026 ->
// 'zabka-krakow-22.11.2026'.
import { formatPolishDate, type Instant, todayYmd } from './dates.ts';

export const EVENT_SLUG_MAX = 60;

const POLISH: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
};

/** The name as an id-safe slug (lower case ASCII letters, digits and single dashes). */
export function eventSlug(name: string): string {
  const ascii = name
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (c) => POLISH[c] ?? c)
    // Other accented Latin letters (é, ü, ...) lose their accent rather than the letter.
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, EVENT_SLUG_MAX)
    .replace(/-+$/, '');
}

/** The event id for a name created at `now` (the date is the Polish calendar day). */
export function eventIdent(name: string, now: Instant): string {
  const date = formatPolishDate(todayYmd(now));
  const slug = eventSlug(name);
  return slug ? `${slug}-${date}` : date;
}
