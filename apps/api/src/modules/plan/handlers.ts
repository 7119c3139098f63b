// /plan/preview, /plan/commit, /plan/template/* and /action/bulk (issue 32): ./service.ts,
// ./templates.service.ts, ./bulk.service.ts.
import { PLAN_TEXTS } from '@tourplanner/i18n-pl/server';
import { fail } from '../../errors';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { bulkChange } from './bulk.service';
import { commitPlan, previewPlan } from './service';
import { applyTemplate, listTemplates, saveTemplate } from './templates.service';

export const planHandlers = defineHandlers({
  async planPreview(ctx) {
    return { data: await previewPlan(ctx.deps, caller(ctx), ctx.body) };
  },
  async planCommit(ctx) {
    return { data: await commitPlan(ctx.deps, caller(ctx), ctx.body) };
  },
  async planTemplateSave(ctx) {
    const { name, plan } = ctx.body.template;
    return { data: await saveTemplate(ctx.deps, caller(ctx), name, plan) };
  },
  async planTemplateList(ctx) {
    return { data: await listTemplates(ctx.deps, caller(ctx)) };
  },
  async planTemplateApply(ctx) {
    return { data: await applyTemplate(ctx.deps, caller(ctx), ctx.body) };
  },
  async actionBulk(ctx) {
    const { set } = ctx.body;
    if (!set.status && !set.user && !set.shift) throw fail.field('set', PLAN_TEXTS.nothingToChange);
    return { data: await bulkChange(ctx.deps, caller(ctx), ctx.body.actions.uuids, set) };
  },
});
