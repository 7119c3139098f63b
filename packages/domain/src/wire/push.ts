// Web Push to the hostess's phone (issue 29 part 2, ADR 0038): the server's public VAPID key, and a
// browser's subscription as PushSubscription.toJSON() gives it (endpoint and the two keys).
import { z } from 'zod';

export const pushKeyBody = z.object({});
/** The server's VAPID public key (base64url), or null when it sends no push. */
export const pushKeyAnswer = z.object({ publicKey: z.string().nullable() });

const base64url = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+=*$/);
const endpoint = z.string().url().max(2048);

export const pushSubscribeBody = z.object({
  subscription: z.object({
    endpoint,
    keys: z.object({ p256dh: base64url, auth: base64url }),
  }),
});
export const pushUnsubscribeBody = z.object({ endpoint });
export const pushEmptyAnswer = z.object({});
