// What the hostess types for one consumer (SPEC §3 "Webform data"): contact, codes, the chosen
// offers, the consumer's details and consents; hostess code, tour plan and register location
// filled from the registration's context.

import { resettableStore } from '@tourplanner/app-kit/resettable';
import { initialWebformData, type WebformData } from '@tourplanner/domain/webform';
import type { WebformContext } from './webform-context';

export interface FormDataState {
  data: WebformData;
  update: (patch: Partial<WebformData>) => void;
  /** Empty data for a new consumer at this action (null: no action). */
  prefill: (context: WebformContext | null) => void;
}

function prefilled(context: WebformContext | null): WebformData {
  const data = initialWebformData();
  if (context) {
    data.hostessCode = context.hostessCode;
    data.tourPlan = context.tourPlan;
    data.registerLocation = context.pointIdent ?? '';
  }
  return data;
}

export const useFormData = resettableStore<FormDataState>((set, get) => ({
  data: initialWebformData(),

  update(patch) {
    set({ data: { ...get().data, ...patch } });
  },

  prefill(context) {
    set({ data: prefilled(context) });
  },
}));
