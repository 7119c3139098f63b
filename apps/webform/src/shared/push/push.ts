// Web Push on this phone (issue 29 part 2): the browser's side of the subscription. The service
// worker (sw/sw.ts) shows what arrives; the API keeps the subscription per device and session.
import { api } from '../api';

/**
 * The worker's registration once it is active, when the browser can take pushes at all, else null.
 * Waits for the worker on a first visit (it registers after the first screen); never settles where
 * no worker is registered (the dev server), which leaves the switch hidden.
 */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return null;
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager ? registration : null;
}

/** Push as this phone has it now: the worker's registration, the server's key, her subscription. */
export interface PushState {
  registration: ServiceWorkerRegistration;
  key: string;
  subscription: PushSubscription | null;
}

/** Push on this phone, or null when the browser can take none or the server has no VAPID key. */
export async function currentPush(): Promise<PushState | null> {
  const registration = await pushRegistration();
  if (!registration) return null;
  const { publicKey } = await api.call('pushKey', {});
  if (!publicKey) return null;
  return { registration, key: publicKey, subscription: await registration.pushManager.getSubscription() };
}

/** A VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

/** A subscription as the API takes it: the endpoint and its two keys. */
export function subscriptionBody(sub: PushSubscription) {
  const json = sub.toJSON();
  return {
    subscription: {
      endpoint: sub.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  };
}
