// /device: the Glo device registry: burn a serial once (webform), import serials (ADMIN).
import { WEBFORM_ROLES } from '@tourplanner/domain/roles';
import { importAnswer } from '@tourplanner/domain/wire/common';
import { deviceBurnBody } from '@tourplanner/domain/wire/devices';
import { defineCall, MAX_UPLOAD_BYTES } from '../define.ts';
import { emptyBody, okAnswer } from '../schemas.ts';

export const deviceCalls = {
  deviceBurn: defineCall({
    path: '/device/burn',
    roles: WEBFORM_ROLES,
    request: deviceBurnBody,
    response: okAnswer,
    errors: ['error_device_not_found', 'error_device_already_registered'],
    summary: 'Mark a Glo device serial as used, once.',
  }),
  deviceImport: defineCall({
    path: '/device/import',
    kind: 'multipart',
    upload: { accept: ['csv'], maxFiles: 1, maxBytes: MAX_UPLOAD_BYTES },
    roles: ['ADMIN'],
    request: emptyBody,
    response: importAnswer,
    errors: ['E_CSV_INVALID', 'E_PAYLOAD_TOO_LARGE'],
    addition: true,
    summary: 'Import Glo device serial numbers from CSV (one serial a line, optional model).',
  }),
} as const;
