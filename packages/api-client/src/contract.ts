// The wire contract: one entry per call (path, who may call it, request and response schemas).
// The API registers its routes from this table and the apps call through it, so the two sides
// cannot drift. Paths, bodies and field names follow SPEC §7 exactly; entries marked `addition`
// are calls the spec leaves out (DESIGN.md "The wire contract").
import {
  ACTION_STATUSES,
  action,
  actionFile,
  actionInput,
  actionStatus,
  availabilitySlot,
  codePoolEvent,
  dateBox,
  event,
  point,
  poll,
  receipt,
  reportQueueItem,
  territory,
  token,
  user,
  uuid,
  wireDate,
  wireDateTime,
} from '@tourplanner/domain/entities';
import { z } from 'zod';
import { defineCall } from './define.ts';

const BACK_OFFICE = ['ASM', 'HSADM', 'ADMIN'] as const;
const EVERYONE = ['HST', 'ASM', 'HSADM', 'ADMIN'] as const;
const WEBFORM = ['HST', 'HSADM'] as const;

const empty = z.object({}).loose();
const ok = z.object({}).loose();
const ref = z.object({ uuid });
const pagePagination = (maxSize: number) =>
  z.object({ page: z.number().int().min(0).default(0), pageSize: z.number().int().min(1).max(maxSize) });
const limitPagination = (maxLimit: number) =>
  z.object({ limit: z.number().int().min(1).max(maxLimit), offset: z.number().int().min(0).default(0) });
const email = z.string().trim().min(1).max(254);
const password = z.string().min(1).max(1024);

/** The filters of an action list or report (SPEC §7 /action/list `actions`). */
export const actionFilters = z.object({
  since: wireDateTime,
  until: wireDateTime,
  cities: z.array(z.string().max(200)).max(50).optional(),
  streets: z.array(z.string().max(200)).max(50).optional(),
  /** Addition: filter by the action's ident or uuid (the filter modal's Id field). */
  ids: z.array(z.string().max(200)).max(50).optional(),
  territories: z.object({ uuids: z.array(uuid).max(500) }).optional(),
  events: z.object({ uuids: z.array(uuid).max(500) }).optional(),
  statuses: z.object({ idents: z.array(actionStatus).max(ACTION_STATUSES.length) }).optional(),
  users: z.object({ uuids: z.array(uuid).max(1000) }).optional(),
  availability: z.object({ since: wireDateTime, until: wireDateTime }).optional(),
  /** Reports: finished actions only. */
  finished: z.boolean().optional(),
});
export type ActionFilters = z.infer<typeof actionFilters>;

const sessionAnswer = z.object({ token, user });

export const eventInput = z.object({
  ident: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1).max(200),
  chain: z.string().max(200).nullable().optional(),
  since: dateBox,
  until: dateBox,
  territory: z
    .array(z.object({ uuid, ident: z.string().optional(), trash: z.boolean().optional() }))
    .max(500),
});

/** Contact and verification fields of the lead calls (SPEC §7 /lead/otp, /lead/verify). */
const leadConsent = z.object({ inspirationClub: z.boolean().optional() }).loose();

export const leadRegisterLead = z
  .object({
    process: z.literal('TOURPLANNER'),
    emailAddress: z.string().max(254),
    mobileNumber: z.string().max(20),
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    birthDate: z.string().max(10).nullable().optional(),
    billingPostalCode: z.string().max(6).nullable().optional(),
    hostessCode: z.string().max(100),
    tourPlan: z.string().max(200),
    registerLocation: z.string().max(200).nullable(),
    category: z.string().max(100),
    deviceName: z.string().max(200).nullable().optional(),
    brand: z.string().max(50),
    secondaryBrand: z.string().max(50).nullable().optional(),
    eventIdent: z.string().max(200).nullable().optional(),
    pointIdent: z.string().max(200).nullable().optional(),
    formIdent: z.string().max(200).optional(),
    accountSource: z.string().max(50).optional(),
    lastModifiedSource: z.string().max(50).optional(),
    emailVerificationStatus: z.string().max(50).optional(),
    emailVerified: z.boolean().optional(),
    phoneVerified: z.boolean().optional(),
    ageVerified: z.boolean().optional(),
    selectedOffers: z.record(z.string(), z.unknown()).optional(),
    consent: z.record(z.string(), z.boolean().nullable()),
    assetItems: z
      .array(
        z.object({
          brand: z.string().max(50),
          colour: z.string().max(100).nullable().optional(),
          taste: z.string().max(100).nullable().optional(),
          status: z.string().max(20),
          purchaseDate: z.string().max(20).nullable().optional(),
          model: z.string().max(100).nullable().optional(),
          type: z.string().max(20),
          storeId: z.string().max(200).nullable().optional(),
          tourPlan: z.string().max(200).nullable().optional(),
          assetSource: z.string().max(100).nullable().optional(),
          deviceName: z.string().max(200).nullable().optional(),
          serialNumber: z.string().max(100).nullable().optional(),
        }),
      )
      .max(10)
      .optional(),
    productInterestItems: z
      .array(
        z.object({
          sku: z.string().max(100),
          status: z.string().max(20),
          unitOfMeasure: z.string().max(20),
          name: z.string().max(200).nullable().optional(),
          tourPlan: z.string().max(200).nullable().optional(),
        }),
      )
      .max(20)
      .optional(),
  })
  .loose();

export const offerAvailability = z.object({
  Glo: z.boolean(),
  Vuse: z.boolean(),
  Velo: z.boolean(),
  Neo: z.boolean(),
  newUser: z.boolean().optional(),
});

const IC_WARNINGS = [
  'error_ic_registration_failed',
  'error_ic_consumer_multiple_found',
  'error_ic_consumer_already_exists',
] as const;

export const contract = {
  // ---------------------------------------------------------------- auth
  login: defineCall({
    path: '/auth/login',
    kind: 'json',
    auth: 'none',
    roles: 'anyone',
    request: z.object({ username: email, password }),
    response: sessionAnswer,
    errors: ['E_INVALID_CREDENTIALS', 'E_TOO_MANY_REQUESTS'],
    summary: 'Sign in; answers the session token and the user (with role.uuid).',
  }),
  session: defineCall({
    path: '/auth/session',
    kind: 'json',
    auth: 'session',
    roles: EVERYONE,
    request: empty,
    response: sessionAnswer,
    summary: 'Restore a session from the Bearer token.',
  }),
  logout: defineCall({
    path: '/auth/logout',
    kind: 'json',
    auth: 'session',
    roles: EVERYONE,
    request: empty,
    response: ok,
    summary: 'Revoke the session.',
  }),
  resetToken: defineCall({
    path: '/auth/reset-token',
    kind: 'json',
    auth: 'none',
    roles: 'anyone',
    request: z.object({ username: email }),
    response: ok,
    errors: ['E_TOO_MANY_REQUESTS'],
    summary: 'Send a password reset code by e-mail; answers alike whether or not the user exists.',
  }),
  resetPassword: defineCall({
    path: '/auth/reset-password',
    kind: 'json',
    auth: 'none',
    roles: 'anyone',
    request: z.object({ username: email, otp: z.string().trim().min(1).max(32), password }),
    response: ok,
    errors: ['E_RESET_CODE_INVALID', 'E_PASSWORD_TOO_WEAK', 'E_TOO_MANY_REQUESTS'],
    summary: 'Set a new password with the reset code; revokes every session of the user.',
  }),
  updatePassword: defineCall({
    path: '/auth/update-password',
    kind: 'json',
    auth: 'session',
    roles: EVERYONE,
    request: z.object({ user: z.object({ password }) }),
    response: ok,
    errors: ['E_PASSWORD_TOO_WEAK'],
    summary: "Change the signed-in user's password; revokes the user's other sessions.",
  }),

  // ---------------------------------------------------------------- reference data
  userList: defineCall({
    path: '/user/list',
    kind: 'json',
    auth: 'session',
    roles: BACK_OFFICE,
    request: z.object({
      pagination: pagePagination(1000),
      territory: z.object({ uuid: uuid.optional(), uuids: z.array(uuid).max(500).optional() }).optional(),
      availability: z.object({ since: wireDateTime, until: wireDateTime }).optional(),
      /** Addition: restrict to one role (the personnel page lists HST only). */
      role: z.object({ uuid: z.enum(['HST', 'ASM', 'HSADM', 'ADMIN']) }).optional(),
    }),
    response: z.array(user),
    summary: 'Personnel list, within the caller’s territories; with availability and actions in the range.',
  }),
  territoryList: defineCall({
    path: '/territory/list',
    kind: 'json',
    auth: 'session',
    roles: BACK_OFFICE,
    request: z.object({ pagination: pagePagination(500) }),
    response: z.array(territory),
    summary: 'Territories visible to the caller.',
  }),
  eventList: defineCall({
    path: '/event/list',
    kind: 'json',
    auth: 'session',
    roles: BACK_OFFICE,
    request: z.object({
      pagination: pagePagination(500),
      /** Addition: events overlapping the range (the events screen). */
      since: wireDateTime.optional(),
      until: wireDateTime.optional(),
    }),
    response: z.array(event),
    summary: 'Events visible to the caller, optionally overlapping a date range.',
  }),
  eventCreate: defineCall({
    path: '/event/create',
    kind: 'json',
    auth: 'session',
    roles: ['ADMIN'],
    request: z.object({ event: eventInput }),
    response: event,
    errors: ['E_CONFLICT'],
    summary: 'Create an event.',
  }),
  eventUpdate: defineCall({
    path: '/event/update',
    kind: 'json',
    auth: 'session',
    roles: ['ADMIN'],
    request: z.object({ event: eventInput.extend({ uuid }) }),
    response: event,
    errors: ['E_CONFLICT'],
    addition: true,
    summary: 'Edit an event.',
  }),
  pointList: defineCall({
    path: '/point/list',
    kind: 'json',
    auth: 'session',
    roles: BACK_OFFICE,
    request: z.object({
      pagination: pagePagination(1000),
      event: ref.optional(),
      territory: ref.optional(),
    }),
    response: z.array(point),
    summary: 'Points (locations) of an event and territory.',
  }),

  // ---------------------------------------------------------------- actions
  actionCreate: defineCall({
    path: '/action/create',
    kind: 'json',
    auth: 'session',
    roles: BACK_OFFICE,
    request: z.object({ action: actionInput }),
    response: action,
    errors: ['E_ACTION_POINT_NOT_FOUND', 'E_ACTION_POINT_MISMATCH'],
    summary: 'Create an action (also used for each copy).',
  }),
  actionUpdate: defineCall({
    path: '/action/update',
    kind: 'json',
    auth: 'session',
    roles: BACK_OFFICE,
    request: z.object({ action: actionInput.extend({ uuid }) }),
    response: action,
    errors: ['E_ACTION_POINT_NOT_FOUND', 'E_ACTION_POINT_MISMATCH', 'E_ACTION_NOT_EDITABLE'],
    summary: 'Save an action that is not cancelled, started or finished.',
  }),
  actionSetStatus: defineCall({
    path: '/action/set-status',
    kind: 'json',
    auth: 'session',
    roles: BACK_OFFICE,
    request: z.object({
      status: z.object({ ident: z.enum(['editable', 'accepted', 'cancelled']) }),
      action: ref,
    }),
    response: action,
    errors: ['E_EMPTY_VALUE', 'E_STATUS_NOT_ALLOWED'],
    summary: 'Set editable, accepted or cancelled; needs event, users, points, since and until.',
  }),
  actionList: defineCall({
    path: '/action/list',
    kind: 'json',
    auth: 'session',
    roles: EVERYONE,
    request: z.object({ actions: actionFilters, pagination: limitPagination(100) }),
    response: z.object({ actions: z.array(action), count: z.number().int() }),
    summary: 'Actions in a range with filters, 100 a page; a hostess sees only her own.',
  }),
  reportRequest: defineCall({
    path: '/action/report/request/:format/:since/:until',
    kind: 'json',
    auth: 'session',
    roles: BACK_OFFICE,
    params: z.object({ format: z.literal('xlsx'), since: wireDate, until: wireDate }),
    request: z.object({ actions: actionFilters.partial().optional(), pagination: limitPagination(2048) }),
    response: reportQueueItem,
    summary: 'Queue an XLSX report of the filtered actions (at most 2048 rows).',
  }),
  reportStatus: defineCall({
    path: '/action/report/status',
    kind: 'json',
    auth: 'session',
    roles: BACK_OFFICE,
    request: empty,
    response: z.object({ queued: z.array(reportQueueItem), finished: z.array(reportQueueItem) }),
    summary:
      "The caller's queued and finished reports; finished includes failed ones (rows null, their download answers E_REPORT_FAILED).",
  }),
  reportDownload: defineCall({
    path: '/action/report/download',
    kind: 'file',
    auth: 'session',
    roles: BACK_OFFICE,
    request: z.object({ report: ref }),
    response: z.unknown(),
    errors: ['E_REPORT_NOT_READY', 'E_REPORT_FAILED'],
    summary: 'Download a finished report (XLSX).',
  }),
  receiptList: defineCall({
    path: '/action/receipt/list',
    kind: 'json',
    auth: 'session',
    roles: EVERYONE,
    request: z.object({ action: ref, pagination: limitPagination(100) }),
    response: z.object({ receipts: z.array(receipt) }),
    summary: 'Receipt photos of an action.',
  }),
  receiptServe: defineCall({
    path: '/action/receipt/serve',
    kind: 'file',
    auth: 'session',
    roles: EVERYONE,
    request: z.object({ receipt: ref }),
    response: z.unknown(),
    summary: 'A receipt image.',
  }),
  fileList: defineCall({
    path: '/action/file/list',
    kind: 'json',
    auth: 'session',
    roles: EVERYONE,
    request: z.object({ action: ref, pagination: limitPagination(100) }),
    response: z.object({ files: z.array(actionFile), poll: poll.nullable() }),
    summary: 'Start and end photos and the survey of an action.',
  }),
  fileServe: defineCall({
    path: '/action/file/serve',
    kind: 'file',
    auth: 'session',
    roles: EVERYONE,
    request: z.object({ file: ref }),
    response: z.unknown(),
    summary: 'A start or end photo.',
  }),
  receiptCreate: defineCall({
    path: '/action/receipt/create',
    kind: 'multipart',
    auth: 'session',
    roles: WEBFORM,
    request: z.object({
      action: ref,
      device: z.object({ serial: z.string().max(100), beacon: z.string().max(200) }),
    }),
    response: z.object({ receipt }),
    meta: z.object({ ts: z.string() }),
    errors: ['E_INVALID_FILE', 'E_PAYLOAD_TOO_LARGE'],
    idempotent: true,
    summary: 'Upload a receipt photo (multipart: `_input` JSON and `files[]`; idempotent with a key).',
  }),

  // ---------------------------------------------------------------- consumer webform
  leadOtp: defineCall({
    path: '/lead/otp',
    kind: 'json',
    auth: 'session',
    roles: WEBFORM,
    request: z.object({
      lead: z.object({
        process: z.literal('TOURPLANNER'),
        emailAddress: z.string().max(254),
        mobileNumber: z.string().max(20),
        consent: leadConsent.optional(),
      }),
    }),
    response: ok,
    errors: ['error_otp_cooldown', 'E_TOO_MANY_REQUESTS'],
    summary: 'Send the e-mail and SMS one-time codes.',
  }),
  leadVerify: defineCall({
    path: '/lead/verify',
    kind: 'json',
    auth: 'session',
    roles: WEBFORM,
    request: z.object({
      lead: z.object({
        process: z.literal('TOURPLANNER'),
        emailAddress: z.string().max(254),
        otpEmail: z.string().max(16),
        mobileNumber: z.string().max(20),
        mobileNumberNoPrefix: z.string().max(20).optional(),
        otp: z.string().max(16),
        eventIdent: z.string().max(200).nullable().optional(),
        phoneVerified: z.boolean().optional(),
        consent: leadConsent.optional(),
      }),
    }),
    response: offerAvailability,
    errors: [
      'error_m2_not_found_in_salesforce',
      'error_wrong_otp',
      'error_wrong_otp_email',
      'error_otp_expired',
      'error_otp_too_many_attempts',
    ],
    summary:
      'Check both codes; answers which offers the consumer may take (error_m2_not_found_in_salesforce: a new consumer).',
  }),
  leadRegister: defineCall({
    path: '/lead/register',
    kind: 'json',
    auth: 'session',
    roles: WEBFORM,
    request: z.object({ lead: leadRegisterLead, action: ref.optional() }),
    response: z.object({ uuid: z.string(), warning: z.enum(IC_WARNINGS).optional() }),
    meta: z.object({ bc: z.string(), ts: z.string() }),
    errors: [
      'error_not_verified',
      'error_device_not_found',
      'error_device_already_registered',
      'error_consumer_multiple_found',
      'error_asset_unavailable',
      'error_offer_not_available',
      'ASSET:CREATION_ERROR',
    ],
    idempotent: true,
    summary: 'Register a verified consumer with the chosen offers and consents (idempotent).',
  }),
  deviceBurn: defineCall({
    path: '/device/burn',
    kind: 'json',
    auth: 'session',
    roles: WEBFORM,
    request: z.object({ device: z.object({ serialNumber: z.string().trim().min(1).max(100) }) }),
    response: ok,
    errors: ['error_device_not_found', 'error_device_already_registered'],
    summary: 'Mark a Glo device serial as used, once.',
  }),

  // ---------------------------------------------------------------- additions: hostess side
  hostessActions: defineCall({
    path: '/hostess/action/list',
    kind: 'json',
    auth: 'session',
    roles: ['HST'],
    request: z.object({ since: wireDateTime.optional(), until: wireDateTime.optional() }),
    response: z.object({
      actions: z.array(
        action.extend({
          points: z.array(point),
          eventIdent: z.string().nullable(),
        }),
      ),
      count: z.number().int(),
    }),
    addition: true,
    summary: "The signed-in hostess's actions from today on (with each point's address and coordinates).",
  }),
  actionStart: defineCall({
    path: '/hostess/action/start',
    kind: 'multipart',
    auth: 'session',
    roles: ['HST'],
    request: z.object({
      action: ref,
      position: z.object({
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
        accuracy: z.number().min(0).optional(),
      }),
    }),
    response: action,
    errors: ['E_CONFLICT', 'E_INVALID_FILE'],
    idempotent: true,
    addition: true,
    summary:
      'Start an action with a start photo and GPS (distance to the point, outOfBounds); a repeat with the same key answers the action as it is.',
  }),
  actionFinish: defineCall({
    path: '/hostess/action/finish',
    kind: 'multipart',
    auth: 'session',
    roles: ['HST'],
    request: z.object({ action: ref, poll }),
    response: action,
    errors: ['E_CONFLICT', 'E_INVALID_FILE'],
    idempotent: true,
    addition: true,
    summary:
      'Finish a started action with an end photo and the survey; a repeat with the same key answers the action as it is.',
  }),
  actionCancel: defineCall({
    path: '/hostess/action/cancel',
    kind: 'json',
    auth: 'session',
    roles: ['HST'],
    request: z.object({ action: ref, reason: z.string().max(1000).optional() }),
    response: action,
    errors: ['E_CONFLICT'],
    addition: true,
    summary: 'The hostess cancels her action (hst_cancelled).',
  }),
  availabilityList: defineCall({
    path: '/availability/list',
    kind: 'json',
    auth: 'session',
    roles: EVERYONE,
    request: z.object({ user: ref.optional(), since: wireDateTime, until: wireDateTime }),
    response: z.array(availabilitySlot),
    addition: true,
    summary: 'Availability slots of a person (a hostess: her own) in a range.',
  }),
  availabilitySave: defineCall({
    path: '/availability/save',
    kind: 'json',
    auth: 'session',
    roles: EVERYONE,
    request: z.object({
      user: ref.optional(),
      /** The day whose slots are replaced. */
      day: wireDate,
      /** Slots within that day; empty: not available that day. */
      availability: z.array(z.object({ since: dateBox, until: dateBox })).max(24),
    }),
    response: z.array(availabilitySlot),
    addition: true,
    summary:
      'Replace a person’s availability on one day (a hostess: her own; ASM/HSADM: anyone in their territories; ADMIN: anyone).',
  }),

  // ---------------------------------------------------------------- additions: code pools and devices
  codeList: defineCall({
    path: '/code/list',
    kind: 'json',
    auth: 'session',
    roles: ['ADMIN'],
    request: z.object({ event: ref.optional() }),
    response: z.array(codePoolEvent),
    addition: true,
    summary: 'Code pools per event with totals, split into groups.',
  }),
  codeImport: defineCall({
    path: '/code/import',
    kind: 'multipart',
    auth: 'session',
    roles: ['ADMIN'],
    request: z.object({}).loose(),
    response: z.object({ imported: z.number().int(), skipped: z.number().int() }),
    errors: ['E_CSV_INVALID', 'E_PAYLOAD_TOO_LARGE'],
    addition: true,
    summary: 'Import codes from CSV (code;event;group;state;hostess).',
  }),
  codeExport: defineCall({
    path: '/code/export',
    kind: 'file',
    auth: 'session',
    roles: ['ADMIN'],
    request: z.object({ event: ref.optional() }),
    response: z.unknown(),
    addition: true,
    summary: 'Export codes with their state as CSV.',
  }),
  deviceImport: defineCall({
    path: '/device/import',
    kind: 'multipart',
    auth: 'session',
    roles: ['ADMIN'],
    request: z.object({}).loose(),
    response: z.object({ imported: z.number().int(), skipped: z.number().int() }),
    errors: ['E_CSV_INVALID', 'E_PAYLOAD_TOO_LARGE'],
    addition: true,
    summary: 'Import Glo device serial numbers from CSV (one serial a line, optional model).',
  }),
} as const;

export type Contract = typeof contract;
export type CallName = keyof Contract;
