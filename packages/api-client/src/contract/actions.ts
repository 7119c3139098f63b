// /action: the coordinators' create, update, set-status, and the filtered list everyone reads.
import { action, normalizeAction, ROLES } from '@tourplanner/domain/entities';
import { BACK_OFFICE_ROLES } from '@tourplanner/domain/roles';
import {
  actionCreateBody,
  actionListAnswer,
  actionListBody,
  actionPersonnelAnswer,
  actionPersonnelBody,
  actionReassignBody,
  actionSetStatusBody,
  actionUpdateBody,
} from '@tourplanner/domain/wire/actions';
import { defineCall } from '../define.ts';

export const actionCalls = {
  actionCreate: defineCall({
    path: '/action/create',
    roles: BACK_OFFICE_ROLES,
    request: actionCreateBody,
    response: action,
    errors: [
      'E_ACTION_POINT_NOT_FOUND',
      'E_ACTION_POINT_MISMATCH',
      'E_HOSTESS_BUSY',
      'E_OUTSIDE_AVAILABILITY',
    ],
    summary: 'Create an action (also used for each copy).',
  }),
  actionUpdate: defineCall({
    path: '/action/update',
    roles: BACK_OFFICE_ROLES,
    request: actionUpdateBody,
    response: action,
    errors: [
      'E_ACTION_POINT_NOT_FOUND',
      'E_ACTION_POINT_MISMATCH',
      'E_ACTION_NOT_EDITABLE',
      'E_HOSTESS_BUSY',
      'E_OUTSIDE_AVAILABILITY',
    ],
    summary: 'Save an action that is not cancelled, started or finished.',
  }),
  actionSetStatus: defineCall({
    path: '/action/set-status',
    roles: BACK_OFFICE_ROLES,
    request: actionSetStatusBody,
    response: action,
    errors: ['E_EMPTY_VALUE', 'E_STATUS_NOT_ALLOWED', 'E_HOSTESS_BUSY', 'E_OUTSIDE_AVAILABILITY'],
    summary: 'Set editable, accepted or cancelled; needs event, users, points, since and until.',
  }),
  actionList: defineCall({
    path: '/action/list',
    roles: ROLES,
    request: actionListBody,
    response: actionListAnswer,
    normalize: (data) => ({
      actions: data.actions.map((a) => ({ ...normalizeAction(a), review: a.review })),
      count: data.count,
    }),
    summary:
      'Actions in a range with filters, 100 a page; a hostess sees only her own, a client the finished actions of its events (hostesses by first name and initial).',
  }),
  actionPersonnel: defineCall({
    path: '/action/personnel',
    roles: BACK_OFFICE_ROLES,
    addition: true,
    request: actionPersonnelBody,
    response: actionPersonnelAnswer,
    summary:
      'Addition: hostesses for a window, ranked (free and available first, then fewest actions that week, then nearest), each with her clash and availability.',
  }),
  actionReassign: defineCall({
    path: '/action/reassign',
    roles: BACK_OFFICE_ROLES,
    addition: true,
    request: actionReassignBody,
    response: action,
    errors: ['E_STATUS_NOT_ALLOWED', 'E_HOSTESS_BUSY', 'E_OUTSIDE_AVAILABILITY'],
    summary:
      "Addition (issue 29): replace an accepted action's hostess with another in one click (the alerts' 'Przypisz'): the same booking checks as a save, the confirmation cleared, both changes in the history.",
  }),
} as const;
