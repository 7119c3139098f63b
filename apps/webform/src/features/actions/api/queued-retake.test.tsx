// A new photo for one asked for again, without a connection: kept on the phone like a start, the
// photo taken off the ones asked for (the card says it waits), and sent once when the connection
// returns; a conflict then means there is nothing left to send.
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
import { useRetakePhoto } from './retake';

const hostess = { uuid: 'u1', role: { uuid: 'HST' } };
const retakes = [
  { file: { uuid: 'f-start' }, ident: 'start' as const, comment: 'Nieczytelne' },
  { receipt: { uuid: 'r-1' }, ident: 'receipt' as const, comment: null },
];
const sentBack = {
  ...wireAction('finished'),
  points: [],
  eventIdent: 'EV-1',
  review: { state: 'fix', signals: [], retakes },
};
const listAnswer = { success: true as const, data: { actions: [sentBack], count: 1 } };

let fake: FakeApi;
let queryClient: ReturnType<typeof createQueryClient>;
const listed = () => queryClient.getQueryData(workActionsQuery(hostess).queryKey) ?? [];
const photo = new Blob([new Uint8Array([0xff, 0xd8, 7])], { type: 'image/jpeg' });

function retake() {
  const { result } = renderHook(() => useRetakePhoto(), { wrapper: providers(queryClient) });
  return () => result.current.mutateAsync({ action: listed()[0]!, retake: retakes[0]!, photo });
}

beforeEach(async () => {
  fake = installFakeApi('tok');
  queryClient = createQueryClient();
  useSession.setState({ status: 'signedIn', user: hostess as never });
  fake.answer('/hostess/action/list', listAnswer);
  await queryClient.fetchQuery(workActionsQuery(hostess));
});

describe('a retake without a connection', () => {
  it('is kept on the phone, takes its photo off the list asked for, and goes once the connection returns', async () => {
    const send = retake();
    fake.answer('/hostess/action/retake', { network: true });
    fake.answer('/hostess/action/list', listAnswer);
    expect(await send()).toEqual({ queued: true });
    const kept = await queuedMoves('u1');
    expect(kept.map((m) => [m.id, m.move])).toEqual([['retake:f-start', 'retake']]);
    expect(useMoveQueue.getState().waiting).toBe(1);
    // Her list read again: the start photo no longer asked for, the action marked as waiting.
    await queryClient.refetchQueries({ queryKey: workActionsQuery(hostess).queryKey });
    expect(listed()[0]).toMatchObject({ pending: 'retake', review: { state: 'fix', retakes: [retakes[1]] } });

    fake.answer('/hostess/action/retake', { success: true, data: wireAction('finished') });
    fake.answer('/hostess/action/list', listAnswer);
    expect(await sendQueued(hostess, queryClient)).toBe(1);
    const calls = fake.to('/hostess/action/retake');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.input).toEqual({ file: { uuid: 'f-start' } });
    expect(new Uint8Array(await calls[1]!.files[0]!.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 7]));
    expect(await queuedMoves('u1')).toEqual([]);
  });

  it('counts a conflict on the way back as nothing left to send', async () => {
    const send = retake();
    fake.answer('/hostess/action/retake', { network: true });
    fake.answer('/hostess/action/list', listAnswer);
    await send();
    fake.answer('/hostess/action/retake', { status: 409, success: false, error: 'E_CONFLICT' });
    fake.answer('/hostess/action/list', listAnswer);
    fake.answer('/hostess/action/list', listAnswer);
    expect(await sendQueued(hostess, queryClient)).toBe(1);
    expect(await queuedMoves('u1')).toEqual([]);
    expect(useMoveQueue.getState().failed).toEqual([]);
  });
});
