import { describe, expect, it } from 'vitest';
import {
  ERROR_TEXTS,
  GENERIC_ERROR,
  isIcWarning,
  message,
  VERIFY_ERROR_POPUP,
  verifyErrorMessage,
  WEBFORM_ERROR_MODAL,
  WEBFORM_MODAL_CODES,
  webformErrorMessage,
} from './errors.ts';

describe('message', () => {
  it('returns the catalogue text of a known code', () => {
    expect(message('E_EMPTY_VALUE')).toBe('Uzupełnij brakujące dane');
  });

  it.each([undefined, null, '', 'E_SOMETHING_NEW', 'constructor', 'toString', '__proto__'])(
    'falls back to the generic text for %j',
    (code) => {
      expect(message(code)).toBe('Wystąpił błąd.');
      expect(message(code)).toBe(GENERIC_ERROR);
    },
  );
});

describe('ERROR_TEXTS', () => {
  it.each([
    ['E_USER_NOT_FOUND', 'Użytkownik nie istnieje.'],
    ['E_UNAUTHORIZED', 'Nie zalogowano, lub sesja wygasła.'],
    ['E_USER_WRONG_PASSWORD', 'Niepoprawne hasło!'],
    ['E_EXPIRED', 'Sesja wygasła'],
    ['E_ACTION_POINT_NOT_FOUND', 'Lokalizacja nie istnieje. Wybierz właściwą lokalizację'],
    ['E_EMPTY_VALUE', 'Uzupełnij brakujące dane'],
    ['E_INVALID_CREDENTIALS', 'Niepoprawny e-mail lub hasło.'],
    ['E_NO_PERMISSION', 'Brak uprawnień'],
    ['error_device_not_found', 'Podany my glo number nie jest poprawny'],
    ['error_device_already_registered', 'Ten my glo number został już zarejestrowany'],
    [
      'error_consumer_multiple_found',
      'Rejestracja nie powiodła się, konsument jest już uczestnikiem programu.',
    ],
    ['error_wrong_otp', 'Błędny kod OTP telefonu'],
    ['error_wrong_otp_email', 'Błędny kod OTP e-mail'],
    ['error_m2_not_found_in_salesforce', 'Konto podanego użytkownika nie istnieje'],
  ])('%s is the spec text verbatim', (code, text) => {
    expect(ERROR_TEXTS[code]).toBe(text);
    expect(message(code)).toBe(text);
  });

  it('has a non-empty, trimmed text for every code', () => {
    for (const [code, text] of Object.entries(ERROR_TEXTS)) {
      expect(text.trim(), code).toBe(text);
      expect(text.length, code).toBeGreaterThan(3);
    }
  });

  it('describes the spec-paraphrased codes in Polish', () => {
    expect(message('error_asset_unavailable')).toMatch(/weryfikac/);
    expect(message('ASSET:CREATION_ERROR')).toMatch(/zarejestrowane/);
    for (const code of [
      'error_ic_registration_failed',
      'error_ic_consumer_multiple_found',
      'error_ic_consumer_already_exists',
    ]) {
      expect(message(code)).toMatch(/InspirationClub/);
    }
  });
});

describe('isIcWarning', () => {
  it('is true only for the three InspirationClub codes', () => {
    expect(isIcWarning('error_ic_registration_failed')).toBe(true);
    expect(isIcWarning('error_ic_consumer_multiple_found')).toBe(true);
    expect(isIcWarning('error_ic_consumer_already_exists')).toBe(true);
    expect(isIcWarning('error_consumer_multiple_found')).toBe(false);
    expect(isIcWarning(undefined)).toBe(false);
  });
});

describe('webform error modal', () => {
  it('has the spec texts', () => {
    expect(WEBFORM_ERROR_MODAL).toMatchObject({
      title: 'Ups! Coś poszło nie tak',
      codeLabel: 'Kod błędu',
      tryAgain: 'Spróbuj ponownie...',
      back: 'Wróć',
      network: 'Wystąpił błąd podczas wysyłania żądania. Sprawdź połączenie z internetem',
      otpSend: 'Wystąpił błąd',
      receiptUpload: 'Wystąpił błąd podczas wysyłania paragonu',
      other: 'Ups! Coś poszło nie tak :(',
    });
  });

  it('shows the text of a registration code', () => {
    expect(webformErrorMessage('error_device_not_found')).toBe('Podany my glo number nie jest poprawny');
    expect(webformErrorMessage('error_device_already_registered', 'register')).toBe(
      'Ten my glo number został już zarejestrowany',
    );
  });

  it('gives every modal code a catalogue text', () => {
    for (const code of WEBFORM_MODAL_CODES) expect(ERROR_TEXTS[code], code).toBeDefined();
  });

  it('uses the network text for a network failure, whatever the call', () => {
    expect(webformErrorMessage('E_NETWORK', 'receiptUpload')).toBe(WEBFORM_ERROR_MODAL.network);
  });

  it('falls back by context, then to the generic modal text', () => {
    expect(webformErrorMessage('E_INTERNAL', 'otpSend')).toBe('Wystąpił błąd');
    expect(webformErrorMessage(undefined, 'receiptUpload')).toBe('Wystąpił błąd podczas wysyłania paragonu');
    expect(webformErrorMessage('E_VALIDATION')).toBe('Ups! Coś poszło nie tak :(');
    expect(webformErrorMessage(null, 'register')).toBe('Ups! Coś poszło nie tak :(');
  });
});

describe('verify popup', () => {
  it('names the wrong code, else says Błąd weryfikacji', () => {
    expect(verifyErrorMessage('error_wrong_otp')).toBe('Błędny kod OTP telefonu');
    expect(verifyErrorMessage('error_wrong_otp_email')).toBe('Błędny kod OTP e-mail');
    expect(verifyErrorMessage('E_INTERNAL')).toBe('Błąd weryfikacji');
    expect(verifyErrorMessage(undefined)).toBe('Błąd weryfikacji');
    expect(VERIFY_ERROR_POPUP.ok).toBe('OK');
  });
});
