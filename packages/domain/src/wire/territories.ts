// /territory/list: the territories visible to the caller (the pickers: retired ones left out).
// /region/list, /territory/create, /territory/update, /area/create, /area/update: the
// 'Regionalizacja' screen (additions, ADMIN).
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { roleId, territory, uuid } from '../entities.ts';
import { pagePagination } from '../paging.ts';
import { ref } from './common.ts';

export const territoryListBody = z.object({ pagination: pagePagination(LIMITS.territoriesPageSize) });
export const territoryListAnswer = z.array(territory);

export const territoryInput = z.object({
  ident: z.string().max(100),
  name: z.string().max(200),
  /** Retire (true) or bring back (false): a retired territory leaves the pickers, its history stays. */
  trash: z.boolean().optional(),
});
export const territoryCreateBody = z.object({ territory: territoryInput });
export const territoryUpdateBody = z.object({ territory: territoryInput.extend({ uuid }) });

export const areaInput = z.object({
  ident: z.string().max(100),
  name: z.string().max(200),
  territory: ref,
  trash: z.boolean().optional(),
});
export const areaCreateBody = z.object({ area: areaInput });
export const areaUpdateBody = z.object({ area: areaInput.extend({ uuid }) });

export const areaRow = z.object({
  uuid,
  ident: z.string(),
  name: z.string(),
  territory: z.object({ uuid }),
  trash: z.boolean(),
});
export type AreaRow = z.infer<typeof areaRow>;

/** A person of a territory as the screen lists them (coordinators and hostesses). */
export const regionMember = z.object({
  uuid,
  firstname: z.string(),
  lastname: z.string(),
  role: roleId,
  active: z.boolean(),
});

export const territoryRow = z.object({
  uuid,
  ident: z.string(),
  name: z.string(),
  trash: z.boolean(),
  areas: z.array(areaRow),
  people: z.array(regionMember),
  points: z.number().int(),
});
export type TerritoryRow = z.infer<typeof territoryRow>;

export const regionListAnswer = z.array(territoryRow);
