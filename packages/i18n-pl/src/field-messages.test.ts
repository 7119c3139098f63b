import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, fieldMessage, fieldMessages } from './field-messages.ts';

describe('field messages', () => {
  it("hold the spec's exact Polish texts of the webform rules", () => {
    expect(FIELD_MESSAGES).toMatchObject({
      required: 'To pole jest wymagane.',
      invalidEmail: 'Podany adres e-mail jest nieprawidłowy.',
      phoneDigitsOnly: 'Numer telefonu musi zawierać tylko cyfry.',
      otpLength: 'Kod powinien składać się z 5 znaków.',
      inspirationClubOnly: 'Zaznaczono tylko InspirationClub, wybierz dodatkową ofertę',
      gloWithVuse: 'Nie można łączyć oferty Glo i Vuse razem',
      vuseNeedsVelo: 'Przy wybraniu oferty Vuse, oferta Velo jest wymagana',
      neoOnlyWithInspirationClub: 'Oferta Neo może jedynie łączyć się z ofertą InspirationClub',
      offerUnavailable: 'Oferta niedostępna dla tego konsumenta',
      hostessCode: 'Niepoprawny kod HST.',
      tourPlan: 'Niepoprawny numer akcji.',
      firstNameRequired: 'Podaj imię konsumenta.',
      lastNameRequired: 'Podaj nazwisko konsumenta.',
      underage: 'Konsument nie ma 18 lat. Sprawdź poprawność daty.',
      birthDate: 'Podaj datę urodzenia.',
      postalCode: 'Kod pocztowy powinien składać się z 5 cyfr.',
      consentRequired: 'Zgoda wymagana.',
    });
  });
  it('hold the back-office sign-in texts', () => {
    expect(FIELD_MESSAGES).toMatchObject({
      emptyUsername: 'Wpisz adres email',
      emptyPassword: 'Wpisz hasło',
      emptyNewPassword: 'Wpisz nowe hasło',
      emptyCurrentPassword: 'Wpisz obecne hasło',
      emptyCode: 'Wpisz kod',
    });
  });
  it('turn a key into its text and leave anything else as it is', () => {
    expect(fieldMessage('required')).toBe('To pole jest wymagane.');
    expect(fieldMessage('Invalid input')).toBe('Invalid input');
    expect(fieldMessage('toString')).toBe('toString');
    expect(fieldMessages({ otp: 'otpLength', form: 'x' })).toEqual({
      otp: 'Kod powinien składać się z 5 znaków.',
      form: 'x',
    });
  });
});
