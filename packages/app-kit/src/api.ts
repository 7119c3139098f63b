// The apps' API wiring: each app makes its one client with createAppApi (@tourplanner/api-client's
// typed ky client, its base URL and fetch the app's own), and only the app kit's session store
// touches it after that: it sets the token and hears every 401 (session.ts). Beside it, what a
// screen reads of a failed call: its code, and the one text it shows for it.
import { ApiError } from '@tourplanner/api-client/app-api';
import { message, NETWORK_ERROR_CODE } from '@tourplanner/i18n-pl/errors';

export { ApiError, type AppApi, type AppApiOptions, createAppApi } from '@tourplanner/api-client/app-api';

/** The error code of a failed call: the server's data.error, or E_NETWORK when no answer came. */
export function errorCodeOf(error: unknown): string {
  if (error instanceof ApiError) return error.code === 'E_ABORTED' ? NETWORK_ERROR_CODE : error.code;
  return NETWORK_ERROR_CODE;
}

/**
 * The text shown for a failed call: a 429 that names its wait (Retry-After) says it ('Zbyt wiele
 * prób. Spróbuj ponownie za 42 s.'), any other failure the catalogue's text of its code (the
 * generic text when no answer came).
 */
export function errorTextOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.retryAfter !== undefined)
    return error.message;
  const code = errorCodeOf(error);
  return message(code === NETWORK_ERROR_CODE ? null : code);
}
