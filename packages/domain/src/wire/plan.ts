// Planning a whole tour (issue 32): the planner's preview, its save, and bulk changes on Akcje.
// A plan is the points × the dates (a list, or a range with weekdays) × the hours (one window, or
// one per weekday), in Warsaw time; the API expands it and proposes a hostess for each action.
import { z } from 'zod';
import { ROW_MENU_STATUSES } from '../action-status.ts';
import { actionType, availabilityOverride, dateBox, uuid, wireDate } from '../entities.ts';
import { ref } from './common.ts';
import { WIRE_MESSAGE } from './messages.ts';

/** At most this many actions in one plan: a larger one is refused with a 400. */
export const PLAN_MAX_ACTIONS = 2000;
/** At most this many actions changed by one bulk call (the list's page is 100). */
export const BULK_MAX_ACTIONS = 500;

/** 'HH:mm', 00:00 to 23:59. */
export const wireHour = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, WIRE_MESSAGE.expectedHour);
export const planHours = z.object({ start: wireHour, end: wireHour });
export type PlanHours = z.infer<typeof planHours>;

/** ISO weekdays, 1 Monday to 7 Sunday. */
export const isoWeekday = z.number().int().min(1).max(7);
export const WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

export const planDates = z.union([
  z.array(wireDate).min(1).max(PLAN_MAX_ACTIONS),
  z.object({ since: wireDate, until: wireDate, weekdays: z.array(isoWeekday).min(1).max(7) }),
]);

export const planInput = z.object({
  event: ref,
  points: z.array(ref).min(1).max(PLAN_MAX_ACTIONS),
  dates: planDates,
  /** One window for every day, or one per ISO weekday ('1' Monday ... '7' Sunday). */
  hours: z.union([planHours, z.partialRecord(z.enum(WEEKDAY_KEYS), planHours)]),
  type: z.object({ ident: actionType }),
  /** The actions' name: '{event}', '{miasto}', '{punkt}' and '{data}' are filled in. */
  name: z.string().trim().min(1).max(200),
  /** The reason to assign outside declared hours (under 'warn'), asked once for the plan. */
  availabilityOverride: availabilityOverride.nullable().optional(),
});
export type PlanInput = z.infer<typeof planInput>;

/** One action of a plan as the coordinator left it: its point, window and hostess (or none). */
export const plannedAction = z.object({
  point: ref,
  since: dateBox,
  until: dateBox,
  user: ref.nullable(),
});
export type PlannedAction = z.infer<typeof plannedAction>;

export const planPreviewBody = z.object({
  plan: planInput,
  /**
   * 'Przydziel ponownie': the hostesses the coordinator chose (by the action's index in the last
   * preview, null for nobody), kept as they are while the others are planned anew.
   */
  fixed: z
    .array(z.object({ index: z.number().int().min(0).max(PLAN_MAX_ACTIONS), user: ref.nullable() }))
    .max(PLAN_MAX_ACTIONS)
    .optional(),
});

export const planPreviewAction = plannedAction.extend({
  name: z.string(),
  user: z.object({ uuid, firstname: z.string(), lastname: z.string() }).nullable(),
  /** Why her ('dostępna, najbliżej, ma 3 akcje w tym tygodniu'), or why nobody. */
  why: z.string(),
});
export const planPreviewAnswer = z.object({
  actions: z.array(planPreviewAction),
  stats: z.object({
    total: z.number().int(),
    staffed: z.number().int(),
    km: z.number(),
    perHostess: z.array(z.object({ uuid, actions: z.number().int() })),
  }),
});
export type PlanPreviewAnswer = z.infer<typeof planPreviewAnswer>;

export const planCommitBody = z.object({
  plan: planInput,
  actions: z.array(plannedAction).min(1).max(PLAN_MAX_ACTIONS),
  status: z.enum(['editable', 'accepted']),
  /** 'all': nothing is saved when one is refused; 'skip': the refused ones are left out. */
  mode: z.enum(['all', 'skip']),
});
export const planCommitAnswer = z.object({
  created: z.array(z.object({ uuid, ident: z.string() })),
  refused: z.array(z.object({ index: z.number().int(), error: z.string(), text: z.string() })),
});

export const actionBulkBody = z.object({
  actions: z.object({ uuids: z.array(uuid).min(1).max(BULK_MAX_ACTIONS) }),
  /** At least one of status, user and shift (else a 400 naming `set`). */
  set: z.object({
    status: z.object({ ident: z.enum(ROW_MENU_STATUSES) }).optional(),
    user: ref.optional(),
    shift: z
      .object({
        days: z.number().int().min(-366).max(366),
        minutes: z.number().int().min(-1440).max(1440),
      })
      .optional(),
    /** The reason to book a hostess outside her declared hours, for every row that needs one. */
    availabilityOverride: availabilityOverride.nullable().optional(),
  }),
});
export const actionBulkAnswer = z.object({
  results: z.array(
    z.object({ uuid, ok: z.boolean(), error: z.string().optional(), text: z.string().optional() }),
  ),
});

/** A template keeps the plan's shape without its dates: the points, weekdays, hours, type and name. */
export const planShape = planInput
  .omit({ dates: true, availabilityOverride: true })
  .extend({ weekdays: z.array(isoWeekday).min(1).max(7) });
export type PlanShapeInput = z.infer<typeof planShape>;

export const planTemplateSaveBody = z.object({
  template: z.object({ name: z.string().trim().min(1).max(200), plan: planShape }),
});
export const planTemplate = z.object({ uuid, name: z.string(), plan: planShape, created: dateBox });
export const planTemplateListAnswer = z.array(planTemplate);

/** 'Z szablonu': the template's shape over a new range, planned anew (who is eligible re-checked). */
export const planTemplateApplyBody = z.object({
  template: ref,
  dates: z.object({ since: wireDate, until: wireDate }),
  availabilityOverride: availabilityOverride.nullable().optional(),
});
/** The preview of the template's plan, with the plan itself for the planner and /plan/commit. */
export const planTemplateApplyAnswer = planPreviewAnswer.extend({ plan: planInput });
