// The app's notices go to @tourplanner/ui's toast stack (SPEC §2: corner stack, normal or error,
// 2 s with 500 ms enter and 300 ms exit); `fail` shows the catalogue text of a failed call.
import { ApiError } from '@tourplanner/api-client/app-api';
import { GENERIC_ERROR } from '@tourplanner/i18n-pl/errors';
import { failureText, validationText } from '@tourplanner/i18n-pl/fields';
import { toast as uiToast } from '@tourplanner/ui/lib/toast';

/** Whether an error is the caller's own abort (nothing to show). */
function isAborted(error: unknown): boolean {
  return (error instanceof ApiError && error.isAborted) || (error as Error)?.name === 'AbortError';
}

/** A failed call's text; a validation failure names its fields in Polish, others add their reasons. */
function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  if (error.code === 'E_VALIDATION' && error.fields.length) return validationText(error.fields);
  // A refusal that lists reasons (a CSV import's bad lines) shows them with their line numbers.
  return failureText(error.message, error.fields);
}

// A failure reaches both its caller and the query cache's handler: it is shown once.
const shown = new WeakSet<object>();

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
    if (typeof error === 'object' && error !== null) {
      if (shown.has(error)) return;
      shown.add(error);
    }
    uiToast.error(errorText(error));
  },
};

/** Removes every notice (logout, and between tests). */
export const clearToasts = () => uiToast.clear();
