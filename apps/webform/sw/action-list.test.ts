// The worker's list of actions: only the hostess's list call is taken, its answer is kept per
// session (never under the token itself), answered from there without a network or when the
// network is slow, and dropped when the server ends the session.
import { describe, expect, it } from 'vitest';
import { isActionListCall, listCacheKey, networkFirstList } from './action-list';

const API = 'http://api.test';
const listCall = (token: string) =>
  new Request(`${API}/hostess/action/list`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A Cache with what the strategy uses, keyed by URL. */
function memoryCache() {
  const kept = new Map<string, Response>();
  return {
    kept,
    match: async (key: RequestInfo | URL) => kept.get(String(key))?.clone(),
    put: async (key: RequestInfo | URL, value: Response) => void kept.set(String(key), value),
    delete: async (key: RequestInfo | URL) => kept.delete(String(key)),
  };
}

const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};
const noWait = () => undefined;

describe('the list of actions in the worker', () => {
  it('takes only the POST of the hostess list', () => {
    expect(isActionListCall(listCall('t'))).toBe(true);
    expect(isActionListCall(new Request(`${API}/hostess/action/list`))).toBe(false);
    expect(isActionListCall(new Request(`${API}/hostess/action/start`, { method: 'POST', body: '{}' }))).toBe(
      false,
    );
    expect(isActionListCall(new Request(`${API}/auth/session`, { method: 'POST', body: '{}' }))).toBe(false);
  });

  it('keeps each session under its own key, without the token in it', async () => {
    const a = await listCacheKey(listCall('secret-token-a'));
    const b = await listCacheKey(listCall('secret-token-b'));
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret-token-a');
    expect(a).toBe(await listCacheKey(listCall('secret-token-a')));
  });

  it('answers from the network and keeps it; offline, the kept one for the same session only', async () => {
    const cache = memoryCache();
    const fresh = await networkFirstList(listCall('a'), {
      cache,
      fetch: async () => answer({ actions: ['x'] }),
      waitUntil: noWait,
    });
    expect(await fresh.json()).toEqual({ actions: ['x'] });
    const offlineA = await networkFirstList(listCall('a'), { cache, fetch: offline, waitUntil: noWait });
    expect(await offlineA.json()).toEqual({ actions: ['x'] });
    await expect(
      networkFirstList(listCall('b'), { cache, fetch: offline, waitUntil: noWait }),
    ).rejects.toThrow();
  });

  it('answers the kept list when the network is slow, and refreshes it when the answer comes', async () => {
    const cache = memoryCache();
    await networkFirstList(listCall('a'), { cache, fetch: async () => answer({ v: 1 }), waitUntil: noWait });
    let late: Promise<unknown> = Promise.resolve();
    const slow = () => new Promise<Response>((resolve) => setTimeout(() => resolve(answer({ v: 2 })), 50));
    const shown = await networkFirstList(listCall('a'), {
      cache,
      fetch: slow,
      waitUntil: (p) => {
        late = p;
      },
      waitMs: 5,
    });
    expect(await shown.json()).toEqual({ v: 1 });
    await late;
    const next = await networkFirstList(listCall('a'), { cache, fetch: offline, waitUntil: noWait });
    expect(await next.json()).toEqual({ v: 2 });
  });

  it('drops the kept list when the server ends the session, and keeps no refusal', async () => {
    const cache = memoryCache();
    await networkFirstList(listCall('a'), { cache, fetch: async () => answer({ v: 1 }), waitUntil: noWait });
    const refused = await networkFirstList(listCall('a'), {
      cache,
      fetch: async () => answer({ error: 'E_UNAUTHORIZED' }, 401),
      waitUntil: noWait,
    });
    expect(refused.status).toBe(401);
    expect(cache.kept.size).toBe(0);
    await networkFirstList(listCall('a'), {
      cache,
      fetch: async () => answer({ error: 'E_INTERNAL' }, 500),
      waitUntil: noWait,
    });
    expect(cache.kept.size).toBe(0);
  });
});
