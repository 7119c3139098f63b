// /plan/preview and /plan/commit (issue 32): a tour's actions, with the hostess the optimiser
// proposes for each and why, and their creation in one transaction through the wizard's own
// create (every reference, the booking rule and the availability rule checked per action).
import { type Coverage, coverageOf } from '@tourplanner/domain/booking';
import type { ActionInput } from '@tourplanner/domain/entities';
import type { PlanInput } from '@tourplanner/domain/wire/plan';
import { ERROR_TEXTS, GENERIC_ERROR } from '@tourplanner/i18n-pl/errors';
import { format } from '@tourplanner/i18n-pl/format';
import { PLAN_NAME_PLACEHOLDERS, PLAN_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { assertTerritory } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/events';
import { points } from '../../db/schema/points';
import { users, userTerritories } from '../../db/schema/users';
import { ApiError, fail } from '../../errors';
import { fromWire, toWireBox } from '../../infra/dates';
import type { AppDeps } from '../../infra/deps';
import { actionsChanged } from '../../infra/jobs/action-changed';
import { bookedActions, declaredSlots, lockPeople } from '../actions/booking.service';
import { previousPlaces } from '../actions/personnel.service';
import { resolveInput } from '../actions/references.service';
import { assertCompleteForStatus, insertAction } from '../actions/service';
import { isoWeek, type PlanDay, planDays } from './expand';
import {
  type Assignment,
  eligibility,
  explainPlan,
  optimisePlan,
  type PlanHostess,
  type PlanProblem,
  type PlanSlot,
  type SlotReason,
  scorePlan,
} from './optimiser';

type PointRow = {
  id: string;
  territoryId: string;
  name: string | null;
  cityName: string | null;
  lat: number | null;
  lng: number | null;
};

/** The plan's event and points, each in the caller's reach (403), known (404). */
export async function planReferences(db: Db, user: SessionUser, plan: Pick<PlanInput, 'event' | 'points'>) {
  const [event] = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(eq(events.id, plan.event.uuid));
  if (!event) throw new ApiError('E_NOT_FOUND');
  const ids = [...new Set(plan.points.map((p) => p.uuid))];
  const rows: PointRow[] = await db
    .select({
      id: points.id,
      territoryId: points.territoryId,
      name: points.name,
      cityName: points.cityName,
      lat: points.lat,
      lng: points.lng,
    })
    .from(points)
    .where(inArray(points.id, ids));
  if (rows.length !== ids.length) throw new ApiError('E_ACTION_POINT_NOT_FOUND');
  for (const r of rows) assertTerritory(user, r.territoryId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { event, points: ids.map((id) => byId.get(id)!) };
}

/** The action's name from the plan's pattern: '{event} – {miasto}' and '{punkt}', '{data}'. */
function actionName(pattern: string, event: string, point: PointRow, date: string): string {
  const [y, m, d] = date.split('-');
  const k = PLAN_NAME_PLACEHOLDERS;
  return format(pattern, {
    [k.event]: event,
    [k.city]: point.cityName ?? '',
    [k.point]: point.name ?? '',
    [k.date]: `${d}.${m}.${y}`,
  } as Record<string, string>)
    .trim()
    .slice(0, 200);
}

interface Planned {
  slots: PlanSlot[];
  /** Per slot: its point's row and day. */
  meta: { point: PointRow; day: PlanDay; name: string }[];
}

/** Every action of the plan, by date then point in the order given. */
function expandPlan(plan: PlanInput, refs: Awaited<ReturnType<typeof planReferences>>): Planned {
  const slots: PlanSlot[] = [];
  const meta: Planned['meta'] = [];
  for (const day of planDays(plan)) {
    const since = fromWire(day.since)!;
    const until = fromWire(day.until)!;
    for (const point of refs.points) {
      slots.push({
        since,
        until,
        pointId: point.id,
        at: point.lat !== null && point.lng !== null ? { lat: point.lat, lng: point.lng } : null,
        territoryId: point.territoryId,
        week: day.week,
      });
      meta.push({ point, day, name: actionName(plan.name, refs.event.name, point, day.date) });
    }
  }
  return { slots, meta };
}

/** The hostesses of the points' territories, with their booked actions, week loads and availability. */
async function problemOf(deps: AppDeps, plan: PlanInput, planned: Planned): Promise<PlanProblem> {
  const { db, env } = deps;
  const { slots, meta } = planned;
  const territoryIds = [...new Set(slots.map((s) => s.territoryId))];
  const people = await db
    .select({ id: users.id, territoryId: userTerritories.territoryId })
    .from(users)
    .innerJoin(userTerritories, eq(userTerritories.userId, users.id))
    .where(
      and(eq(users.active, true), eq(users.role, 'HST'), inArray(userTerritories.territoryId, territoryIds)),
    )
    .orderBy(users.id);
  const territoriesOf = new Map<string, string[]>();
  for (const r of people) territoriesOf.set(r.id, [...(territoriesOf.get(r.id) ?? []), r.territoryId]);
  const ids = [...territoriesOf.keys()];
  const first = Math.min(...slots.map((s) => s.since.getTime()));
  const last = Math.max(...slots.map((s) => s.until.getTime()));
  // Whole ISO weeks around the plan: the weekly cap counts what is booked in them already.
  const firstDay = meta[0]!.day;
  const lastDay = meta[meta.length - 1]!.day;
  const weekStart = fromWire(shiftDate(firstDay.date, 1 - firstDay.weekday))!;
  const weekEnd = fromWire(shiftDate(lastDay.date, 8 - lastDay.weekday))!;
  const gapMs = env.ACTION_TRAVEL_GAP_MINUTES * 60_000;
  const from = new Date(Math.min(weekStart.getTime(), first - gapMs));
  const to = new Date(Math.max(weekEnd.getTime(), last + gapMs));
  const booked = await bookedActions(db, ids, from, to);
  const declared = await declaredSlots(db, ids, new Date(first - 86_400_000), new Date(last + 86_400_000));
  const previous = ids.length ? await previousPlaces(db, ids, new Date(first), sql`true`) : new Map();
  const hostesses: PlanHostess[] = ids.map((id) => {
    const mine = booked.filter((b) => b.userId === id);
    const weekLoad = new Map<string, number>();
    for (const b of mine) {
      if (b.since < weekStart || b.since >= weekEnd) continue;
      const week = isoWeekOfInstant(b.since);
      weekLoad.set(week, (weekLoad.get(week) ?? 0) + 1);
    }
    return {
      id,
      territories: territoriesOf.get(id)!,
      from: previous.get(id) ?? null,
      busy: mine,
      weekLoad,
    };
  });
  const slotsOf = new Map<string, { since: Date; until: Date }[]>();
  for (const d of declared) slotsOf.set(d.userId, [...(slotsOf.get(d.userId) ?? []), d]);
  // The slots of the days the window touches (the ranking's coverage, coverageByPerson).
  const dayBounds = meta.map((m) => ({
    start: fromWire(m.day.date)!,
    end: fromWire(shiftDate(m.day.date, 1))!,
  }));
  const coverage = (h: number, s: number): Coverage => {
    const { start, end } = dayBounds[s]!;
    const mine = (slotsOf.get(ids[h]!) ?? []).filter((x) => x.since < end && x.until > start);
    return coverageOf(slots[s]!, mine);
  };
  return {
    slots,
    hostesses,
    coverage,
    rules: {
      gapMinutes: env.ACTION_TRAVEL_GAP_MINUTES,
      maxPerWeek: env.PLAN_MAX_ACTIONS_PER_WEEK,
      availability: env.ACTION_AVAILABILITY_RULE,
      outsideAllowed: !!plan.availabilityOverride,
    },
  };
}

/** A 'YYYY-MM-DD' moved by whole days on the calendar. */
function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The ISO week of an instant's Warsaw date. */
function isoWeekOfInstant(d: Date): string {
  return isoWeek(toWireBox(d).date.slice(0, 10));
}

function whyText(r: SlotReason, maxPerWeek: number): string {
  if (!r.staffed) {
    if (r.fixed) return PLAN_TEXTS.noneChosen;
    if (r.why === 'nobody') return PLAN_TEXTS.nobody;
    if (r.why === 'cap') return format(PLAN_TEXTS.allAtCap, { max: maxPerWeek });
    return PLAN_TEXTS.allBusy;
  }
  const parts: string[] = [r.fixed ? PLAN_TEXTS.chosen : PLAN_TEXTS[r.coverage]];
  if (r.nearest) parts.push(PLAN_TEXTS.nearest);
  else parts.push(format(PLAN_TEXTS.kmAway, { km: Math.round(r.km) }));
  parts.push(PLAN_TEXTS.weekActions(r.weekActions));
  return parts.join(', ');
}

export interface PreviewRequest {
  plan: PlanInput;
  fixed?: { index: number; user: { uuid: string } | null }[] | undefined;
}

export async function previewPlan(deps: AppDeps, user: SessionUser, body: PreviewRequest) {
  const refs = await planReferences(deps.db, user, body.plan);
  const planned = expandPlan(body.plan, refs);
  const problem = await problemOf(deps, body.plan, planned);
  const index = new Map(problem.hostesses.map((h, i) => [h.id, i]));
  const fixed = new Map<number, number | null>();
  (body.fixed ?? []).forEach((f, i) => {
    if (f.index >= planned.slots.length) throw fail.field(`fixed.${i}.index`, PLAN_TEXTS.noSuchAction);
    const h = f.user ? index.get(f.user.uuid) : null;
    if (
      h === undefined ||
      (h !== null && !problem.hostesses[h]!.territories.includes(planned.slots[f.index]!.territoryId))
    )
      throw fail.field(`fixed.${i}.user`, PLAN_TEXTS.notCandidate);
    fixed.set(f.index, h);
  });
  const p = { ...problem, fixed };
  const elig = eligibility(p);
  const assignment: Assignment = optimisePlan(p, {}, elig);
  const score = scorePlan(p, assignment, elig);
  const reasons = explainPlan(p, assignment, elig);
  const people = problem.hostesses.length
    ? await deps.db
        .select({ uuid: users.id, firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(
          inArray(
            users.id,
            problem.hostesses.map((h) => h.id),
          ),
        )
    : [];
  const person = new Map(people.map((x) => [x.uuid, x]));
  return {
    actions: planned.slots.map((s, i) => {
      const h = assignment[i] ?? null;
      const who = h === null ? null : person.get(problem.hostesses[h]!.id)!;
      return {
        point: { uuid: s.pointId },
        since: { date: planned.meta[i]!.day.since },
        until: { date: planned.meta[i]!.day.until },
        name: planned.meta[i]!.name,
        user: who ? { uuid: who.uuid, firstname: who.firstname, lastname: who.lastname } : null,
        why: whyText(reasons[i]!, problem.rules.maxPerWeek),
      };
    }),
    stats: {
      total: planned.slots.length,
      staffed: score.staffed,
      km: Math.round(score.km * 10) / 10,
      perHostess: problem.hostesses
        .map((h, i) => ({ uuid: h.id, actions: score.perHostess[i]! }))
        .filter((x) => x.actions > 0),
    },
  };
}

export interface CommitRequest {
  plan: PlanInput;
  actions: {
    point: { uuid: string };
    since: { date: string };
    until: { date: string };
    user: { uuid: string } | null;
  }[];
  status: 'editable' | 'accepted';
  mode: 'all' | 'skip';
}

/** Thrown inside the transaction to undo an 'all' plan that had a refusal. */
class Undo extends Error {}

/** The Polish text of a refusal: its first field's message, else the code's. */
export function refusalText(e: ApiError): string {
  return e.fields?.[0]?.message ?? ERROR_TEXTS[e.code] ?? GENERIC_ERROR;
}

export async function commitPlan(deps: AppDeps, user: SessionUser, body: CommitRequest) {
  const refs = await planReferences(deps.db, user, body.plan);
  // The plan's own shape is checked as the preview's (size, hours); the rows are what to create.
  planDays(body.plan);
  const pointById = new Map(refs.points.map((p) => [p.id, p]));
  const created: { uuid: string; ident: string }[] = [];
  const refused: { index: number; error: string; text: string }[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      // Every hostess of the plan locked at once, in id order (as a single save locks hers), so
      // two plans saved together wait for each other instead of deadlocking row by row.
      await lockPeople(tx, [...new Set(body.actions.flatMap((a) => (a.user ? [a.user.uuid] : [])))]);
      for (const [index, a] of body.actions.entries()) {
        const point = pointById.get(a.point.uuid);
        const input: ActionInput = {
          name: point
            ? actionName(body.plan.name, refs.event.name, point, a.since.date.slice(0, 10))
            : body.plan.name.slice(0, 200),
          type: body.plan.type,
          event: { uuid: refs.event.id },
          actionPoints: [{ point: { uuid: a.point.uuid } }],
          users: a.user ? [{ uuid: a.user.uuid }] : [],
          since: a.since,
          until: a.until,
          ...(body.plan.availabilityOverride ? { availabilityOverride: body.plan.availabilityOverride } : {}),
        };
        try {
          // Each action in a savepoint, through the wizard's checks: its references, the status's
          // required fields, the booking and availability rules (against the rows saved before it).
          const made = await tx.transaction(async (sp) => {
            const r = await resolveInput(sp, user, input);
            if (body.status === 'accepted') assertCompleteForStatus(input);
            return insertAction(sp, deps, user, input, r, body.status);
          });
          created.push({ uuid: made.id, ident: made.ident });
        } catch (e) {
          if (!(e instanceof ApiError) || e.status >= 500) throw e;
          refused.push({ index, error: e.code, text: refusalText(e) });
        }
      }
      if (body.mode === 'all' && refused.length) throw new Undo();
    });
  } catch (e) {
    if (!(e instanceof Undo)) throw e;
    return { created: [], refused };
  }
  await actionsChanged(
    deps,
    created.map((c) => c.uuid),
  );
  return { created, refused };
}
