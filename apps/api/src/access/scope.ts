// Territory scoping: ASM and HSADM reach only their own territories, ADMIN everything, HST only
// what she is assigned to (checked by the hostess handlers). Every handler touching territorial
// data goes through these helpers.
import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import { ApiError } from '../errors';
import type { SessionUser } from './sessions';

export const seesEverything = (user: SessionUser) => user.role === 'ADMIN';

/** The territory ids the user may reach, or 'all'. */
export function reachableTerritories(user: SessionUser): 'all' | string[] {
  return seesEverything(user) ? 'all' : user.territoryIds;
}

export function canReachTerritory(user: SessionUser, territoryId: string | null | undefined): boolean {
  if (seesEverything(user)) return true;
  return !!territoryId && user.territoryIds.includes(territoryId);
}

/** Throws E_FORBIDDEN when the territory is outside the user's reach. */
export function assertTerritory(user: SessionUser, territoryId: string | null | undefined): void {
  if (!canReachTerritory(user, territoryId)) throw new ApiError('E_FORBIDDEN');
}

/** A WHERE condition limiting `column` (a territory id) to the user's reach; undefined for ADMIN. */
export function territoryCondition(user: SessionUser, column: AnyColumn | SQL): SQL | undefined {
  const reach = reachableTerritories(user);
  if (reach === 'all') return undefined;
  if (reach.length === 0) return sql`false`;
  return inArray(column as AnyColumn, reach);
}

/**
 * Narrows requested territory ids to the reachable ones. An explicit request for an unreachable
 * territory is refused (E_FORBIDDEN) rather than silently emptied, so the caller learns of it.
 */
export function narrowTerritories(user: SessionUser, requested: string[] | undefined): 'all' | string[] {
  const reach = reachableTerritories(user);
  if (!requested || requested.length === 0) return reach;
  if (reach !== 'all') for (const id of requested) if (!reach.includes(id)) throw new ApiError('E_FORBIDDEN');
  return requested;
}
