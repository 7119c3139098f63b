// /hostess/push/*: the webform's Web Push switch (./service.ts).
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { pushPublicKey, subscribePush, unsubscribePush } from './service';

export const pushHandlers = defineHandlers({
  async pushKey(ctx) {
    caller(ctx);
    return { data: { publicKey: pushPublicKey(ctx.deps.env) } };
  },

  async pushSubscribe(ctx) {
    await subscribePush(ctx.deps, caller(ctx), ctx.body.subscription);
    return { data: {} };
  },

  async pushUnsubscribe(ctx) {
    await unsubscribePush(ctx.deps, caller(ctx), ctx.body.endpoint);
    return { data: {} };
  },
});
