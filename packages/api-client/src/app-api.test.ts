// The apps' door to the API: the token set once is sent, data is unwrapped (meta when asked), and a
// lost session reaches every listener until it is removed.
import { describe, expect, it, vi } from 'vitest';
import { createAppApi } from './app-api.ts';
import { authCalls } from './contract/auth.ts';

function fakeFetch(answers: { status: number; body: unknown }[]) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (input: Parameters<typeof globalThis.fetch>[0], init?: RequestInit) => {
    seen.push(input instanceof Request ? input : new Request(input, init));
    const next = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

const sessionAnswer = {
  status: { success: true },
  data: {
    token: { uuid: 'new-token-value-123', expires: { date: '2030-01-01 00:00:00' } },
    user: {
      uuid: '00000000-0000-4000-8000-000000000001',
      ident: 'u1',
      firstname: 'Anna',
      lastname: 'Nowak',
      role: { uuid: 'ADMIN' },
      territories: [],
      emailAddress: 'a@example.com',
      mobilePhone: null,
      username: 'a@example.com',
    },
  },
  meta: { ts: '123' },
};

describe('createAppApi', () => {
  it('sends the token it was given and unwraps data, or answers data and meta when asked', async () => {
    const { fetch, seen } = fakeFetch([
      { status: 200, body: sessionAnswer },
      { status: 200, body: sessionAnswer },
    ]);
    const api = createAppApi(authCalls, { baseUrl: 'http://api.test', fetch });
    api.setToken('secret-token-value');
    const data = await api.call('session', {});
    expect(data.user.firstname).toBe('Anna');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer secret-token-value');
    const full = await api.callWithMeta('session', {});
    expect(full.data.token.uuid).toBe('new-token-value-123');
    expect(full.meta).toEqual({ ts: '123' });
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, seen } = fakeFetch([{ status: 200, body: sessionAnswer }]);
    const api = createAppApi(authCalls, { baseUrl: 'http://api.test', fetch });
    await api.call('session', {});
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(api.getToken()).toBeNull();
  });

  it('tells every listener of a lost session, and stops telling a removed one', async () => {
    const lost = { status: 401, body: { status: { success: false }, data: { error: 'E_UNAUTHORIZED' } } };
    const { fetch } = fakeFetch([lost, lost]);
    const api = createAppApi(authCalls, { baseUrl: 'http://api.test', fetch });
    api.setToken('secret-token-value');
    const first = vi.fn();
    const second = vi.fn();
    const removeFirst = api.onSessionLost(first);
    api.onSessionLost(second);
    await expect(api.call('session', {})).rejects.toMatchObject({ code: 'E_UNAUTHORIZED', status: 401 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    removeFirst();
    await expect(api.call('session', {})).rejects.toMatchObject({ code: 'E_UNAUTHORIZED' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('knows only the calls of its table: another call neither compiles nor leaves the app', async () => {
    const { fetch, seen } = fakeFetch([]);
    const api = createAppApi({ session: authCalls.session }, { baseUrl: 'http://api.test', fetch });
    // @ts-expect-error: /auth/login is in the contract but not in this app's table.
    const refused = api.call('login', { username: 'a@b.pl', password: 'x' });
    await expect(refused).rejects.toThrow('Unknown call login');
    expect(seen).toHaveLength(0);
  });
});
