// The app's side of the early first calls (./first-calls.ts): a fetch for the API client that
// answers a request with the started call of the same URL, session and body, once, and sends any
// other request itself.
import {
  callKey,
  EARLY_CALL_MAX_AGE_MS,
  EARLY_CALLS,
  type StartedCall,
  type WithEarlyCalls,
} from './first-calls';

/** The calls started before the app, or none (the script did not run, or not yet). */
const started = (): StartedCall[] | undefined => (globalThis as WithEarlyCalls)[EARLY_CALLS];

/**
 * Marks the app as running: from now on the early script (if it only runs now) starts nothing, as
 * the app makes its calls itself.
 */
export function appStarted(): void {
  (globalThis as WithEarlyCalls)[EARLY_CALLS] ??= [];
}

/** `fetch` that takes over a matching early call (ky hands it a Request). */
export function earlyAwareFetch(base: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    const waiting = started();
    // Too old to be the first screen's: none is used any more.
    if (waiting?.length && waiting.some((c) => Date.now() - c.startedAt > EARLY_CALL_MAX_AGE_MS)) {
      waiting.length = 0;
    }
    if (waiting?.length && input instanceof Request && input.method === 'POST') {
      const key = callKey(input.url, input.headers.get('authorization') ?? '', await input.clone().text());
      const at = waiting.findIndex((c) => c.key === key);
      if (at >= 0) return waiting.splice(at, 1)[0]!.response;
    }
    return base(input, init);
  };
}
