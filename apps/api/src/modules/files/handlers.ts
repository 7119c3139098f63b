// /action/file/list and /action/file/serve (start/end photos and the survey), /action/receipt/list
// and /action/receipt/serve: every read authorised by role and territory through the action.
import { asc, eq } from 'drizzle-orm';
import { actionFiles, actionPolls, actionReceipts } from '../../db/schema/actions';
import { caller } from '../../http/context';
import { ApiError } from '../../http/errors';
import { defineHandlers } from '../../http/handlers';
import { toWireBox } from '../../lib/dates';
import { assertCanReadAction } from '../actions/access';
import { readFileBytes } from './store';

export const fileHandlers = defineHandlers({
  async fileList(ctx) {
    const user = caller(ctx);
    await assertCanReadAction(ctx.deps.db, user, ctx.body.action.uuid);
    const { limit, offset } = ctx.body.pagination;
    const [files, polls] = await Promise.all([
      ctx.deps.db
        .select({ uuid: actionFiles.id, ident: actionFiles.ident })
        .from(actionFiles)
        .where(eq(actionFiles.actionId, ctx.body.action.uuid))
        .orderBy(asc(actionFiles.createdAt))
        .limit(limit)
        .offset(offset),
      ctx.deps.db.select().from(actionPolls).where(eq(actionPolls.actionId, ctx.body.action.uuid)),
    ]);
    const poll = polls[0] ? { chechboxes: polls[0].answers, text: polls[0].text } : null;
    return { data: { files, poll } };
  },

  async fileServe(ctx) {
    const user = caller(ctx);
    const [f] = await ctx.deps.db.select().from(actionFiles).where(eq(actionFiles.id, ctx.body.file.uuid));
    if (!f) throw new ApiError('E_NOT_FOUND');
    await assertCanReadAction(ctx.deps.db, user, f.actionId);
    const { bytes, contentType } = await readFileBytes(ctx.deps, f.fileId);
    return { file: bytes, contentType, filename: `${f.ident}-${f.id}.jpg` };
  },

  async receiptList(ctx) {
    const user = caller(ctx);
    await assertCanReadAction(ctx.deps.db, user, ctx.body.action.uuid);
    const { limit, offset } = ctx.body.pagination;
    const rows = await ctx.deps.db
      .select({ uuid: actionReceipts.id, created: actionReceipts.createdAt })
      .from(actionReceipts)
      .where(eq(actionReceipts.actionId, ctx.body.action.uuid))
      .orderBy(asc(actionReceipts.createdAt))
      .limit(limit)
      .offset(offset);
    return { data: { receipts: rows.map((r) => ({ uuid: r.uuid, created: toWireBox(r.created) })) } };
  },

  async receiptServe(ctx) {
    const user = caller(ctx);
    const [r] = await ctx.deps.db
      .select()
      .from(actionReceipts)
      .where(eq(actionReceipts.id, ctx.body.receipt.uuid));
    if (!r) throw new ApiError('E_NOT_FOUND');
    await assertCanReadAction(ctx.deps.db, user, r.actionId);
    const { bytes, contentType } = await readFileBytes(ctx.deps, r.fileId);
    return { file: bytes, contentType, filename: `paragon-${r.id}.jpg` };
  },
});
