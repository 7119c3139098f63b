// Session rules (SPEC §4 Session, §6): restore only with an unexpired stored token, HST and HSADM
// only, sign-out clears the stored token.
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, installFakeApi } from '../../test/fake-api';
import { wireToken, wireUser } from '../../test/wire';
import { useSession } from './session';

const token = wireToken;
const user = wireUser;

let fake: FakeApi;

beforeEach(() => {
  fake = installFakeApi('');
  useSession.setState({ status: 'unknown', token: null, user: null });
});

describe('session', () => {
  it('signs a hostess in and keeps the token under the key token', async () => {
    fake.answer('/auth/login', { success: true, data: { token, user: user('HST') } });
    await expect(useSession.getState().login('hst1@tourplanner.test', 'secret')).resolves.toBeNull();
    expect(fake.to('/auth/login')[0]?.json).toEqual({
      username: 'hst1@tourplanner.test',
      password: 'secret',
    });
    expect(useSession.getState().status).toBe('signedIn');
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toEqual(token);
  });

  it("refuses a coordinator other than HSADM with 'Brak uprawnień' and revokes the new session", async () => {
    fake.answer('/auth/login', { success: true, data: { token, user: user('ASM') } });
    fake.answer('/auth/logout', { success: true, data: {} });
    await expect(useSession.getState().login('asm@tourplanner.test', 'secret')).resolves.toMatchObject({
      code: 'E_NO_PERMISSION',
    });
    expect(fake.to('/auth/logout')[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(useSession.getState().status).not.toBe('signedIn');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says how long to wait when the sign-in is refused with 429 and Retry-After', async () => {
    fake.answer('/auth/login', {
      status: 429,
      success: false,
      error: 'E_TOO_MANY_REQUESTS',
      headers: { 'retry-after': '42' },
    });
    await expect(useSession.getState().login('hst1@tourplanner.test', 'secret')).resolves.toEqual({
      code: 'E_TOO_MANY_REQUESTS',
      text: 'Zbyt wiele prób. Spróbuj ponownie za 42 s.',
    });
    fake.answer('/auth/login', { status: 401, success: false, error: 'E_INVALID_CREDENTIALS' });
    await expect(useSession.getState().login('hst1@tourplanner.test', 'bad')).resolves.toEqual({
      code: 'E_INVALID_CREDENTIALS',
      text: 'Niepoprawny e-mail lub hasło.',
    });
  });

  it('lets a hostess administrator in', async () => {
    fake.answer('/auth/login', { success: true, data: { token, user: user('HSADM') } });
    await expect(useSession.getState().login('hsadm@tourplanner.test', 'secret')).resolves.toBeNull();
  });

  it('restores a stored, unexpired token through /auth/session', async () => {
    localStorage.setItem('token', JSON.stringify(token));
    fake.answer('/auth/session', { success: true, data: { token, user: user('HST') } });
    await useSession.getState().restore(new Date('2026-11-22T10:00:00Z'));
    expect(fake.to('/auth/session')[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(useSession.getState().status).toBe('signedIn');
  });

  it('drops an expired token without calling the server', async () => {
    localStorage.setItem('token', JSON.stringify({ uuid: 'old', expires: { date: '2026-11-22 09:00:00' } }));
    await useSession.getState().restore(new Date('2026-11-22T10:00:00Z'));
    expect(fake.requests).toHaveLength(0);
    expect(useSession.getState().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears the session when the server does not confirm it', async () => {
    localStorage.setItem('token', JSON.stringify(token));
    fake.answer('/auth/session', { success: false, error: 'E_UNAUTHORIZED', status: 401 });
    await useSession.getState().restore(new Date('2026-11-22T10:00:00Z'));
    expect(useSession.getState().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('opens with the stored token and user when /auth/session gets no answer (offline)', async () => {
    fake.answer('/auth/login', { success: true, data: { token, user: user('HST') } });
    await useSession.getState().login('hst1@tourplanner.test', 'secret');
    useSession.setState({ status: 'unknown', token: null, user: null });
    fake.answer('/auth/session', { network: true });
    await useSession.getState().restore(new Date('2026-11-22T10:00:00Z'));
    expect(useSession.getState()).toMatchObject({
      status: 'signedIn',
      token,
      user: { role: { uuid: 'HST' } },
    });
    // A refusal is an answer: then the session ends, offline copy and all.
    fake.answer('/auth/session', { success: false, error: 'E_UNAUTHORIZED', status: 401 });
    await useSession.getState().restore(new Date('2026-11-22T10:00:00Z'));
    expect(useSession.getState().status).toBe('signedOut');
    expect(localStorage.getItem('token-user')).toBeNull();
  });

  it('does not open offline without a stored user, nor for a stored coordinator', async () => {
    localStorage.setItem('token', JSON.stringify(token));
    fake.answer('/auth/session', { network: true });
    await useSession.getState().restore(new Date('2026-11-22T10:00:00Z'));
    expect(useSession.getState().status).toBe('signedOut');
    localStorage.setItem('token', JSON.stringify(token));
    localStorage.setItem('token-user', JSON.stringify(user('ASM')));
    fake.answer('/auth/session', { network: true });
    await useSession.getState().restore(new Date('2026-11-22T10:00:00Z'));
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('signs out even when the server call fails', async () => {
    fake.answer('/auth/login', { success: true, data: { token, user: user('HST') } });
    await useSession.getState().login('hst1@tourplanner.test', 'secret');
    fake.answer('/auth/logout', { network: true });
    await useSession.getState().logout();
    expect(useSession.getState().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
