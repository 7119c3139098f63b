// The first calls of a cold start with a saved session, started by a small script of their own
// (src/early.ts) while the app's code is still on its way, and taken over by the app when it asks
// the same (./claim.ts): the session check and, where the first screen is the actions list, its
// first page. Without them both waited for the whole bundle to arrive and run. A request the app
// then makes differently (another token, another list) is not taken over: it costs one request.
// Here: how a call is started and recognised; which calls a start makes is the app's
// (src/app/early-calls.ts), as it depends on the first screen.

/** The API's paths of the two calls (the contract's `session` and `actionList`). */
export const FIRST_CALL_PATHS = { session: '/auth/session', actionList: '/action/list' } as const;

export interface FirstCall {
  url: string;
  authorization: string;
  /** The JSON body, as the app's client writes it. */
  body: string;
}

/** A started call: what identifies it, and its answer. */
export interface StartedCall {
  key: string;
  response: Promise<Response>;
  /** When it started (Date.now()): an answer older than EARLY_CALL_MAX_AGE_MS is not used. */
  startedAt: number;
}

/**
 * How long a started call waits to be taken over: the app asks within a second or two of starting.
 * A call it did not ask for then is dropped, so that a later request of the same list never gets
 * the answer of the page's load.
 */
export const EARLY_CALL_MAX_AGE_MS = 10_000;

/** Where early calls wait for the app: a global the script sets and the app's client reads. */
export const EARLY_CALLS = '__tourplannerEarlyCalls';

/** The global object as the script, the app and the tests see it. */
export type WithEarlyCalls = { [EARLY_CALLS]?: StartedCall[] };

/** How a call is recognised: its URL, its session and its body, all three exactly. */
export const callKey = (url: string, authorization: string, body: string) =>
  `${new URL(url).href}\n${authorization}\n${body}`;

/** Starts `calls` as the app's client would send them. */
export function startCalls(calls: FirstCall[], fetchFn: typeof fetch = fetch): StartedCall[] {
  return calls.map((c) => {
    const response = fetchFn(c.url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: c.authorization,
      },
      body: c.body,
    });
    // Not taken over (or failed): nobody waits for it, so its failure is not an unhandled one.
    response.catch(() => undefined);
    return { key: callKey(c.url, c.authorization, c.body), response, startedAt: Date.now() };
  });
}
