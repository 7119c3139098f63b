// Every error code our API answers with (data.error), and those of the original API the apps know.
// packages/i18n-pl has a Polish text for each; a test in this package holds the two together.

/** Codes any call may answer. */
export const GENERIC_ERRORS = [
  'E_UNAUTHORIZED', // 401: no session, or it expired / was revoked
  'E_EXPIRED', // 401: the session expired
  'E_FORBIDDEN', // 403: role or territory does not allow it
  'E_VALIDATION', // 400: the body failed its schema; data.fields lists the failures
  'E_NOT_FOUND', // 404: the thing named does not exist (or is not visible to the caller)
  'E_CONFLICT', // 409: the state does not allow it
  'E_PAYLOAD_TOO_LARGE', // 413
  'E_TOO_MANY_REQUESTS', // 429
  'E_INTERNAL', // 500
  'E_UNAVAILABLE', // 503: the database was out of reach (a restart, a failover); try again
] as const;

/** Codes of SPEC §8 and our additions, by area. */
export const DOMAIN_ERRORS = [
  // auth
  'E_INVALID_CREDENTIALS',
  'E_USER_NOT_FOUND',
  'E_USER_WRONG_PASSWORD',
  'E_NO_PERMISSION',
  'E_RESET_CODE_INVALID',
  'E_PASSWORD_TOO_WEAK',
  'E_ACCOUNT_INACTIVE', // 403: the right password of a deactivated account
  // back office
  'E_EMPTY_VALUE',
  'E_ACTION_POINT_NOT_FOUND',
  'E_ACTION_POINT_MISMATCH',
  'E_ACTION_NOT_EDITABLE',
  'E_STATUS_NOT_ALLOWED',
  'E_HOSTESS_BUSY', // 409: a hostess has another action then (data.fields names it)
  'E_OUTSIDE_AVAILABILITY', // 409: outside her declared availability, and no reason given to override
  'E_INVALID_FILE',
  'E_REPORT_NOT_READY',
  'E_REPORT_FAILED',
  'E_CSV_INVALID',
  // files: the file storage did not answer (503; the upload recorded nothing, try again)
  'E_STORAGE_UNAVAILABLE',
  // webform / leads
  'error_m2_not_found_in_salesforce',
  'error_wrong_otp',
  'error_wrong_otp_email',
  'error_otp_expired',
  'error_otp_too_many_attempts',
  'error_otp_cooldown',
  'error_not_verified',
  'error_device_not_found',
  'error_device_already_registered',
  'error_consumer_multiple_found',
  'error_asset_unavailable',
  'error_ic_registration_failed',
  'error_ic_consumer_multiple_found',
  'error_ic_consumer_already_exists',
  'error_offer_not_available',
  'ASSET:CREATION_ERROR',
] as const;

export const ERROR_CODES = [...GENERIC_ERRORS, ...DOMAIN_ERRORS] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
