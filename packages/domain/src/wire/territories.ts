// /territory/list: the territories visible to the caller.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { territory } from '../entities.ts';
import { pagePagination } from '../paging.ts';

export const territoryListBody = z.object({ pagination: pagePagination(LIMITS.territoriesPageSize) });
export const territoryListAnswer = z.array(territory);
