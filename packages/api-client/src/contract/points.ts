// /point/list: the points (locations) of an event and territory.
import { BACK_OFFICE_ROLES } from '@tourplanner/domain/roles';
import { pointListAnswer, pointListBody } from '@tourplanner/domain/wire/points';
import { defineCall } from '../define.ts';

export const pointCalls = {
  pointList: defineCall({
    path: '/point/list',
    roles: BACK_OFFICE_ROLES,
    request: pointListBody,
    response: pointListAnswer,
    summary: 'Points (locations) of an event and territory.',
  }),
} as const;
