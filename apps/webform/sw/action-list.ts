// The hostess's list of actions in the service worker: which request it is, the key its last
// answer is kept under (the list's URL with a digest of the session token, so one person's list
// is never shown to another signed in on the same phone, and the token itself is not written into
// the cache), and its network-first strategy.

export { LIST_CACHE } from '../src/shared/lib/list-cache.ts';

/** How long the network may take before the kept list is shown (a weak connection). */
export const NETWORK_WAIT_MS = 6_000;

export function isActionListCall(request: Request): boolean {
  return request.method === 'POST' && new URL(request.url).pathname.endsWith('/hostess/action/list');
}

export async function listCacheKey(request: Request): Promise<string> {
  const auth = request.headers.get('authorization') ?? '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(auth));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const url = new URL(request.url);
  url.search = `session=${hex}`;
  return url.toString();
}

/** What the list's strategy uses of the worker: its cache, the network, and waitUntil. */
export interface ListTools {
  cache: Pick<Cache, 'match' | 'put' | 'delete'>;
  fetch: (request: Request) => Promise<Response>;
  waitUntil: (promise: Promise<unknown>) => void;
  waitMs?: number;
}

/**
 * Network first: a fresh answer is kept (under the session's key) and returned; no answer within
 * NETWORK_WAIT_MS, or none at all, returns the kept one when there is one. Only a 200 is kept: a
 * refusal (401 after the session ended) is returned as it is and the kept list is dropped.
 */
export async function networkFirstList(request: Request, tools: ListTools): Promise<Response> {
  const { cache } = tools;
  const key = await listCacheKey(request);
  const network = tools.fetch(request.clone()).then(async (answer) => {
    if (answer.ok) await cache.put(key, answer.clone());
    else if (answer.status === 401 || answer.status === 403) await cache.delete(key);
    return answer;
  });
  // A slow answer still refreshes the kept list after the kept one was shown.
  tools.waitUntil(network.catch(() => undefined));
  const waitMs = tools.waitMs ?? NETWORK_WAIT_MS;
  const slow = new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), waitMs));
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    const kept = await cache.match(key);
    return kept ?? (await network);
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}
