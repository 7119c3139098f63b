// The event id (ident) built from the event name and today's date (SPEC §2, events screen), as the
// demo data has it: the name with its runs of spaces made one, a space, and DD.MM.YYYY
// ('Glo Hyper Tour 22.10.2026'). The name is cut so the id fits the wire's 200 characters.
import { formatPolishDate, type Instant, todayYmd } from './dates.ts';

/** The longest id /event/create accepts (domain/wire/events.ts). */
export const EVENT_IDENT_MAX = 200;

/** The event id for a name created at `now` (the date is the Polish calendar day). */
export function eventIdent(name: string, now: Instant): string {
  const date = formatPolishDate(todayYmd(now));
  const room = EVENT_IDENT_MAX - date.length - 1;
  const clean = name.replace(/\s+/g, ' ').trim().slice(0, room).trim();
  return clean ? `${clean} ${date}` : date;
}
