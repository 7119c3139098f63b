// Long (over 300 lines) on purpose: a text catalogue, one object per screen, read by translators in one place.
// Polish texts of the back-office screens (SPEC §2, §4, §5, §8), one exported object per screen.
// To add texts for a screen, extend its object or append a new `export const SCREEN = {...} as const`.
// Texts with '{name}' placeholders are filled with format() from './format'.
import { ACTION_PHOTOS, SURVEY } from './common.ts';
import { polishPlural } from './offline.ts';
import { WIRE_MESSAGES } from './wire-messages.ts';

export const LOGIN = {
  title: 'Logowanie',
  usernameLabel: 'Adres e-mail',
  usernamePlaceholder: 'Wpisz adres email',
  passwordLabel: 'Hasło',
  passwordPlaceholder: 'Wpisz hasło',
  /** The whole link as the spec writes it; the parts below if the link is styled in two pieces. */
  forgotPassword: 'Nie pamiętasz hasła? > Zresetuj hasło',
  forgotPasswordQuestion: 'Nie pamiętasz hasła?',
  forgotPasswordLink: 'Zresetuj hasło',
  submit: 'Dalej',
  errors: {
    emptyUsername: 'Wpisz adres email',
    emptyPassword: 'Wpisz hasło',
    noPermission: 'Brak uprawnień',
  },
  success: 'Zalogowano',
} as const;

/** /remind: asking for a reset code. */
export const REMIND = {
  title: 'Resetowanie hasła',
  intro: 'Podaj adres e-mail swojego konta. Wyślemy na niego kod do ustawienia nowego hasła.',
  emailLabel: 'Adres e-mail',
  emailPlaceholder: 'Wpisz adres email',
  submit: 'Dalej',
  /** To /remind/code without a new code: an invitation's code, or a reminder's still valid. */
  haveCode: 'Mam już kod',
  backToLogin: 'Wróć do logowania',
  errors: {
    emptyEmail: 'Wpisz adres email',
  },
} as const;

/** /remind/code: the code and the new password. */
export const REMIND_CODE = {
  title: 'Nowe hasło',
  intro: 'Jeśli konto istnieje, wysłaliśmy na adres e-mail kod. Wpisz go i ustaw nowe hasło.',
  codeLabel: 'Kod',
  codePlaceholder: 'Wpisz kod',
  passwordLabel: 'Nowe hasło',
  passwordPlaceholder: 'Wpisz nowe hasło',
  submit: 'Dalej',
  errors: {
    emptyCode: 'Wpisz kod',
    emptyPassword: 'Wpisz nowe hasło',
  },
  success: 'Pomyślnie zmieniono hasło!',
} as const;

export const APP_SHELL = {
  appName: 'TourPlanner',
  openMenu: 'Otwórz menu',
  closeMenu: 'Zamknij menu',
  notFound: 'Nie znaleziono strony',
  notFoundLink: 'Przejdź do listy akcji',
  /** The same link for the brand client, whose first screen is Pulpit. */
  dashboardLink: 'Przejdź do pulpitu',
  /** The session restore at start got no answer: the saved session stays, the user may retry. */
  restoreOffline: 'Brak połączenia z serwerem. Sesja jest zachowana.',
  /** A list whose load failed: no rows of the previous range or filter stay under the new one. */
  listFailed: 'Nie udało się wczytać listy.',
  retry: 'Spróbuj ponownie',
  /** A screen that failed to load or render (a lost connection while its code loads, most often). */
  screenFailed: 'Nie udało się wyświetlić strony',
  screenFailedText: 'Sprawdź połączenie z internetem i spróbuj ponownie.',
} as const;

/** The side navigation; entries per role are in SPEC §6. */
export const SIDE_NAV = {
  greeting: 'Witaj',
  /** 'Witaj' plus the user's first name. */
  greetingWithName: 'Witaj {name}',
  close: 'Zamknij',
  account: 'Twoje Konto',
  logout: 'Wyloguj',
  entries: {
    dashboard: 'Pulpit',
    events: 'Eventy',
    actions: 'Akcje',
    reports: 'Raporty',
    personnel: 'Personel',
    regions: 'Regionalizacja',
    locations: 'Lokalizacje',
    codes: 'Kody',
    consents: 'Zgody konsumentów',
    webform: 'Webform',
  },
} as const;

/** Column headers shared by the actions and reports tables. */
export const ACTION_COLUMNS = {
  status: 'Status',
  nr: 'Nr',
  name: 'Nazwa',
  id: 'Id',
  actionType: 'Typ akcji',
  territory: 'Terytorium',
  event: 'Event',
  location: 'Lokalizacja',
  date: 'Data',
  time: 'Godzina',
  personnel: 'Personel',
  /** Accessible name of the column of row buttons (it has no visible header). */
  rowActions: 'Operacje',
  /** On a tablet the date column also holds the time. */
  dateAndTime: 'Data i godzina',
} as const;

export const ACTIONS = {
  title: 'Akcje',
  columns: ACTION_COLUMNS,
  buttons: {
    export: 'Eksportuj',
    filter: 'Filtruj',
    add: 'Dodaj akcję +',
    copy: 'Powiel',
    edit: 'Edytuj',
  },
  dateRange: {
    label: 'Zakres dat',
    from: 'Od',
    to: 'Do',
  },
  /** A location with neither name nor city, shown in red. */
  invalidAddress: 'Niepoprawny adres',
  /** Where the hostess started, when startDistance is present. */
  distanceWarning: 'Rozpoczęto {distance} m od lokalizacji',
  /** Where the hostess finished, when finishDistance is present (ADR 0041). */
  finishDistanceWarning: 'Zakończono {distance} m od lokalizacji',
  /** An action with an empty name. */
  defaultName: 'Nazwa akcji',
  empty: 'Brak akcji w wybranym zakresie dat.',
  statusMenu: {
    label: 'Zmień status',
    editable: 'Edytowalna',
    accepted: 'Zaakceptowana',
    cancelled: 'Anulowana',
  },
  errors: {
    missingData: 'Uzupełnij brakujące dane',
  },
  toasts: {
    statusChanged: 'Status akcji zmieniony',
    created: 'Dodano nową akcję',
    saved: 'Zapisano akcję',
    /** x: the copy just made, y: all copies asked for. */
    copied: 'Skopiowano akcję {x}/{y}',
    copyDone: 'Kopiowanie ukończone!',
  },
  /** Shown once when a loaded action has status hst_cancelled (SPEC §4). */
  hstCancelledNotice: {
    title: 'Akcje anulowane przez personel',
    body: 'Niektóre akcje na liście zostały anulowane przez personel. Sprawdź statusy akcji i zmień przypisane osoby.',
    ok: 'OK',
  },
} as const;

/** The add/edit action wizard, steps in SPEC §2 order. */
export const ACTION_WIZARD = {
  titleAdd: 'Nowa akcja',
  titleEdit: 'Edycja akcji',
  steps: {
    name: 'Nazwa akcji',
    territory: 'Terytorium',
    actionType: 'Typ akcji',
    event: 'Event',
    location: 'Lokalizacja',
    date: 'Data',
    time: 'Godzina',
    personnel: 'Personel',
  },
  /** The step indicator, e.g. 'Krok 3 z 8'. */
  stepOf: 'Krok {step} z {count}',
  summary: 'Podsumowanie',
  namePlaceholder: 'Wpisz nazwę akcji',
  defaultName: 'Nazwa akcji',
  searchPlaceholder: 'Szukaj',
  timeFrom: 'Od',
  timeTo: 'Do',
  timeFromPlaceholder: '8:00',
  timeToPlaceholder: '21:00',
  chooseEventFirst: 'Najpierw wybierz event',
  noTerritories: 'Brak terytoriów',
  noEvents: 'Brak eventów',
  noLocations: 'Brak lokalizacji dla wybranego eventu',
  noPersonnel: 'Brak dostępnego personelu',
  /** While the API ranks the hostesses for the chosen window (ADR 0021); no list is offered yet. */
  personnelRanking: 'Układanie listy hostess…',
  /** The ranking failed: the step falls back to the territory's people, unranked. */
  personnelRankingFailed:
    'Nie udało się ułożyć listy hostess na ten termin. Poniższa lista nie uwzględnia dostępności ani innych akcji.',
  /** Horeca allows several locations, other types exactly one (SPEC §4). */
  manyLocationsHint: 'Możesz wybrać kilka lokalizacji',
  oneLocationHint: 'Wybierz jedną lokalizację',
  invalidDate: 'Niepoprawna data',
  invalidTime: 'Niepoprawna godzina',
  /** What is wrong with the date and times, by domain's ActionTimeProblem. */
  timeProblems: {
    date: 'Niepoprawna data',
    timesMissing: 'Podaj godzinę rozpoczęcia i zakończenia.',
    startMissing: 'Podaj godzinę rozpoczęcia.',
    endMissing: 'Podaj godzinę zakończenia.',
    startInvalid: 'Niepoprawna godzina rozpoczęcia.',
    endInvalid: 'Niepoprawna godzina zakończenia.',
    endBeforeStart: 'Godzina zakończenia musi być późniejsza niż godzina rozpoczęcia.',
  },
  /** A warning only: an action may be entered for a past day (e.g. recorded afterwards). */
  pastDate: 'Ta data jest w przeszłości.',
  next: 'Dalej',
  back: 'Wróć',
  save: 'Zapisz',
  cancel: 'Anuluj',
  /** Why each hostess stands where she does in the personnel step (ADR 0021). */
  personnelWhy: {
    available: 'dostępna',
    undeclared: 'brak deklaracji dostępności',
    outside: 'poza dostępnością',
    overlap: 'koliduje z {ident}',
    travel: 'za mało czasu na dojazd: {ident}',
    /** A clash in a territory outside the coordinator's: its hours only. */
    elsewhere: 'zajęta w innym terytorium {when}',
    week: 'akcje w tym tygodniu: {count}',
    distance: '{km} km od poprzedniej akcji',
  },
  /** A save refused because a hostess is booked then, or asked for a reason (ADR 0021). */
  busyTitle: 'Hostessa ma w tym czasie inną akcję',
  outsideTitle: 'Poza dostępnością hostessy',
  outsideIntro: 'Możesz zapisać akcję mimo to, podając powód. Zostanie zapisany przy akcji.',
  overrideReason: 'Powód przypisania poza dostępnością',
  overrideSave: 'Zapisz mimo to',
  overrideShown: 'Poza dostępnością: {reason}',
} as const;

/** The copy dialog ('Powiel'). */
export const COPY_DIALOG = {
  title: 'Powiel akcję',
  intro: 'Zaznacz dane, które mają zostać skopiowane.',
  fields: {
    name: 'Nazwa',
    location: 'Lokalizacja',
    date: 'Data',
    time: 'Godzina',
    personnel: 'Personel',
  },
  count: 'Liczba kopii',
  countRange: 'Od {min} do {max}',
  /** A count typed outside 1–100 is set to the nearest bound, and the dialog says so. */
  countClamped: 'Najwięcej {max} kopii: liczba zmieniona na {max}.',
  countRaised: 'Najmniej {min} kopia: liczba zmieniona na {min}.',
  submit: 'Powiel',
  cancel: 'Anuluj',
  inProgress: 'Kopiowanie...',
  /** The preview before copying when a copy would double-book a hostess (ADR 0021). */
  previewTitle: 'Niektóre kopie kolidują z innymi akcjami',
  clash: '{person} koliduje z {ident}.',
  elsewhere: '{person} jest zajęta w innym terytorium.',
  withFirstCopy: 'Koliduje z kopią 1.',
  copyRow: 'Kopia {n}: {text}',
  copyFree: 'Kopia {n}: bez kolizji',
  modeLabel: 'Co zrobić z kolizjami',
  modeAll: 'Wszystkie albo żadna',
  modeSkip: 'Pomiń kolidujące',
  nothingToMake: 'Żadna kopia nie zostanie utworzona.',
} as const;

/** The filter dialog of the actions and reports pages (SPEC §3 Filters). */
export const FILTER_DIALOG = {
  title: 'Filtruj',
  city: 'Miasto',
  street: 'Ulica',
  id: 'Id',
  territory: 'Terytorium',
  personnel: 'Personel',
  event: 'Event',
  status: 'Status',
  any: 'Wszystkie',
  apply: 'Filtruj',
  clear: 'Wyczyść filtry',
  cancel: 'Anuluj',
  /** Raporty (issue #30): the review states to list, and the actions with data-quality signals only. */
  reviewStates: 'Weryfikacja',
  signalsOnly: 'Tylko z sygnałami',
  /** After a list's empty text when filters are set: which ones ('Aktywne filtry: Miasto „gdan”.'). */
  active: 'Aktywne filtry: {filters}.',
  /** One of them: its label and value ('Miasto „gdan”'). */
  activeItem: '{label} „{value}”',
} as const;

/** The export dialog and report queue (XLSX reports). */
export const EXPORT_DIALOG = {
  title: 'Eksport',
  intro: 'Raport obejmie akcje z wybranego zakresu dat i filtrów.',
  request: 'Generuj raport',
  inProgress: 'Trwa generowanie raportu...',
  queued: 'W kolejce',
  finished: 'Gotowe raporty',
  empty: 'Brak raportów',
  mine: 'Twój raport',
  range: 'Zakres',
  updated: 'Aktualizacja',
  download: 'Pobierz',
  /** In place of 'Pobierz' for a report the server could not build. */
  failed: 'Nie udało się przygotować',
  close: 'Zamknij',
  /** The saved file's name (SPEC §7). */
  fileName: 'raport-{since}-{until}.{format}',
} as const;

export const REPORTS = {
  title: 'Raporty',
  columns: ACTION_COLUMNS,
  buttons: {
    export: 'Eksportuj',
    filter: 'Filtruj',
  },
  showReceipts: 'Pokaż paragony',
  showSurvey: 'Pokaż ankietę',
  receipts: 'Paragony',
  photos: 'Zdjęcia',
  noPhotos: 'Brak zdjęć',
  /** A photo of a report still on its way, or one that could not be had (even after waiting). */
  image: {
    loading: 'Wczytywanie zdjęcia…',
    failed: 'Nie udało się wczytać zdjęcia',
  },
  noAnswers: 'Brak odpowiedzi',
  noComment: 'Brak',
  empty: 'Brak zakończonych akcji w wybranym zakresie dat.',
  /** The three yes/no questions, in the order of Poll.chechboxes, and the comment. */
  survey: SURVEY,
  photoLabels: ACTION_PHOTOS,
} as const;

/** The review of a finished action's photos on Raporty (issue #30). */
export const REVIEW = {
  column: 'Weryfikacja',
  states: { pending: 'Do weryfikacji', accepted: 'Zaakceptowany', fix: 'Do poprawy' },
  /** A signal's short name on its badge; the API's text explains it. */
  signalKinds: {
    duplicate_photo: 'Powtórzone zdjęcie',
    photo_time: 'Czas zdjęcia',
    far_start: 'Daleko od lokalizacji',
    registration_outside_window: 'Rejestracja poza godzinami',
    registration_burst: 'Seria rejestracji',
    repeat_consumer: 'Powtórzony konsument',
    blurry_photo: 'Nieostre zdjęcie',
    finished_early: 'Wcześniejsze zakończenie',
  },
  signalsLabel: 'Sygnały',
  otherAction: 'Akcja {ident}',
  open: 'Weryfikuj',
  title: 'Weryfikacja zdjęć: {ident}',
  position: 'Zdjęcie {index} z {count}',
  previous: 'Poprzednie zdjęcie',
  next: 'Następne zdjęcie',
  accept: 'Zaakceptuj',
  retake: 'Popraw zdjęcie',
  reject: 'Odrzuć',
  acceptAll: 'Zaakceptuj wszystkie',
  acceptPage: {
    button: 'Zaakceptuj wszystkie',
    title: 'Zaakceptuj wszystkie',
    message: 'Zaakceptować wszystkie zdjęcia akcji tej strony, które czekają na weryfikację ({count})?',
    cancel: 'Anuluj',
  },
  comment: 'Komentarz dla hostessy (opcjonalnie)',
  keys: 'Klawisze: ← → zmiana zdjęcia, A akceptuj, R popraw zdjęcie, X odrzuć',
  decisions: { accept: 'Zaakceptowane', retake: 'Do poprawy', reject: 'Odrzucone' },
  saved: 'Zapisano decyzję',
  savedAll: 'Zaakceptowano wszystkie zdjęcia',
  noPhotos: 'Brak zdjęć do weryfikacji',
} as const;

export const PERSONNEL = {
  title: 'Personel',
  date: 'Data',
  columns: {
    name: 'Imię i Nazwisko',
    availability: 'Dostępność',
    calendar: 'Kalendarz',
  },
  calendarButton: 'Kalendarz',
  filter: 'Filtruj',
  filterTerritory: 'Terytorium',
  noAvailability: 'Brak dostępności',
  /** One availability window, e.g. '09:00–16:00'. */
  availabilityRange: '{from}–{to}',
  empty: 'Brak personelu w wybranym dniu.',
  calendar: {
    title: 'Kalendarz: {name}',
    availability: 'Dostępność',
    action: 'Akcja',
    close: 'Zamknij',
  },
  availabilityPopup: {
    title: 'Godziny dostępności',
    from: 'Od godziny',
    to: 'Do godziny',
    save: 'Zapisz',
    cancel: 'Anuluj',
    saved: 'Zapisano dostępność',
    invalidRange: 'Godzina zakończenia musi być późniejsza niż godzina rozpoczęcia',
  },
} as const;

/** The personnel screen's accounts (ADMIN; HSADM for hostesses of her territories). */
export const PERSONNEL_ACCOUNTS = {
  tabs: { availability: 'Dostępność', accounts: 'Konta' },
  add: 'Dodaj osobę',
  search: 'Szukaj',
  searchPlaceholder: 'Imię, nazwisko, e-mail, telefon lub kod',
  roleFilter: 'Rola',
  allRoles: 'Wszystkie role',
  stateFilter: 'Stan konta',
  allStates: 'Wszystkie',
  states: { active: 'Aktywne', inactive: 'Nieaktywne' },
  count: 'Kont: {count}',
  columns: {
    name: 'Imię i Nazwisko',
    role: 'Rola',
    email: 'E-mail',
    phone: 'Telefon',
    territories: 'Terytoria',
    actions: 'Akcje',
  },
  /** The badge beside a person: the grammatical gender follows the role (a hostess is 'nieaktywna'). */
  inactiveHostess: 'nieaktywna',
  inactivePerson: 'nieaktywny',
  edit: 'Edytuj',
  deactivate: 'Dezaktywuj',
  activate: 'Aktywuj',
  empty: 'Brak kont do wyświetlenia.',
  form: {
    createTitle: 'Nowa osoba',
    editTitle: 'Edycja: {name}',
    firstname: 'Imię',
    lastname: 'Nazwisko',
    email: 'E-mail',
    phone: 'Telefon komórkowy',
    phonePlaceholder: '+48 600 100 200',
    role: 'Rola',
    /** Under the role of one's own account, which the server refuses to change. */
    ownRole: 'Nie możesz zmienić własnej roli. Może to zrobić inny administrator.',
    territories: 'Terytoria',
    territoriesPlaceholder: 'Wybierz terytoria',
    /** A client account (role Klient) sees only these events. */
    events: 'Eventy klienta',
    eventsPlaceholder: 'Wybierz eventy',
    hostessCode: 'Kod hostessy',
    save: 'Zapisz',
    cancel: 'Anuluj',
    required: 'To pole jest wymagane.',
    invitationNote: 'Po zapisaniu osoba dostanie e-mail z kodem do ustawienia hasła.',
  },
  confirmDeactivate: {
    title: 'Dezaktywować konto?',
    message:
      'Osoba {name} straci dostęp: jej otwarte sesje zostaną zakończone od razu, a logowanie będzie odrzucane. Akcje zachowają jej imię i nazwisko. Konto można później aktywować.',
    confirm: 'Dezaktywuj',
  },
  toasts: {
    created: 'Dodano osobę. Wysłano zaproszenie e-mail.',
    saved: 'Zapisano zmiany',
    deactivated: 'Konto dezaktywowane',
    activated: 'Konto aktywowane',
  },
} as const;

/** The events screen (/events, /locations, /regions). */
export const EVENTS = {
  title: 'Eventy',
  columns: {
    nr: 'Nr',
    name: 'Nazwa',
    id: 'Id',
    since: 'Data rozpoczęcia',
    until: 'Data zakończenia',
    territories: 'Terytoria',
    edit: 'Edytuj',
  },
  add: 'Dodaj event +',
  edit: 'Edytuj',
  empty: 'Brak eventów w wybranym zakresie dat.',
  wizard: {
    titleAdd: 'Nowy event',
    titleEdit: 'Edycja eventu',
    steps: {
      name: 'Nazwa eventu',
      since: 'Data rozpoczęcia',
      until: 'Data zakończenia',
      territory: 'Terytorium',
      save: 'Zapisz',
    },
    namePlaceholder: 'Wpisz nazwę eventu',
    idLabel: 'Id',
    territorySearch: 'Szukaj terytorium',
    noTerritories: 'Brak terytoriów',
    untilBeforeSince: 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia',
    next: 'Dalej',
    back: 'Wróć',
    save: 'Zapisz',
  },
  toasts: {
    created: 'Dodano nowy event',
    saved: 'Zapisano event',
  },
} as const;

/** The codes screen (/kody). */
export const CODES = {
  title: 'Kody',
  importCsv: 'Import CSV',
  exportCsv: 'Export CSV',
  columns: {
    event: 'Event',
    group: 'Grupa',
    sum: 'Suma',
    released: 'Wydane',
    assigned: 'Przypisane',
    available: 'Dostępne',
  },
  expand: 'Rozwiń',
  collapse: 'Zwiń',
  empty: 'Brak kodów',
  imported: 'Zaimportowano kody: {count}',
} as const;

/** Own account (/twoje-konto). */
export const ACCOUNT = {
  title: 'Twoje dane',
  back: 'Wróć',
  fields: {
    id: 'ID',
    login: 'Login',
    firstname: 'Imię',
    lastname: 'Nazwisko',
    territories: 'Terytoria',
    email: 'Adres e-mail',
    phone: 'Numer telefonu komórkowego',
    password: 'Hasło',
  },
  passwordMask: '••••••••',
  change: 'Zmień',
  passwordPopup: {
    title: 'Zmiana hasła',
    /** ASVS 6.2.3: a change asks for the current password (issue #13), above the new one. */
    currentLabel: 'Obecne hasło',
    currentPlaceholder: 'Wpisz obecne hasło',
    newLabel: 'Nowe hasło',
    placeholder: 'Wpisz nowe hasło',
    /** Under the new password: the rule the server applies (domain's checkPassword). */
    newHint: 'Co najmniej 12 znaków. Najlepiej kilka słów; popularnych haseł nie można użyć.',
    emptyCurrent: 'Wpisz obecne hasło',
    submit: 'Zmień hasło',
  },
  toasts: {
    passwordChanged: 'Zmieniono hasło',
  },
} as const;

/** Back-office texts added by the app beyond the screens' objects above. */
export const BACKOFFICE_EXTRA = {
  personnel: {
    setAvailability: 'Ustaw dostępność',
    /** Accessible name of the per-person calendar grid. */
    calendarGrid: 'Kalendarz dostępności i akcji',
    hour: 'Godzina',
  },
  codes: {
    importing: 'Importowanie...',
    skipped: 'Pominięto: {count}',
    chooseFile: 'Wybierz plik CSV',
  },
  events: {
    rangeLabel: 'Zakres dat eventów',
    chooseTerritory: 'Wybierz terytorium',
    idPreview: 'Id eventu',
    summary: 'Podsumowanie',
    stepOf: 'Krok {step} z {count}',
  },
  account: {
    backToActions: 'Wróć do akcji',
  },
  actions: {
    queueProgress: 'Postęp eksportu',
  },
} as const;

/** '/zgody' (ADMIN): one consumer's consent history on request, its export, and erasure. */
export const CONSUMER_CONSENTS = {
  title: 'Zgody konsumentów',
  intro:
    'Na prośbę konsumenta: znajdź go po adresie e-mail lub numerze telefonu, pobierz historię jego zgód albo usuń jego dane.',
  email: 'E-mail konsumenta',
  phone: 'Telefon z prefiksem',
  phonePlaceholder: '+48600100200',
  search: 'Szukaj',
  needOne: WIRE_MESSAGES.emailOrPhone,
  notFound: 'Nie znaleziono konsumenta o tym adresie e-mail ani numerze.',
  empty: 'Wyszukaj konsumenta, aby zobaczyć historię jego zgód.',
  columns: {
    at: 'Data',
    kind: 'Zdarzenie',
    consent: 'Zgoda',
    value: 'Wartość',
    version: 'Wersja treści',
    brand: 'Marka',
    point: 'Punkt',
  },
  kinds: { consent: 'Zgoda', withdrawal: 'Wycofanie' },
  yes: 'Tak',
  no: 'Nie',
  exportCsv: 'Pobierz historię (CSV)',
  erase: 'Usuń dane konsumenta',
  eraseTitle: 'Usunąć dane konsumenta?',
  eraseText:
    'Imię, nazwisko, data urodzenia i kod pocztowy zostaną usunięte, a e-mail i numer zastąpione pseudonimem. Historia zgód zostaje jako dowód. Tej operacji nie można cofnąć.',
  eraseConfirm: 'Usuń dane',
  cancel: 'Anuluj',
  erased: 'Dane konsumenta usunięte. Dowód zgód zachowany.',
  alreadyErased: 'Dane tego konsumenta były już usunięte.',
  noPermission: 'Ten ekran jest dostępny tylko dla administratora.',
  fileName: 'zgody-konsumenta-{today}.csv',
} as const;

/** Under a paged list whose count the API capped (ADR 0019): the pages are at least this many. */
export const LIST_PAGES = {
  atLeast: (n: number) => polishPlural(n, { one: `${n}+ strona`, few: `${n}+ strony`, many: `${n}+ stron` }),
} as const;
