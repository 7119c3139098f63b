// Checks an action input against the database and the caller's reach: its points, its territory,
// area, event and people, one step after another, so the first problem found is the answer.
import type { ActionInput } from '@tourplanner/domain/entities';
import { addedPeople } from '@tourplanner/domain/selection';
import { ACTION_TEXTS, REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, eq, inArray } from 'drizzle-orm';
import { assertTerritory, canReachTerritory } from '../../access/scope';
import { type SessionUser, territoryIdsOfUser } from '../../access/sessions';
import type { Db } from '../../db/client';
import { actionPoints, actionUsers } from '../../db/schema/actions';
import { events, eventTerritories } from '../../db/schema/events';
import { points } from '../../db/schema/points';
import { areas, territories } from '../../db/schema/territories';
import { users } from '../../db/schema/users';
import { ApiError, fail } from '../../errors';
import { fromWire } from '../../infra/dates';
import { pointOfEvent } from '../points/of-event';
import type { ActionRow } from './wire';

/** An action input with its references checked: the row's values and its links. */
export interface ResolvedAction {
  values: {
    name: string;
    type: 'Standard' | 'Horeca';
    eventId: string | null;
    territoryId: string;
    areaId: string | null;
    since: Date | null;
    until: Date | null;
    excerpt: string | null;
    description: string | null;
  };
  pointIds: string[];
  userIds: string[];
}

type PointRow = { id: string; territoryId: string; trashedAt: Date | null };

const pointMismatch = (message: string) =>
  new ApiError('E_ACTION_POINT_MISMATCH', { fields: [{ path: 'action.actionPoints', message }] });

const chosen = <T extends { trash?: boolean | undefined }>(xs: T[]) => xs.filter((x) => !x.trash);

/** Start and end: both or neither, real dates, the end after the start. */
function datesOf(input: ActionInput) {
  const since = input.since ? fromWire(input.since.date) : null;
  const until = input.until ? fromWire(input.until.date) : null;
  if (input.since && !since) throw fail.field('action.since.date', REQUEST_TEXTS.invalidDate);
  if (input.until && !until) throw fail.field('action.until.date', REQUEST_TEXTS.invalidDate);
  if (!!since !== !!until)
    throw fail.field(since ? 'action.until' : 'action.since', ACTION_TEXTS.sinceAndUntil);
  if (since && until && until <= since) throw fail.field('action.until', ACTION_TEXTS.untilAfterSince);
  return { since, until };
}

async function pointsOf(db: Db, pointIds: string[]): Promise<PointRow[]> {
  const rows = pointIds.length
    ? await db
        .select({ id: points.id, territoryId: points.territoryId, trashedAt: points.trashedAt })
        .from(points)
        .where(inArray(points.id, pointIds))
    : [];
  if (rows.length !== pointIds.length) throw new ApiError('E_ACTION_POINT_NOT_FOUND');
  return rows;
}

/** The territory: as sent; else the current one; else the point's; else the caller's first. */
function territoryOf(user: SessionUser, input: ActionInput, current: ActionRow | undefined, pts: PointRow[]) {
  const territoryId =
    input.territory?.uuid ?? current?.territoryId ?? pts[0]?.territoryId ?? user.territoryIds[0] ?? null;
  if (!territoryId) throw fail.field('action.territory', ACTION_TEXTS.chooseTerritory);
  assertTerritory(user, territoryId);
  for (const p of pts) if (!canReachTerritory(user, p.territoryId)) throw new ApiError('E_FORBIDDEN');
  // An action belongs to one territory; its points lie in it (the wizard lists them by territory).
  if (pts.some((p) => p.territoryId !== territoryId)) {
    throw pointMismatch(ACTION_TEXTS.pointOutsideTerritory);
  }
  return territoryId;
}

async function areaOf(db: Db, areaId: string | undefined, territoryId: string): Promise<string | null> {
  if (!areaId) return null;
  const [a] = await db.select({ territoryId: areas.territoryId }).from(areas).where(eq(areas.id, areaId));
  if (!a) throw new ApiError('E_NOT_FOUND');
  if (a.territoryId !== territoryId) throw fail.field('action.area', ACTION_TEXTS.areaOutsideTerritory);
  return areaId;
}

/** The event, which must run in the action's territory and at its points. */
async function eventOf(
  db: Db,
  eventId: string | undefined,
  territoryId: string,
  pointIds: string[],
): Promise<string | null> {
  if (!eventId) return null;
  const [e] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!e) throw new ApiError('E_NOT_FOUND');
  // An event runs in its territories (none: everywhere); the action's territory must be one.
  const eventTerr = await db
    .select({ t: eventTerritories.territoryId })
    .from(eventTerritories)
    .where(eq(eventTerritories.eventId, e.id));
  if (eventTerr.length && !eventTerr.some((x) => x.t === territoryId)) {
    throw fail.field('action.event', ACTION_TEXTS.eventOutsideTerritory);
  }
  if (pointIds.length) {
    const atEvent = await db
      .select({ id: points.id })
      .from(points)
      .where(and(inArray(points.id, pointIds), pointOfEvent(e.id)));
    if (atEvent.length !== pointIds.length) throw pointMismatch(ACTION_TEXTS.pointOutsideEvent);
  }
  return e.id;
}

/**
 * Nothing retired is newly chosen (ADR 0015): a retired point, territory or area an action already
 * has stays on it, but none is taken for a new action or added to an existing one.
 */
async function checkNotRetired(
  db: Db,
  current: ActionRow | undefined,
  pts: PointRow[],
  territoryId: string,
  areaId: string | null,
) {
  const retired = pts.filter((p) => p.trashedAt !== null).map((p) => p.id);
  if (retired.length) {
    const kept = current
      ? await db
          .select({ id: actionPoints.pointId })
          .from(actionPoints)
          .where(and(eq(actionPoints.actionId, current.id), inArray(actionPoints.pointId, retired)))
      : [];
    if (kept.length !== retired.length) throw pointMismatch(ACTION_TEXTS.pointRetired);
  }
  if (territoryId !== current?.territoryId) {
    const [t] = await db
      .select({ trashedAt: territories.trashedAt })
      .from(territories)
      .where(eq(territories.id, territoryId));
    if (t?.trashedAt) throw fail.field('action.territory', ACTION_TEXTS.territoryRetired);
  }
  if (areaId && areaId !== current?.areaId) {
    const [a] = await db.select({ trashedAt: areas.trashedAt }).from(areas).where(eq(areas.id, areaId));
    if (a?.trashedAt) throw fail.field('action.area', ACTION_TEXTS.areaRetired);
  }
}

/**
 * The people: active hostesses; those an edit adds (domain's addedPeople) must share a territory
 * with the caller (ADMIN: any), while those the action already has stay whoever assigned them.
 */
export async function checkPeople(
  db: Db,
  user: SessionUser,
  userIds: string[],
  current: ActionRow | undefined,
) {
  if (!userIds.length) return;
  const people = await db
    .select({
      id: users.id,
      role: users.role,
      territoryIds: territoryIdsOfUser(),
    })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.active, true)));
  if (people.length !== userIds.length) throw new ApiError('E_NOT_FOUND');
  const had = current
    ? (
        await db
          .select({ id: actionUsers.userId })
          .from(actionUsers)
          .where(eq(actionUsers.actionId, current.id))
      ).map((r) => r.id)
    : [];
  const added = new Set(addedPeople(userIds, had));
  for (const p of people) {
    if (p.role !== 'HST') throw fail.field('action.users', ACTION_TEXTS.onlyHostesses);
    if (
      added.has(p.id) &&
      user.role !== 'ADMIN' &&
      !p.territoryIds.some((t) => user.territoryIds.includes(t))
    ) {
      throw new ApiError('E_FORBIDDEN');
    }
  }
}

/** Checks every reference of an action input against the database and the caller's reach. */
export async function resolveInput(
  db: Db,
  user: SessionUser,
  input: ActionInput,
  current?: ActionRow,
): Promise<ResolvedAction> {
  const pointIds = [...new Set(chosen(input.actionPoints).map((p) => p.point.uuid))];
  const userIds = [...new Set(chosen(input.users).map((u) => u.uuid))];
  if (input.type.ident !== 'Horeca' && pointIds.length > 1) {
    throw fail.field('action.actionPoints', ACTION_TEXTS.onePointForType);
  }
  const { since, until } = datesOf(input);
  const pointRows = await pointsOf(db, pointIds);
  const territoryId = territoryOf(user, input, current, pointRows);
  const areaId = await areaOf(db, input.area?.uuid, territoryId);
  const eventId = await eventOf(db, input.event?.uuid, territoryId, pointIds);
  await checkNotRetired(db, current, pointRows, territoryId, areaId);
  await checkPeople(db, user, userIds, current);
  return {
    values: {
      name: input.name.trim(),
      type: input.type.ident,
      eventId,
      territoryId,
      areaId,
      since,
      until,
      excerpt: input.excerpt ?? null,
      description: input.description ?? null,
    },
    pointIds,
    userIds,
  };
}
