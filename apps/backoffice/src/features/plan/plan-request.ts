// The planner's pure parts: the form as the coordinator fills it, the /plan/preview request it
// makes (or what is missing), the preview grouped by day, and what 'Przydziel ponownie' and
// 'Zapisz plan' send from the preview and the coordinator's changes.
import { minutesToTime, timeToMinutes } from '@tourplanner/domain/dates';
import type { ActionType } from '@tourplanner/domain/entities';
import type { PlanInput, PlannedAction, PlanPreviewAnswer } from '@tourplanner/domain/wire/plan';

export type PreviewAction = PlanPreviewAnswer['actions'][number];

export interface Window {
  start: string;
  end: string;
}

export interface PlanForm {
  event: string | null;
  points: string[];
  /** A range with weekdays, or days picked one by one on a calendar. */
  datesMode: 'range' | 'list';
  since: string | null;
  until: string | null;
  /** ISO weekdays, 1 Monday to 7 Sunday (the range's). */
  weekdays: number[];
  /** The days picked on the calendar ('YYYY-MM-DD'). */
  dates: string[];
  /** One window for every day, or one per chosen weekday (a weekday without its own takes `hours`). */
  perWeekday: boolean;
  hours: Window;
  weekdayHours: Record<number, Window>;
  type: ActionType;
  name: string;
  /** The reason to assign outside declared hours, asked once for the plan (empty: none). */
  override: string;
}

export type PlanProblem =
  | 'event'
  | 'points'
  | 'dates'
  | 'datesList'
  | 'rangeOrder'
  | 'weekdays'
  | 'hours'
  | 'endAfterStart'
  | 'name';

/** A window's 'HH:mm' pair, or why not: a missing/invalid time, or an end not after the start. */
function toWindow(w: Window | undefined): Window | 'hours' | 'endAfterStart' {
  const start = timeToMinutes(w?.start ?? '');
  const end = timeToMinutes(w?.end ?? '');
  if (start === null || end === null) return 'hours';
  if (end <= start) return 'endAfterStart';
  return { start: minutesToTime(start), end: minutesToTime(end) };
}

/** The plan of /plan/preview for the form, or every problem that keeps it from being asked. */
export function toPlanInput(
  form: PlanForm,
): { ok: true; plan: PlanInput } | { ok: false; problems: PlanProblem[] } {
  const problems: PlanProblem[] = [];
  if (!form.event) problems.push('event');
  if (form.points.length === 0) problems.push('points');
  const list = form.datesMode === 'list';
  const dates = [...new Set(form.dates)].sort();
  if (list) {
    if (dates.length === 0) problems.push('datesList');
  } else if (!form.since || !form.until) problems.push('dates');
  else if (form.until < form.since) problems.push('rangeOrder');
  // The weekdays whose hours count: the range's, or those of the picked days.
  const weekdays = list ? weekdaysOf(dates) : [...new Set(form.weekdays)].sort((a, b) => a - b);
  if (!list && weekdays.length === 0) problems.push('weekdays');

  let hours: PlanInput['hours'] | null = null;
  if (form.perWeekday) {
    const per: Record<string, Window> = {};
    for (const day of weekdays) {
      const w = toWindow(form.weekdayHours[day] ?? form.hours);
      if (typeof w === 'string') {
        if (!problems.includes(w)) problems.push(w);
      } else per[String(day)] = w;
    }
    hours = per as PlanInput['hours'];
  } else {
    const w = toWindow(form.hours);
    if (typeof w === 'string') problems.push(w);
    else hours = w;
  }
  const name = form.name.trim();
  if (!name) problems.push('name');
  if (problems.length > 0 || !hours) return { ok: false, problems };

  const override = form.override.trim();
  return {
    ok: true,
    plan: {
      event: { uuid: form.event! },
      points: form.points.map((uuid) => ({ uuid })),
      dates: list ? dates : { since: form.since!, until: form.until!, weekdays },
      hours,
      type: { ident: form.type },
      name,
      ...(override ? { availabilityOverride: override } : {}),
    },
  };
}

/** The ISO weekday (1 Monday to 7 Sunday) of a day 'YYYY-MM-DD'. */
export const isoWeekdayOf = (ymd: string) => ((new Date(`${ymd}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The distinct ISO weekdays of some days, in order. */
export const weekdaysOf = (days: readonly string[]) =>
  [...new Set(days.map(isoWeekdayOf))].sort((a, b) => a - b);

/** The day ('YYYY-MM-DD') and the hours ('HH:mm–HH:mm') of a preview action. */
export const dayOf = (a: Pick<PreviewAction, 'since'>) => a.since.date.slice(0, 10);
export const hoursOf = (a: Pick<PreviewAction, 'since' | 'until'>) =>
  `${a.since.date.slice(11, 16)}–${a.until.date.slice(11, 16)}`;

/** The preview's actions by day, in the order of the days, each with its index in the preview. */
export function groupByDay(actions: readonly PreviewAction[]) {
  const days = new Map<string, { action: PreviewAction; index: number }[]>();
  actions.forEach((action, index) => {
    const day = dayOf(action);
    const rows = days.get(day) ?? [];
    rows.push({ action, index });
    days.set(day, rows);
  });
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, rows]) => ({
      day,
      rows: rows.sort((x, y) => x.action.since.date.localeCompare(y.action.since.date)),
    }));
}

/** The coordinator's changes to a preview: a hostess chosen (uuid, or null for nobody) by index, rows dropped. */
export interface PlanEdits {
  chosen: Record<number, string | null>;
  dropped: number[];
}

/**
 * 'Przydziel ponownie': her choices, kept fixed while the rest is planned anew; a dropped row is
 * fixed to nobody, so that it takes no hostess from the others (the plan, hence the indexes, is the
 * same).
 */
export function fixedChoices(edits: PlanEdits) {
  const fixed = new Map<number, string | null>();
  for (const [index, user] of Object.entries(edits.chosen)) fixed.set(Number(index), user);
  for (const index of edits.dropped) fixed.set(index, null);
  return [...fixed.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, user]) => ({ index, user: user ? { uuid: user } : null }));
}

/** 'Zapisz plan': the preview's actions as she left them (dropped ones out), with each one's preview index. */
export function plannedActions(
  actions: readonly PreviewAction[],
  edits: PlanEdits,
): { indexes: number[]; actions: PlannedAction[] } {
  const indexes: number[] = [];
  const planned: PlannedAction[] = [];
  actions.forEach((a, index) => {
    if (edits.dropped.includes(index)) return;
    const chosen = index in edits.chosen ? edits.chosen[index] : (a.user?.uuid ?? null);
    indexes.push(index);
    planned.push({
      point: { uuid: a.point.uuid },
      since: a.since,
      until: a.until,
      user: chosen ? { uuid: chosen } : null,
    });
  });
  return { indexes, actions: planned };
}

/** A plan (from a template) as the form: its event, points, range, weekdays, hours, type and name. */
export function formFromPlan(plan: PlanInput, form: PlanForm): PlanForm {
  const range = Array.isArray(plan.dates) ? null : plan.dates;
  const perWeekday = !('start' in plan.hours);
  const weekdayHours: Record<number, Window> = {};
  if (perWeekday) {
    for (const [day, w] of Object.entries(plan.hours as Record<string, Window>))
      weekdayHours[Number(day)] = w;
  }
  return {
    ...form,
    event: plan.event.uuid,
    points: plan.points.map((p) => p.uuid),
    datesMode: range ? 'range' : 'list',
    since: range?.since ?? form.since,
    until: range?.until ?? form.until,
    weekdays: range?.weekdays ?? form.weekdays,
    dates: Array.isArray(plan.dates) ? plan.dates : form.dates,
    perWeekday,
    hours: perWeekday ? form.hours : (plan.hours as Window),
    weekdayHours: perWeekday ? weekdayHours : form.weekdayHours,
    type: plan.type.ident,
    name: plan.name,
  };
}

/** The plan's shape for 'Zapisz jako szablon' (its dates become weekdays only). */
export function planShape(plan: PlanInput) {
  const weekdays = Array.isArray(plan.dates) ? weekdaysOf(plan.dates) : plan.dates.weekdays;
  return {
    event: plan.event,
    points: plan.points,
    hours: plan.hours,
    type: plan.type,
    name: plan.name,
    weekdays,
  };
}
