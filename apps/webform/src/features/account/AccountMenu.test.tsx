// The account menu (issue 29): a hostess's 'Powiadomienia na telefonie' switch, which subscribes this
// phone and sends the subscription; and 'Kalendarz', a new link through /calendar/feed/create,
// shown with 'Kopiuj' after she confirms.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/stores/session';
import { type FakeApi, installFakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { wireToken, wireUser } from '../../test/wire';
import AccountMenu from './AccountMenu';

let fake: FakeApi;

beforeEach(async () => {
  fake = installFakeApi('');
  fake.answer('/auth/login', { success: true, data: { token: wireToken, user: wireUser('HST') } });
  expect(await useSession.getState().login('hst1@tourplanner.test', 'secret')).toBeNull();
});

/** A phone that can take pushes (a worker, PushManager, permission granted), not yet subscribed. */
function pushCapablePhone() {
  const subscription = {
    endpoint: 'https://push.example.test/send/1',
    toJSON: () => ({ keys: { p256dh: 'BPkey', auth: 'authkey' } }),
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => null),
    subscribe: vi.fn(async () => subscription),
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => 'granted') });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return pushManager;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('AccountMenu', () => {
  it('offers a hostess the notifications switch, which subscribes this phone and sends it', async () => {
    const pushManager = pushCapablePhone();
    fake.answer('/hostess/push/key', { success: true, data: { publicKey: 'BPublicKey_-' } });
    fake.answer('/hostess/push/subscribe', { success: true, data: {} });
    renderWithProviders(<AccountMenu opened onClose={() => {}} push />);
    const toggle = await screen.findByRole('switch', { name: /^Powiadomienia na telefonie/ });
    expect(screen.getByText('Przypomnienia o akcjach na tym telefonie')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(fake.to('/hostess/push/subscribe').map((r) => r.json)).toEqual([
      {
        subscription: {
          endpoint: 'https://push.example.test/send/1',
          keys: { p256dh: 'BPkey', auth: 'authkey' },
        },
      },
    ]);
  });

  it('has no notifications switch where it is not offered (a coordinator, the registration)', async () => {
    pushCapablePhone();
    renderWithProviders(<AccountMenu opened onClose={() => {}} />);
    expect(await screen.findByText(/Subskrybuj swoje akcje/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(fake.to('/hostess/push/key')).toHaveLength(0);
  });

  it('makes her calendar link and shows it with Kopiuj', async () => {
    const url = 'https://api.tourplanner.test/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';
    fake.answer('/calendar/feed/create', { success: true, data: { url } });
    renderWithProviders(<AccountMenu opened onClose={() => {}} />);
    expect(await screen.findByText(/Subskrybuj swoje akcje/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nowy link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Utworzyć nowy link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz nowy link' }));
    expect(await screen.findByRole('textbox', { name: 'Link do kalendarza' })).toHaveValue(url);
    expect(fake.to('/calendar/feed/create')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Kopiuj' })).toBeInTheDocument();
  });
});
