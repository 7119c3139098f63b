// /territory/list: the territories visible to the caller (retired ones left out: the pickers).
// /region/list, /territory/create and /update, /area/create and /update: the 'Regionalizacja'
// screen (additions, ADMIN). Nothing is deleted: `trash` retires, history stays.
import { BACK_OFFICE_ROLES } from '@tourplanner/domain/roles';
import {
  areaCreateBody,
  areaRow,
  areaUpdateBody,
  regionListAnswer,
  territoryCreateBody,
  territoryListAnswer,
  territoryListBody,
  territoryRow,
  territoryUpdateBody,
} from '@tourplanner/domain/wire/territories';
import { defineCall } from '../define.ts';
import { emptyBody } from '../schemas.ts';

export const territoryCalls = {
  territoryList: defineCall({
    path: '/territory/list',
    roles: BACK_OFFICE_ROLES,
    request: territoryListBody,
    response: territoryListAnswer,
    // Nothing to normalise: a territory has no lists.
    normalize: (data) => data,
    summary: 'Territories visible to the caller, without retired ones.',
  }),
  regionList: defineCall({
    path: '/region/list',
    roles: ['ADMIN'],
    request: emptyBody,
    response: regionListAnswer,
    addition: true,
    summary: 'Every territory (retired too) with its areas, its people and how many points it has.',
  }),
  territoryCreate: defineCall({
    path: '/territory/create',
    roles: ['ADMIN'],
    request: territoryCreateBody,
    response: territoryRow,
    errors: ['E_CONFLICT'],
    addition: true,
    summary: 'Create a territory.',
  }),
  territoryUpdate: defineCall({
    path: '/territory/update',
    roles: ['ADMIN'],
    request: territoryUpdateBody,
    response: territoryRow,
    errors: ['E_CONFLICT', 'E_NOT_FOUND'],
    addition: true,
    summary: 'Rename, retire (trash) or bring back a territory.',
  }),
  areaCreate: defineCall({
    path: '/area/create',
    roles: ['ADMIN'],
    request: areaCreateBody,
    response: areaRow,
    errors: ['E_CONFLICT', 'E_NOT_FOUND'],
    addition: true,
    summary: 'Create an area of a territory.',
  }),
  areaUpdate: defineCall({
    path: '/area/update',
    roles: ['ADMIN'],
    request: areaUpdateBody,
    response: areaRow,
    errors: ['E_CONFLICT', 'E_NOT_FOUND'],
    addition: true,
    summary: 'Rename, move, retire (trash) or bring back an area.',
  }),
} as const;
