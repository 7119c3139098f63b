// /event: the events screen's list, create and edit.
import { event, normalizeEvent } from '@tourplanner/domain/entities';
import { DASHBOARD_ROLES } from '@tourplanner/domain/roles';
import {
  eventCreateBody,
  eventListAnswer,
  eventListBody,
  eventUpdateBody,
} from '@tourplanner/domain/wire/events';
import { defineCall } from '../define.ts';

export const eventCalls = {
  eventList: defineCall({
    path: '/event/list',
    // A client: its own events (the dashboard's and the reports' event filter).
    roles: DASHBOARD_ROLES,
    request: eventListBody,
    response: eventListAnswer,
    normalize: (data) => data.map(normalizeEvent),
    summary: 'Events visible to the caller, optionally overlapping a date range.',
  }),
  eventCreate: defineCall({
    path: '/event/create',
    roles: ['ADMIN'],
    request: eventCreateBody,
    response: event,
    errors: ['E_CONFLICT'],
    summary: 'Create an event.',
  }),
  eventUpdate: defineCall({
    path: '/event/update',
    roles: ['ADMIN'],
    request: eventUpdateBody,
    response: event,
    errors: ['E_CONFLICT'],
    addition: true,
    summary: 'Edit an event.',
  }),
} as const;
