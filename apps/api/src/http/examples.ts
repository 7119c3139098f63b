// One example request per call for the OpenAPI document: the bodies the API tests send (the test
// file is named beside each group), with the fixture's random ids replaced by fixed ones. Typed
// against the contract's request schemas, and test/openapi.test.ts checks that the server's own
// schemas accept every one, so an example cannot drift from what the server takes.
import type { contract } from '@tourplanner/api-client/contract';
import type { ParamsOf, RequestOf } from '@tourplanner/api-client/define';
import { buildLeadRegisterBody } from '@tourplanner/domain/lead';
import { POLL_ANSWER } from '@tourplanner/domain/poll';
import { initialWebformData, type WebformData } from '@tourplanner/domain/webform';
import { PLAN_NAME_PLACEHOLDERS, SIGNAL_TEXTS } from '@tourplanner/i18n-pl/server';

/** One call's example: the body (for multipart: the `_input` JSON) and its path parameters. */
export interface CallExample {
  body: unknown;
  params?: Record<string, string | number>;
}

type Contract = typeof contract;
/** Each call's example: its body as the request schema reads it, and its path parameters. */
export type CallExamples = {
  [K in keyof Contract]: CallExample & { body: RequestOf<Contract[K]>; params?: ParamsOf<Contract[K]> };
};
type BodyOf<K extends keyof Contract> = CallExamples[K]['body'];

const ids = {
  territory: '2f8e5c1a-6b1d-4c53-9d0e-1a2b3c4d5e01',
  otherTerritory: '2f8e5c1a-6b1d-4c53-9d0e-1a2b3c4d5e02',
  area: '3a9f6d2b-7c2e-4d64-8e1f-2b3c4d5e6f01',
  user: '4b0a7e3c-8d3f-4e75-9f20-3c4d5e6f7a01',
  event: '5c1b8f4d-9e40-4f86-8a31-4d5e6f7a8b01',
  point: '6d2c9a5e-af51-4097-9b42-5e6f7a8b9c01',
  brokenPoint: '6d2c9a5e-af51-4097-9b42-5e6f7a8b9c03',
  action: '7e3dab6f-b062-41a8-8c53-6f7a8b9c0d01',
  report: '8f4ebc70-c173-42b9-9d64-7a8b9c0d1e01',
  receipt: '9a5fcd81-d284-43ca-ae75-8b9c0d1e2f01',
  file: 'a06ade92-e395-44db-bf86-9c0d1e2f3a01',
  template: 'b17bef03-f4a6-45ec-8097-ad1e2f3a4b01',
  notification: 'c28cf014-05b7-46fd-91a8-be2f3a4b5c01',
} as const;
const day = '2026-11-23';
/** A tour: Mondays, Wednesdays, Fridays and Saturdays over the change to summer time. */
const tourPlan = {
  event: { uuid: ids.event },
  points: [{ uuid: ids.point }],
  dates: { since: '2027-03-15', until: '2027-04-03', weekdays: [1, 3, 5, 6] },
  hours: { start: '14:00', end: '20:00' },
  type: { ident: 'Standard' as const },
  name: `{${PLAN_NAME_PLACEHOLDERS.event}} - {${PLAN_NAME_PLACEHOLDERS.city}}`,
};
const page = { pagination: { page: 0, pageSize: 500 } };
/** A consent link's token as the receipt e-mail carries it (43 base64url characters). */
const consentToken = 'q3Jc9Vd0bXh1Zk5sT2x6R3ZwYnB4UWtNbm9yU2V0dUk';
const consumer = { emailAddress: 'anna.kowalska@example.com', mobileNumber: '+48600100200' };

/**
 * The webform's answers of the /lead/register example, less the contact and the offers: the
 * leads tests build their registrations from them too (test/webform-support.ts `webformData`).
 */
export const EXAMPLE_WEBFORM = {
  firstName: 'Anna',
  lastName: 'Kowalska',
  birthDate: '1990-05-15',
  billingPostalCode: '00-950',
  hostessCode: 'U-5',
  tourPlan: 'AK-1',
  registerLocation: 'P-1_Kiosk',
  category: 'IQOS',
  consents: {
    ageVerified: true,
    personalDataRegistrationAuthorisation: true,
    newsletterCommercialAuthorization: true,
    mobileOptIn: true,
    socialMediaOptIn: false,
  },
} as const satisfies Partial<WebformData>;

/** The /lead/register body as the webform builds it (test/webform-support.ts `registerBody`). */
const registerBody = buildLeadRegisterBody(
  {
    ...initialWebformData(),
    ...EXAMPLE_WEBFORM,
    consents: { ...EXAMPLE_WEBFORM.consents },
    emailAddress: consumer.emailAddress,
    numberPrefix: '+48',
    mobileNumber: '600100200',
    selectedOffers: {
      Glo: { model: 'Hyper X2', color: 'Black Orange', assetSource: 'BREP1', serialNumber: 'GLO4000000001' },
    },
  },
  {
    host: 'webform.tourplanner.pl',
    eventIdent: 'EV-1',
    emailVerified: true,
    phoneVerified: true,
    now: new Date('2026-11-23T10:00:00Z'),
  },
);

const actionInput: Omit<BodyOf<'actionUpdate'>['action'], 'uuid'> = {
  name: 'Degustacja Velo',
  type: { ident: 'Standard' },
  event: { uuid: ids.event },
  territory: { uuid: ids.territory },
  area: { uuid: ids.area },
  since: { date: `${day} 10:00:00` },
  until: { date: `${day} 16:00:00` },
  actionPoints: [{ point: { uuid: ids.point } }, { point: { uuid: ids.brokenPoint }, trash: true }],
  users: [{ uuid: ids.user }],
};
const point = {
  ident: 'NP-1',
  name: 'Kiosk Nowy',
  chain: 'Ruch',
  address: { streetAddress: 'Nowa', streetNumber: '7A', cityName: 'Gdynia', postalCode: '81-001' },
  territory: { uuid: ids.territory },
  lat: 54.5189,
  lng: 18.5305,
};
const event = {
  ident: `Nowy event ${day}`,
  name: 'Nowy event',
  since: { date: `${day} 00:00:00` },
  until: { date: `${day} 23:59:59` },
  territory: [{ uuid: ids.territory }, { uuid: ids.otherTerritory, trash: true }],
};
const account: BodyOf<'userCreate'>['user'] = {
  firstname: 'Anna',
  lastname: 'Nowa',
  emailAddress: 'anna.1@fixture.test',
  mobilePhone: '+48 600 100 200',
  role: { uuid: 'HST' },
  territories: [{ uuid: ids.territory }],
  hostessCode: 'HST-NEW-1',
};

export const CALL_EXAMPLES: CallExamples = {
  // test/auth.test.ts, test/accounts.test.ts
  login: { body: { username: 'hst3@fixture.test', password: 'Test-password-1' } },
  session: { body: {} },
  logout: { body: {} },
  resetToken: { body: { username: 'pw@fixture.test' } },
  resetPassword: {
    body: { username: 'anna.invited@fixture.test', otp: '4F7K2', password: 'New-password-2' },
  },
  updatePassword: { body: { user: { password: 'New-password-2', currentPassword: 'Test-password-1' } } },
  userList: { body: { ...page, territory: { uuid: ids.territory }, withSchedule: true } },
  // test/accounts-search.test.ts
  userSearch: { body: { pagination: { page: 0, pageSize: 50 }, search: 'Nowa', active: true } },
  userCreate: { body: { user: account } },
  userUpdate: { body: { user: { ...account, uuid: ids.user } } },
  userDeactivate: { body: { user: { uuid: ids.user } } },
  userActivate: { body: { user: { uuid: ids.user } } },
  // test/regions.test.ts, test/back-office.test.ts
  territoryList: { body: page },
  regionList: { body: {} },
  territoryCreate: { body: { territory: { ident: 'T-Q', name: 'Q' } } },
  territoryUpdate: { body: { territory: { uuid: ids.territory, ident: 'T-NORTH', name: 'Q' } } },
  areaCreate: { body: { area: { ident: 'A-Q', name: 'Q', territory: { uuid: ids.territory } } } },
  areaUpdate: {
    body: { area: { uuid: ids.area, ident: 'A-NORTH-1', name: 'Q', territory: { uuid: ids.territory } } },
  },
  eventList: { body: { ...page, since: '2099-01-01 00:00:00', until: '2099-01-08 00:00:00' } },
  eventCreate: { body: { event } },
  eventUpdate: { body: { event: { ...event, uuid: ids.event } } },
  // test/points.test.ts
  pointList: { body: { pagination: { page: 0, pageSize: 1000 }, event: { uuid: ids.event } } },
  pointSearch: { body: { pagination: { page: 0, pageSize: 50 }, search: 'gdyn' } },
  pointCreate: { body: { point } },
  pointUpdate: { body: { point: { ...point, uuid: ids.point, trash: true } } },
  pointImport: { body: {} },
  // test/back-office.test.ts, test/booking.test.ts, test/action-wire.test.ts
  actionCreate: { body: { action: actionInput } },
  actionUpdate: { body: { action: { ...actionInput, uuid: ids.action } } },
  actionSetStatus: { body: { status: { ident: 'accepted' }, action: { uuid: ids.action } } },
  actionHistory: { body: { action: { uuid: ids.action } } },
  actionList: {
    body: { actions: { since: '2026-03-01', until: '2026-12-31' }, pagination: { limit: 100, offset: 0 } },
  },
  actionPersonnel: {
    body: { since: `${day} 10:00:00`, until: `${day} 11:00:00`, territory: { uuid: ids.territory } },
  },
  // test/hostess.test.ts, test/receipts.test.ts
  reportRequest: {
    body: { actions: { statuses: { idents: ['finished'] } }, pagination: { limit: 2048, offset: 0 } },
    params: { format: 'xlsx', since: day, until: day },
  },
  reportStatus: { body: {} },
  reportDownload: { body: { report: { uuid: ids.report } } },
  receiptList: { body: { action: { uuid: ids.action }, pagination: { limit: 100, offset: 0 } } },
  receiptServe: { body: { receipt: { uuid: ids.receipt } } },
  fileList: { body: { action: { uuid: ids.action }, pagination: { limit: 100, offset: 0 } } },
  fileServe: { body: { file: { uuid: ids.file } } },
  receiptCreate: {
    body: { action: { uuid: ids.action }, device: { serial: 'GLOR000001', beacon: 'B-0001' } },
  },
  // test/leads.test.ts (test/webform-support.ts), test/devices.test.ts
  leadOtp: {
    body: { lead: { process: 'TOURPLANNER', ...consumer, consent: { inspirationClub: true } } },
  },
  leadVerify: {
    body: {
      lead: {
        process: 'TOURPLANNER',
        ...consumer,
        otpEmail: 'K2M9Q',
        mobileNumberNoPrefix: '600100200',
        otp: '7H3PX',
        eventIdent: 'EV-1',
        phoneVerified: true,
        consent: { inspirationClub: true },
      },
    },
  },
  leadRegister: { body: { ...registerBody, action: { uuid: ids.action } } },
  deviceBurn: { body: { device: { serialNumber: 'GLO4000000001' } } },
  deviceImport: { body: {} },
  hostessActions: { body: { since: `${day} 00:00:00`, until: `${day} 23:59:59` } },
  actionStart: { body: { action: { uuid: ids.action }, position: { lat: 54.35, lng: 18.65 } } },
  actionFinish: {
    body: {
      action: { uuid: ids.action },
      poll: { chechboxes: [POLL_ANSWER.yes, POLL_ANSWER.no, POLL_ANSWER.yes], text: null },
      position: { lat: 54.35, lng: 18.65 },
    },
  },
  actionCancel: { body: { action: { uuid: ids.action } } },
  actionConfirm: { body: { action: { uuid: ids.action } } },
  // test/signals.test.ts
  actionRetake: { body: { file: { uuid: ids.file } } },
  reviewDecide: {
    body: {
      items: [
        {
          file: { uuid: ids.file },
          decision: 'retake',
          comment: SIGNAL_TEXTS.blurry_photo.replace('{photo}', SIGNAL_TEXTS.photos.start),
        },
        { receipt: { uuid: ids.receipt }, decision: 'accept' },
      ],
    },
  },
  // test/reminders.test.ts
  pushKey: { body: {} },
  pushSubscribe: {
    body: {
      subscription: {
        endpoint: 'https://push.example.test/send/device-1',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    },
  },
  pushUnsubscribe: { body: { endpoint: 'https://push.example.test/send/device-1' } },
  availabilityList: { body: { since: `${day} 00:00:00`, until: `${day} 23:59:59` } },
  availabilitySave: {
    body: { day, availability: [{ since: { date: `${day} 09:00:00` }, until: { date: `${day} 17:00:00` } }] },
  },
  // test/codes.test.ts, test/consents.test.ts
  codeList: { body: { event: { uuid: ids.event } } },
  codeImport: { body: {} },
  codeExport: { body: { event: { uuid: ids.event } } },
  consentRecord: { body: { token: consentToken } },
  consentWithdraw: { body: { token: consentToken, purposes: ['mobileOptIn'] } },
  consentHistory: { body: { consumer: { emailAddress: consumer.emailAddress } } },
  consentErase: { body: { consumer } },
  // test/jobs.test.ts
  jobQueues: { body: {} },
  // test/plan-tour.test.ts
  planPreview: { body: { plan: tourPlan } },
  planCommit: {
    body: {
      plan: tourPlan,
      actions: [
        {
          point: { uuid: ids.point },
          since: { date: '2027-03-15 14:00:00' },
          until: { date: '2027-03-15 20:00:00' },
          user: { uuid: ids.user },
        },
      ],
      status: 'editable',
      mode: 'skip',
    },
  },
  actionBulk: {
    body: { actions: { uuids: [ids.action] }, set: { shift: { days: 1, minutes: 30 } } },
  },
  planTemplateSave: {
    body: {
      template: {
        name: 'Glo Hyper Tour',
        plan: {
          event: tourPlan.event,
          points: tourPlan.points,
          weekdays: [1, 3],
          hours: { start: '14:00', end: '20:00' },
          type: tourPlan.type,
          name: tourPlan.name,
        },
      },
    },
  },
  planTemplateList: { body: {} },
  planTemplateApply: {
    body: { template: { uuid: ids.template }, dates: { since: '2027-09-06', until: '2027-09-12' } },
  },
  // test/dashboard.test.ts
  dashboardSummary: {
    body: {
      since: '2025-03-01',
      until: '2025-03-31',
      events: { uuids: [ids.event] },
      territories: { uuids: [ids.territory] },
    },
  },
  // test/hostess-stats.test.ts
  hostessStats: { body: {} },
  // test/calendar.test.ts
  calendarFeedCreate: { body: {} },
  hostessActionIcs: { body: { action: { uuid: ids.action } } },
  // test/alerts.test.ts
  actionReassign: { body: { action: { uuid: ids.action }, user: { uuid: ids.user } } },
  notificationList: { body: { pagination: { page: 0, pageSize: 20 } } },
  notificationRead: { body: { uuids: [ids.notification] } },
};
