// /action/file/list and /action/file/serve (start/end photos and the survey), /action/receipt/list
// and /action/receipt/serve: every read authorised by role and territory through the action.
import { format } from '@tourplanner/i18n-pl/format';
import { DOWNLOAD_NAMES } from '@tourplanner/i18n-pl/server';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { toWireBox } from '../../infra/dates';
import { assertCanReadAction } from '../actions/access.service';
import {
  findActionFile,
  findReceipt,
  listActionFiles,
  listReceipts,
  openStoredFile,
  seesDecisions,
} from './service';

export const fileHandlers = defineHandlers({
  async fileList(ctx) {
    const user = caller(ctx);
    await assertCanReadAction(ctx.deps, user, ctx.body.action.uuid);
    return {
      data: await listActionFiles(
        ctx.deps,
        ctx.body.action.uuid,
        ctx.body.pagination,
        seesDecisions(user.role),
      ),
    };
  },

  async fileServe(ctx) {
    const f = await findActionFile(ctx.deps, ctx.body.file.uuid);
    await assertCanReadAction(ctx.deps, caller(ctx), f.actionId);
    const { stream, size, contentType } = await openStoredFile(ctx.deps, f.fileId);
    return { file: stream, size, contentType, filename: `${f.ident}-${f.id}.jpg` };
  },

  async receiptList(ctx) {
    const user = caller(ctx);
    await assertCanReadAction(ctx.deps, user, ctx.body.action.uuid);
    const rows = await listReceipts(ctx.deps, ctx.body.action.uuid, ctx.body.pagination);
    const decisions = seesDecisions(user.role);
    return {
      data: {
        receipts: rows.map((r) => ({
          uuid: r.uuid,
          created: toWireBox(r.created),
          ...(decisions && r.decision ? { review: { decision: r.decision, comment: r.comment } } : {}),
        })),
      },
    };
  },

  async receiptServe(ctx) {
    const r = await findReceipt(ctx.deps, ctx.body.receipt.uuid);
    await assertCanReadAction(ctx.deps, caller(ctx), r.actionId);
    const { stream, size, contentType } = await openStoredFile(ctx.deps, r.fileId);
    return { file: stream, size, contentType, filename: format(DOWNLOAD_NAMES.receipt, { id: r.id }) };
  },
});
