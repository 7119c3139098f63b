// Actions for coordinators: create, update, set status and list, with every reference checked
// against the caller's territories.
import type { ActionFilters } from '@tourplanner/api-client/contract';
import { canEdit, missingForStatusChange } from '@tourplanner/domain/action-status';
import type { ActionInput, ActionStatus } from '@tourplanner/domain/entities';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionPoints, actions, actionUsers } from '../../db/schema/actions';
import { events, eventTerritories } from '../../db/schema/events';
import { points } from '../../db/schema/points';
import { areas } from '../../db/schema/territories';
import { users, userTerritories } from '../../db/schema/users';
import type { AppDeps, SessionUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { assertTerritory, canReachTerritory } from '../../http/scope';
import { fromWire } from '../../lib/dates';
import { pointOfEvent } from '../points/of-event';
import { actionWhere } from './filters';
import { type ActionRow, wireActions } from './wire';

const invalid = (path: string, message: string) =>
  new ApiError('E_VALIDATION', { fields: [{ path, message }] });

const pointMismatch = (message: string) =>
  new ApiError('E_ACTION_POINT_MISMATCH', { fields: [{ path: 'action.actionPoints', message }] });

const chosen = <T extends { trash?: boolean | undefined }>(xs: T[]) => xs.filter((x) => !x.trash);

interface Resolved {
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

/** Checks every reference of an action input against the database and the caller's reach. */
async function resolveInput(
  db: Db,
  user: SessionUser,
  input: ActionInput,
  current?: ActionRow,
): Promise<Resolved> {
  const pointIds = [...new Set(chosen(input.actionPoints).map((p) => p.point.uuid))];
  const userIds = [...new Set(chosen(input.users).map((u) => u.uuid))];
  if (input.type.ident !== 'Horeca' && pointIds.length > 1) {
    throw invalid('action.actionPoints', 'Akcja tego typu ma jedną lokalizację.');
  }
  const since = input.since ? fromWire(input.since.date) : null;
  const until = input.until ? fromWire(input.until.date) : null;
  if (input.since && !since) throw invalid('action.since.date', 'Niepoprawna data');
  if (input.until && !until) throw invalid('action.until.date', 'Niepoprawna data');
  if (!!since !== !!until)
    throw invalid(since ? 'action.until' : 'action.since', 'Podaj początek i koniec akcji.');
  if (since && until && until <= since)
    throw invalid('action.until', 'Koniec akcji musi być po jej początku.');

  const pointRows = pointIds.length
    ? await db
        .select({ id: points.id, territoryId: points.territoryId })
        .from(points)
        .where(inArray(points.id, pointIds))
    : [];
  if (pointRows.length !== pointIds.length) throw new ApiError('E_ACTION_POINT_NOT_FOUND');

  // The territory: as sent; else the current one; else the point's; else the caller's first.
  const territoryId =
    input.territory?.uuid ??
    current?.territoryId ??
    pointRows[0]?.territoryId ??
    user.territoryIds[0] ??
    null;
  if (!territoryId) throw invalid('action.territory', 'Wybierz terytorium.');
  assertTerritory(user, territoryId);
  for (const p of pointRows) if (!canReachTerritory(user, p.territoryId)) throw new ApiError('E_FORBIDDEN');
  // An action belongs to one territory; its points lie in it (the wizard lists them by territory).
  if (pointRows.some((p) => p.territoryId !== territoryId)) {
    throw pointMismatch('Lokalizacja nie należy do terytorium akcji.');
  }

  let areaId: string | null = null;
  if (input.area?.uuid) {
    const [a] = await db
      .select({ territoryId: areas.territoryId })
      .from(areas)
      .where(eq(areas.id, input.area.uuid));
    if (!a) throw new ApiError('E_NOT_FOUND');
    if (a.territoryId !== territoryId) throw invalid('action.area', 'Obszar nie należy do terytorium akcji.');
    areaId = input.area.uuid;
  }
  let eventId: string | null = null;
  if (input.event?.uuid) {
    const [e] = await db.select({ id: events.id }).from(events).where(eq(events.id, input.event.uuid));
    if (!e) throw new ApiError('E_NOT_FOUND');
    // An event runs in its territories (none: everywhere); the action's territory must be one.
    const eventTerr = await db
      .select({ t: eventTerritories.territoryId })
      .from(eventTerritories)
      .where(eq(eventTerritories.eventId, e.id));
    if (eventTerr.length && !eventTerr.some((x) => x.t === territoryId)) {
      throw invalid('action.event', 'Event nie obejmuje terytorium akcji.');
    }
    eventId = e.id;
    if (pointIds.length) {
      const atEvent = await db
        .select({ id: points.id })
        .from(points)
        .where(and(inArray(points.id, pointIds), pointOfEvent(e.id)));
      if (atEvent.length !== pointIds.length) {
        throw pointMismatch('Lokalizacja nie należy do wybranego eventu.');
      }
    }
  }
  if (userIds.length) {
    const people = await db
      .select({
        id: users.id,
        role: users.role,
        territoryIds: sql<
          string[]
        >`coalesce((select array_agg(${userTerritories.territoryId}::text) from ${userTerritories} where ${userTerritories.userId} = ${users.id}), '{}')`,
      })
      .from(users)
      .where(and(inArray(users.id, userIds), eq(users.active, true)));
    if (people.length !== userIds.length) throw new ApiError('E_NOT_FOUND');
    for (const p of people) {
      if (p.role !== 'HST') throw invalid('action.users', 'Do akcji przypisuje się tylko hostessy.');
      if (user.role !== 'ADMIN' && !p.territoryIds.some((t) => user.territoryIds.includes(t))) {
        throw new ApiError('E_FORBIDDEN');
      }
    }
  }
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

async function replaceLinks(db: Db, actionId: string, pointIds: string[], userIds: string[]) {
  await db.delete(actionPoints).where(eq(actionPoints.actionId, actionId));
  await db.delete(actionUsers).where(eq(actionUsers.actionId, actionId));
  if (pointIds.length)
    await db.insert(actionPoints).values(pointIds.map((pointId) => ({ actionId, pointId })));
  if (userIds.length) await db.insert(actionUsers).values(userIds.map((userId) => ({ actionId, userId })));
}

export async function loadAction(db: Db, id: string): Promise<ActionRow> {
  const [row] = await db.select().from(actions).where(eq(actions.id, id));
  if (!row) throw new ApiError('E_NOT_FOUND');
  return row;
}

/** Loads an action a coordinator may touch (its territory in reach), else E_NOT_FOUND/E_FORBIDDEN. */
export async function loadReachableAction(db: Db, user: SessionUser, id: string): Promise<ActionRow> {
  const row = await loadAction(db, id);
  assertTerritory(user, row.territoryId);
  return row;
}

export async function createAction(deps: AppDeps, user: SessionUser, input: ActionInput) {
  const r = await resolveInput(deps.db, user, input);
  const id = await deps.db.transaction(async (tx) => {
    const nextNo = await tx.execute(sql`select nextval(pg_get_serial_sequence('actions', 'no'))::int as no`);
    const no = (nextNo.rows[0] as { no: number }).no;
    const ident = input.ident?.trim() || `AK-${String(no).padStart(6, '0')}`;
    const [row] = await tx
      .insert(actions)
      .values({ ...r.values, no, ident, status: 'editable', createdBy: user.id })
      .returning({ id: actions.id });
    await replaceLinks(tx as unknown as Db, row!.id, r.pointIds, r.userIds);
    return row!.id;
  });
  const [wire] = await wireActions(deps.db, [id]);
  return wire!;
}

export async function updateAction(deps: AppDeps, user: SessionUser, input: ActionInput & { uuid: string }) {
  const current = await loadReachableAction(deps.db, user, input.uuid);
  if (!canEdit(current.status)) throw new ApiError('E_ACTION_NOT_EDITABLE');
  const r = await resolveInput(deps.db, user, input, current);
  await deps.db.transaction(async (tx) => {
    // Re-checked under the row lock: a hostess may have started it meanwhile.
    const [locked] = await tx
      .select({ status: actions.status })
      .from(actions)
      .where(eq(actions.id, current.id))
      .for('update');
    if (!locked || !canEdit(locked.status)) throw new ApiError('E_ACTION_NOT_EDITABLE');
    await tx
      .update(actions)
      .set({
        ...r.values,
        ...(input.ident?.trim() ? { ident: input.ident.trim() } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(actions.id, current.id));
    await replaceLinks(tx as unknown as Db, current.id, r.pointIds, r.userIds);
  });
  const [wire] = await wireActions(deps.db, [current.id]);
  return wire!;
}

/** Statuses a coordinator may leave: not one that a hostess has moved on (started, finished). */
const LOCKED_FOR_COORDINATOR: ActionStatus[] = ['started', 'finished'];

export async function setActionStatus(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  status: 'editable' | 'accepted' | 'cancelled',
) {
  const current = await loadReachableAction(deps.db, user, id);
  if (LOCKED_FOR_COORDINATOR.includes(current.status)) throw new ApiError('E_STATUS_NOT_ALLOWED');
  const [wire] = await wireActions(deps.db, [id]);
  const missing = missingForStatusChange(wire!);
  if (missing.length) {
    throw new ApiError('E_EMPTY_VALUE', {
      fields: missing.map((m) => ({ path: `action.${m}`, message: 'Uzupełnij brakujące dane' })),
    });
  }
  const updated = await deps.db
    .update(actions)
    .set({ status, updatedAt: deps.now() })
    .where(and(eq(actions.id, id), sql`${actions.status} not in ('started', 'finished')`))
    .returning({ id: actions.id });
  if (!updated.length) throw new ApiError('E_STATUS_NOT_ALLOWED');
  const [after] = await wireActions(deps.db, [id]);
  return after!;
}

export async function listActions(
  deps: AppDeps,
  user: SessionUser,
  filters: Partial<ActionFilters>,
  page: { limit: number; offset: number },
) {
  const where = actionWhere(user, filters);
  const [idRows, total] = await Promise.all([
    deps.db
      .select({ id: actions.id })
      .from(actions)
      .where(where)
      .orderBy(asc(actions.listAt), asc(actions.no))
      .limit(page.limit)
      .offset(page.offset),
    deps.db.select({ n: count() }).from(actions).where(where),
  ]);
  return {
    actions: await wireActions(
      deps.db,
      idRows.map((r) => r.id),
    ),
    count: Number(total[0]?.n ?? 0),
  };
}
