// Polish texts of an action's history (issue 29): the sentence each entry keeps (written when it
// happens, so the history reads the same later), the labels of the changed fields, and the back
// office's timeline.

/** The sentence of each entry; '{x}' are filled when it is written. */
export const HISTORY_TEXTS = {
  created: 'Utworzono akcję {ident}',
  changed: 'Zmieniono dane akcji',
  status: 'Zmiana statusu: {from} → {to}',
  statusWithReason: 'Zmiana statusu: {from} → {to}. Powód: {reason}',
  assigned: 'Przypisano do akcji: {names}',
  unassigned: 'Zdjęto z akcji: {names}',
  started: 'Rozpoczęto akcję {distance} od punktu',
  startedOutOfBounds: 'Rozpoczęto akcję {distance} od punktu, poza dopuszczalnym obszarem',
  startedNoDistance: 'Rozpoczęto akcję (punkt bez współrzędnych, odległość nieznana)',
  finished: 'Zakończono akcję',
  registration: 'Rejestracja konsumenta (oferty: {offers})',
  registrationNoOffer: 'Rejestracja konsumenta (bez ofert)',
  review: 'Weryfikacja: {photo} – {decision}',
  reviewWithComment: 'Weryfikacja: {photo} – {decision}. Komentarz: {comment}',
  retake: 'Ponownie wysłano zdjęcie: {photo}',
} as const;

/** The photo an entry is about. */
export const HISTORY_PHOTOS = {
  start: 'zdjęcie startowe',
  end: 'zdjęcie końcowe',
  receipt: 'paragon',
} as const;

/** A coordinator's decision on a photo. */
export const HISTORY_DECISIONS = {
  accept: 'zaakceptowano',
  reject: 'odrzucono',
  retake: 'poproszono o ponowne zdjęcie',
} as const;

/** The offers a registration chose, by key, as the webform names them (webform.ts OFFERS.names). */
export const HISTORY_OFFERS = {
  Glo: 'Glo',
  Glo_HUTD: 'Glo HUTD',
  Vuse: 'Vuse',
  Velo: 'Velo',
  Neo: 'Neo',
  InspirationClub: 'InspirationClub',
} as const;

/** The label of each field of an action whose change the history lists. */
export const HISTORY_FIELDS = {
  ident: 'Id',
  name: 'Nazwa',
  type: 'Typ akcji',
  event: 'Event',
  territory: 'Terytorium',
  area: 'Obszar',
  since: 'Początek',
  until: 'Koniec',
  points: 'Lokalizacja',
  excerpt: 'Krótki opis',
  description: 'Opis',
  availabilityOverride: 'Powód przypisania poza dostępnością',
} as const;

/**
 * The row button of Akcje and Raporty that opens the action's page with its history. Alone, so the
 * lists' code carries this one word and not the timeline's texts.
 */
export const HISTORY_LINK = 'Historia';

/** The back office's history of an action (a drawer from Akcje and Raporty, the page /actions/<uuid>). */
export const HISTORY_VIEW = {
  pageTitle: 'Akcja {ident}',
  timeline: 'Historia',
  system: 'System',
  empty: 'Brak wpisów w historii',
  failed: 'Nie udało się wczytać historii akcji',
  notFound: 'Nie znaleziono akcji',
  change: '{field}: {from} → {to}',
  none: '—',
  backToActions: 'Wróć do akcji',
  details: 'Dane akcji',
  kinds: {
    created: 'Utworzenie',
    changed: 'Zmiana',
    status: 'Status',
    assigned: 'Przypisanie',
    unassigned: 'Zdjęcie z akcji',
    confirmed: 'Potwierdzenie',
    reminder: 'Przypomnienie',
    alert: 'Alert',
    started: 'Rozpoczęcie',
    finished: 'Zakończenie',
    registration: 'Rejestracja',
    review: 'Weryfikacja',
    retake: 'Poprawka zdjęcia',
  },
} as const;
