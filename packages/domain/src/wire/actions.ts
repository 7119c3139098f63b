// The coordinators' action calls (SPEC §7): create, update, set-status and the filtered list.
import { z } from 'zod';
import { ROW_MENU_STATUSES } from '../action-status.ts';
import { LIMITS } from '../constants.ts';
import {
  ACTION_STATUSES,
  action,
  actionInput,
  actionStatus,
  availabilityOverride,
  dateBox,
  uuid,
  wireDate,
  wireDateTime,
} from '../entities.ts';
import { limitPagination } from '../paging.ts';
import { actionAttendance, attendanceFilter } from './attendance.ts';
import { ref, timeRange } from './common.ts';
import { actionReview, REVIEW_STATES } from './review.ts';

/**
 * The filters of an action list or report (SPEC §7 /action/list `actions`). since and until are
 * date-times, or days (YYYY-MM-DD, SPEC §9), which count whole: since from 00:00, until to its end.
 */
export const actionFilters = z.object({
  since: z.union([wireDateTime, wireDate]),
  until: z.union([wireDateTime, wireDate]),
  cities: z.array(z.string().max(200)).max(50).optional(),
  streets: z.array(z.string().max(200)).max(50).optional(),
  /** Addition: filter by the action's ident or uuid (the filter modal's Id field). */
  ids: z.array(z.string().max(200)).max(50).optional(),
  territories: z.object({ uuids: z.array(uuid).max(500) }).optional(),
  events: z.object({ uuids: z.array(uuid).max(500) }).optional(),
  statuses: z.object({ idents: z.array(actionStatus).max(ACTION_STATUSES.length) }).optional(),
  users: z.object({ uuids: z.array(uuid).max(1000) }).optional(),
  availability: timeRange.optional(),
  /** Reports: finished actions only. */
  finished: z.boolean().optional(),
  /**
   * Addition (issue #30): the review. `states`: the actions in any of these review states; `signals`:
   * true only actions with data-quality signals, false only those without (not for a hostess).
   */
  review: z
    .object({
      states: z.array(z.enum(REVIEW_STATES)).max(REVIEW_STATES.length).optional(),
      signals: z.boolean().optional(),
    })
    .optional(),
  /** Addition (issue 29): the actions in any of these attendance states, against the API's clock. */
  attendance: attendanceFilter.optional(),
});
export type ActionFilters = z.infer<typeof actionFilters>;

export const actionCreateBody = z.object({ action: actionInput });
export const actionUpdateBody = z.object({ action: actionInput.extend({ uuid }) });
/** Only the statuses of the row menu: started, finished and hst_cancelled are the hostess's. */
export const actionSetStatusBody = z.object({
  status: z.object({ ident: z.enum(ROW_MENU_STATUSES) }),
  action: ref,
  /** Addition: the reason to book a hostess outside her availability when the action comes back. */
  availabilityOverride: availabilityOverride.nullable().optional(),
});
/**
 * /action/reassign (issue 29): the action's hostess replaced by another in one click, through the
 * same booking checks as a save; the reason is needed only outside her declared availability.
 */
export const actionReassignBody = z.object({
  action: ref,
  /** The new hostess. */
  user: ref,
  /** The hostess she replaces; left out: every hostess the action has. */
  from: ref.nullable().optional(),
  availabilityOverride: availabilityOverride.nullable().optional(),
});
export const actionListBody = z.object({
  actions: actionFilters,
  pagination: limitPagination(LIMITS.actionsPageSize),
});
/**
 * A row of the action list: the action, its review (issue #30: state and signals) and its
 * attendance (issue 29; null for a draft, a cancelled or an undated action; a client is shown
 * neither, as Raporty shows it neither).
 */
export const actionListRow = action.extend({
  review: actionReview.optional(),
  attendance: actionAttendance.nullable().optional(),
});
export const actionListAnswer = z.object({ actions: z.array(actionListRow), count: z.number().int() });

/**
 * Addition (ADR 0021): the hostesses the wizard's personnel step offers for a window, ranked, each
 * with why. `action` is the action being edited (not its own clash); `points` where it takes place.
 */
export const actionPersonnelBody = z.object({
  since: wireDateTime,
  until: wireDateTime,
  territory: ref.nullable().optional(),
  action: ref.nullable().optional(),
  points: z.array(ref).max(50).optional(),
});
export const COVERAGES = ['available', 'undeclared', 'outside'] as const;
export const rankedHostess = z.object({
  uuid,
  ident: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  /** Her declared availability against the window. */
  availability: z.enum(COVERAGES),
  /**
   * Her other action that clashes with the window: overlapping, or too close for the way. One in a
   * territory outside the caller's is told by its hours alone: uuid and ident null.
   */
  clash: z
    .object({
      uuid: uuid.nullable(),
      ident: z.string().nullable(),
      kind: z.enum(['overlap', 'travel']),
      since: dateBox,
      until: dateBox,
    })
    .nullable(),
  /** Her planned, accepted, started and finished actions in the window's week (Monday to Sunday). */
  weekActions: z.number().int(),
  /** Metres from the point of her previous action to this one's; null when either is unknown. */
  distanceMeters: z.number().int().nullable(),
});
export type RankedHostess = z.infer<typeof rankedHostess>;
export const actionPersonnelAnswer = z.array(rankedHostess);
