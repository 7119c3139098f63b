// Texts of the shared components in @tourplanner/ui (toasts, modals, pagination, inputs, camera...).
// Screen-specific wording stays in the app modules and is passed to the components as props.

export const ui = {
  common: {
    close: 'Zamknij',
    back: 'Wróć',
    ok: 'OK',
    cancel: 'Anuluj',
    confirm: 'Potwierdź',
    apply: 'Zastosuj',
    loading: 'Ładowanie…',
  },
  toasts: {
    region: 'Powiadomienia',
    dismiss: 'Zamknij powiadomienie',
  },
  pagination: {
    label: 'Paginacja',
    previous: 'Poprzednia',
    next: 'Następna',
    page: (page: number) => `Strona ${page}`,
    currentPage: (page: number) => `Strona ${page}, bieżąca`,
    more: 'Więcej stron',
  },
  dateParts: {
    legend: 'Data',
    day: 'Dzień',
    month: 'Miesiąc',
    year: 'Rok',
    dayPlaceholder: 'DD',
    monthPlaceholder: 'MM',
    yearPlaceholder: 'RRRR',
    invalid: 'Niepoprawna data',
  },
  time: {
    invalid: 'Niepoprawna godzina',
  },
  dateRange: {
    from: 'Od',
    to: 'Do',
    trigger: 'Zakres dat',
    empty: 'Wybierz zakres dat',
    apply: 'Zastosuj',
    /** The month filter: a month picked is its first to its last day. */
    month: 'Cały miesiąc',
  },
  calendar: {
    nextMonth: 'Następny miesiąc',
    previousMonth: 'Poprzedni miesiąc',
    nextYear: 'Następny rok',
    previousYear: 'Poprzedni rok',
    nextDecade: 'Następna dekada',
    previousDecade: 'Poprzednia dekada',
  },
  preloader: {
    label: 'Ładowanie…',
  },
  lightbox: {
    title: 'Zdjęcia',
    previous: 'Poprzednie zdjęcie',
    next: 'Następne zdjęcie',
    counter: (current: number, total: number) => `${current} z ${total}`,
  },
  camera: {
    title: 'Zdjęcie paragonu',
    back: 'Wróć',
    flashOn: 'Włącz lampę błyskową',
    flashOff: 'Wyłącz lampę błyskową',
    flashUnavailable: 'Lampa błyskowa niedostępna',
    retake: 'Powtórz zdjęcie',
    shutter: 'Zrób zdjęcie',
    accept: 'Zatwierdź zdjęcie',
    starting: 'Uruchamianie aparatu…',
    preview: 'Podgląd zrobionego zdjęcia',
    video: 'Podgląd z aparatu',
    fallbackTitle: 'Nie udało się uruchomić aparatu',
    fallbackText:
      'Zrób zdjęcie aparatem telefonu lub wybierz je z galerii. Aparat w przeglądarce działa tylko na stronie HTTPS i po zezwoleniu na dostęp do kamery.',
    fallbackButton: 'Wybierz lub zrób zdjęcie',
  },
  status: {
    editable: 'Edytowalna',
    accepted: 'Zaakceptowana',
    cancelled: 'Anulowana',
    started: 'Rozpoczęta',
    finished: 'Zakończona',
    hst_cancelled: 'Anulowana przez personel',
    menuLabel: 'Zmień status akcji',
    current: (status: string) => `Status: ${status}`,
  },
  sideNav: {
    greeting: 'Witaj',
    label: 'Menu główne',
    close: 'Zamknij menu',
    account: 'Twoje Konto',
    logout: 'Wyloguj',
  },
  empty: {
    photos: 'Brak zdjęć',
    answers: 'Brak odpowiedzi',
    none: 'Brak',
  },
  searchList: {
    search: 'Szukaj',
    searchPlaceholder: 'Wpisz, aby wyszukać',
    noResults: 'Brak wyników',
  },
} as const;

export type UiTexts = typeof ui;
