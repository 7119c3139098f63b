// Web Push to the hostess's phone (issue 29 part 2, docs/decisions/0038-hostess-reminders.md): her
// browsers' subscriptions (one per device, tied to the session that made it) and the send. The
// message is encrypted and signed with `web-push` (RFC 8291 aes128gcm, VAPID RFC 8292); the request
// itself goes out with fetch. A push service answering 404 or 410 has forgotten the subscription:
// it is dropped. Nothing here logs an endpoint or a key (an endpoint is a bearer capability).
import { PUSH_SERVER_TEXTS } from '@tourplanner/i18n-pl/reminders';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { SessionUser } from '../../access/sessions';
import { pushSubscriptions } from '../../db/schema/reminders';
import { fail } from '../../errors';
import type { AppDeps } from '../../infra/deps';

type Deps = Pick<AppDeps, 'db' | 'env' | 'now' | 'log'>;

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the service worker shows: a title, a body and the page a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

const vapidOf = (env: Deps['env']) =>
  env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT
    ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }
    : null;

/** The public key the webform subscribes with, or null when the server sends no push. */
export function pushPublicKey(env: Deps['env']): string | null {
  return vapidOf(env)?.publicKey ?? null;
}

/**
 * Keeps a subscription for the caller's session. The endpoint is unique: the same browser
 * subscribing again (or another account signing in on the phone) takes the row over.
 */
export async function subscribePush(deps: Deps, user: SessionUser, sub: PushSubscriptionInput) {
  // A real push service is always https; plain http is for a local stand-in outside production.
  if (deps.env.production && !sub.endpoint.startsWith('https://')) {
    throw fail.field('subscription.endpoint', PUSH_SERVER_TEXTS.httpsOnly);
  }
  const values = {
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    userId: user.id,
    sessionId: user.sessionId || null,
  };
  await deps.db
    .insert(pushSubscriptions)
    .values({ endpoint: sub.endpoint, ...values, createdAt: deps.now() })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Drops one of the caller's subscriptions; another person's or an unknown endpoint changes nothing. */
export async function unsubscribePush(deps: Deps, user: SessionUser, endpoint: string) {
  await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, user.id)));
}

/** Sign-out: the session's devices get no more pushes. */
export async function dropSessionPush(deps: Pick<AppDeps, 'db'>, sessionId: string) {
  if (!sessionId) return;
  await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

/**
 * Pushes a message to every device the person subscribed (and did not sign out of). Answers how many
 * devices the push services accepted; a device whose service forgot it (404/410) is dropped, any
 * other failure is logged and left for the next message. Never throws: push is the extra channel.
 */
export async function pushToUser(deps: Deps, userId: string, message: PushMessage): Promise<number> {
  const vapid = vapidOf(deps.env);
  if (!vapid) return 0;
  const devices = await deps.db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  let delivered = 0;
  const payload = JSON.stringify(message);
  for (const device of devices) {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        payload,
        {
          vapidDetails: vapid,
          // A reminder an hour before is no use a day later.
          TTL: 12 * 3600,
          contentEncoding: 'aes128gcm',
        },
      );
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 404 || res.status === 410) {
        await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        deps.log.info({ event: 'push_subscription_gone', status: res.status }, 'push subscription dropped');
      } else if (res.ok) {
        delivered += 1;
      } else {
        deps.log.warn({ event: 'push_refused', status: res.status }, 'push service refused a message');
      }
    } catch (err) {
      deps.log.warn({ event: 'push_failed', err: (err as Error).message }, 'push not sent');
    }
  }
  return delivered;
}
