// Every on-screen text the spec gives must appear verbatim, and the keys apps use for them must hold it.
import { describe, expect, it } from 'vitest';
import * as backoffice from './backoffice.ts';
import * as common from './common.ts';
import * as errors from './errors.ts';
import * as masterData from './master-data.ts';
import * as webform from './webform.ts';

/** Every string leaf of a module's exports. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}
const all = new Set(strings([backoffice, common, errors, masterData, webform]));

/** Texts quoted in SPEC.md (screens, validation, toasts, errors). */
const SPEC_TEXTS = [
  'Nie pamiętasz hasła? > Zresetuj hasło',
  'Dalej',
  'Pomyślnie zmieniono hasło!',
  'Akcje',
  'Status',
  'Nr',
  'Nazwa',
  'Id',
  'Typ akcji',
  'Terytorium',
  'Event',
  'Lokalizacja',
  'Data',
  'Godzina',
  'Personel',
  'Eksportuj',
  'Filtruj',
  'Dodaj akcję +',
  'Powiel',
  'Edytuj',
  'Poprzednia',
  'Następna',
  'Niepoprawny adres',
  'Zapisz',
  'Raporty',
  'Pokaż paragony',
  'Pokaż ankietę',
  'Brak zdjęć',
  'Brak odpowiedzi',
  'Brak',
  'Imię i Nazwisko',
  'Dostępność',
  'Kalendarz',
  'Eventy',
  'Kody',
  'Import CSV',
  'Export CSV',
  'Twoje dane',
  'Zmień',
  'Zmiana hasła',
  'Wpisz nowe hasło',
  'Zmień hasło',
  'Witaj',
  'Twoje Konto',
  'Wyloguj',
  'Regionalizacja',
  'Webform',
  'Lista ofert',
  'Konto podanego użytkownika nie istnieje',
  'Aktywne oferty',
  'Nieaktywne oferty',
  'OK',
  'Nazwa akcji',
  'Uzupełnij brakujące dane',
  'Status akcji zmieniony',
  'Skopiowano akcję {x}/{y}',
  'Kopiowanie ukończone!',
  'Wpisz adres email',
  'Wpisz hasło',
  'Wpisz kod',
  'Brak uprawnień',
  'Zalogowano',
  'Dodano nową akcję',
  'Zapisano akcję',
  'Dodano nowy event',
  'Zmieniono hasło',
  '8:00',
  '21:00',
  'Podany adres e-mail jest nieprawidłowy.',
  'To pole jest wymagane.',
  'Numer telefonu musi zawierać tylko cyfry.',
  'Kod powinien składać się z 5 znaków.',
  'Zaznaczono tylko InspirationClub, wybierz dodatkową ofertę',
  'Nie można łączyć oferty Glo i Vuse razem',
  'Przy wybraniu oferty Vuse, oferta Velo jest wymagana',
  'Oferta Neo może jedynie łączyć się z ofertą InspirationClub',
  'Niepoprawny kod HST.',
  'Niepoprawny numer akcji.',
  'Podaj imię konsumenta.',
  'Podaj nazwisko konsumenta.',
  'Konsument nie ma 18 lat. Sprawdź poprawność daty.',
  'Podaj datę urodzenia.',
  'Kod pocztowy powinien składać się z 5 cyfr.',
  'Zgoda wymagana.',
  'Ups! Coś poszło nie tak',
  'Kod błędu',
  'Spróbuj ponownie...',
  'Wróć',
  'Wystąpił błąd podczas wysyłania żądania. Sprawdź połączenie z internetem',
  'Wystąpił błąd',
  'Wystąpił błąd podczas wysyłania paragonu',
  'Ups! Coś poszło nie tak :(',
  'Błąd weryfikacji',
  'Wystąpił błąd.',
];

describe('spec texts', () => {
  it.each(SPEC_TEXTS)('%s is present verbatim', (text) => {
    expect(all.has(text)).toBe(true);
  });

  it('has no text with a stray space or an ASCII stand-in for a Polish letter', () => {
    for (const text of all) {
      expect(text, text).toBe(text.trim());
      // Common slips when diacritics get lost: 'Dostepnosc', 'haslo', 'Zmien', 'Wroc', 'bledu'.
      expect(text, text).not.toMatch(/\b(haslo|Zmien|Wroc|bledu|Dostepnosc|uprawnien|Nastepna)\b/);
    }
  });
});

describe('keys hold the spec texts', () => {
  it('back office', () => {
    expect(backoffice.LOGIN.forgotPassword).toBe('Nie pamiętasz hasła? > Zresetuj hasło');
    expect(backoffice.LOGIN.errors).toEqual({
      emptyUsername: 'Wpisz adres email',
      emptyPassword: 'Wpisz hasło',
      noPermission: 'Brak uprawnień',
    });
    expect(backoffice.REMIND_CODE.errors).toEqual({
      emptyCode: 'Wpisz kod',
      emptyPassword: 'Wpisz nowe hasło',
    });
    expect(backoffice.REMIND_CODE.success).toBe('Pomyślnie zmieniono hasło!');
    expect(Object.values(backoffice.ACTIONS.columns).slice(0, 11)).toEqual([
      'Status',
      'Nr',
      'Nazwa',
      'Id',
      'Typ akcji',
      'Terytorium',
      'Event',
      'Lokalizacja',
      'Data',
      'Godzina',
      'Personel',
    ]);
    expect(backoffice.ACTIONS.buttons).toEqual({
      export: 'Eksportuj',
      filter: 'Filtruj',
      add: 'Dodaj akcję +',
      copy: 'Powiel',
      edit: 'Edytuj',
    });
    expect(backoffice.ACTIONS.toasts.copied).toBe('Skopiowano akcję {x}/{y}');
    expect(backoffice.REPORTS.survey.questions).toHaveLength(3);
    expect(backoffice.PERSONNEL.columns.name).toBe('Imię i Nazwisko');
    expect(backoffice.CODES.columns).toMatchObject({
      sum: 'Suma',
      released: 'Wydane',
      assigned: 'Przypisane',
      available: 'Dostępne',
    });
    // The spec's three texts stay verbatim; the current-password input (issue #13) adds its own.
    expect(backoffice.ACCOUNT.passwordPopup).toMatchObject({
      title: 'Zmiana hasła',
      placeholder: 'Wpisz nowe hasło',
      submit: 'Zmień hasło',
    });
    expect(backoffice.SIDE_NAV.entries).toEqual({
      // Not in the spec's menu: the dashboard (issue 31).
      dashboard: 'Pulpit',
      events: 'Eventy',
      actions: 'Akcje',
      reports: 'Raporty',
      personnel: 'Personel',
      regions: 'Regionalizacja',
      locations: 'Lokalizacje',
      codes: 'Kody',
      // Not in the spec's menu: the consumers' consent requests (issue #14).
      consents: 'Zgody konsumentów',
      webform: 'Webform',
    });
  });

  it('webform', () => {
    expect(webform.OFFERS.newUser).toBe('Konto podanego użytkownika nie istnieje');
    expect(webform.OFFERS_POPUP).toMatchObject({
      title: 'Lista ofert',
      active: 'Aktywne oferty',
      inactive: 'Nieaktywne oferty',
      ok: 'OK',
    });
    expect(Object.keys(webform.STEPS)).toEqual(['0', '1', '2', '3', '4']);
  });

  it('common names for every status, role and action type of the domain', () => {
    expect(Object.keys(common.STATUS_NAMES).sort()).toEqual(
      ['editable', 'accepted', 'cancelled', 'started', 'finished', 'hst_cancelled'].sort(),
    );
    expect(Object.keys(common.ROLE_NAMES).sort()).toEqual(['ADMIN', 'ASM', 'CLIENT', 'HSADM', 'HST']);
    expect(Object.keys(common.ACTION_TYPE_NAMES)).toEqual(['Standard', 'Horeca']);
    expect(common.PAGER).toMatchObject({ previous: 'Poprzednia', next: 'Następna' });
    expect(common.WEEKDAYS[0]).toBe('Poniedziałek');
    expect(common.MONTHS).toHaveLength(12);
  });

  it('every consent of the webform data has a label', () => {
    for (const key of [
      'ageVerified',
      'externalCompaniesAuthorization',
      'mobileOptIn',
      'socialMediaOptIn',
      'newsletterCommercialAuthorization',
      'hypercareOptIn',
      'inspirationClub',
      'personalDataRegistrationAuthorisation',
      'personalDataRegistrationHandling',
    ] as const) {
      expect(webform.CONSENTS[key].length).toBeGreaterThan(20);
    }
  });
});
