// The app's one API client (ADR 0009): @tourplanner/api-client's createAppApi with this app's API
// origin. The session store sets its token and listens for lost sessions; every other module only
// calls. It loads zod and the contract, so the sign-in screen imports it lazily (see session.ts).
import { ApiError, createAppApi } from '@tourplanner/api-client/app-api';
import { ERROR_TEXTS, message, NETWORK_ERROR_CODE } from '@tourplanner/i18n-pl/errors';
import { env } from '../env';

export const api = createAppApi({ baseUrl: env.apiUrl });

/** The error code of a failed call: the server's data.error, or E_NETWORK when no answer came. */
export function errorCodeOf(error: unknown): string {
  if (error instanceof ApiError) return error.code === 'E_ABORTED' ? NETWORK_ERROR_CODE : error.code;
  return NETWORK_ERROR_CODE;
}

/**
 * The text the app shows for a failed call, the one place that turns a failure into words: a 429
 * that names its wait (Retry-After) says it ('Zbyt wiele prób. Spróbuj ponownie za 42 s.'), any
 * other failure the catalogue's text of its code (the generic text when no answer came).
 */
export function errorTextOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.retryAfter !== undefined)
    return error.message;
  const code = errorCodeOf(error);
  return message(code === NETWORK_ERROR_CODE ? null : code);
}

/**
 * The code a webform modal explains: the original API may answer a registration failure with its
 * own code (or none) and the cause in targetErrorTrace.targetErrorCode (SPEC §7, §8), e.g.
 * ASSET:CREATION_ERROR; the cause wins where the catalogue has a text for it.
 */
export function webformCodeOf(error: unknown): string {
  const target = error instanceof ApiError ? error.targetErrorCode : undefined;
  if (target && Object.hasOwn(ERROR_TEXTS, target)) return target;
  return errorCodeOf(error);
}

/** meta.ts of a failed call, where the server sent one (the webform error modal shows it). */
export function errorTsOf(error: unknown): string | null {
  if (error instanceof ApiError) {
    const ts = error.meta?.ts;
    return typeof ts === 'string' || typeof ts === 'number' ? String(ts) : null;
  }
  return null;
}
