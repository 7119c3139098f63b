// /consent/*: the consumer's consent record through the link of their receipt (no session: the
// token is the whole authority, and it opens nothing but that record) and ADMIN's history export.
import { defineHandlers } from '../../http/handlers';
import { consentHistory, consentRecord, eraseConsumer, withdrawConsents } from './service';

export const consentHandlers = defineHandlers({
  async consentRecord(ctx) {
    return { data: await consentRecord(ctx.deps, ctx.body.token) };
  },

  async consentWithdraw(ctx) {
    return { data: await withdrawConsents(ctx.deps, ctx.body.token, ctx.body.purposes) };
  },

  async consentHistory(ctx) {
    return { data: await consentHistory(ctx.deps, ctx.body.consumer) };
  },

  async consentErase(ctx) {
    return { data: await eraseConsumer(ctx.deps, ctx.body.consumer) };
  },
});
