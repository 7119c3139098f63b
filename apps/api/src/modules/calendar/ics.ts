// The iCalendar text of a feed or of one action (RFC 5545, through ical-generator; docs/decisions/
// 0040): a VEVENT per action with a stable UID, a SEQUENCE and LAST-MODIFIED that grow with every
// change, times in Europe/Warsaw with its VTIMEZONE, the point's address and GEO, and a STATUS
// from the action's state and the hostess's confirmation.
import { CALENDAR_FEED } from '@tourplanner/i18n-pl/calendar';
import { format } from '@tourplanner/i18n-pl/format';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalEventStatus } from 'ical-generator';
import { ZONE } from '../../infra/dates';
import type { CalendarAction, CalendarPerson, CalendarPoint, NamePolicy } from './service';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * SEQUENCE counts whole seconds from this moment to the action's last change, so that it grows
 * with every change without a counter of its own (and fits iCalendar's 32-bit integer until 2094).
 */
const SEQUENCE_EPOCH_MS = Date.UTC(2026, 0, 1);

/** Europe/Warsaw's rules since 1996 (the last Sundays of March and October), as every client reads them. */
const WARSAW_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  `X-LIC-LOCATION:${ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
  '',
].join('\r\n');

/** The moment of the action's last change: its own, or a confirmation, start or finish after it. */
export function lastChangeOf(a: CalendarAction): Date {
  const times = [a.updatedAt, a.confirmedAt, a.startedAt, a.finishedAt].filter((d): d is Date => d !== null);
  return new Date(Math.max(...times.map((d) => d.getTime())));
}

export const sequenceOf = (a: CalendarAction) =>
  Math.max(0, Math.floor((lastChangeOf(a).getTime() - SEQUENCE_EPOCH_MS) / 1000));

/**
 * CANCELLED for a cancelled action (by the coordinator or the hostess); CONFIRMED once the hostess
 * confirmed, started or finished it; TENTATIVE while she has not confirmed.
 */
export function statusOf(a: CalendarAction): ICalEventStatus {
  if (a.status === 'cancelled' || a.status === 'hst_cancelled') return ICalEventStatus.CANCELLED;
  if (a.status === 'started' || a.status === 'finished' || a.confirmedAt) return ICalEventStatus.CONFIRMED;
  return ICalEventStatus.TENTATIVE;
}

/** The point's address on one line: name, street and number, postal code and city. */
export function addressOf(p: CalendarPoint): string {
  const street = [p.street, p.number].filter(Boolean).join(' ');
  const city = [p.postalCode, p.city].filter(Boolean).join(' ');
  return [p.name, street, city].filter(Boolean).join(', ');
}

/** The hostesses a reader may see, named as she may see them. */
function hostessNames(people: CalendarPerson[], names: NamePolicy): string[] {
  if (names.kind === 'only')
    return people.filter((p) => p.id === names.userId).map((p) => `${p.firstname} ${p.lastname}`);
  if (names.kind === 'initial')
    return people.map((p) => (p.lastname ? `${p.firstname} ${p.lastname.charAt(0)}.` : p.firstname));
  return people.map((p) => `${p.firstname} ${p.lastname}`);
}

function descriptionOf(a: CalendarAction, names: NamePolicy): string {
  const hostesses = hostessNames(a.hostesses, names);
  return [
    ...(a.event ? [format(CALENDAR_FEED.event, { event: a.event })] : []),
    hostesses.length
      ? format(CALENDAR_FEED.hostess, { hostess: hostesses.join(', ') })
      : CALENDAR_FEED.noHostess,
  ].join('\n');
}

function locationOf(point: CalendarPoint | null) {
  if (!point) return null;
  const title = addressOf(point);
  const geo =
    point.lat !== null && point.lng !== null && Number.isFinite(point.lat) && Number.isFinite(point.lng)
      ? { lat: point.lat, lon: point.lng }
      : undefined;
  if (!title && !geo) return null;
  return { title: title || `${geo?.lat}, ${geo?.lon}`, ...(geo ? { geo } : {}) };
}

export interface IcsOptions {
  /** The host part of every UID (`<action uuid>@<host>`): the API's public host. */
  host: string;
  names: NamePolicy;
  /** DTSTAMP: when the file was made. */
  now: Date;
}

/** The calendar of the given actions as iCalendar text. */
export function buildIcs(list: CalendarAction[], opts: IcsOptions): string {
  // The zone goes on each event (DTSTART;TZID=...) and the calendar only writes its VTIMEZONE:
  // a calendar-wide zone would make ical-generator write DTSTAMP and LAST-MODIFIED as local times,
  // which RFC 5545 wants in UTC.
  const cal = ical({
    prodId: { company: 'TourPlanner', product: 'Calendar', language: 'PL' },
    name: CALENDAR_FEED.name,
    timezone: { name: '', generator: (tz) => (tz === ZONE ? WARSAW_VTIMEZONE : null) },
    x: { 'X-WR-TIMEZONE': ZONE, 'X-PUBLISHED-TTL': 'PT1H' },
  });
  for (const a of list) {
    const changed = lastChangeOf(a);
    cal.createEvent({
      id: `${a.id}@${opts.host}`,
      sequence: sequenceOf(a),
      stamp: opts.now,
      lastModified: changed,
      timezone: ZONE,
      start: dayjs(a.since),
      end: dayjs(a.until),
      summary: `${a.ident} ${a.name}`,
      description: descriptionOf(a, opts.names),
      location: locationOf(a.point),
      status: statusOf(a),
    });
  }
  return cal.toString();
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The API's public host: the domain of every UID. */
export const publicHost = (env: { PUBLIC_API_URL: string }) => new URL(env.PUBLIC_API_URL).hostname;
