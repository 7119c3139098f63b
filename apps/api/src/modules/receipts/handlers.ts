// /action/receipt/create: parse, one photo, store it through ./service.ts, answer with meta.ts.

import { UPLOAD_TEXTS } from '@tourplanner/i18n-pl/server';
import { ApiError } from '../../errors';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { toWireBox } from '../../infra/dates';
import { traceId } from '../leads/trace';
import { createReceipt } from './service';

export const receiptHandlers = defineHandlers({
  async receiptCreate(ctx) {
    const user = caller(ctx);
    const ts = traceId(ctx.deps.now());
    const images = ctx.files.filter((f) => f.fieldname === 'files[]' || f.fieldname === 'files');
    const image = images[0];
    if (!image || ctx.files.length !== 1) {
      throw new ApiError('E_INVALID_FILE', {
        fields: [{ path: 'files', message: UPLOAD_TEXTS.oneReceiptPhoto }],
        meta: { ts },
      });
    }
    const r = await createReceipt(ctx.deps, user, ctx.body, image, ctx.idempotencyKey);
    ctx.req.log.info({ receipt: r.id, replay: r.replay, ts }, 'receipt uploaded');
    return { data: { receipt: { uuid: r.id, created: toWireBox(r.createdAt) } }, meta: { ts } };
  },
});
