// The hostess's own numbers in the webform ('Moje wyniki', issue 31), apart from ./webform.ts:
// only the screen's lazy chunk loads these texts.

export const HOSTESS_STATS = {
  title: 'Moje wyniki',
  intro: 'Twoje akcje i rejestracje, liczone tak samo jak na pulpicie koordynatora.',
  loading: 'Wczytywanie wyników…',
  failed: 'Nie udało się wczytać wyników. Spróbuj ponownie za chwilę.',
  retry: 'Spróbuj ponownie',
  periods: { today: 'Dziś', week: 'Ten tydzień', month: 'Ten miesiąc' },
  /** The period's days, e.g. 'od 31.03 do 02.04'. */
  periodRange: 'od {since} do {until}',
  registrations: 'Rejestracje',
  perOffer: 'Rejestracje według oferty',
  perOfferNote: 'Jedna rejestracja może dotyczyć kilku ofert.',
  offer: 'Oferta',
  count: 'Liczba',
  actions: 'Akcje',
  measure: 'Akcje',
  rows: {
    planned: 'Zaplanowane',
    startedOnTime: 'Rozpoczęte na czas',
    startedLate: 'Rozpoczęte z opóźnieniem',
    noShow: 'Nierozpoczęte',
    finished: 'Zakończone',
  },
  empty: 'Brak akcji i rejestracji w tym okresie.',
} as const;
