// /point/list: the points (locations) of an event and territory (the wizard's picker).
// /point/search, /point/create, /point/update, /point/import: the locations screen (additions);
// ASM and HSADM only within their territories.
import { BACK_OFFICE_ROLES } from '@tourplanner/domain/roles';
import {
  pointCreateBody,
  pointImportAnswer,
  pointListAnswer,
  pointListBody,
  pointRow,
  pointSearchAnswer,
  pointSearchBody,
  pointUpdateBody,
} from '@tourplanner/domain/wire/points';
import { POINT_COLUMN_LIST } from '@tourplanner/i18n-pl/master-data';
import { defineCall, MAX_UPLOAD_BYTES } from '../define.ts';
import { emptyBody } from '../schemas.ts';

export const pointCalls = {
  pointList: defineCall({
    path: '/point/list',
    roles: BACK_OFFICE_ROLES,
    request: pointListBody,
    response: pointListAnswer,
    summary: 'Points (locations) of an event and territory, without retired ones.',
  }),
  pointSearch: defineCall({
    path: '/point/search',
    roles: BACK_OFFICE_ROLES,
    request: pointSearchBody,
    response: pointSearchAnswer,
    addition: true,
    summary:
      'A page of the points within reach, by territory, chain and a search of Id, name, city and chain.',
  }),
  pointCreate: defineCall({
    path: '/point/create',
    roles: BACK_OFFICE_ROLES,
    request: pointCreateBody,
    response: pointRow,
    errors: ['E_CONFLICT', 'E_NOT_FOUND'],
    addition: true,
    summary: 'Create a point in a territory within reach.',
  }),
  pointUpdate: defineCall({
    path: '/point/update',
    roles: BACK_OFFICE_ROLES,
    request: pointUpdateBody,
    response: pointRow,
    errors: ['E_CONFLICT', 'E_NOT_FOUND'],
    addition: true,
    summary: 'Edit, retire (trash) or bring back a point within reach.',
  }),
  pointImport: defineCall({
    path: '/point/import',
    kind: 'multipart',
    upload: { accept: ['csv', 'xlsx'], maxFiles: 1, maxBytes: MAX_UPLOAD_BYTES },
    roles: BACK_OFFICE_ROLES,
    request: emptyBody,
    response: pointImportAnswer,
    errors: ['E_CSV_INVALID', 'E_INVALID_FILE', 'E_PAYLOAD_TOO_LARGE'],
    addition: true,
    summary: `Import points from one CSV or XLSX (upsert by Id, all or nothing): ${POINT_COLUMN_LIST}.`,
  }),
} as const;
