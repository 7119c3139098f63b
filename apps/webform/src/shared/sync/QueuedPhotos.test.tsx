// The queue on the screen: the count of photos waiting in Polish, sent when the connection returns
// (then the banner goes), also when it returns during a try or a moment before calls get through,
// and a refused one with its reason, which she may delete from the phone.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, installFakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { wireAction } from '../../test/wire';
import { enqueueMove, markFailed, type QueuedMove, queuedMoves } from '../offline/move-queue';
import { useSession } from '../stores/session';
import QueuedPhotos from './QueuedPhotos';

let fake: FakeApi;
const photo = { bytes: new Uint8Array([0xff, 0xd8, 0xff]).buffer, type: 'image/jpeg' };

function kept(move: 'start' | 'finish', actionUuid: string, at: number): QueuedMove {
  const base = {
    id: `${move}:${actionUuid}`,
    owner: 'u1',
    actionUuid,
    actionName: `Akcja ${actionUuid}`,
    idempotencyKey: `key-${move}-${actionUuid}`,
    photo,
    queuedAt: at,
    failure: null,
  };
  return move === 'start'
    ? { ...base, move, position: { lat: 52.2, lng: 21 } }
    : { ...base, move, poll: { chechboxes: ['tak', 'tak', 'tak'], text: null } };
}

beforeEach(() => {
  fake = installFakeApi('tok');
  useSession.setState({ status: 'signedIn', user: { uuid: 'u1', role: { uuid: 'HST' } } as never });
});

describe('QueuedPhotos', () => {
  it('counts the photos waiting, and goes once they are sent', async () => {
    await enqueueMove(kept('start', 'a1', 1));
    await enqueueMove(kept('finish', 'a1', 2));
    // Still no connection when it first tries.
    fake.answer('/hostess/action/start', { network: true });
    renderWithProviders(<QueuedPhotos />);
    expect(await screen.findByText('2 zdjęcia czekają na wysłanie')).toBeInTheDocument();
    expect(screen.getByText('Zostaną wysłane automatycznie, gdy wróci połączenie.')).toBeInTheDocument();

    fake.answer('/hostess/action/start', { success: true, data: wireAction('started') });
    fake.answer('/hostess/action/finish', { success: true, data: wireAction('finished') });
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij teraz' }));
    await expect.poll(() => screen.queryByTestId('queued-photos'), { timeout: 10_000 }).toBeNull();
    expect(await queuedMoves('u1')).toEqual([]);
  });

  it('says one photo in the singular, and shows a refused one with its reason until she deletes it', async () => {
    await enqueueMove(kept('start', 'a1', 1));
    await enqueueMove(kept('start', 'a2', 2));
    await markFailed('start:a2', 'u1', 'Nieprawidłowy plik.');
    fake.answer('/hostess/action/start', { network: true });
    renderWithProviders(<QueuedPhotos />);
    expect(await screen.findByText('1 zdjęcie czeka na wysłanie')).toBeInTheDocument();
    expect(
      screen.getByText('Serwer nie przyjął zapisanego kroku akcji „Akcja a2”: Nieprawidłowy plik.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń z telefonu' }));
    await expect.poll(() => screen.queryByRole('alert'), { timeout: 10_000 }).toBeNull();
    expect((await queuedMoves('u1')).map((m) => m.id)).toEqual(['start:a1']);
  });

  // Before, an 'online' during a try joined that try, and one a moment before calls got through
  // was spent on a try that failed: either way the photos waited for the next try, 30 s on.
  it('sends at once when the connection returns during a try that then fails', async () => {
    await enqueueMove(kept('start', 'a1', 1));
    let cut: () => void = () => undefined;
    fake.answer('/hostess/action/start', {
      later: new Promise((resolve) => {
        cut = () => resolve({ network: true });
      }),
    });
    fake.answer('/hostess/action/start', { success: true, data: wireAction('started') });
    renderWithProviders(<QueuedPhotos />);
    expect(await screen.findByText('1 zdjęcie czeka na wysłanie')).toBeInTheDocument();
    await expect.poll(() => fake.to('/hostess/action/start').length).toBe(1);
    // Still on its way past the try a second after the screen's first.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    window.dispatchEvent(new Event('online'));
    cut();
    await expect.poll(() => screen.queryByTestId('queued-photos'), { timeout: 5_000 }).toBeNull();
    expect(fake.to('/hostess/action/start')).toHaveLength(2);
  });

  it('tries again a second after the connection returned when the first try got no answer', async () => {
    await enqueueMove(kept('start', 'a1', 1));
    // On the screen's first try and a second after it: no connection.
    fake.answer('/hostess/action/start', { network: true });
    fake.answer('/hostess/action/start', { network: true });
    renderWithProviders(<QueuedPhotos />);
    expect(await screen.findByText('1 zdjęcie czeka na wysłanie')).toBeInTheDocument();
    await expect.poll(() => fake.to('/hostess/action/start').length, { timeout: 5_000 }).toBe(2);

    // 'online', but the call at once still gets no answer; the next gets through.
    fake.answer('/hostess/action/start', { network: true });
    fake.answer('/hostess/action/start', { success: true, data: wireAction('started') });
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => screen.queryByTestId('queued-photos'), { timeout: 5_000 }).toBeNull();
    expect(fake.to('/hostess/action/start')).toHaveLength(4);
  });
});
