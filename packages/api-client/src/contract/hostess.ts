// /hostess (additions): the signed-in hostess's actions, and confirming, starting, finishing or
// cancelling one.
import { action } from '@tourplanner/domain/entities';
import {
  actionCancelBody,
  actionConfirmBody,
  actionFinishBody,
  actionStartBody,
  confirmedAction,
  hostessActionsAnswer,
  hostessActionsBody,
} from '@tourplanner/domain/wire/hostess';
import { actionRetakeBody } from '@tourplanner/domain/wire/review';
import { defineCall, MAX_UPLOAD_BYTES } from '../define.ts';

export const hostessCalls = {
  hostessActions: defineCall({
    path: '/hostess/action/list',
    roles: ['HST'],
    request: hostessActionsBody,
    response: hostessActionsAnswer,
    addition: true,
    summary: "The signed-in hostess's actions from today on (with each point's address and coordinates).",
  }),
  actionStart: defineCall({
    path: '/hostess/action/start',
    kind: 'multipart',
    upload: { accept: ['image'], maxFiles: 1, maxBytes: MAX_UPLOAD_BYTES },
    roles: ['HST'],
    request: actionStartBody,
    response: action,
    errors: ['E_CONFLICT', 'E_INVALID_FILE', 'E_STORAGE_UNAVAILABLE'],
    idempotent: true,
    addition: true,
    summary:
      'Start an action with a start photo and GPS (distance to the point, outOfBounds); a repeat with the same key answers the action as it is.',
  }),
  actionFinish: defineCall({
    path: '/hostess/action/finish',
    kind: 'multipart',
    upload: { accept: ['image'], maxFiles: 1, maxBytes: MAX_UPLOAD_BYTES },
    roles: ['HST'],
    request: actionFinishBody,
    response: action,
    errors: ['E_CONFLICT', 'E_INVALID_FILE', 'E_STORAGE_UNAVAILABLE'],
    idempotent: true,
    addition: true,
    summary:
      'Finish a started action with an end photo and the survey; a repeat with the same key answers the action as it is.',
  }),
  actionRetake: defineCall({
    path: '/hostess/action/retake',
    kind: 'multipart',
    upload: { accept: ['image'], maxFiles: 1, maxBytes: MAX_UPLOAD_BYTES },
    roles: ['HST'],
    request: actionRetakeBody,
    response: action,
    errors: ['E_FORBIDDEN', 'E_NOT_FOUND', 'E_CONFLICT', 'E_INVALID_FILE', 'E_STORAGE_UNAVAILABLE'],
    addition: true,
    summary:
      'Replace a photo the coordinator asked her to redo (its review back to pending; the old photo stays in the history).',
  }),
  actionCancel: defineCall({
    path: '/hostess/action/cancel',
    roles: ['HST'],
    request: actionCancelBody,
    response: action,
    errors: ['E_CONFLICT'],
    addition: true,
    summary: 'The hostess cancels her action (hst_cancelled).',
  }),
  actionConfirm: defineCall({
    path: '/hostess/action/confirm',
    roles: ['HST'],
    request: actionConfirmBody,
    response: confirmedAction,
    errors: ['E_FORBIDDEN', 'E_NOT_FOUND', 'E_CONFLICT'],
    idempotent: true,
    addition: true,
    summary:
      'The hostess confirms she will come to her accepted action (issue 29); a repeat answers the same and keeps the first confirmation time.',
  }),
} as const;
