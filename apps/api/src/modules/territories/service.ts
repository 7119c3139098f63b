// Territories within the caller's reach (the pickers: retired ones left out).
import { and, asc, isNull } from 'drizzle-orm';
import { territoryCondition } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import { territories } from '../../db/schema/territories';
import type { AppDeps } from '../../infra/deps';

export async function listTerritories(
  deps: AppDeps,
  user: SessionUser,
  page: { page: number; pageSize: number },
) {
  return deps.db
    .select({ uuid: territories.id, ident: territories.ident })
    .from(territories)
    .where(and(territoryCondition(user, territories.id), isNull(territories.trashedAt)))
    .orderBy(asc(territories.ident))
    .limit(page.pageSize)
    .offset(page.page * page.pageSize);
}
