// /code (additions, ADMIN): code pools per event, CSV import and export.

import { codeListAnswer, codePoolBody } from '@tourplanner/domain/wire/codes';
import { importAnswer } from '@tourplanner/domain/wire/common';
import { defineCall, MAX_UPLOAD_BYTES } from '../define.ts';
import { emptyBody, fileAnswer } from '../schemas.ts';

export const codeCalls = {
  codeList: defineCall({
    path: '/code/list',
    roles: ['ADMIN'],
    request: codePoolBody,
    response: codeListAnswer,
    addition: true,
    summary: 'Code pools per event with totals, split into groups.',
  }),
  codeImport: defineCall({
    path: '/code/import',
    kind: 'multipart',
    upload: { accept: ['csv'], maxFiles: 1, maxBytes: MAX_UPLOAD_BYTES },
    roles: ['ADMIN'],
    request: emptyBody,
    response: importAnswer,
    errors: ['E_CSV_INVALID', 'E_PAYLOAD_TOO_LARGE'],
    addition: true,
    summary: 'Import codes from CSV (code;event;group;state;hostess).',
  }),
  codeExport: defineCall({
    path: '/code/export',
    kind: 'file',
    roles: ['ADMIN'],
    request: codePoolBody,
    response: fileAnswer,
    addition: true,
    summary: 'Export codes with their state as CSV.',
  }),
} as const;
