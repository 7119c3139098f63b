import { describe, expect, it } from 'vitest';
import {
  fixedChoices,
  formFromPlan,
  groupByDay,
  type PlanForm,
  type PreviewAction,
  plannedActions,
  planShape,
  toPlanInput,
} from './plan-request';

const form = (patch: Partial<PlanForm> = {}): PlanForm => ({
  event: 'e1',
  points: ['p1', 'p2'],
  datesMode: 'range',
  dates: [],
  since: '2026-12-03',
  until: '2026-12-16',
  weekdays: [6, 4, 5, 4],
  perWeekday: false,
  hours: { start: '14', end: '20:00' },
  weekdayHours: {},
  type: 'Standard',
  name: ' {event} – {miasto} ',
  override: '',
  ...patch,
});

const action = (day: string, start: string, user: string | null, point = 'p1'): PreviewAction => ({
  point: { uuid: point },
  since: { date: `${day} ${start}:00` },
  until: { date: `${day} 20:00:00` },
  name: `Tour ${point}`,
  user: user ? { uuid: user, firstname: user, lastname: 'X' } : null,
  why: user ? 'dostępna' : 'bez personelu: nikt nie jest dostępny',
});

describe('toPlanInput', () => {
  it('maps the form to /plan/preview: a range with sorted unique weekdays, completed hours, a trimmed name', () => {
    const result = toPlanInput(form());
    expect(result).toEqual({
      ok: true,
      plan: {
        event: { uuid: 'e1' },
        points: [{ uuid: 'p1' }, { uuid: 'p2' }],
        dates: { since: '2026-12-03', until: '2026-12-16', weekdays: [4, 5, 6] },
        hours: { start: '14:00', end: '20:00' },
        type: { ident: 'Standard' },
        name: '{event} – {miasto}',
      },
    });
  });

  it('sends one window per chosen weekday, and the reason for outside hours when given', () => {
    const result = toPlanInput(
      form({
        perWeekday: true,
        weekdays: [6, 4],
        weekdayHours: {
          4: { start: '9:30', end: '17' },
          6: { start: '10:00', end: '14:00' },
          1: { start: '1', end: '2' },
        },
        override: '  pilne zastępstwo ',
        type: 'Horeca',
      }),
    );
    expect(result.ok && result.plan.hours).toEqual({
      4: { start: '09:30', end: '17:00' },
      6: { start: '10:00', end: '14:00' },
    });
    expect(result.ok && result.plan.availabilityOverride).toBe('pilne zastępstwo');
    expect(result.ok && result.plan.type).toEqual({ ident: 'Horeca' });
  });

  it('sends the days picked on the calendar as a list, with the hours of their weekdays', () => {
    const result = toPlanInput(
      form({
        datesMode: 'list',
        dates: ['2026-12-08', '2026-12-05', '2026-12-08'],
        weekdays: [],
        perWeekday: true,
        weekdayHours: { 6: { start: '10:00', end: '14:00' } },
      }),
    );
    // 2026-12-05 is a Saturday (its own hours), 2026-12-08 a Tuesday (the common window).
    expect(result.ok && result.plan.dates).toEqual(['2026-12-05', '2026-12-08']);
    expect(result.ok && result.plan.hours).toEqual({
      2: { start: '14:00', end: '20:00' },
      6: { start: '10:00', end: '14:00' },
    });
    expect(toPlanInput(form({ datesMode: 'list', dates: [] }))).toEqual({
      ok: false,
      problems: ['datesList'],
    });
  });

  it('names everything that is missing or wrong instead of asking', () => {
    expect(
      toPlanInput(
        form({ event: null, points: [], weekdays: [], name: '  ', hours: { start: '20:00', end: '14:00' } }),
      ),
    ).toEqual({ ok: false, problems: ['event', 'points', 'weekdays', 'endAfterStart', 'name'] });
    expect(toPlanInput(form({ since: '2026-12-20' }))).toEqual({ ok: false, problems: ['rangeOrder'] });
    expect(toPlanInput(form({ until: null }))).toEqual({ ok: false, problems: ['dates'] });
    // A chosen weekday without its own hours, nor the common window it would take.
    expect(
      toPlanInput(
        form({
          perWeekday: true,
          hours: { start: '', end: '' },
          weekdayHours: { 4: { start: '9', end: '10' } },
        }),
      ),
    ).toEqual({
      ok: false,
      problems: ['hours'],
    });
  });
});

describe('the preview and her changes', () => {
  const actions = [
    action('2026-12-04', '14:00', 'h1'),
    action('2026-12-03', '16:00', null, 'p2'),
    action('2026-12-03', '14:00', 'h2'),
  ];

  it('groups the actions by day in order, each row keeping its preview index', () => {
    const days = groupByDay(actions);
    expect(days.map((d) => d.day)).toEqual(['2026-12-03', '2026-12-04']);
    expect(days[0]!.rows.map((r) => r.index)).toEqual([2, 1]);
    expect(days[1]!.rows.map((r) => r.index)).toEqual([0]);
  });

  it("'Zapisz plan' sends her hostess where she changed one, the proposal elsewhere, without the dropped rows", () => {
    const sent = plannedActions(actions, { chosen: { 0: 'h9', 2: null }, dropped: [1] });
    expect(sent.indexes).toEqual([0, 2]);
    expect(sent.actions).toEqual([
      { point: { uuid: 'p1' }, since: actions[0]!.since, until: actions[0]!.until, user: { uuid: 'h9' } },
      { point: { uuid: 'p1' }, since: actions[2]!.since, until: actions[2]!.until, user: null },
    ]);
    expect(plannedActions(actions, { chosen: {}, dropped: [] }).actions.map((a) => a.user)).toEqual([
      { uuid: 'h1' },
      null,
      { uuid: 'h2' },
    ]);
  });

  it("'Przydziel ponownie' fixes her choices and the dropped rows (to nobody), by index", () => {
    expect(fixedChoices({ chosen: { 3: 'h1', 0: null }, dropped: [2] })).toEqual([
      { index: 0, user: null },
      { index: 2, user: null },
      { index: 3, user: { uuid: 'h1' } },
    ]);
  });

  it('a template plan fills the form', () => {
    const plan = toPlanInput(
      form({ perWeekday: true, weekdays: [4], weekdayHours: { 4: { start: '9', end: '10' } } }),
    );
    if (!plan.ok) throw new Error('expected a plan');
    const filled = formFromPlan(plan.plan, form({ event: null, points: [] }));
    expect(filled).toMatchObject({ event: 'e1', points: ['p1', 'p2'], weekdays: [4], perWeekday: true });
    expect(filled.weekdayHours).toEqual({ 4: { start: '09:00', end: '10:00' } });
  });

  it("'Zapisz jako szablon' keeps the shape: a range's weekdays, or the weekdays of a list of dates", () => {
    const plan = toPlanInput(form());
    if (!plan.ok) throw new Error('expected a plan');
    expect(planShape(plan.plan)).toEqual({
      event: { uuid: 'e1' },
      points: [{ uuid: 'p1' }, { uuid: 'p2' }],
      hours: { start: '14:00', end: '20:00' },
      type: { ident: 'Standard' },
      name: '{event} – {miasto}',
      weekdays: [4, 5, 6],
    });
    // 2026-12-06 is a Sunday, 2026-12-07 a Monday, 2026-12-13 a Sunday again.
    expect(planShape({ ...plan.plan, dates: ['2026-12-06', '2026-12-07', '2026-12-13'] }).weekdays).toEqual([
      1, 7,
    ]);
  });
});
