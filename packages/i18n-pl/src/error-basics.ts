// The few failure texts a first screen shows before the error catalogue (./errors.ts, which
// re-exports them) has loaded: the generic text, the code of a call without an answer, and the
// webform error modal, whose title and network text the webform's route error shows when a screen
// cannot load. Kept apart so that the catalogue does not ride along with the webform's first screen.

/** Shown when there is no code, the code is unknown, or the network failed (SPEC §8). */
export const GENERIC_ERROR = 'Wystąpił błąd.';

/** The code the API client reports for a network failure (no answer from the server). */
export const NETWORK_ERROR_CODE = 'E_NETWORK';

/** The webform error modal (webform-error-modal, SPEC §8). */
export const WEBFORM_ERROR_MODAL = {
  title: 'Ups! Coś poszło nie tak',
  codeLabel: 'Kod błędu',
  /** Shown in place of the code line when there is no code to show. */
  tryAgain: 'Spróbuj ponownie...',
  back: 'Wróć',
  network: 'Wystąpił błąd podczas wysyłania żądania. Sprawdź połączenie z internetem',
  otpSend: 'Wystąpił błąd',
  receiptUpload: 'Wystąpił błąd podczas wysyłania paragonu',
  other: 'Ups! Coś poszło nie tak :(',
} as const;
