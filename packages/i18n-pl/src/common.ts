// Polish texts shared by the back office, the webform and packages/ui: buttons, toasts, empty
// states, names of statuses, action types and roles, pagination, calendar names, the survey.

export const BUTTONS = {
  next: 'Dalej',
  save: 'Zapisz',
  cancel: 'Anuluj',
  back: 'Wróć',
  ok: 'OK',
  close: 'Zamknij',
  confirm: 'Potwierdź',
  yes: 'Tak',
  no: 'Nie',
  edit: 'Edytuj',
  delete: 'Usuń',
  search: 'Szukaj',
  clear: 'Wyczyść',
  retry: 'Spróbuj ponownie',
  download: 'Pobierz',
  login: 'Zaloguj się',
  logout: 'Wyloguj',
} as const;

/** Success toasts used by more than one screen (screen-specific ones sit with their screen). */
export const TOASTS = {
  loggedIn: 'Zalogowano',
  passwordChanged: 'Zmieniono hasło',
  passwordReset: 'Pomyślnie zmieniono hasło!',
  saved: 'Zapisano',
} as const;

export const EMPTY = {
  noPhotos: 'Brak zdjęć',
  noAnswers: 'Brak odpowiedzi',
  none: 'Brak',
  noResults: 'Brak wyników',
  noData: 'Brak danych',
  /** A cell with no value. */
  dash: '—',
} as const;

export const LOADING = {
  loading: 'Ładowanie...',
  saving: 'Zapisywanie...',
  sending: 'Wysyłanie...',
} as const;

/** Action status (status.global.ident) -> name; an action is 'akcja', hence the feminine forms. */
export const STATUS_NAMES = {
  editable: 'Edytowalna',
  accepted: 'Zaakceptowana',
  cancelled: 'Anulowana',
  started: 'Rozpoczęta',
  finished: 'Zakończona',
  hst_cancelled: 'Anulowana przez personel',
} as const;

/** Action type ident -> name. */
export const ACTION_TYPE_NAMES = {
  Standard: 'Standard',
  Horeca: 'Horeca',
} as const;

/** Role id -> name. */
export const ROLE_NAMES = {
  HST: 'Hostessa',
  ASM: 'Area Sales Manager',
  HSADM: 'Administrator hostess',
  ADMIN: 'Administrator',
  /** A brand's read-only account: its events' dashboard and reports. */
  CLIENT: 'Klient',
} as const;

/** The pagination widget (SPEC §2: 'Poprzednia' / 'Następna'). */
export const PAGER = {
  previous: 'Poprzednia',
  next: 'Następna',
  /** Accessible name of the widget and of a page button. */
  label: 'Paginacja',
  page: 'Strona {page}',
  ellipsis: '…',
} as const;

/** Weekdays from Monday, as the Polish week starts (SPEC §9). */
export const WEEKDAYS = [
  'Poniedziałek',
  'Wtorek',
  'Środa',
  'Czwartek',
  'Piątek',
  'Sobota',
  'Niedziela',
] as const;
export const WEEKDAYS_SHORT = ['Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'So', 'Nd'] as const;

/** Month names in the nominative, capitalised for headers (in running text Polish writes them lower-case). */
export const MONTHS = [
  'Styczeń',
  'Luty',
  'Marzec',
  'Kwiecień',
  'Maj',
  'Czerwiec',
  'Lipiec',
  'Sierpień',
  'Wrzesień',
  'Październik',
  'Listopad',
  'Grudzień',
] as const;

export const DATE_PARTS = {
  day: 'Dzień',
  month: 'Miesiąc',
  year: 'Rok',
  dayPlaceholder: 'DD',
  monthPlaceholder: 'MM',
  yearPlaceholder: 'RRRR',
  from: 'Od',
  to: 'Do',
  dateRange: 'Zakres dat',
  invalidDate: 'Niepoprawna data',
  today: 'Dzisiaj',
} as const;

/**
 * The end-of-action survey (SPEC §3 Poll: `chechboxes` holds three answers in this order, then `text`).
 * Shown to the hostess when she finishes an action and to coordinators in the reports.
 */
export const SURVEY = {
  title: 'Ankieta',
  questions: [
    'Czy produkty zostały wyeksponowane na meblu?',
    'Czy planogram został przygotowany?',
    'Czy przeprowadzono szkolenie sprzedawcy?',
  ],
  comment: 'Komentarz hostessy',
  commentPlaceholder: 'Wpisz komentarz',
  yes: 'Tak',
  no: 'Nie',
} as const;

/** Photos of an action (SPEC §3 Action file ident: start or end). */
export const ACTION_PHOTOS = {
  start: 'Przed ułożeniem ekspozycji',
  end: 'Po ułożeniu ekspozycji',
} as const;

/** The toast stack and modals (packages/ui). */
export const WIDGETS = {
  closeToast: 'Zamknij powiadomienie',
  closeModal: 'Zamknij okno',
  previousPhoto: 'Poprzednie zdjęcie',
  nextPhoto: 'Następne zdjęcie',
  photo: 'Zdjęcie {n} z {count}',
  preloader: 'Ładowanie...',
} as const;
