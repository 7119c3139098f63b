import type { AppApi } from '@tourplanner/api-client/app-api';
import { ApiError } from '@tourplanner/api-client/client';
import type { Token, User } from '@tourplanner/domain/entities';
import { describe, expect, it } from 'vitest';
import { resettableStore } from './resettable';
import { createSessionStore, type SessionCalls } from './session';

const token = (uuid: string, date = '2999-01-01 00:00:00'): Token =>
  ({ uuid, expires: { date, timezone_type: 3, timezone: 'Europe/Warsaw' } }) as unknown as Token;
const user = (role: string): User => ({ uuid: `u-${role}`, role: { uuid: role } }) as unknown as User;

/** An AppApi answering from `answers` by call name; records the token each call went with. */
function fakeApi(answers: Record<string, () => unknown>) {
  let current: string | null = null;
  const lost = new Set<() => void>();
  const sent: { name: string; token: string | null }[] = [];
  const api = {
    async call(name: string) {
      sent.push({ name, token: current });
      const answer = answers[name];
      if (!answer) throw new Error(`no answer for ${name}`);
      return answer();
    },
    setToken: (value: string | null) => {
      current = value;
    },
    getToken: () => current,
    onSessionLost: (listener: () => void) => {
      lost.add(listener);
      return () => lost.delete(listener);
    },
  } as unknown as AppApi<SessionCalls>;
  const loseSession = () => {
    for (const listener of [...lost]) listener();
  };
  return { api, sent, loseSession };
}

const unexpired = (expires: string, now: Date) => new Date(expires.replace(' ', 'T')) > now;
const refusal = (code: string, status: number) => new ApiError({ code, status, message: code });

describe('createSessionStore', () => {
  it('signs in a permitted role, saves the token and hands it to the client', async () => {
    const fake = fakeApi({ login: () => ({ token: token('t1'), user: user('ADMIN') }) });
    const useSession = createSessionStore({ api: fake.api, storageKey: 'k1', roles: ['ADMIN'], unexpired });
    await expect(useSession.getState().signIn('a', 'b')).resolves.toMatchObject({ ok: true });
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', user: { uuid: 'u-ADMIN' } });
    expect(JSON.parse(localStorage.getItem('k1') ?? 'null')?.uuid).toBe('t1');
    expect(fake.api.getToken()).toBe('t1');
  });

  it("refuses another app's role and revokes the session it was just given", async () => {
    const fake = fakeApi({ login: () => ({ token: token('t2'), user: user('HST') }), logout: () => ({}) });
    const useSession = createSessionStore({ api: fake.api, storageKey: 'k2', roles: ['ADMIN'], unexpired });
    await expect(useSession.getState().signIn('a', 'b')).resolves.toEqual({ ok: false, refused: 'role' });
    expect(fake.sent.at(-1)).toEqual({ name: 'logout', token: 't2' });
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('k2')).toBeNull();
    expect(fake.api.getToken()).toBeNull();
  });

  it('restores a saved token, with the token set before the session call answers', async () => {
    localStorage.setItem('k3', JSON.stringify(token('t3')));
    const fake = fakeApi({ session: () => ({ token: token('t3b'), user: user('ADMIN') }) });
    const useSession = createSessionStore({ api: fake.api, storageKey: 'k3', roles: ['ADMIN'], unexpired });
    const restored = useSession.getState().restore();
    expect(useSession.getState()).toMatchObject({ status: 'restoring', token: { uuid: 't3' } });
    await expect(restored).resolves.toBe('restored');
    expect(fake.sent).toEqual([{ name: 'session', token: 't3' }]);
    expect(useSession.getState().token?.uuid).toBe('t3b');
  });

  it('does not restore an expired token, and forgets one the server refused', async () => {
    localStorage.setItem('k4', JSON.stringify(token('t4', '2000-01-01 00:00:00')));
    const fake = fakeApi({
      session: () => {
        throw refusal('E_UNAUTHORIZED', 401);
      },
    });
    const useSession = createSessionStore({ api: fake.api, storageKey: 'k4', roles: ['ADMIN'], unexpired });
    await expect(useSession.getState().restore()).resolves.toBe('none');
    expect(localStorage.getItem('k4')).toBeNull();
    localStorage.setItem('k4', JSON.stringify(token('t4')));
    await expect(useSession.getState().restore()).resolves.toBe('failed');
    expect(localStorage.getItem('k4')).toBeNull();
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('without an answer keeps the saved token, or opens with the saved user when the app keeps one', async () => {
    const offline = () => {
      throw refusal('E_NETWORK', 0);
    };
    localStorage.setItem('k5', JSON.stringify(token('t5')));
    const plain = createSessionStore({
      api: fakeApi({ session: offline }).api,
      storageKey: 'k5',
      roles: ['HST'],
      unexpired,
    });
    await expect(plain.getState().restore()).resolves.toBe('offline');
    expect(plain.getState().user).toBeNull();
    expect(localStorage.getItem('k5')).not.toBeNull();

    localStorage.setItem('k6', JSON.stringify(token('t6')));
    localStorage.setItem('k6-user', JSON.stringify(user('HST')));
    const kept = createSessionStore({
      api: async () => fakeApi({ session: offline }).api,
      storageKey: 'k6',
      userKey: 'k6-user',
      roles: ['HST'],
      unexpired,
    });
    await expect(kept.getState().restore()).resolves.toBe('offline');
    expect(kept.getState()).toMatchObject({
      status: 'signedIn',
      token: { uuid: 't6' },
      user: { uuid: 'u-HST' },
    });
  });

  it('ends a session the server reports lost: saved token, other stores and state go, `expired` set', async () => {
    const fake = fakeApi({ login: () => ({ token: token('t7'), user: user('ADMIN') }) });
    const ended: string[] = [];
    const useSession = createSessionStore<{ note: string; setNote: (note: string) => void }>({
      api: fake.api,
      storageKey: 'k7',
      roles: ['ADMIN'],
      unexpired,
      onSignedOut: () => ended.push('out'),
      extend: (set) => ({ note: 'start', setNote: (note: string) => set({ note }) }),
    });
    const useOther = resettableStore<{ n: number }>(() => ({ n: 0 }));
    await useSession.getState().signIn('a', 'b');
    useOther.setState({ n: 5 });
    useSession.getState().setNote('mine');
    fake.loseSession();
    expect(ended).toEqual(['out']);
    expect(useOther.getState().n).toBe(0);
    expect(useSession.getState()).toMatchObject({
      status: 'signedOut',
      expired: true,
      user: null,
      note: 'start',
    });
    expect(localStorage.getItem('k7')).toBeNull();
    expect(fake.api.getToken()).toBeNull();
  });
});
