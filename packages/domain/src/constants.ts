// Business constants and limits of SPEC §9: timings, page sizes and limits shared by the API and the apps.

export const TIMINGS = {
  toastLifetimeMs: 2000,
  toastEnterMs: 500,
  toastExitMs: 300,
  modalCloseMs: 300,
  photoModalCloseMs: 600,
  webformModalCloseMs: 1000,
  preloaderHideMs: 600,
  searchThrottleMs: 200,
  reportPollMs: 10_000,
} as const;

export const LIMITS = {
  actionsPageSize: 100,
  personnelPageSize: 1000,
  pointsPageSize: 1000,
  territoriesPageSize: 500,
  eventsPageSize: 500,
  receiptsLimit: 100,
  filesLimit: 100,
  reportRowsLimit: 2048,
  copyCountMin: 1,
  copyCountMax: 100,
  copyCountDefault: 1,
  availabilityHourMin: 6,
  availabilityHourMax: 22,
  availabilityHourDefaultFrom: 9,
  availabilityHourDefaultTo: 16,
  otpLength: 5,
  phoneMinDigits: 4,
  phoneMaxDigits: 15,
  nameMinLength: 2,
  minimumAge: 18,
} as const;

export const PAGINATION = {
  /** The actions and reports pages. */
  marginPages: 2,
  pageRange: 5,
  /** The widget's own defaults when a page passes nothing. */
  defaultPageRange: 2,
  defaultMarginPages: 3,
} as const;

/**
 * The consumer's verification by codes: the API enforces these (apps/api/src/modules/leads/otp.ts)
 * and the webform plans around them, both reading them here.
 */
export const VERIFICATION = {
  /** Between two sends of the codes to the same target (the number and e-mail together). */
  resendCooldownMs: 30_000,
  /** How long a successful verification lets /lead/register proceed. */
  verificationTtlMs: 30 * 60_000,
  /** The webform stops counting on a verification this much earlier: the way to the server. */
  webformMarginMs: 60_000,
} as const;

export const DATE_FORMATS = {
  ymd: 'YYYY-MM-DD',
  range: 'YYYY.MM.DD',
  wire: 'YYYY-MM-DD HH:mm:ss',
  eventId: 'DD.MM.YYYY',
} as const;

export const TIME_ZONE = 'Europe/Warsaw';

export const CALENDAR = { firstHour: 6, lastHour: 24, pxPerHour: 40 } as const;

export const PHONE_PREFIXES = ['+48', '+380', '+44', '+49', '+420', '+370', '+371', '+372', '+421'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];

export const CAMERA = {
  facingMode: 'environment',
  width: { min: 1024, ideal: 1600, max: 1920 },
  height: { min: 640, ideal: 1100, max: 1200 },
  captureWidth: 1100,
  captureHeight: 1600,
  mimeType: 'image/jpeg',
} as const;

export const LEAD = {
  process: 'TOURPLANNER',
  accountSource: 'Hostess',
  lastModifiedSource: 'Hostess',
  emailVerificationStatus: 'Verified',
  formIdentSuffix: '-tourplanner',
  assetStatus: 'Active',
  assetType: 'Sold',
  productInterestStatus: 'Trial',
  productInterestUnit: 'Can',
} as const;

/** Receipt upload placeholders when there is no device or beacon (SPEC §7). */
export const RECEIPT_PLACEHOLDERS = { serial: 'fake_serial', beacon: 'fake_beacon' } as const;

export const OFFER_KEYS = ['Glo', 'Glo_HUTD', 'Vuse', 'Velo', 'Neo', 'InspirationClub'] as const;
export type OfferKey = (typeof OFFER_KEYS)[number];
/** The brands of the webform result and the offers popup. */
export const OFFER_BRANDS = ['Glo', 'Vuse', 'Velo', 'Neo'] as const;
export type OfferBrand = (typeof OFFER_BRANDS)[number];

/**
 * The action statuses' global idents (SPEC §3), here rather than beside their schema in entities.ts
 * so that reading them loads no schema (the back office's early script checks a linked status).
 */
export const ACTION_STATUSES = [
  'editable',
  'accepted',
  'cancelled',
  'started',
  'finished',
  'hst_cancelled',
] as const;
