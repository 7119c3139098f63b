// The submit of the start and finish dialogs: nothing is sent until the step is complete (the
// fields then show what is missing); a failure stays in the dialog with everything she entered.
import { useState } from 'react';
import { errorTextOf } from '../../../shared/api';

export function useActionSubmit() {
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** Runs `send` when `complete`; its error becomes the dialog's failure text. */
  const submit = async (complete: boolean, send: () => Promise<void>) => {
    setTouched(true);
    setFailure(null);
    if (!complete) return;
    setBusy(true);
    try {
      await send();
    } catch (error) {
      setFailure(errorTextOf(error));
    } finally {
      setBusy(false);
    }
  };

  return { touched, busy, failure, submit };
}
