// /action/history (addition, issue 29): everything that happened to an action, oldest first.
import { BACK_OFFICE_ROLES } from '@tourplanner/domain/roles';
import { actionHistoryAnswer, actionHistoryBody } from '@tourplanner/domain/wire/history';
import { defineCall } from '../define.ts';

export const historyCalls = {
  actionHistory: defineCall({
    path: '/action/history',
    roles: BACK_OFFICE_ROLES,
    request: actionHistoryBody,
    response: actionHistoryAnswer,
    errors: ['E_FORBIDDEN', 'E_NOT_FOUND'],
    addition: true,
    summary:
      "An action's history, oldest first: created, fields changed (from → to), status, people put on and taken off, start, finish, registrations, review; who did it or null for the system. Scoped like the action (the caller's territories; ADMIN all).",
  }),
} as const;
