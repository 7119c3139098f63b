// /availability (additions): a person's availability slots in a range, and one day replaced.
import { STAFF_ROLES } from '@tourplanner/domain/roles';
import {
  availabilityAnswer,
  availabilityListBody,
  availabilitySaveBody,
} from '@tourplanner/domain/wire/availability';
import { defineCall } from '../define.ts';

export const availabilityCalls = {
  availabilityList: defineCall({
    path: '/availability/list',
    roles: STAFF_ROLES,
    request: availabilityListBody,
    response: availabilityAnswer,
    addition: true,
    summary: 'Availability slots of a person (a hostess: her own) in a range.',
  }),
  availabilitySave: defineCall({
    path: '/availability/save',
    roles: STAFF_ROLES,
    request: availabilitySaveBody,
    response: availabilityAnswer,
    addition: true,
    summary:
      'Replace a person’s availability on one day (a hostess: her own; ASM/HSADM: anyone in their territories; ADMIN: anyone).',
  }),
} as const;
