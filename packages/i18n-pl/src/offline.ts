// Polish texts of the webform on a weak connection (issue #14): photos kept on the phone until the
// connection returns, with their count in a Polish plural, and the steps that need the server.

/** Which of Polish's three plural forms a count takes: 1 → one, 2–4 (not 12–14) → few, else many. */
export function polishPlural<T>(n: number, forms: { one: T; few: T; many: T }): T {
  if (n === 1) return forms.one;
  const tens = n % 100;
  const ones = n % 10;
  if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return forms.few;
  return forms.many;
}

/** '1 zdjęcie czeka na wysłanie', '2 zdjęcia czekają na wysłanie', '5 zdjęć czeka na wysłanie'. */
export function photosWaiting(n: number): string {
  return polishPlural(n, {
    one: `${n} zdjęcie czeka na wysłanie`,
    few: `${n} zdjęcia czekają na wysłanie`,
    many: `${n} zdjęć czeka na wysłanie`,
  });
}

/** The queue of starts, finishes and receipts kept on the phone. */
export const OFFLINE_QUEUE = {
  title: 'Brak połączenia',
  whenOnline: 'Zostaną wysłane automatycznie, gdy wróci połączenie.',
  sending: 'Wysyłanie...',
  sendNow: 'Wyślij teraz',
  startQueued:
    'Brak połączenia. Rozpoczęcie akcji zapisano na telefonie i zostanie wysłane, gdy wróci połączenie.',
  finishQueued:
    'Brak połączenia. Zakończenie akcji zapisano na telefonie i zostanie wysłane, gdy wróci połączenie.',
  retakeQueued:
    'Brak połączenia. Nowe zdjęcie zapisano na telefonie i zostanie wysłane, gdy wróci połączenie.',
  receiptQueued:
    'Brak połączenia. Zdjęcie paragonu zapisano na telefonie i zostanie wysłane, gdy wróci połączenie.',
  sent: 'Wysłano zdjęcia zapisane na telefonie.',
  /** On a card whose start or finish waits on the phone. */
  pending: 'Czeka na wysłanie',
  failed: 'Serwer nie przyjął zapisanego kroku akcji „{name}”: {error}',
  discard: 'Usuń z telefonu',
} as const;

/** What needs the server and says so when there is no connection. */
export const OFFLINE_NEEDS_SERVER = {
  registration:
    'Brak połączenia z internetem. Weryfikacja i rejestracja konsumenta wymagają połączenia z serwerem — spróbuj ponownie, gdy połączenie wróci.',
} as const;
