// A lost session (a 401 on any call) or a sign-out leaves nothing of the last person behind: every
// store back to its initial state, the query cache empty, the stored token gone (ADR 0009).
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCancelAction, useStartAction } from '../features/actions/api/action-moves';
import { useSaveAvailability } from '../features/availability/api/use-save-availability';
import { startRegistration } from '../features/webform/registration';
import { useWebformFlow } from '../features/webform/stores/flow-store';
import { useFormData } from '../features/webform/stores/form-data-store';
import { useWebformPopups } from '../features/webform/stores/popups-store';
import { useReceipt } from '../features/webform/stores/receipt-store';
import { write } from '../features/webform/stores/test-steps';
import { queryClient } from '../shared/query-client';
import { useSession } from '../shared/stores/session';
import { workActionsQuery } from '../shared/work-actions/work-actions-query';
import { type FakeApi, installFakeApi } from '../test/fake-api';
import { providers } from '../test/render';
import { wireAction, wireToken, wireUser } from '../test/wire';

const STORES = { useWebformFlow, useFormData, useWebformPopups, useReceipt };
const token = wireToken;
const hostess = wireUser('HST');
const CONTEXT = {
  actionUuid: 'a1',
  tourPlan: 'AKC-1',
  pointIdent: 'PT-1',
  eventIdent: 'EV-1',
  hostessCode: 'HST001',
  formHost: 'localhost',
};
const LOST = { success: false, error: 'E_UNAUTHORIZED', status: 401 } as const;

let fake: FakeApi;
let initial: Record<string, unknown>;

/** A store's state without its actions (a reset runs the creator again: the actions are new functions). */
const dataOf = (state: object) =>
  Object.fromEntries(Object.entries(state).filter(([, v]) => typeof v !== 'function'));

/** Signed in as a hostess, with her list cached and a registration under way in every store. */
beforeEach(async () => {
  fake = installFakeApi('');
  initial = Object.fromEntries(
    Object.entries(STORES).map(([name, store]) => [name, dataOf(store.getState())]),
  );
  fake.answer('/auth/login', { success: true, data: { token, user: hostess } });
  expect(await useSession.getState().login('hst1@tourplanner.test', 'secret')).toBeNull();
  fake.answer('/hostess/action/list', {
    success: true,
    data: { actions: [{ ...wireAction('started'), points: [], eventIdent: 'EV-1' }], count: 1 },
  });
  await queryClient.fetchQuery(workActionsQuery(hostess));
  startRegistration(CONTEXT);
  useFormData.getState().update({ emailAddress: 'jan@example.com', mobileNumber: '600100200' });
  useWebformPopups.getState().setOffersPopup(true);
  useReceipt.getState().open({ context: CONTEXT, beacon: 'b1' });
  useReceipt.getState().setImage('data:image/jpeg;base64,AAAA');
  for (const [name, store] of Object.entries(STORES))
    expect(dataOf(store.getState()), name).not.toEqual(initial[name]);
});

function expectNothingLeft() {
  expect(useSession.getState()).toMatchObject({ status: 'signedOut', token: null, user: null });
  expect(localStorage.getItem('token')).toBeNull();
  for (const [name, store] of Object.entries(STORES))
    expect(dataOf(store.getState()), name).toEqual(initial[name]);
  expect(queryClient.getQueryCache().getAll()).toEqual([]);
}

const photo = () => new Blob(['x'], { type: 'image/jpeg' });

describe('a 401 on any call', () => {
  it.each([
    [
      'the actions list',
      '/hostess/action/list',
      () => queryClient.fetchQuery({ ...workActionsQuery(hostess), staleTime: 0 }),
    ],
    ['sending the codes', '/lead/otp', () => write.requestCodes()],
    ['the receipt upload', '/action/receipt/create', () => write.uploadReceipt(photo())],
    [
      'cancelling an action',
      '/hostess/action/cancel',
      () =>
        renderHook(useCancelAction, { wrapper: providers(queryClient) }).result.current.mutateAsync({
          uuid: 'a1',
        }),
    ],
    [
      'saving availability',
      '/availability/save',
      () =>
        renderHook(useSaveAvailability, { wrapper: providers(queryClient) }).result.current.mutateAsync({
          day: '2026-11-23',
          hours: null,
        }),
    ],
  ])('(%s) resets every store and the query cache', async (_what, path, call) => {
    fake.answer(path, LOST);
    await call().catch(() => undefined);
    expectNothingLeft();
  });

  it("forgets the last person's retry keys", async () => {
    const start = renderHook(useStartAction, { wrapper: providers(queryClient) }).result.current;
    const move = { uuid: 'a1', photo: photo(), position: { lat: 52.2, lng: 21 } };
    fake.answer('/hostess/action/start', { network: true });
    await start.mutateAsync(move).catch(() => undefined);
    fake.answer('/lead/otp', LOST);
    await write.requestCodes();
    fake.answer('/hostess/action/start', { network: true });
    await start.mutateAsync(move).catch(() => undefined);
    const [first, after] = fake.to('/hostess/action/start').map((r) => r.headers.get('idempotency-key'));
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(after).not.toBe(first);
  });
});

describe('signing out', () => {
  it("drops the consumer's data", () => {
    useSession.getState().expire();
    expect(useFormData.getState().data.emailAddress).toBe('');
    expect(useWebformFlow.getState().context).toBeNull();
  });

  it('resets every store and the query cache', async () => {
    fake.answer('/auth/logout', { success: true, data: {} });
    await useSession.getState().logout();
    expectNothingLeft();
  });
});
