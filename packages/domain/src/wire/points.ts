// /point/list: the points (locations) of an event and territory.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { point } from '../entities.ts';
import { pagePagination } from '../paging.ts';
import { ref } from './common.ts';

export const pointListBody = z.object({
  pagination: pagePagination(LIMITS.pointsPageSize),
  event: ref.optional(),
  territory: ref.optional(),
});
export const pointListAnswer = z.array(point);
