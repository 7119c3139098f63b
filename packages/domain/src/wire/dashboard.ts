// /dashboard/summary: the Pulpit's numbers for a range of whole days (Europe/Warsaw), events and
// territories, scoped like /action/list. Every number is an aggregate: no consumer appears in it.
// The definitions are docs/product/kpi.md.
import { z } from 'zod';
import { OFFER_KEYS } from '../constants.ts';
import { uuid, wireDate } from '../entities.ts';

/** The longest range one summary covers: a year and a day. */
export const DASHBOARD_MAX_DAYS = 366;

export const dashboardSummaryBody = z.object({
  since: wireDate,
  until: wireDate,
  events: z.object({ uuids: z.array(uuid).max(500) }).optional(),
  territories: z.object({ uuids: z.array(uuid).max(500) }).optional(),
});
export type DashboardSummaryBody = z.infer<typeof dashboardSummaryBody>;

const count = z.number().int().nonnegative();

/** Plan against reality, by the actions' planned start. */
export const dashboardActionCounts = z.object({
  planned: count,
  startedOnTime: count,
  startedLate: count,
  noShow: count,
  finished: count,
  finishedEarly: count,
  cancelled: count,
  hostessCancelled: count,
});
export type DashboardActionCounts = z.infer<typeof dashboardActionCounts>;

/**
 * The consent channels of the dashboard and the consent purpose each one reads (the webform's
 * consent keys): mobile, social media, newsletter, hypercare, InspirationClub.
 */
export const CONSENT_CHANNELS = {
  mobile: 'mobileOptIn',
  socialMedia: 'socialMediaOptIn',
  newsletter: 'newsletterCommercialAuthorization',
  hypercare: 'hypercareOptIn',
  inspirationClub: 'inspirationClub',
} as const;
export type ConsentChannel = keyof typeof CONSENT_CHANNELS;

const byOffer = z.object(
  Object.fromEntries(OFFER_KEYS.map((k) => [k, count])) as Record<(typeof OFFER_KEYS)[number], typeof count>,
);

const channel = z.object({
  /** Registrations in the range whose consumer gave this consent. */
  optedIn: count,
  /** optedIn over the registrations in the range (0 when there were none). */
  share: z.number().min(0).max(1),
  /** Withdrawals of this consent made in the range. */
  withdrawn: count,
});

/**
 * A hostess as the caller may see her (a client gets the first name and the initial only): plan
 * against reality of the actions she was on, and the registrations she made.
 */
export const dashboardHostess = dashboardActionCounts.extend({
  uuid,
  name: z.string(),
  registrations: count,
});
/** A point: plan against reality of its actions, and the registrations made there. */
export const dashboardPoint = dashboardActionCounts.extend({
  ident: z.string(),
  name: z.string().nullable(),
  registrations: count,
});

export const dashboardSummaryAnswer = z.object({
  since: wireDate,
  until: wireDate,
  actions: dashboardActionCounts.extend({
    byDay: z.array(dashboardActionCounts.extend({ date: wireDate })),
    byTerritory: z.array(dashboardActionCounts.extend({ uuid: uuid.nullable() })),
    byEvent: z.array(dashboardActionCounts.extend({ uuid: uuid.nullable() })),
  }),
  registrations: z.object({
    total: count,
    newConsumers: count,
    knownConsumers: count,
    byOffer,
    byDay: z.array(z.object({ date: wireDate, count })),
    /** 0–23, Europe/Warsaw; every hour present. */
    byHour: z.array(z.object({ hour: z.number().int().min(0).max(23), count })),
    /** Registrations per hour of finished actions (their start to finish); null without any. */
    perActionHour: z.number().nonnegative().nullable(),
  }),
  funnel: z.object({ codesSent: count, verified: count, registered: count }),
  consents: z.object(
    Object.fromEntries(Object.keys(CONSENT_CHANNELS).map((k) => [k, channel])) as Record<
      ConsentChannel,
      typeof channel
    >,
  ),
  /**
   * The review of the finished actions planned in the range (issue 30): their photos shown now
   * (start, end and receipts) by the coordinator's decision, none yet = pending; and how many of
   * those actions the signals job found something on. Counts only, for every role.
   */
  review: z.object({
    photos: z.object({ accepted: count, toFix: count, rejected: count, pending: count }),
    actionsWithSignals: count,
  }),
  /** By registrations (then planned actions), most first: all when 20 or fewer, else the top 10 then the bottom 10. */
  hostesses: z.array(dashboardHostess),
  /** As hostesses. */
  points: z.array(dashboardPoint),
});
export type DashboardSummary = z.infer<typeof dashboardSummaryAnswer>;

/** /hostess/stats: the signed-in hostess's own numbers; no filter, she sees herself only. */
export const hostessStatsBody = z.object({});

/**
 * One period of her numbers (whole Warsaw days `since` to `until`, today included): plan against
 * reality of the actions she was on, her registrations and their offers, by the Pulpit's definitions.
 */
export const hostessStatsPeriod = z.object({
  since: wireDate,
  until: wireDate,
  actions: dashboardActionCounts,
  registrations: count,
  byOffer,
});
export type HostessStatsPeriod = z.infer<typeof hostessStatsPeriod>;

/** Today, this week (from Monday) and this month (from the 1st), each up to today. */
export const hostessStatsAnswer = z.object({
  today: hostessStatsPeriod,
  week: hostessStatsPeriod,
  month: hostessStatsPeriod,
});
export type HostessStats = z.infer<typeof hostessStatsAnswer>;
