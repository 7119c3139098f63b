// The error catalogue of SPEC §8: a Polish text for every code the API answers in data.error,
// plus the texts of the webform error modal and the OTP verification popup.
// A test in packages/api-client checks that every code of its ERROR_CODES has a text here.

import { GENERIC_ERROR, NETWORK_ERROR_CODE, WEBFORM_ERROR_MODAL } from './error-basics.ts';

// The texts a screen shows before this catalogue has loaded; here too, for everyone else.
export { GENERIC_ERROR, NETWORK_ERROR_CODE, WEBFORM_ERROR_MODAL };

/** Error code -> text. Codes are as the server sends them (the original API's spelling included). */
export const ERROR_TEXTS: Record<string, string> = {
  // Generic: any call may answer these.
  E_UNAUTHORIZED: 'Nie zalogowano, lub sesja wygasła.',
  E_EXPIRED: 'Sesja wygasła',
  E_FORBIDDEN: 'Brak uprawnień do wykonania tej operacji.',
  E_VALIDATION: 'Niepoprawne dane. Sprawdź wypełnione pola.',
  E_NOT_FOUND: 'Nie znaleziono wskazanych danych.',
  E_CONFLICT: 'Tej operacji nie można teraz wykonać. Odśwież stronę i spróbuj ponownie.',
  E_PAYLOAD_TOO_LARGE: 'Przesłany plik lub dane są zbyt duże.',
  E_TOO_MANY_REQUESTS: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
  E_INTERNAL: 'Wystąpił błąd serwera. Spróbuj ponownie później.',
  E_UNAVAILABLE: 'Serwer jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',

  // Auth.
  E_INVALID_CREDENTIALS: 'Niepoprawny e-mail lub hasło.',
  E_USER_NOT_FOUND: 'Użytkownik nie istnieje.',
  E_USER_WRONG_PASSWORD: 'Niepoprawne hasło!',
  E_NO_PERMISSION: 'Brak uprawnień',
  E_RESET_CODE_INVALID: 'Kod jest niepoprawny lub wygasł. Poproś o nowy kod.',
  E_PASSWORD_TOO_WEAK: 'Hasło jest zbyt słabe. Wybierz dłuższe hasło, trudniejsze do odgadnięcia.',
  E_ACCOUNT_INACTIVE: 'Konto zostało dezaktywowane. Skontaktuj się z koordynatorem lub administratorem.',

  // Back office.
  E_EMPTY_VALUE: 'Uzupełnij brakujące dane',
  E_ACTION_POINT_NOT_FOUND: 'Lokalizacja nie istnieje. Wybierz właściwą lokalizację',
  E_ACTION_POINT_MISMATCH:
    'Lokalizacja nie należy do wybranego eventu lub terytorium akcji. Wybierz właściwą lokalizację',
  E_ACTION_NOT_EDITABLE: 'Tej akcji nie można już edytować.',
  E_STATUS_NOT_ALLOWED: 'Nie można ustawić tego statusu akcji.',
  E_HOSTESS_BUSY: 'Hostessa ma w tym czasie inną akcję.',
  E_OUTSIDE_AVAILABILITY: 'Akcja wypada poza dostępnością hostessy. Podaj powód, aby zapisać mimo to.',
  E_INVALID_FILE: 'Niepoprawny plik lub nieobsługiwany format pliku.',
  E_REPORT_NOT_READY: 'Raport nie jest jeszcze gotowy. Spróbuj ponownie za chwilę.',
  E_REPORT_FAILED: 'Nie udało się przygotować raportu. Zamów go ponownie.',
  E_CSV_INVALID: 'Niepoprawny plik CSV. Sprawdź jego format i zawartość.',

  // Files.
  E_STORAGE_UNAVAILABLE: 'Nie udało się zapisać ani odczytać pliku. Spróbuj ponownie za chwilę.',

  // Webform: verification (OTP).
  error_m2_not_found_in_salesforce: 'Konto podanego użytkownika nie istnieje',
  error_wrong_otp: 'Błędny kod OTP telefonu',
  error_wrong_otp_email: 'Błędny kod OTP e-mail',
  error_otp_expired: 'Kod OTP wygasł. Wyślij kody ponownie.',
  error_otp_too_many_attempts: 'Przekroczono liczbę prób wpisania kodu OTP. Wyślij kody ponownie.',
  error_otp_cooldown: 'Kody zostały wysłane przed chwilą. Odczekaj chwilę przed ponownym wysłaniem.',
  error_not_verified: 'Konsument nie został zweryfikowany. Powtórz weryfikację kodami OTP.',

  // Webform: registration.
  error_device_not_found: 'Podany my glo number nie jest poprawny',
  error_device_already_registered: 'Ten my glo number został już zarejestrowany',
  error_consumer_multiple_found: 'Rejestracja nie powiodła się, konsument jest już uczestnikiem programu.',
  error_asset_unavailable:
    'Rejestracja nie jest możliwa, ponieważ konto konsumenta zostało zmienione po weryfikacji. Powtórz weryfikację.',
  'ASSET:CREATION_ERROR': 'To urządzenie zostało już zarejestrowane. Sprawdź numer urządzenia.',
  error_offer_not_available: 'Wybrana oferta nie jest dostępna dla tego konsumenta.',

  // Webform: InspirationClub problems; registration succeeded, these are shown as a warning note.
  error_ic_registration_failed:
    'Rejestracja zakończona, ale wystąpił błąd rejestracji w programie InspirationClub.',
  error_ic_consumer_multiple_found:
    'Rejestracja zakończona, ale podany adres e-mail i numer telefonu są już w bazie InspirationClub.',
  error_ic_consumer_already_exists:
    'Rejestracja zakończona, ale konsument ma już konto w programie InspirationClub.',
};

/** A refusal that says how long to wait (429 with Retry-After), in whole seconds. */
export const WAIT_TEXT = 'Zbyt wiele prób. Spróbuj ponownie za {seconds} s.';

/** The text of a 429 with its wait: 'Zbyt wiele prób. Spróbuj ponownie za 42 s.' */
export function waitMessage(seconds: number): string {
  return WAIT_TEXT.replace('{seconds}', String(Math.max(1, Math.ceil(seconds))));
}

/** The catalogue text of a code; the generic text when there is no code or it is unknown. */
export function message(code?: string | null): string {
  // Object.hasOwn, not `in`: a code such as 'constructor' must not find Object.prototype.
  if (code && Object.hasOwn(ERROR_TEXTS, code)) return ERROR_TEXTS[code]!;
  return GENERIC_ERROR;
}

/** Registration answers that still count as success: step 4 with a warning note (SPEC §4). */
export const IC_WARNING_CODES = [
  'error_ic_registration_failed',
  'error_ic_consumer_multiple_found',
  'error_ic_consumer_already_exists',
] as const;

export function isIcWarning(code?: string | null): boolean {
  return (IC_WARNING_CODES as readonly (string | null | undefined)[]).includes(code);
}

/** Codes whose own catalogue text the webform modal shows; others get WEBFORM_ERROR_MODAL.other. */
export const WEBFORM_MODAL_CODES = [
  'error_device_not_found',
  'error_device_already_registered',
  'error_consumer_multiple_found',
  'error_asset_unavailable',
  'ASSET:CREATION_ERROR',
  // Our additions: the hostess can act on these, so a specific text beats 'Coś poszło nie tak'.
  'error_offer_not_available',
  'error_not_verified',
  'error_otp_cooldown',
  'E_TOO_MANY_REQUESTS',
  'E_PAYLOAD_TOO_LARGE',
  'E_STORAGE_UNAVAILABLE',
  'E_UNAVAILABLE',
  'E_UNAUTHORIZED',
  'E_EXPIRED',
] as const;

/** Codes for which the modal shows 'Spróbuj ponownie...' instead of 'Kod błędu' (SPEC: "It has no code"). */
export const WEBFORM_CODELESS_ERRORS = ['ASSET:CREATION_ERROR'] as const;

/** Which webform call failed: OTP sending and receipt upload have their own fallback text. */
export type WebformErrorContext = 'otpSend' | 'receiptUpload' | 'register' | 'other';

/** The description the webform error modal shows for a failed call. */
export function webformErrorMessage(code?: string | null, context: WebformErrorContext = 'other'): string {
  if (code === NETWORK_ERROR_CODE) return WEBFORM_ERROR_MODAL.network;
  if (code && (WEBFORM_MODAL_CODES as readonly string[]).includes(code)) return message(code);
  if (context === 'otpSend') return WEBFORM_ERROR_MODAL.otpSend;
  if (context === 'receiptUpload') return WEBFORM_ERROR_MODAL.receiptUpload;
  return WEBFORM_ERROR_MODAL.other;
}

/** The OTP error popup (webform-otp-error-modal) after a failed /lead/verify. */
export const VERIFY_ERROR_POPUP = {
  fallback: 'Błąd weryfikacji',
  ok: 'OK',
} as const;

/** Codes whose own text the OTP popup shows; anything else is 'Błąd weryfikacji' (SPEC §8). */
export const VERIFY_POPUP_CODES = [
  'error_wrong_otp',
  'error_wrong_otp_email',
  // Our additions: they tell the hostess to send new codes, which 'Błąd weryfikacji' would not.
  'error_otp_expired',
  'error_otp_too_many_attempts',
] as const;

/** The text of the OTP error popup for a verify failure. */
export function verifyErrorMessage(code?: string | null): string {
  if (code === NETWORK_ERROR_CODE) return WEBFORM_ERROR_MODAL.network;
  if (code && (VERIFY_POPUP_CODES as readonly string[]).includes(code)) return message(code);
  return VERIFY_ERROR_POPUP.fallback;
}
