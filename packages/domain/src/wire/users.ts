// /user/list: the personnel list, within the caller's territories.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { roleId, user, uuid } from '../entities.ts';
import { pagePagination } from '../paging.ts';
import { timeRange } from './common.ts';

export const userListBody = z.object({
  pagination: pagePagination(LIMITS.personnelPageSize),
  territory: z.object({ uuid: uuid.optional(), uuids: z.array(uuid).max(500).optional() }).optional(),
  availability: timeRange.optional(),
  /** Addition: restrict to one role (the personnel page lists HST only). */
  role: z.object({ uuid: roleId }).optional(),
});
export const userListAnswer = z.array(user);
