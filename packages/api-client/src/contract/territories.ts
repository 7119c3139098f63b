// /territory/list: the territories visible to the caller.
import { BACK_OFFICE_ROLES } from '@tourplanner/domain/roles';
import { territoryListAnswer, territoryListBody } from '@tourplanner/domain/wire/territories';
import { defineCall } from '../define.ts';

export const territoryCalls = {
  territoryList: defineCall({
    path: '/territory/list',
    roles: BACK_OFFICE_ROLES,
    request: territoryListBody,
    response: territoryListAnswer,
    summary: 'Territories visible to the caller.',
  }),
} as const;
