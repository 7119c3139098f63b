// /action/receipt and /action/file: receipt photos (uploaded by the webform), start and end photos
// with the survey, and serving each image.
import { ROLES } from '@tourplanner/domain/entities';
import { STAFF_ROLES, WEBFORM_ROLES } from '@tourplanner/domain/roles';
import {
  fileListAnswer,
  fileListBody,
  fileServeBody,
  receiptCreateAnswer,
  receiptCreateBody,
  receiptListAnswer,
  receiptListBody,
  receiptServeBody,
} from '@tourplanner/domain/wire/files';
import { defineCall, MAX_UPLOAD_BYTES } from '../define.ts';
import { fileAnswer, traceMeta } from '../schemas.ts';

export const fileCalls = {
  receiptList: defineCall({
    path: '/action/receipt/list',
    // Never the client: a receipt may show a consumer's data.
    roles: STAFF_ROLES,
    request: receiptListBody,
    response: receiptListAnswer,
    summary: 'Receipt photos of an action.',
  }),
  receiptServe: defineCall({
    path: '/action/receipt/serve',
    kind: 'file',
    roles: STAFF_ROLES,
    request: receiptServeBody,
    response: fileAnswer,
    errors: ['E_STORAGE_UNAVAILABLE'],
    summary: 'A receipt image.',
  }),
  fileList: defineCall({
    path: '/action/file/list',
    roles: ROLES,
    request: fileListBody,
    response: fileListAnswer,
    summary: 'Start and end photos and the survey of an action (a client: finished actions of its events).',
  }),
  fileServe: defineCall({
    path: '/action/file/serve',
    kind: 'file',
    roles: ROLES,
    request: fileServeBody,
    response: fileAnswer,
    errors: ['E_STORAGE_UNAVAILABLE'],
    summary: 'A start or end photo.',
  }),
  receiptCreate: defineCall({
    path: '/action/receipt/create',
    kind: 'multipart',
    upload: { accept: ['image'], maxFiles: 1, maxBytes: MAX_UPLOAD_BYTES },
    roles: WEBFORM_ROLES,
    request: receiptCreateBody,
    response: receiptCreateAnswer,
    meta: traceMeta,
    errors: ['E_INVALID_FILE', 'E_PAYLOAD_TOO_LARGE', 'E_STORAGE_UNAVAILABLE'],
    idempotent: true,
    summary: 'Upload a receipt photo (multipart: `_input` JSON and `files[]`; idempotent with a key).',
  }),
} as const;
