// Whether leaving the current screen would drop work: the registration sets it while one is in
// progress, and the shell asks before signing out (which deletes the kept registration).
import { resettableStore } from '@tourplanner/app-kit/resettable';

/** 'registration': a consumer's data or codes not yet registered; 'receipt': registered, receipt not sent. */
export type UnsavedWork = 'registration' | 'receipt' | null;

export interface LeaveGuardState {
  unsaved: UnsavedWork;
  setUnsaved: (unsaved: UnsavedWork) => void;
}

export const useLeaveGuard = resettableStore<LeaveGuardState>((set) => ({
  unsaved: null,
  setUnsaved(unsaved) {
    set({ unsaved });
  },
}));
