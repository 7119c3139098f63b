// PushSync sends again a subscription this phone already has, and asks the API nothing otherwise.
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, installFakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { wireToken, wireUser } from '../../test/wire';
import { useSession } from '../stores/session';
import PushSync from './PushSync';

let fake: FakeApi;

beforeEach(async () => {
  fake = installFakeApi('');
  fake.answer('/auth/login', { success: true, data: { token: wireToken, user: wireUser('HST') } });
  expect(await useSession.getState().login('hst1@tourplanner.test', 'secret')).toBeNull();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** A phone that can take pushes, with `subscription` (or none) already in its browser. */
function phone(subscription: unknown) {
  const pushManager = { getSubscription: vi.fn(async () => subscription) };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return pushManager;
}

describe('PushSync', () => {
  it("sends the phone's subscription again for the new session", async () => {
    phone({
      endpoint: 'https://push.example.test/send/2',
      toJSON: () => ({ keys: { p256dh: 'BPkey', auth: 'authkey' } }),
    });
    fake.answer('/hostess/push/subscribe', { success: true, data: {} });
    renderWithProviders(<PushSync />);
    await waitFor(() =>
      expect(fake.to('/hostess/push/subscribe').map((r) => r.json)).toEqual([
        {
          subscription: {
            endpoint: 'https://push.example.test/send/2',
            keys: { p256dh: 'BPkey', auth: 'authkey' },
          },
        },
      ]),
    );
  });

  it('asks the API nothing when the phone has no subscription', async () => {
    const pushManager = phone(null);
    renderWithProviders(<PushSync />);
    await waitFor(() => expect(pushManager.getSubscription).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(fake.to('/hostess/push/key')).toEqual([]);
    expect(fake.to('/hostess/push/subscribe')).toEqual([]);
  });
});
