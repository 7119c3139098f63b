// The back office's early script (built on its own by ../early-script.ts, loaded async from the
// page's head): with a saved session, the first calls start at once instead of after the app's
// code (app/early-calls.ts says which). Nothing here renders; the app takes the answers over.
import { firstCalls } from './app/early-calls';
import { EARLY_CALLS, startCalls, type WithEarlyCalls } from './shared/early/first-calls';

declare const __TOURPLANNER_API_URL__: string;

const w = globalThis as WithEarlyCalls;
// Already set: the app started first and makes its calls itself.
if (!w[EARLY_CALLS]) {
  try {
    w[EARLY_CALLS] = startCalls(firstCalls(__TOURPLANNER_API_URL__, window.location, new Date()));
  } catch {
    // Whatever failed here, the app makes its calls itself.
    w[EARLY_CALLS] = [];
  }
}
