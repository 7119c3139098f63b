// The app's one API client (packages/api-client) with the session token and the 401 handler.
// Every call goes through here; errors are reduced to a code the i18n catalogue knows.
import { ApiError, createApiClient } from '@tourplanner/api-client/client';
import { NETWORK_ERROR_CODE } from '@tourplanner/i18n-pl/errors';
import { env } from '../env';
import { sessionBridge } from './session-bridge';

type Client = ReturnType<typeof createApiClient>;

let client: Client | null = null;

export function api(): Client {
  client ??= createApiClient({
    baseUrl: env.apiUrl,
    getToken: sessionBridge.getToken,
    onUnauthorized: () => sessionBridge.unauthorized(),
  });
  return client;
}

/** Replaces the client (component tests hand in a stub fetch). */
export function setApiForTests(next: Client | null): void {
  client = next;
}

/** The error code of a failed call: the server's data.error, or E_NETWORK when no answer came. */
export function errorCodeOf(error: unknown): string {
  if (error instanceof ApiError) return error.code === 'E_ABORTED' ? NETWORK_ERROR_CODE : error.code;
  return NETWORK_ERROR_CODE;
}

/** meta.ts of a failed call, where the server sent one (the webform error modal shows it). */
export function errorTsOf(error: unknown): string | null {
  if (error instanceof ApiError) {
    const ts = error.meta?.ts;
    return typeof ts === 'string' || typeof ts === 'number' ? String(ts) : null;
  }
  return null;
}
