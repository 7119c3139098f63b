// The back office's one API client (ADR 0009): the app kit's createAppApi pointed at
// the configured API. The session store alone sets its token and resets the app on a lost session;
// every other module calls through the query and mutation hooks of its feature's `api/` folder.
import { ApiError, createAppApi } from '@tourplanner/app-kit/api';
import { env } from '../env';
import { backOfficeCalls } from './calls';
import { appStarted, earlyAwareFetch } from './early/claim';

// In production the large lists (the actions page, the reference lists) are normalised, not
// re-validated: the server built them from the same schemas (@tourplanner/api-client's normalizeOnly).
// A call the early script started (shared/early/first-calls.ts) is taken over, not sent again.
export const api = createAppApi(backOfficeCalls, {
  baseUrl: env.apiUrl,
  normalizeOnly: env.production,
  fetch: earlyAwareFetch(),
});
appStarted();

export { ApiError };
