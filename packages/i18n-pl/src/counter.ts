// Polish texts of the webform at the shop counter (issue #14): a registration kept on the device and
// restored, leaving it with a question first, the waits before the codes may be sent again, and the
// warnings before a step that cannot be undone.

/** A registration in progress kept on the device. */
export const DRAFT = {
  restored: 'Przywrócono niedokończoną rejestrację. Możesz kontynuować od miejsca, w którym przerwano.',
  verificationExpired:
    'Przywrócono niedokończoną rejestrację, ale weryfikacja konsumenta wygasła. Wyślij kody ponownie i wpisz nowe kody.',
  startOver: 'Zacznij od nowa',
  dismiss: 'Zamknij komunikat',
} as const;

/** Leaving a registration that is not finished. */
export const LEAVE = {
  title: 'Rejestracja nie jest zakończona',
  body: 'Dane konsumenta zostaną zachowane na tym telefonie przez 2 godziny. Po powrocie do tej akcji dokończysz rejestrację od miejsca, w którym przerwano.',
  stay: 'Zostań',
  leave: 'Wyjdź',
  logoutTitle: 'Wylogować się?',
  logoutBody:
    'Rejestracja nie jest zakończona. Po wylogowaniu dane konsumenta i kody zostaną usunięte z tego telefonu.',
  receiptLater: 'Paragon możesz dołączyć po powrocie do tej akcji w ciągu 2 godzin.',
  gloNotBurned: 'Bez zdjęcia paragonu urządzenie Glo ({serial}) nie zostanie zarejestrowane jako wydane.',
  logoutReceiptBody: 'Paragon nie został wysłany. Po wylogowaniu nie będzie można go już dołączyć.',
  logout: 'Wyloguj',
} as const;

/** Going on without the receipt (the Glo device is burned only after the receipt is sent). */
export const RECEIPT_SKIP = {
  title: 'Paragon nie został wysłany',
  gloBody:
    'Bez zdjęcia paragonu urządzenie Glo ({serial}) nie zostanie zarejestrowane jako wydane. Czy na pewno pominąć paragon?',
  noGloBody: 'Zdjęcie paragonu nie zostanie dołączone do tej rejestracji. Czy na pewno pominąć paragon?',
  skip: 'Pomiń paragon',
  back: 'Wróć do paragonu',
} as const;

/** The waits before the codes may be sent again (the server's cooldown and hourly caps). */
export const SEND_LIMITS = {
  resendIn: 'Ponowne wysłanie kodów możliwe za {time}.',
  lockedLong: 'Wyczerpano limit wysyłek kodów dla tego konsumenta. Kolejna wysyłka możliwa za {time}.',
  resent: 'Wysłano nowe kody o {time}. Poprzednie kody przestały działać.',
  haveCodes: 'Wpisz otrzymane kody',
  minutes: '{m} min',
  minutesSeconds: '{m}:{s}',
} as const;

/** Offers the consumer cannot take for a reason beyond his own entitlement. */
export const OFFER_RULES = {
  vuseNeedsVelo: 'Oferta Vuse wymaga oferty Velo, która jest niedostępna dla tego konsumenta',
} as const;

/** Starting an action far from its point: said before the start is recorded. */
export const START_FAR = {
  body: 'Jesteś {distance} m od lokalizacji akcji. Start zostanie zapisany z tą odległością i koordynator ją zobaczy. Jeśli jesteś w sklepie, ustal lokalizację ponownie.',
  submit: 'Rozpocznij mimo to',
} as const;
