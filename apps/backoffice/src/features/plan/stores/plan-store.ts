// The planner's client state: the form, the last preview with the plan it was asked for, the
// coordinator's changes to it, and the result of the last save. Reset on logout like every store.
import { resettableStore } from '@tourplanner/app-kit/resettable';
import { addDays, todayYmd } from '@tourplanner/domain/dates';
import type { PlanInput, PlanPreviewAnswer, planCommitAnswer } from '@tourplanner/domain/wire/plan';
import { PLANNER } from '@tourplanner/i18n-pl/planner';
import type { z } from 'zod';
import type { PlanEdits, PlanForm } from '../plan-request';

export type PlanCommitAnswer = z.infer<typeof planCommitAnswer>;

export function emptyPlanForm(now: Date = new Date()): PlanForm {
  const since = addDays(todayYmd(now), 1);
  return {
    event: null,
    points: [],
    datesMode: 'range',
    dates: [],
    since,
    until: addDays(since, 13),
    weekdays: [4, 5, 6],
    perWeekday: false,
    hours: { start: '14:00', end: '20:00' },
    weekdayHours: {},
    type: 'Standard',
    name: PLANNER.form.namePattern,
    override: '',
  };
}

const noEdits = (): PlanEdits => ({ chosen: {}, dropped: [] });

interface PlanState {
  form: PlanForm;
  /** The last preview and the plan it answers (what 'Zapisz plan' and 'Przydziel ponownie' send). */
  preview: { plan: PlanInput; answer: PlanPreviewAnswer } | null;
  edits: PlanEdits;
  /**
   * The labels of points chosen from a search (outside the event's points, which the preview names
   * from /point/list), by uuid.
   */
  foundNames: Record<string, string>;
  rememberNames: (names: Record<string, string>) => void;
  /** The last save's answer, with the preview indexes of the actions it sent. */
  result: (PlanCommitAnswer & { indexes: number[]; mode: 'all' | 'skip' }) | null;
  patch: (part: Partial<PlanForm>) => void;
  /** A new preview: fresh from 'Pokaż plan' (changes dropped) or from 'Przydziel ponownie' (kept). */
  showPreview: (plan: PlanInput, answer: PlanPreviewAnswer, keepEdits: boolean) => void;
  choose: (index: number, user: string | null) => void;
  toggleDropped: (index: number) => void;
  setResult: (result: PlanState['result']) => void;
}

export const usePlanner = resettableStore<PlanState>((set) => ({
  form: emptyPlanForm(),
  preview: null,
  edits: noEdits(),
  result: null,
  foundNames: {},
  rememberNames: (names) => set((s) => ({ foundNames: { ...s.foundNames, ...names } })),
  patch: (part) => set((s) => ({ form: { ...s.form, ...part } })),
  showPreview: (plan, answer, keepEdits) =>
    set((s) => ({
      preview: { plan, answer },
      edits: keepEdits ? { chosen: s.edits.chosen, dropped: s.edits.dropped } : noEdits(),
      result: null,
    })),
  choose: (index, user) =>
    set((s) => ({ edits: { ...s.edits, chosen: { ...s.edits.chosen, [index]: user } } })),
  toggleDropped: (index) =>
    set((s) => ({
      edits: {
        ...s.edits,
        dropped: s.edits.dropped.includes(index)
          ? s.edits.dropped.filter((i) => i !== index)
          : [...s.edits.dropped, index],
      },
    })),
  setResult: (result) => set({ result }),
}));
