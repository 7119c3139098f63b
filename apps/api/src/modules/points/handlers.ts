// /point/list (the wizard's picker) and the locations screen: /point/search, /point/create,
// /point/update, /point/import. Split by what it does: service (the picker), manage.service (the
// table, create, edit, retire), point-input (the checks of a point), point-file (reading an
// import file) and import.service (applying it).
import { assertTerritory } from '../../access/scope';
import { fail } from '../../errors';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { importPoints } from './import.service';
import { createPoint, type PointChange, searchPoints, updatePoint } from './manage.service';
import { pointFileLines, readPointRows } from './point-file';
import { checkPoint } from './point-input';
import { listPoints } from './service';

interface PointBody {
  ident: string;
  name: string;
  chain?: string | null | undefined;
  address: { streetAddress: string; streetNumber: string; cityName: string; postalCode: string };
  territory: { uuid: string };
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  trash?: boolean | undefined;
}

/** The point as sent, checked: E_VALIDATION listing every failing field under `point.`. */
function pointChange(p: PointBody): PointChange {
  const { values, problems } = checkPoint({ ...p, ...p.address });
  if (problems.length)
    throw fail.validation(problems.map((x) => ({ path: `point.${x.field}`, message: x.message })));
  return { values, territoryId: p.territory.uuid, trash: p.trash };
}

export const pointHandlers = defineHandlers({
  async pointList(ctx) {
    const user = caller(ctx);
    const territoryId = ctx.body.territory?.uuid;
    if (ctx.body.territory) assertTerritory(user, territoryId);
    const filter = { territoryId, eventId: ctx.body.event?.uuid };
    return { data: await listPoints(ctx.deps, user, filter, ctx.body.pagination) };
  },

  async pointSearch(ctx) {
    const { territory, search, chain, trash, pagination } = ctx.body;
    const query = { territoryId: territory?.uuid, search, chain, trash: trash ?? false };
    return { data: await searchPoints(ctx.deps, caller(ctx), query, pagination) };
  },

  async pointCreate(ctx) {
    return { data: await createPoint(ctx.deps, caller(ctx), pointChange(ctx.body.point)) };
  },

  async pointUpdate(ctx) {
    const { point } = ctx.body;
    return { data: await updatePoint(ctx.deps, caller(ctx), point.uuid, pointChange(point)) };
  },

  async pointImport(ctx) {
    const user = caller(ctx);
    const rows = readPointRows(await pointFileLines(ctx.files));
    const result = await importPoints(ctx.deps, user, rows);
    ctx.deps.log.info({ ...result, rows: rows.length }, 'points imported');
    return { data: result };
  },
});
