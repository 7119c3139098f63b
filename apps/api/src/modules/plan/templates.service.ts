// Tour templates (issue 32): 'Zapisz jako szablon' keeps a plan's shape under a name; 'Z szablonu'
// plans that shape over a new range of dates through the preview, so who is eligible (territory,
// booked actions, availability, the weekly cap) is checked anew, never copied from the template.
import type { PlanInput, PlanShapeInput } from '@tourplanner/domain/wire/plan';
import { desc, eq, sql } from 'drizzle-orm';
import { assertTerritory, reachableTerritories } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import { type PlanShape, planTemplates } from '../../db/schema/plans';
import { ApiError } from '../../errors';
import { toWireBox } from '../../infra/dates';
import type { AppDeps } from '../../infra/deps';
import { hoursFor } from './expand';
import { planReferences, previewPlan } from './service';

/** The most templates one list answers, newest first. */
const TEMPLATE_LIST_MAX = 500;

const toWire = (r: typeof planTemplates.$inferSelect) => ({
  uuid: r.id,
  name: r.name,
  plan: { ...r.shape, event: { uuid: r.eventId } } as PlanShapeInput,
  created: toWireBox(r.createdAt),
});

export async function saveTemplate(deps: AppDeps, user: SessionUser, name: string, plan: PlanShapeInput) {
  const refs = await planReferences(deps.db, user, plan);
  const weekdays = [...new Set(plan.weekdays)].sort();
  for (const d of weekdays) hoursFor(plan, d, 'template.plan.hours');
  const shape: PlanShape = {
    points: refs.points.map((p) => ({ uuid: p.id })),
    weekdays,
    hours: plan.hours,
    type: plan.type,
    name: plan.name,
  };
  const [row] = await deps.db
    .insert(planTemplates)
    .values({
      name,
      eventId: refs.event.id,
      shape,
      territoryIds: [...new Set(refs.points.map((p) => p.territoryId))],
      createdBy: user.id,
    })
    .returning();
  return toWire(row!);
}

export async function listTemplates(deps: AppDeps, user: SessionUser) {
  const reach = reachableTerritories(user);
  const inReach =
    reach === 'all' ? undefined : sql`${planTemplates.territoryIds} <@ ${sql.param(reach)}::uuid[]`;
  const rows = await deps.db
    .select()
    .from(planTemplates)
    .where(inReach)
    .orderBy(desc(planTemplates.createdAt), desc(planTemplates.id))
    .limit(TEMPLATE_LIST_MAX);
  return rows.map(toWire);
}

export async function applyTemplate(
  deps: AppDeps,
  user: SessionUser,
  body: {
    template: { uuid: string };
    dates: { since: string; until: string };
    availabilityOverride?: string | null | undefined;
  },
) {
  const [row] = await deps.db.select().from(planTemplates).where(eq(planTemplates.id, body.template.uuid));
  if (!row) throw new ApiError('E_NOT_FOUND');
  for (const t of row.territoryIds) assertTerritory(user, t);
  const plan: PlanInput = {
    event: { uuid: row.eventId },
    points: row.shape.points,
    dates: { ...body.dates, weekdays: row.shape.weekdays },
    hours: row.shape.hours as PlanInput['hours'],
    type: row.shape.type,
    name: row.shape.name,
    ...(body.availabilityOverride ? { availabilityOverride: body.availabilityOverride } : {}),
  };
  return { plan, ...(await previewPlan(deps, user, { plan })) };
}
