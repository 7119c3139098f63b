// Points (locations) within the caller's reach, of a territory and an event (./of-event.ts),
// without retired ones: the wizard's picker.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { territoryCondition } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import { points } from '../../db/schema/points';
import type { AppDeps } from '../../infra/deps';
import { pointOfEvent } from './of-event';
import { toWirePoint } from './wire';

export async function listPoints(
  deps: AppDeps,
  user: SessionUser,
  filter: { territoryId: string | undefined; eventId: string | undefined },
  page: { page: number; pageSize: number },
) {
  const rows = await deps.db
    .select()
    .from(points)
    .where(
      and(
        territoryCondition(user, points.territoryId),
        filter.territoryId ? eq(points.territoryId, filter.territoryId) : undefined,
        filter.eventId ? pointOfEvent(filter.eventId) : undefined,
        // Retired points are not offered (the actions at them keep them).
        isNull(points.trashedAt),
      ),
    )
    .orderBy(asc(points.cityName), asc(points.ident))
    .limit(page.pageSize)
    .offset(page.page * page.pageSize);
  return rows.map((p) => ({ ...toWirePoint(p), chain: p.chain }));
}
