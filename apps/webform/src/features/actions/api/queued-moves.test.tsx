// Starts and finishes without a connection: kept on the phone with the photo and the key of the
// first try, shown as done and waiting, and sent once, with that key, when the connection returns.
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queuedMoves, useMoveQueue } from '../../../shared/offline/move-queue';
import { createQueryClient } from '../../../shared/query-client';
import { useSession } from '../../../shared/stores/session';
import { sendQueued } from '../../../shared/sync/send-queued';
import { workActionsQuery } from '../../../shared/work-actions/work-actions-query';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { providers } from '../../../test/render';
import { wireAction } from '../../../test/wire';
import { useFinishAction, useStartAction } from './action-moves';

const hostess = { uuid: 'u1', role: { uuid: 'HST' } };
const other = { uuid: 'u2', role: { uuid: 'HST' } };
const point = {
  uuid: 'p1',
  ident: 'PT-1',
  name: 'Sklep',
  address: { streetAddress: 'ul. Długa', streetNumber: '5', cityName: 'Gdańsk' },
  lat: 54.35,
  lng: 18.65,
};
const listAnswer = (status: Parameters<typeof wireAction>[0]) => ({
  success: true as const,
  data: { actions: [{ ...wireAction(status), points: [point], eventIdent: 'EV-1' }], count: 1 },
});

let fake: FakeApi;
let queryClient: ReturnType<typeof createQueryClient>;
const photo = (byte: number) => new Blob([new Uint8Array([0xff, 0xd8, byte])], { type: 'image/jpeg' });
const listed = () => queryClient.getQueryData(workActionsQuery(hostess).queryKey) ?? [];
const keys = (path: string) => fake.to(path).map((r) => r.headers.get('idempotency-key'));

function moves() {
  const { result } = renderHook(() => ({ start: useStartAction(), finish: useFinishAction() }), {
    wrapper: providers(queryClient),
  });
  return {
    start: () =>
      result.current.start.mutateAsync({ uuid: 'a1', photo: photo(1), position: { lat: 52.2, lng: 21 } }),
    finish: () =>
      result.current.finish.mutateAsync({
        uuid: 'a1',
        photo: photo(2),
        poll: { chechboxes: ['tak', 'nie', 'tak'], text: null },
        position: { lat: 52.2004, lng: 21.0001, accuracy: 8 },
      }),
  };
}

beforeEach(async () => {
  fake = installFakeApi('tok');
  queryClient = createQueryClient();
  useSession.setState({ status: 'signedIn', user: hostess as never });
  fake.answer('/hostess/action/list', listAnswer('accepted'));
  await queryClient.fetchQuery(workActionsQuery(hostess));
});

describe('moves without a connection', () => {
  it('keeps the start and the finish on the phone, shows them done and waiting, and counts the photos', async () => {
    const m = moves();
    fake.answer('/hostess/action/start', { network: true });
    const started = await m.start();
    expect(started).toMatchObject({ status: 'started', pending: 'start' });
    expect(listed()[0]).toMatchObject({ status: 'started', pending: 'start' });
    fake.answer('/hostess/action/finish', { network: true });
    await m.finish();
    expect(listed()[0]).toMatchObject({ status: 'finished', pending: 'finish' });

    const kept = await queuedMoves('u1');
    expect(kept.map((q) => q.move)).toEqual(['start', 'finish']);
    expect(kept.map((q) => q.idempotencyKey)).toEqual([
      keys('/hostess/action/start')[0],
      keys('/hostess/action/finish')[0],
    ]);
    const photo = kept[0] && 'photo' in kept[0] ? kept[0].photo : null;
    expect(new Uint8Array(photo!.bytes)).toEqual(new Uint8Array([0xff, 0xd8, 1]));
    expect(photo!.type).toBe('image/jpeg');
    expect(useMoveQueue.getState().waiting).toBe(2);
    // Another hostess on the phone sees none of it.
    expect(await queuedMoves(other.uuid)).toEqual([]);

    // A reload: the list the server (or the worker's kept copy) answers, with her queue laid over it.
    fake.answer('/hostess/action/list', listAnswer('accepted'));
    await queryClient.refetchQueries({ queryKey: workActionsQuery(hostess).queryKey });
    expect(listed()[0]).toMatchObject({ status: 'finished', pending: 'finish' });
  });

  it('sends them once, in order, with the first try’s keys, when the connection returns', async () => {
    const m = moves();
    fake.answer('/hostess/action/start', { network: true });
    await m.start();
    fake.answer('/hostess/action/finish', { network: true });
    await m.finish();
    const [startKey, finishKey] = [keys('/hostess/action/start')[0], keys('/hostess/action/finish')[0]];

    // Still offline: the first stays, nothing after it is tried.
    fake.answer('/hostess/action/start', { network: true });
    expect(await sendQueued(hostess, queryClient)).toBe(0);
    expect(fake.to('/hostess/action/finish')).toHaveLength(1);

    fake.answer('/hostess/action/start', { success: true, data: wireAction('started') });
    fake.answer('/hostess/action/finish', { success: true, data: wireAction('finished') });
    fake.answer('/hostess/action/list', listAnswer('finished'));
    // Two sends at once (the 'online' event and her button) send each move once.
    const both = await Promise.all([sendQueued(hostess, queryClient), sendQueued(hostess, queryClient)]);
    expect(both).toEqual([2, 2]);
    expect(keys('/hostess/action/start')).toEqual([startKey, startKey, startKey]);
    expect(keys('/hostess/action/finish')).toEqual([finishKey, finishKey]);
    // The kept finish goes with the position the phone had when she finished.
    expect(fake.to('/hostess/action/finish')[1]?.input).toEqual({
      action: { uuid: 'a1' },
      poll: { chechboxes: ['tak', 'nie', 'tak'], text: null },
      position: { lat: 52.2004, lng: 21.0001, accuracy: 8 },
    });
    expect(fake.to('/hostess/action/finish')[1]?.files).toHaveLength(1);
    expect(await queuedMoves('u1')).toEqual([]);
    expect(useMoveQueue.getState().waiting).toBe(0);
    expect(await sendQueued(hostess, queryClient)).toBe(0);
    expect(fake.to('/hostess/action/start')).toHaveLength(3);
  });

  it('keeps a move the server refuses apart, with its reason, and sends the rest', async () => {
    const m = moves();
    fake.answer('/hostess/action/start', { network: true });
    await m.start();
    fake.answer('/hostess/action/start', { success: false, status: 400, error: 'E_INVALID_FILE' });
    expect(await sendQueued(hostess, queryClient)).toBe(0);
    const [kept] = await queuedMoves('u1');
    expect(kept?.failure).toBeTruthy();
    expect(useMoveQueue.getState()).toMatchObject({ waiting: 0, failed: [{ id: 'start:a1' }] });
    // Not tried again by itself.
    expect(await sendQueued(hostess, queryClient)).toBe(0);
    expect(fake.to('/hostess/action/start')).toHaveLength(2);
  });

  it('counts a conflict as sent when the server already holds the move', async () => {
    const m = moves();
    fake.answer('/hostess/action/start', { network: true });
    await m.start();
    fake.answer('/hostess/action/start', { success: false, status: 409, error: 'E_CONFLICT' });
    fake.answer('/hostess/action/list', listAnswer('started'));
    fake.answer('/hostess/action/list', listAnswer('started'));
    expect(await sendQueued(hostess, queryClient)).toBe(1);
    expect(await queuedMoves('u1')).toEqual([]);
  });
});
