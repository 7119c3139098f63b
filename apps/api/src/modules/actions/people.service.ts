// An action with its hostesses and its point, as the hostess's notices (reminders), the
// coordinators' alerts (notifications) and the calendar feeds (calendar) read it. One reader for
// the three: the hostesses and the point are two correlated JSON subqueries, so a batch of actions
// is one statement, and the calendar puts the same two into its own filtered, ordered select.
// Each reader keeps its own rule of whom it counts: the reader answers every person on the action
// with her role and whether she is active.
import type { RoleId } from '@tourplanner/domain/entities';
import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { actionPoints, actions, actionUsers, attendanceColumns } from '../../db/schema/actions';
import { points } from '../../db/schema/points';
import { users } from '../../db/schema/users';

/** A person put on the action (action_users), with what the readers of it need. */
export interface ActionPerson {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  role: RoleId;
  active: boolean;
  /** When she was put on it as a replacement (/action/reassign); null for the planned ones. */
  assignedAt: Date | null;
}

/** The action's first point (by ident). */
export interface ActionPlace {
  name: string | null;
  street: string | null;
  number: string | null;
  postalCode: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
}

/**
 * A column with its table's name, always: in a select from `actions` alone drizzle writes bare
 * column names, and in these subqueries a bare "id" or "name" would be whichever table is nearest.
 */
const col = (table: AnyPgTable, column: AnyPgColumn) => sql`${table}.${sql.identifier(column.name)}`;
const au = (c: AnyPgColumn) => col(actionUsers, c);
const u = (c: AnyPgColumn) => col(users, c);
const ap = (c: AnyPgColumn) => col(actionPoints, c);
const pt = (c: AnyPgColumn) => col(points, c);
const outerActionId = col(actions, actions.id);

/** A person as the JSON subquery answers her: the moment is text. */
type PersonJson = Omit<ActionPerson, 'assignedAt'> & { assignedAt: string | null };

/** The action's people (every role, active or not), by surname, first name and id, as a JSON array. */
export const actionPeopleSql = sql<PersonJson[]>`coalesce((
  select json_agg(json_build_object(
      'id', ${u(users.id)}, 'firstname', ${u(users.firstname)}, 'lastname', ${u(users.lastname)},
      'email', ${u(users.email)}, 'phone', ${u(users.phone)}, 'role', ${u(users.role)},
      'active', ${u(users.active)}, 'assignedAt', ${au(actionUsers.assignedAt)})
    order by ${u(users.lastname)}, ${u(users.firstname)}, ${u(users.id)})
  from ${actionUsers} join ${users} on ${u(users.id)} = ${au(actionUsers.userId)}
  where ${au(actionUsers.actionId)} = ${outerActionId}), '[]'::json)`;

/** The action's first point (by ident), as one JSON value, or null. */
export const actionPlaceSql = sql<ActionPlace | null>`(
  select json_build_object(
    'name', ${pt(points.name)}, 'street', ${pt(points.streetAddress)}, 'number', ${pt(points.streetNumber)},
    'postalCode', ${pt(points.postalCode)}, 'city', ${pt(points.cityName)}, 'lat', ${pt(points.lat)},
    'lng', ${pt(points.lng)})
  from ${actionPoints} join ${points} on ${pt(points.id)} = ${ap(actionPoints.pointId)}
  where ${ap(actionPoints.actionId)} = ${outerActionId}
  order by ${pt(points.ident)} limit 1)`;

/** The people as `actionPeopleSql` answered them, with their moments as dates. */
export const peopleOf = (json: readonly PersonJson[]): ActionPerson[] =>
  json.map((p) => ({ ...p, assignedAt: p.assignedAt === null ? null : new Date(p.assignedAt) }));

/** The action's own columns the readers use. */
const actionColumns = {
  id: actions.id,
  ident: actions.ident,
  name: actions.name,
  territoryId: actions.territoryId,
  ...attendanceColumns,
  updatedAt: actions.updatedAt,
};

export interface ActionWithPeople {
  id: string;
  ident: string;
  name: string;
  territoryId: string | null;
  status: string;
  since: Date | null;
  until: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  confirmedAt: Date | null;
  updatedAt: Date;
  people: ActionPerson[];
  /** Null also when the caller did not ask for it. */
  point: ActionPlace | null;
}

/**
 * These actions as they are now, with their people and (unless `point: false`) their first point:
 * one statement for the batch. An id with no action is left out.
 */
export async function loadActionsWithPeople(
  db: Db,
  ids: readonly string[],
  opts: { point?: boolean } = {},
): Promise<ActionWithPeople[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      ...actionColumns,
      people: actionPeopleSql,
      point: opts.point === false ? sql<null>`null` : actionPlaceSql,
    })
    .from(actions)
    .where(inArray(actions.id, [...new Set(ids)]));
  return rows.map((r) => ({ ...r, people: peopleOf(r.people) }));
}
