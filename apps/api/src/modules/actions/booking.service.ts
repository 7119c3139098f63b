// A hostess cannot be double-booked (ADR 0021): inside the saving transaction her row is locked,
// then her other booking actions are read, so two coordinators saving at once are served one
// after the other and the second sees the first's action. A clash is refused naming the other
// action; a window outside her declared availability needs the coordinator's reason.
import {
  BOOKING_STATUSES,
  type Clash,
  type Coverage,
  clashOf,
  coverageOf,
} from '@tourplanner/domain/booking';
import { format } from '@tourplanner/i18n-pl/format';
import { BOOKING_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionPoints, actions, actionUsers } from '../../db/schema/actions';
import { availabilitySlots, users } from '../../db/schema/users';
import type { Env } from '../../env';
import { ApiError, type FieldFailure } from '../../errors';
import { dayjs, ZONE } from '../../infra/dates';

type Rules = Pick<Env, 'ACTION_TRAVEL_GAP_MINUTES' | 'ACTION_AVAILABILITY_RULE'>;

export interface Window {
  since: Date;
  until: Date;
  pointIds: readonly string[];
}

/** Another booking action of a hostess that clashes with a window. */
export interface FoundClash {
  userId: string;
  kind: Clash;
  action: { id: string; ident: string; territoryId: string | null; since: Date; until: Date };
}

/** "23.11.2026 10:00–14:00" in Warsaw time. */
export function whenText(since: Date, until: Date): string {
  const s = dayjs(since).tz(ZONE);
  const u = dayjs(until).tz(ZONE);
  const end = s.isSame(u, 'day') ? u.format('HH:mm') : u.format('DD.MM.YYYY HH:mm');
  return `${s.format('DD.MM.YYYY HH:mm')}–${end}`;
}

/** Locks the hostesses' rows until the transaction ends, in one order so two savers never deadlock. */
export async function lockPeople(tx: Db, userIds: readonly string[]) {
  if (!userIds.length) return;
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...userIds]))
    .orderBy(asc(users.id))
    .for('update');
}

/** A booking action of a hostess (one row per hostess), with its points. */
export interface BookedRow {
  userId: string;
  id: string;
  ident: string;
  territoryId: string | null;
  since: Date;
  until: Date;
  pointIds: string[];
}

/** The people's booking actions that overlap [from, to), in time order, each with its points. */
export async function bookedActions(
  db: Db,
  userIds: readonly string[],
  from: Date,
  to: Date,
  exceptActionId?: string,
): Promise<BookedRow[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({
      userId: actionUsers.userId,
      id: actions.id,
      ident: actions.ident,
      territoryId: actions.territoryId,
      since: actions.since,
      until: actions.until,
    })
    .from(actionUsers)
    .innerJoin(actions, eq(actions.id, actionUsers.actionId))
    .where(
      and(
        inArray(actionUsers.userId, [...userIds]),
        inArray(actions.status, [...BOOKING_STATUSES]),
        lt(actions.since, to),
        gt(actions.until, from),
        exceptActionId ? ne(actions.id, exceptActionId) : sql`true`,
      ),
    )
    .orderBy(asc(actions.since));
  if (!rows.length) return [];
  const pts = await db
    .select({ actionId: actionPoints.actionId, pointId: actionPoints.pointId })
    .from(actionPoints)
    .where(inArray(actionPoints.actionId, [...new Set(rows.map((r) => r.id))]));
  const pointsOf = new Map<string, string[]>();
  for (const p of pts) pointsOf.set(p.actionId, [...(pointsOf.get(p.actionId) ?? []), p.pointId]);
  return rows.flatMap((r) =>
    r.since && r.until ? [{ ...r, since: r.since, until: r.until, pointIds: pointsOf.get(r.id) ?? [] }] : [],
  );
}

/** Every clash of the people's other booking actions with `w` (an action never clashes with itself). */
export async function findClashes(
  db: Db,
  rules: Rules,
  userIds: readonly string[],
  w: Window,
  exceptActionId?: string,
): Promise<FoundClash[]> {
  const gapMs = rules.ACTION_TRAVEL_GAP_MINUTES * 60_000;
  const rows = await bookedActions(
    db,
    userIds,
    new Date(w.since.getTime() - gapMs),
    new Date(w.until.getTime() + gapMs),
    exceptActionId,
  );
  const found: FoundClash[] = [];
  for (const r of rows) {
    const kind = clashOf(w, r, rules.ACTION_TRAVEL_GAP_MINUTES);
    if (kind)
      found.push({
        userId: r.userId,
        kind,
        action: { id: r.id, ident: r.ident, territoryId: r.territoryId, since: r.since, until: r.until },
      });
  }
  // Overlaps first: they are the plainer reason.
  return found.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'overlap' ? -1 : 1));
}

/** The slots the people declared that overlap [from, to). */
export async function declaredSlots(db: Db, userIds: readonly string[], from: Date, to: Date) {
  if (!userIds.length) return [];
  return db
    .select({
      userId: availabilitySlots.userId,
      since: availabilitySlots.since,
      until: availabilitySlots.until,
    })
    .from(availabilitySlots)
    .where(
      and(
        inArray(availabilitySlots.userId, [...userIds]),
        lt(availabilitySlots.since, to),
        gt(availabilitySlots.until, from),
      ),
    );
}

/** Each person's coverage of the window by the slots she declared on the days it touches. */
export async function coverageByPerson(
  db: Db,
  userIds: readonly string[],
  w: { since: Date; until: Date },
): Promise<Map<string, Coverage>> {
  const out = new Map<string, Coverage>();
  if (!userIds.length) return out;
  const dayStart = dayjs(w.since).tz(ZONE).startOf('day').toDate();
  const dayEnd = dayjs(w.until).tz(ZONE).endOf('day').toDate();
  const slots = await declaredSlots(db, userIds, dayStart, dayEnd);
  for (const id of userIds)
    out.set(
      id,
      coverageOf(
        w,
        slots.filter((s) => s.userId === id),
      ),
    );
  return out;
}

async function names(db: Db, userIds: readonly string[]) {
  const rows = userIds.length
    ? await db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(inArray(users.id, [...userIds]))
    : [];
  return new Map(rows.map((r) => [r.id, `${r.firstname} ${r.lastname}`.trim()]));
}

/**
 * The text of one clash: who, with which action, when. `reach` (the caller's territories, or
 * 'all'): an action outside it is named by its hours alone, 'zajęta w innym terytorium'.
 */
export function clashText(
  person: string,
  c: FoundClash,
  gapMinutes: number,
  reach: 'all' | readonly string[] = 'all',
): string {
  const when = whenText(c.action.since, c.action.until);
  if (reach !== 'all' && !(c.action.territoryId && reach.includes(c.action.territoryId)))
    return format(BOOKING_TEXTS.elsewhere, { person, when });
  const values = { person, ident: c.action.ident, when };
  return c.kind === 'overlap'
    ? format(BOOKING_TEXTS.overlap, values)
    : format(BOOKING_TEXTS.travel, { ...values, minutes: gapMinutes });
}

export interface BookingRequest {
  userIds: readonly string[];
  window: Window;
  /** The action being saved, which is not its own clash. */
  actionId?: string;
  /** The people whose availability is asked (new to the action, or the window moved). */
  askAvailability: readonly string[];
  /** The coordinator's reason for assigning outside availability, if sent. */
  reason: string | null;
  /** The saver's territories ('all' for ADMIN): a clash outside them is told by its hours alone. */
  reach?: 'all' | readonly string[];
  /** The reason the action already carries, kept while nothing it was given for changed. */
  currentReason?: string | null;
}

/**
 * Refuses a clash (E_HOSTESS_BUSY naming the other action) and an unexplained assignment outside
 * availability (E_OUTSIDE_AVAILABILITY); answers the override reason to keep on the action.
 * Call it inside the saving transaction.
 */
export async function assertBookable(tx: Db, rules: Rules, req: BookingRequest): Promise<string | null> {
  if (!req.userIds.length) return null;
  await lockPeople(tx, req.userIds);
  const clashes = await findClashes(tx, rules, req.userIds, req.window, req.actionId);
  if (clashes.length) {
    const who = await names(tx, req.userIds);
    const fields: FieldFailure[] = clashes.slice(0, 3).map((c) => ({
      path: `action.users.${req.userIds.indexOf(c.userId)}`,
      message: clashText(who.get(c.userId) ?? '', c, rules.ACTION_TRAVEL_GAP_MINUTES, req.reach),
    }));
    throw new ApiError('E_HOSTESS_BUSY', { fields });
  }
  if (rules.ACTION_AVAILABILITY_RULE === 'off') return null;
  const coverage = await coverageByPerson(tx, req.userIds, req.window);
  const outside = req.userIds.filter((id) => coverage.get(id) === 'outside');
  if (!outside.length) return null;
  const asked = outside.filter((id) => req.askAvailability.includes(id));
  if (asked.length && (rules.ACTION_AVAILABILITY_RULE === 'refuse' || !req.reason)) {
    const who = await names(tx, asked);
    const when = whenText(req.window.since, req.window.until);
    throw new ApiError('E_OUTSIDE_AVAILABILITY', {
      fields: asked.map((id) => ({
        path: `action.users.${req.userIds.indexOf(id)}`,
        message: format(BOOKING_TEXTS.outside, { person: who.get(id) ?? '', when }),
      })),
    });
  }
  return req.reason ?? req.currentReason ?? null;
}
