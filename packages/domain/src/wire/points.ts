// /point/list: the points (locations) of an event and territory (the wizard's picker).
// /point/search, /point/create, /point/update, /point/import: the locations screen (additions).
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { point, uuid } from '../entities.ts';
import { pagePagination } from '../paging.ts';
import { ref } from './common.ts';

export const pointListBody = z.object({
  pagination: pagePagination(LIMITS.pointsPageSize),
  event: ref.optional(),
  territory: ref.optional(),
});
/** The SPEC's point, with its chain (an addition: the planner shows it beside the city). */
export const pointOfList = point.extend({ chain: z.string().nullable() });
export type PointOfList = z.infer<typeof pointOfList>;
export const pointListAnswer = z.array(pointOfList);

/** Bounds of what arrives; the server checks the content (postal code, ranges) with Polish texts. */
const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => z.string().max(max).nullable().optional();

/** A point as the locations screen sends it (the server trims and checks it). */
export const pointInput = z.object({
  ident: text(100),
  name: text(200),
  chain: optionalText(200),
  address: z.object({
    streetAddress: text(200),
    streetNumber: text(50),
    cityName: text(200),
    postalCode: text(20),
  }),
  territory: ref,
  lat: z.number().nullable().optional(),
  lng: z.number().nullable().optional(),
  /** Retire (true) or bring back (false): a retired point leaves the pickers, its history stays. */
  trash: z.boolean().optional(),
});
export type PointInput = z.infer<typeof pointInput>;

export const pointCreateBody = z.object({ point: pointInput });
export const pointUpdateBody = z.object({ point: pointInput.extend({ uuid }) });

/** A point as the locations table shows it: every field, its territory and whether it is retired. */
export const pointRow = z.object({
  uuid,
  ident: z.string(),
  name: z.string().nullable(),
  chain: z.string().nullable(),
  address: z.object({
    streetAddress: z.string().nullable(),
    streetNumber: z.string().nullable(),
    cityName: z.string().nullable(),
    postalCode: z.string().nullable(),
  }),
  territory: z.object({ uuid, ident: z.string(), name: z.string() }),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  trash: z.boolean(),
});
export type PointRow = z.infer<typeof pointRow>;

export const POINT_SEARCH_PAGE_SIZE = 50;

export const pointSearchBody = z.object({
  pagination: pagePagination(POINT_SEARCH_PAGE_SIZE),
  territory: ref.optional(),
  /** Part of the Id, the name, the city or the chain, any case. */
  search: z.string().max(200).optional(),
  /** Only the points of this chain (its whole name, any case). */
  chain: z.string().max(200).optional(),
  /** Retired points too (they are left out otherwise). */
  trash: z.boolean().optional(),
});
export const pointSearchAnswer = z.object({ points: z.array(pointRow), count: z.number().int() });

/** What an import did: new points, changed points, and rows equal to what was stored. */
export const pointImportAnswer = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type PointImportAnswer = z.infer<typeof pointImportAnswer>;
