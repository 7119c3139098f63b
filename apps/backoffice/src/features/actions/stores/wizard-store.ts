// The add/edit wizard's client state: whether it is open, the draft of the action and where the
// step machine stands. The page opens it with a draft; each step component edits the draft.

import { resettableStore } from '@tourplanner/app-kit/resettable';
import type { RoleId } from '@tourplanner/domain/entities';
import { newDraft, type WizardDraft } from '../wizard/draft';
import { type StepEvent, type StepState, startSteps, stepReducer } from '../wizard/step-machine';

interface WizardState {
  opened: boolean;
  draft: WizardDraft;
  step: StepState;
  /** Opens on the first step of this role's steps with a new draft or one of an action. */
  open: (draft: WizardDraft, role: RoleId | null) => void;
  close: () => void;
  patch: (patch: Partial<WizardDraft>) => void;
  go: (event: StepEvent) => void;
}

export const useActionWizard = resettableStore<WizardState>((set) => ({
  opened: false,
  draft: newDraft(null),
  step: startSteps(null),
  open: (draft, role) => set({ opened: true, draft, step: startSteps(role) }),
  // The draft stays while the dialog plays its closing transition.
  close: () => set({ opened: false }),
  patch: (patch) => set((s) => ({ draft: { ...s.draft, ...patch } })),
  go: (event) => set((s) => ({ step: stepReducer(s.step, event) })),
}));
