// The add/edit wizard's steps as a small pure machine (SPEC §2): which steps a role gets (the
// territory step only for ASM and HSADM), next and back within them, and the step a field of the
// draft is entered on (a save refused for a bad date or time goes back to that step).

import type { RoleId } from '@tourplanner/domain/entities';
import { type ActionWizardStep, actionWizardSteps } from '@tourplanner/domain/roles';
import type { WizardDraft } from './draft';

export type WizardStep = ActionWizardStep;

export interface StepState {
  steps: readonly WizardStep[];
  index: number;
}

export type StepEvent =
  | { type: 'next' }
  | { type: 'back' }
  /** To the step where a field is entered; nothing when this role has no such step. */
  | { type: 'field'; field: DraftField };

export type DraftField = Exclude<keyof WizardDraft, 'uuid'>;

const FIELD_STEP: Record<DraftField, WizardStep> = {
  name: 'name',
  territory: 'territory',
  area: 'territory',
  type: 'type',
  event: 'event',
  actionPoints: 'location',
  date: 'date',
  timeStart: 'time',
  timeEnd: 'time',
  users: 'personnel',
  availabilityOverride: 'personnel',
};

/** The step a field of the draft is entered on. */
export const stepOfField = (field: DraftField): WizardStep => FIELD_STEP[field];

/** The first step of the steps this role gets. */
export function startSteps(role: RoleId | null): StepState {
  return { steps: actionWizardSteps(role), index: 0 };
}

export const currentStep = (s: StepState): WizardStep => s.steps[s.index] ?? s.steps[0]!;
export const isFirst = (s: StepState) => s.index === 0;
export const isLast = (s: StepState) => s.index >= s.steps.length - 1;

export function stepReducer(state: StepState, event: StepEvent): StepState {
  switch (event.type) {
    case 'next':
      return isLast(state) ? state : { ...state, index: state.index + 1 };
    case 'back':
      return isFirst(state) ? state : { ...state, index: state.index - 1 };
    case 'field': {
      const index = state.steps.indexOf(stepOfField(event.field));
      return index < 0 || index === state.index ? state : { ...state, index };
    }
  }
}
