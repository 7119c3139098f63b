// Her confirmation (issue 29): 'Potwierdź udział' on an accepted, unconfirmed card is one tap;
// without a connection it is kept on the phone with its Idempotency-Key, shown as given and
// waiting, and sent once, with that key, when the connection returns.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queuedMoves, useMoveQueue } from '../../../shared/offline/move-queue';
import { createQueryClient } from '../../../shared/query-client';
import { useSession } from '../../../shared/stores/session';
import { sendQueued } from '../../../shared/sync/send-queued';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { wireAction, wireToken, wireUser } from '../../../test/wire';
import { HostessActions } from './HostessActions';

const hostess = wireUser('HST');
const unconfirmed = { state: 'unconfirmed', confirmed: null, lateMinutes: null };
const confirmed = { state: 'confirmed', confirmed: { date: '2099-01-01 09:30:00' }, lateMinutes: null };
// A day to come, so the card is under 'Nadchodzące' and offers no start.
const later = { since: { date: '2099-01-02 10:00:00' }, until: { date: '2099-01-02 16:00:00' } };
const list = (attendance: unknown) => ({
  success: true as const,
  data: {
    actions: [{ ...wireAction('accepted', { ...later, attendance }), points: [], eventIdent: null }],
    count: 1,
  },
});

let fake: FakeApi;

beforeEach(async () => {
  fake = installFakeApi('');
  fake.answer('/auth/login', { success: true, data: { token: wireToken, user: hostess } });
  expect(await useSession.getState().login('hst1@tourplanner.test', 'secret')).toBeNull();
});

const card = async () => screen.findByRole('article', { name: 'Degustacja' });

describe('Potwierdź udział', () => {
  it('confirms with one tap and then shows it confirmed', async () => {
    fake.answer('/hostess/action/list', list(unconfirmed));
    fake.answer('/hostess/action/confirm', {
      success: true,
      data: wireAction('accepted', { ...later, attendance: confirmed }),
    });
    renderWithProviders(<HostessActions />);
    fireEvent.click(within(await card()).getByRole('button', { name: 'Potwierdź udział' }));
    expect(await within(await card()).findByText('Potwierdzono')).toBeTruthy();
    expect(within(await card()).queryByRole('button', { name: 'Potwierdź udział' })).toBeNull();
    expect(fake.to('/hostess/action/confirm')[0]?.json).toEqual({ action: { uuid: 'a1' } });
    // Declining stays her cancel.
    expect(within(await card()).getByRole('button', { name: 'Anuluj akcję' })).toBeTruthy();
  });

  it('offers nothing to confirm on a confirmed card', async () => {
    fake.answer('/hostess/action/list', list(confirmed));
    renderWithProviders(<HostessActions />);
    expect(await within(await card()).findByText('Potwierdzono')).toBeTruthy();
    expect(within(await card()).queryByRole('button', { name: 'Potwierdź udział' })).toBeNull();
  });

  it('keeps the confirmation on the phone without a connection and sends it once when it returns', async () => {
    fake.answer('/hostess/action/list', list(unconfirmed));
    fake.answer('/hostess/action/confirm', { network: true });
    renderWithProviders(<HostessActions />);
    fireEvent.click(within(await card()).getByRole('button', { name: 'Potwierdź udział' }));
    expect(await within(await card()).findByText('Czeka na wysłanie')).toBeTruthy();
    expect(within(await card()).getByText('Potwierdzono')).toBeTruthy();
    const kept = await queuedMoves('u1');
    expect(kept.map((m) => [m.id, m.move])).toEqual([['confirm:a1', 'confirm']]);
    expect(useMoveQueue.getState()).toMatchObject({ waiting: 1, photos: 0 });
    const key = fake.to('/hostess/action/confirm')[0]?.headers.get('idempotency-key');
    expect(key).toBeTruthy();

    // Back online: sent with the first try's key, taken off the phone.
    fake.answer('/hostess/action/confirm', {
      success: true,
      data: wireAction('accepted', { ...later, attendance: confirmed }),
    });
    fake.answer('/hostess/action/list', list(confirmed));
    const queryClient = createQueryClient();
    expect(await sendQueued({ uuid: 'u1', role: { uuid: 'HST' } }, queryClient)).toBe(1);
    expect(fake.to('/hostess/action/confirm').map((r) => r.headers.get('idempotency-key'))).toEqual([
      key,
      key,
    ]);
    await waitFor(async () => expect(await queuedMoves('u1')).toEqual([]));
    expect(useMoveQueue.getState().waiting).toBe(0);
  });
});
