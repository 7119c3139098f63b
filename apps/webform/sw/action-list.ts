// Which request is the hostess's list of actions, and the key its last answer is kept under: the
// list's URL with a digest of the session token, so one person's list is never shown to another
// signed in on the same phone (and the token itself is not written into the cache).

export { LIST_CACHE } from '../src/shared/offline/list-cache.ts';

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
