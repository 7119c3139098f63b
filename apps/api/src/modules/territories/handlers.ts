// /territory/list (the pickers) and the 'Regionalizacja' screen: /region/list, /territory/create
// and /update, /area/create and /update (ADMIN). Split: service (the picker list) and
// regions.service (the screen's list and the writes).
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import {
  checkNamed,
  createArea,
  createTerritory,
  listRegions,
  updateArea,
  updateTerritory,
} from './regions.service';
import { listTerritories } from './service';

export const territoryHandlers = defineHandlers({
  async territoryList(ctx) {
    return { data: await listTerritories(ctx.deps, caller(ctx), ctx.body.pagination) };
  },

  async regionList(ctx) {
    return { data: await listRegions(ctx.deps) };
  },

  async territoryCreate(ctx) {
    return { data: await createTerritory(ctx.deps, checkNamed('territory', ctx.body.territory)) };
  },

  async territoryUpdate(ctx) {
    const { territory } = ctx.body;
    return { data: await updateTerritory(ctx.deps, territory.uuid, checkNamed('territory', territory)) };
  },

  async areaCreate(ctx) {
    const { area } = ctx.body;
    return { data: await createArea(ctx.deps, checkNamed('area', area), area.territory.uuid) };
  },

  async areaUpdate(ctx) {
    const { area } = ctx.body;
    return { data: await updateArea(ctx.deps, area.uuid, checkNamed('area', area), area.territory.uuid) };
  },
});
