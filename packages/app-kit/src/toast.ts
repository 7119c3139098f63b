// The apps' notices, one mechanism for both: @tourplanner/ui's toast stack (SPEC §2: corner stack,
// normal or error, 2 s with 500 ms enter and 300 ms exit), and `fail` for a failed call's text.
// ApiError is recognised by its name, not imported: the webform's first screen shows toasts before
// the API client (zod, the contract) has loaded. The texts that name a refusal's fields load with
// the first failure that has fields: they match every server text (@tourplanner/i18n-pl/fields
// reads all of them), which no first screen needs.
import { GENERIC_ERROR } from '@tourplanner/i18n-pl/errors';
import { toast as uiToast } from '@tourplanner/ui/lib/toast';

type FieldTexts = typeof import('@tourplanner/i18n-pl/fields');
let fieldTexts: FieldTexts | null = null;
let loadingFieldTexts: Promise<FieldTexts> | null = null;

/** The field texts, loaded once; a load that failed (no connection) is tried again next time. */
function loadFieldTexts(): Promise<FieldTexts> {
  loadingFieldTexts ??= import('@tourplanner/i18n-pl/fields').then(
    (texts) => (fieldTexts = texts),
    (error: unknown) => {
      loadingFieldTexts = null;
      throw error;
    },
  );
  return loadingFieldTexts;
}

/** What toast.fail reads of an ApiError of @tourplanner/api-client. */
interface CallFailure {
  name: 'ApiError';
  code: string;
  message: string;
  fields: { path: string; message: string }[];
}

const isCallFailure = (error: unknown): error is CallFailure =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ApiError';

/** Whether an error is the caller's own abort (nothing to show). */
function isAborted(error: unknown): boolean {
  return (isCallFailure(error) && error.code === 'E_ABORTED') || (error as Error)?.name === 'AbortError';
}

/** A failed call's text; a validation failure names its fields in Polish, others add their reasons. */
function errorText(error: CallFailure, texts: FieldTexts): string {
  if (error.code === 'E_VALIDATION' && error.fields.length) return texts.validationText(error.fields);
  // A refusal that lists reasons (a CSV import's bad lines) shows them with their line numbers.
  return texts.failureText(error.message, error.fields);
}

/**
 * Shows a failed call's text: at once without fields (the catalogue's text), else once the field
 * texts are there (at once after the first such failure); the catalogue's text if they cannot load.
 */
function showFailure(error: unknown): void {
  if (!isCallFailure(error)) uiToast.error(GENERIC_ERROR);
  else if (!error.fields.length) uiToast.error(error.message);
  else if (fieldTexts) uiToast.error(errorText(error, fieldTexts));
  else
    loadFieldTexts().then(
      (texts) => uiToast.error(errorText(error, texts)),
      () => uiToast.error(error.message),
    );
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
    showFailure(error);
  },
};

/** Removes every notice (sign-out, and between tests). */
export const clearToasts = () => uiToast.clear();
