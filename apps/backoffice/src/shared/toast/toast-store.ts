// The app's notices go to @tourplanner/ui's toast stack (SPEC §2: corner stack, normal or error,
// 2 s with 500 ms enter and 300 ms exit); `fail` shows the catalogue text of a failed call.
import { toast as uiToast } from '@tourplanner/ui/lib/toast';
import { errorText, isAborted } from '../api/client';

export const toast = {
  show: (text: string) => {
    uiToast.show(text, 'normal');
  },
  error: (text: string) => {
    uiToast.error(text);
  },
  /** An error toast with the catalogue's text for a failed call (an abort shows nothing). */
  fail: (error: unknown) => {
    if (isAborted(error)) return;
    uiToast.error(errorText(error));
  },
};

/** Removes every notice (logout, and between tests). */
export const clearToasts = () => uiToast.clear();
