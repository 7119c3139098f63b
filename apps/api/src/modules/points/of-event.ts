// Which points an event runs at: the points linked to it (event_points), or, for an event with no
// linked points (one made with /event/create), every point of its territories (an event with no
// territories runs everywhere, as for actions). /point/list offers exactly these points and
// /action/create and /update accept only these, so the wizard and the server cannot disagree.
import { type SQL, sql } from 'drizzle-orm';
import { eventTerritories } from '../../db/schema/events';
import { eventPoints, points } from '../../db/schema/points';

export function pointOfEvent(eventId: string): SQL {
  const ep = eventPoints;
  const et = eventTerritories;
  return sql`(
    exists (select 1 from ${ep} where ${ep.eventId} = ${eventId} and ${ep.pointId} = ${points.id})
    or (
      not exists (select 1 from ${ep} where ${ep.eventId} = ${eventId})
      and (
        not exists (select 1 from ${et} where ${et.eventId} = ${eventId})
        or exists (select 1 from ${et} where ${et.eventId} = ${eventId} and ${et.territoryId} = ${points.territoryId})
      )
    )
  )`;
}
