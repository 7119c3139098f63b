// The hostess's moves on her action and what each sends: start (photo + GPS), finish (photo +
// survey), cancel; each answer lands in her cached list.
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../shared/query-client';
import { useSession } from '../../../shared/stores/session';
import { workActionsQuery } from '../../../shared/work-actions/work-actions-query';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { providers } from '../../../test/render';
import { wireAction } from '../../../test/wire';
import { useCancelAction, useFinishAction, useStartAction } from './action-moves';

const action = wireAction;
const point = {
  uuid: 'p1',
  ident: 'PT-1',
  name: 'Sklep',
  address: { streetAddress: 'ul. Długa', streetNumber: '5', cityName: 'Gdańsk' },
  lat: 54.35,
  lng: 18.65,
};
const hostess = { uuid: 'u1', role: { uuid: 'HST' } };

let fake: FakeApi;
let queryClient: ReturnType<typeof createQueryClient>;
const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const listed = () => queryClient.getQueryData(workActionsQuery(hostess).queryKey) ?? [];

/** The three moves as the dialogs use them. */
function moves() {
  const { result } = renderHook(
    () => ({ start: useStartAction(), finish: useFinishAction(), cancel: useCancelAction() }),
    { wrapper: providers(queryClient) },
  );
  return {
    start: (uuid: string, position: { lat: number; lng: number; accuracy?: number }) =>
      result.current.start.mutateAsync({ uuid, photo: photo(), position }),
    finish: (uuid: string, poll: { chechboxes: string[]; text: string | null }) =>
      result.current.finish.mutateAsync({ uuid, photo: photo(), poll }),
    cancel: (uuid: string) => result.current.cancel.mutateAsync({ uuid }),
  };
}

beforeEach(async () => {
  fake = installFakeApi('tok');
  queryClient = createQueryClient();
  useSession.setState({ status: 'signedIn', user: hostess as never });
  fake.answer('/hostess/action/list', {
    success: true,
    data: { actions: [{ ...action('accepted'), points: [point], eventIdent: 'EV-1' }], count: 1 },
  });
  await queryClient.fetchQuery(workActionsQuery(hostess));
});

describe('work actions', () => {
  it('starts with one photo and the position, and keeps the distance answer', async () => {
    fake.answer('/hostess/action/start', {
      success: true,
      data: action('started', { startDistance: 812, outOfBounds: true, startLat: 52.2, startLng: 21 }),
    });
    const started = await moves().start('a1', { lat: 52.2, lng: 21, accuracy: 12 });
    const [req] = fake.to('/hostess/action/start');
    expect(req?.input).toEqual({ action: { uuid: 'a1' }, position: { lat: 52.2, lng: 21, accuracy: 12 } });
    expect(req?.files).toHaveLength(1);
    expect(started).toMatchObject({ status: 'started', startDistance: 812, outOfBounds: true });
    // The point and event ident from the list stay.
    expect(started.point?.ident).toBe('PT-1');
    expect(started.eventIdent).toBe('EV-1');
    expect(listed()[0]).toMatchObject({ status: 'started', point: { ident: 'PT-1' } });
  });

  it('finishes with the end photo and the survey', async () => {
    fake.answer('/hostess/action/finish', { success: true, data: action('finished') });
    await moves().finish('a1', { chechboxes: ['tak', 'nie', 'tak'], text: 'Komentarz' });
    const [req] = fake.to('/hostess/action/finish');
    expect(req?.input).toEqual({
      action: { uuid: 'a1' },
      poll: { chechboxes: ['tak', 'nie', 'tak'], text: 'Komentarz' },
    });
    expect(req?.files).toHaveLength(1);
    expect(listed()[0]?.status).toBe('finished');
  });

  it('takes a refused retry as done when the lost first start or finish did happen on the server', async () => {
    const list = (status: string) => ({
      success: true as const,
      data: { actions: [{ ...action(status), points: [point], eventIdent: 'EV-1' }], count: 1 },
    });
    const m = moves();
    fake.answer('/hostess/action/start', { success: false, status: 409, error: 'E_CONFLICT' });
    fake.answer('/hostess/action/list', list('started'));
    const started = await m.start('a1', { lat: 52.2, lng: 21 });
    expect(started).toMatchObject({ uuid: 'a1', status: 'started' });

    fake.answer('/hostess/action/finish', { success: false, status: 409, error: 'E_CONFLICT' });
    fake.answer('/hostess/action/list', list('finished'));
    await m.finish('a1', { chechboxes: ['tak', 'tak', 'tak'], text: null });
    expect(listed()[0]?.status).toBe('finished');
  });

  it('retries a start or finish with the same Idempotency-Key until it is answered', async () => {
    const m = moves();
    const keys = (path: string) => fake.to(path).map((r) => r.headers.get('idempotency-key'));
    // A failing server (an answer, so nothing is kept on the phone: the dialog says it, she retries).
    fake.answer('/hostess/action/start', { success: false, status: 503, error: 'E_STORAGE_UNAVAILABLE' });
    await expect(m.start('a1', { lat: 52.2, lng: 21 })).rejects.toMatchObject({
      code: 'E_STORAGE_UNAVAILABLE',
    });
    fake.answer('/hostess/action/start', { success: true, data: action('started') });
    await m.start('a1', { lat: 52.2, lng: 21 });
    const [first, retry] = keys('/hostess/action/start');
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(retry).toBe(first);

    fake.answer('/hostess/action/finish', { success: true, data: action('finished') });
    await m.finish('a1', { chechboxes: ['tak', 'tak', 'tak'], text: null });
    expect(keys('/hostess/action/finish')[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys('/hostess/action/finish')[0]).not.toBe(first);
    // Answered: a later start of the same action is a new attempt with a new key.
    fake.answer('/hostess/action/start', { success: true, data: action('started') });
    await m.start('a1', { lat: 52.2, lng: 21 });
    expect(keys('/hostess/action/start')[2]).not.toBe(first);
  });

  it('still fails a refused start when the action is not started (cancelled meanwhile), with the list fresh', async () => {
    const m = moves();
    fake.answer('/hostess/action/start', { success: false, status: 409, error: 'E_CONFLICT' });
    fake.answer('/hostess/action/list', {
      success: true,
      data: { actions: [{ ...action('cancelled'), points: [point], eventIdent: 'EV-1' }], count: 1 },
    });
    await expect(m.start('a1', { lat: 52.2, lng: 21 })).rejects.toMatchObject({ code: 'E_CONFLICT' });
    expect(listed()[0]?.status).toBe('cancelled');
    // Other failures do not reload the list.
    fake.answer('/hostess/action/finish', { success: false, status: 500, error: 'E_INTERNAL' });
    const lists = fake.to('/hostess/action/list').length;
    await expect(m.finish('a1', { chechboxes: ['tak', 'tak', 'tak'], text: null })).rejects.toMatchObject({
      code: 'E_INTERNAL',
    });
    expect(fake.to('/hostess/action/list')).toHaveLength(lists);
  });

  it('cancels (hst_cancelled)', async () => {
    fake.answer('/hostess/action/cancel', { success: true, data: action('hst_cancelled') });
    await moves().cancel('a1');
    expect(fake.to('/hostess/action/cancel')[0]?.json).toEqual({ action: { uuid: 'a1' } });
    expect(listed()[0]?.status).toBe('hst_cancelled');
  });
});
