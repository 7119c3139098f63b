// The Polish texts of the message keys the wire's own schemas answer (WIRE_MESSAGE_KEYS of
// packages/domain/src/wire/messages.ts). Apart from field-messages.ts so that a screen showing one
// of them (the back office's consents page) takes these three texts, not the webform's catalogue.

export const WIRE_MESSAGES = {
  expectedDateTime: 'Oczekiwano daty w formacie YYYY-MM-DD HH:mm:ss',
  expectedDate: 'Oczekiwano daty w formacie YYYY-MM-DD',
  expectedHour: 'Oczekiwano godziny w formacie HH:mm',
  emailOrPhone: 'Podaj adres e-mail lub numer telefonu.',
} as const;
