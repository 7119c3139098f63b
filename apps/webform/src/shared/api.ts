// The app's one API client (ADR 0009): the app kit's createAppApi with this app's API origin. The
// session store sets its token and listens for lost sessions; every other module only calls. It
// loads zod and the contract, so the sign-in screen imports it lazily (see session.ts). What the
// webform's error modal reads of a failed call beside the app kit's code and text is here.
import { ApiError, createAppApi, errorCodeOf, errorTextOf } from '@tourplanner/app-kit/api';
import { ERROR_TEXTS, message } from '@tourplanner/i18n-pl/errors';
import { env } from '../env';
import { webformCalls } from './calls';

export { errorCodeOf, errorTextOf };

/** The text of a sign-in refused for the role (a coordinator: the back office is theirs). */
export const roleRefusedText = () => message('E_NO_PERMISSION');

export const api = createAppApi(webformCalls, { baseUrl: env.apiUrl });

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
