// /user/list: the personnel list.
import { BACK_OFFICE_ROLES } from '@tourplanner/domain/roles';
import { userListAnswer, userListBody } from '@tourplanner/domain/wire/users';
import { defineCall } from '../define.ts';

export const userCalls = {
  userList: defineCall({
    path: '/user/list',
    roles: BACK_OFFICE_ROLES,
    request: userListBody,
    response: userListAnswer,
    summary: 'Personnel list, within the caller’s territories; with availability and actions in the range.',
  }),
} as const;
