// The wire contract: one entry per call (path, who may call it, request and response schemas).
// The API registers its routes from this table and the apps call through it, so the two sides
// cannot drift. Paths, bodies and field names follow SPEC §7 exactly; entries marked `addition`
// are calls the spec leaves out (docs/product/design.md "The wire contract").
//
// Each area's entries are in contract/<area>.ts (route entries only; `kind: 'json'` and
// `auth: 'session'` are the defaults of define.ts); their schemas are named, in
// @tourplanner/domain (entities, wire/*) when both sides build or parse them, else in schemas.ts.
import { actionCalls } from './contract/actions.ts';
import { authCalls } from './contract/auth.ts';
import { availabilityCalls } from './contract/availability.ts';
import { calendarCalls } from './contract/calendar.ts';
import { codeCalls } from './contract/codes.ts';
import { consentCalls } from './contract/consents.ts';
import { dashboardCalls } from './contract/dashboard.ts';
import { deviceCalls } from './contract/devices.ts';
import { eventCalls } from './contract/events.ts';
import { fileCalls } from './contract/files.ts';
import { historyCalls } from './contract/history.ts';
import { hostessCalls } from './contract/hostess.ts';
import { jobCalls } from './contract/jobs.ts';
import { leadCalls } from './contract/leads.ts';
import { notificationCalls } from './contract/notifications.ts';
import { planCalls } from './contract/plan.ts';
import { pointCalls } from './contract/points.ts';
import { pushCalls } from './contract/push.ts';
import { reportCalls } from './contract/reports.ts';
import { reviewCalls } from './contract/review.ts';
import { territoryCalls } from './contract/territories.ts';
import { userCalls } from './contract/users.ts';

/** The areas, in the order of SPEC §7 then the additions; contract.test.ts checks they never overlap. */
export const contractAreas = {
  auth: authCalls,
  users: userCalls,
  territories: territoryCalls,
  events: eventCalls,
  points: pointCalls,
  actions: actionCalls,
  reports: reportCalls,
  files: fileCalls,
  leads: leadCalls,
  devices: deviceCalls,
  hostess: hostessCalls,
  availability: availabilityCalls,
  codes: codeCalls,
  consents: consentCalls,
  jobs: jobCalls,
  plan: planCalls,
  dashboard: dashboardCalls,
  review: reviewCalls,
  history: historyCalls,
  calendar: calendarCalls,
  notifications: notificationCalls,
  push: pushCalls,
} as const;

export const contract = {
  ...authCalls,
  ...userCalls,
  ...territoryCalls,
  ...eventCalls,
  ...pointCalls,
  ...actionCalls,
  ...reportCalls,
  ...fileCalls,
  ...leadCalls,
  ...deviceCalls,
  ...hostessCalls,
  ...availabilityCalls,
  ...codeCalls,
  ...consentCalls,
  ...jobCalls,
  ...planCalls,
  ...dashboardCalls,
  ...reviewCalls,
  ...historyCalls,
  ...calendarCalls,
  ...notificationCalls,
  ...pushCalls,
} as const;

export type Contract = typeof contract;
export type CallName = keyof Contract;

// Defined in domain (both sides build and apply the filters); importers of this module keep it.
export { type ActionFilters, actionFilters } from '@tourplanner/domain/wire/actions';
