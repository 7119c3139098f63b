// The hostess's own action calls (additions; docs/product/design.md "Closing the loop"): her
// actions, start with a photo and GPS, finish with a photo and the survey, cancel.
import { z } from 'zod';
import { action, point, poll, wireDateTime } from '../entities.ts';
import { actionAttendance } from './attendance.ts';
import { ref } from './common.ts';
import { actionReview } from './review.ts';

export const hostessActionsBody = z.object({
  since: wireDateTime.optional(),
  until: wireDateTime.optional(),
});
/** An action with each point's address and coordinates, and its event's ident. */
export const hostessAction = action.extend({
  points: z.array(point),
  eventIdent: z.string().nullable(),
  /** Her photos' review (issue #30): 'fix' when a retake was asked for. */
  review: actionReview.optional(),
  /**
   * Where it stands (issue 29): the webform asks her to confirm while unconfirmed; null when
   * cancelled or a draft. The API always sends it; a list the phone kept from before may lack it.
   */
  attendance: actionAttendance.nullable().optional(),
});
export const hostessActionsAnswer = z.object({
  actions: z.array(hostessAction),
  count: z.number().int(),
  /**
   * Metres from the point beyond which a start is out of bounds (the API's CHECKIN_RADIUS_M), for
   * the webform to warn before a start; an answer the phone kept from before it was sent has none
   * (then geo's DEFAULT_CHECKIN_RADIUS_M).
   */
  checkinRadiusM: z.number().positive().optional(),
});

/** Where the phone was at a start or a finish. */
const devicePosition = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  accuracy: z.number().min(0).optional(),
});
/** The `_input` of the start upload: where the phone was (distance to the point, outOfBounds). */
export const actionStartBody = z.object({ action: ref, position: devicePosition });
/**
 * The `_input` of the finish upload. The position (issue #30: a finish far from the point is a
 * `far_start` signal) is optional: a phone without a fix, or an app from before, sends none.
 */
export const actionFinishBody = z.object({ action: ref, poll, position: devicePosition.optional() });
export const actionCancelBody = z.object({ action: ref, reason: z.string().max(1000).optional() });

/** Issue 29: she confirms she will come to her accepted action. */
export const actionConfirmBody = z.object({ action: ref });
/** The confirm's answer: the action and its attendance. */
export const confirmedAction = action.extend({ attendance: actionAttendance.nullable() });
