// Long (over 300 lines) on purpose: a text catalogue, one object per screen, read by translators in one place.
// Polish texts of the webform app: the consumer registration steps (SPEC §2, §4, §5), the offers
// popup, the consents, the camera popup, and the hostess's own side of an action
// (docs/product/design.md "Closing the loop").
// To add texts, extend an object or append a new `export const SCREEN = {...} as const`.
import { ACTION_PHOTOS, SURVEY } from './common.ts';

/** The asset sources of the Glo offers' select, by SKU (domain's ASSET_SOURCES). */
export const ASSET_SOURCE_LABELS: Readonly<Record<string, string>> = {
  BREP1: 'Zakup w punkcie (BREP1)',
  BREP2: 'Wymiana urządzenia (BREP2)',
  BREP3: 'Urządzenie promocyjne (BREP3)',
  GLOPRO1: 'Glo promocja 1 (GLOPRO1)',
  GLOPRO2: 'Glo promocja 2 (GLOPRO2)',
  GLOPROPAC1: 'Glo pakiet 1 (GLOPROPAC1)',
  // 'zg. Markt.' (OFFERS.allConsentsMark): these need all three marketing consents.
  GLOPROPAC2: 'Glo pakiet 2 (GLOPROPAC2) zg. Markt.',
  GLOPROPAC3: 'Glo pakiet 3 (GLOPROPAC3) zg. Markt.',
  GLOPROPAC4: 'Glo pakiet 4 (GLOPROPAC4) zg. Markt.',
};

/** The consumer categories of the form's select, by id (domain's CONSUMER_CATEGORIES). */
export const CONSUMER_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  GLO: 'glo',
  IQOS: 'IQOS',
  PLOOM: 'Ploom',
  PULZE: 'Pulze',
  VELO: 'VELO',
  COMPETITOR_NICOTINE_POUCHES: 'Saszetki nikotynowe konkurencji',
  OPEN_SYSTEM_ECIG: 'E-papierosy w systemie otwartym',
  COMPETITOR_CLOSED_SYSTEM: 'Systemy zamknięte konkurencji',
  VUSE: 'Vuse',
  BAT_CIGARETTES: 'Papierosy BAT',
  COMPETITOR_CIGARETTES: 'Papierosy konkurencji',
  OTHER: 'Inne',
};

/** Step titles, by step number 0-4. */
export const STEPS = {
  0: 'Dane kontaktowe',
  1: 'Weryfikacja OTP',
  2: 'Oferty i dane',
  3: 'Formularz',
  4: 'Gotowe',
} as const;

/** Hostess sign-in to the webform. */
export const HOSTESS_LOGIN = {
  title: 'Logowanie',
  usernameLabel: 'Adres e-mail',
  usernamePlaceholder: 'Wpisz adres email',
  passwordLabel: 'Hasło',
  passwordPlaceholder: 'Wpisz hasło',
  submit: 'Zaloguj się',
  logout: 'Wyloguj',
  success: 'Zalogowano',
} as const;

/** Step 0: contact details. */
export const CONTACT = {
  title: 'Dane kontaktowe',
  intro: 'Podaj adres e-mail i numer telefonu konsumenta. Wyślemy na nie kody weryfikacyjne.',
  emailAddress: 'Adres e-mail',
  emailPlaceholder: 'np. jan.kowalski@example.com',
  numberPrefix: 'Prefiks',
  mobileNumber: 'Numer telefonu',
  mobilePlaceholder: 'Numer telefonu bez prefiksu',
  sendCodes: 'Wyślij kody',
} as const;

/** Step 1: the two OTP codes. */
export const OTP = {
  title: 'Weryfikacja OTP',
  intro: 'Wpisz kody wysłane na adres e-mail i numer telefonu konsumenta.',
  otpEmail: 'Kod z wiadomości e-mail',
  otp: 'Kod z SMS',
  sentTo: 'Kody wysłano na {email} i {phone}.',
  verify: 'Zweryfikuj',
  resend: 'Wyślij kody ponownie',
  back: 'Wróć',
} as const;

/** Step 2: offers the consumer is entitled to, and the data each chosen offer needs. */
export const OFFERS = {
  title: 'Oferty i dane',
  newUser: 'Konto podanego użytkownika nie istnieje',
  chooseOffers: 'Wybierz oferty',
  showList: 'Lista ofert',
  names: {
    Glo: 'Glo',
    Glo_HUTD: 'Glo HUTD',
    Vuse: 'Vuse',
    Velo: 'Velo',
    Neo: 'Neo',
    InspirationClub: 'InspirationClub',
  },
  unavailable: 'Oferta niedostępna dla tego konsumenta',
  fields: {
    model: 'Model',
    color: 'Kolor',
    assetSource: 'Źródło urządzenia',
    serialNumber: 'my glo number',
    sampling: 'Sampling',
    neoOffers: 'Oferta Neo',
  },
  /** The mark of Glo_HUTD asset sources that need all three marketing consents. */
  allConsentsMark: 'zg. Markt.',
  choose: 'Wybierz',
  next: 'Dalej',
  back: 'Wróć',
} as const;

/** The offers popup (Lista ofert). */
export const OFFERS_POPUP = {
  title: 'Lista ofert',
  active: 'Aktywne oferty',
  inactive: 'Nieaktywne oferty',
  none: 'Brak',
  ok: 'OK',
} as const;

/** Step 3: consumer data, registration data and consents. */
export const FORM = {
  title: 'Formularz',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  birthDate: 'Data urodzenia',
  birthDatePlaceholder: 'RRRR-MM-DD',
  billingPostalCode: 'Kod pocztowy',
  postalCodePlaceholder: '00-000',
  hostessCode: 'Kod HST',
  tourPlan: 'Numer akcji',
  registerLocation: 'Miejsce rejestracji',
  category: 'Kategoria',
  deviceName: 'Nazwa urządzenia',
  consentsTitle: 'Zgody',
  selectAll: 'Zaznacz wszystkie zgody',
  required: '(wymagane)',
  register: 'Zarejestruj',
  back: 'Wróć',
} as const;

/**
 * Consent labels (SPEC §3 consents). The server keeps each consent with the version of its text,
 * so change `version` whenever a label's meaning changes.
 */
export const CONSENTS = {
  version: '2026-11-22',
  ageVerified: 'Oświadczam, że jestem osobą pełnoletnią (ukończyłam/-em 18 lat).',
  personalDataRegistrationAuthorisation:
    'Wyrażam zgodę na przetwarzanie moich danych osobowych w celu rejestracji i prowadzenia mojego konta konsumenta oraz realizacji wybranych ofert.',
  personalDataRegistrationHandling:
    'Zapoznałam/-em się z informacją o przetwarzaniu danych osobowych, w tym o przysługujących mi prawach.',
  newsletterCommercialAuthorization:
    'Wyrażam zgodę na otrzymywanie informacji handlowych i marketingowych drogą elektroniczną na podany adres e-mail.',
  externalCompaniesAuthorization:
    'Wyrażam zgodę na przekazanie moich danych osobowych podmiotom współpracującym z administratorem w celach marketingowych.',
  mobileOptIn:
    'Wyrażam zgodę na otrzymywanie informacji marketingowych w wiadomościach SMS i MMS na podany numer telefonu.',
  socialMediaOptIn:
    'Wyrażam zgodę na wykorzystanie moich danych do wyświetlania mi dopasowanych treści marketingowych w mediach społecznościowych.',
  hypercareOptIn:
    'Wyrażam zgodę na kontakt telefoniczny i elektroniczny w celu pomocy w korzystaniu z urządzenia po zakupie.',
  inspirationClub: 'Chcę przystąpić do programu lojalnościowego InspirationClub i akceptuję jego regulamin.',
  /** Every consent can be withdrawn; shown under the list. */
  withdrawalNote:
    'Każdą zgodę można w dowolnym momencie wycofać, bez wpływu na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem.',
} as const;

/** Validation messages of SPEC §5 (webform). */
export const VALIDATION = {
  required: 'To pole jest wymagane.',
  invalidEmail: 'Podany adres e-mail jest nieprawidłowy.',
  phoneDigitsOnly: 'Numer telefonu musi zawierać tylko cyfry.',
  phoneTooShort: 'Numer telefonu jest za krótki.',
  phoneTooLong: 'Numer telefonu jest za długi.',
  otpLength: 'Kod powinien składać się z 5 znaków.',
  noOffer: 'Wybierz co najmniej jedną ofertę.',
  inspirationClubOnly: 'Zaznaczono tylko InspirationClub, wybierz dodatkową ofertę',
  gloWithVuse: 'Nie można łączyć oferty Glo i Vuse razem',
  vuseNeedsVelo: 'Przy wybraniu oferty Vuse, oferta Velo jest wymagana',
  neoOnlyWithInspirationClub: 'Oferta Neo może jedynie łączyć się z ofertą InspirationClub',
  hostessCode: 'Niepoprawny kod HST.',
  tourPlan: 'Niepoprawny numer akcji.',
  firstNameRequired: 'Podaj imię konsumenta.',
  lastNameRequired: 'Podaj nazwisko konsumenta.',
  firstNameTooShort: 'Imię konsumenta jest za krótkie.',
  lastNameTooShort: 'Nazwisko konsumenta jest za krótkie.',
  underage: 'Konsument nie ma 18 lat. Sprawdź poprawność daty.',
  birthDate: 'Podaj datę urodzenia.',
  postalCode: 'Kod pocztowy powinien składać się z 5 cyfr.',
  consentRequired: 'Zgoda wymagana.',
} as const;

/** Step 4: success, then the receipt. */
export const SUCCESS = {
  title: 'Gotowe',
  registered: 'Rejestracja zakończona pomyślnie.',
  warningTitle: 'Uwaga',
  receiptTitle: 'Paragon',
  takeReceiptPhoto: 'Zrób zdjęcie paragonu',
  sendReceipt: 'Wyślij paragon',
  receiptSent: 'Paragon został wysłany.',
  newRegistration: 'Nowa rejestracja',
} as const;

/** The camera popup (receipt capture and action photos). */
export const CAMERA = {
  back: 'Wróć',
  flash: 'Lampa błyskowa',
  retake: 'Zrób ponownie',
  shutter: 'Zrób zdjęcie',
  accept: 'Akceptuj',
  /** Browsers give the camera only to a secure page (HTTPS, or localhost in development). */
  unavailable:
    'Brak dostępu do aparatu. Zezwól na użycie aparatu w przeglądarce i upewnij się, że strona używa HTTPS.',
} as const;

/** The hostess's own actions: list, start, finish, cancel (docs/product/design.md "Closing the loop"). */
export const HOSTESS_ACTIONS = {
  title: 'Twoje akcje',
  empty: 'Nie masz zaplanowanych akcji.',
  registerConsumer: 'Zarejestruj konsumenta',
  details: 'Szczegóły akcji',
  start: 'Rozpocznij akcję',
  finish: 'Zakończ akcję',
  cancel: 'Anuluj akcję',
  cancelConfirm: {
    title: 'Anulować akcję?',
    body: 'Koordynator zobaczy, że akcja została anulowana przez personel.',
    confirm: 'Anuluj akcję',
    back: 'Wróć',
  },
  startPhoto: ACTION_PHOTOS.start,
  endPhoto: ACTION_PHOTOS.end,
  takePhoto: 'Zrób zdjęcie',
  locating: 'Ustalanie lokalizacji...',
  locationDenied: 'Nie udało się ustalić lokalizacji. Zezwól na dostęp do lokalizacji w przeglądarce.',
  outOfBounds: 'Jesteś {distance} m od lokalizacji akcji.',
  photoRequired: 'Dodaj zdjęcie.',
  toasts: {
    started: 'Rozpoczęto akcję',
    finished: 'Zakończono akcję',
    cancelled: 'Anulowano akcję',
  },
} as const;

/** The end-of-action survey the hostess fills in when finishing. */
/** A photo the coordinator asked her to take again (issue #30); the blurred photo warning is photo-clarity's. */
export const HOSTESS_RETAKE = {
  fix: 'Do poprawy',
  comment: 'Komentarz koordynatora: {comment}',
  retakePhoto: 'Zrób nowe zdjęcie',
  photoNames: { start: 'Zdjęcie startowe', end: 'Zdjęcie końcowe', receipt: 'Paragon' },
  title: 'Nowe zdjęcie',
  intro: 'Koordynator prosi o nowe zdjęcie. Zrób je i wyślij.',
  photoAlt: 'Nowe zdjęcie',
  send: 'Wyślij zdjęcie',
  sent: 'Wysłano nowe zdjęcie',
} as const;

export const HOSTESS_SURVEY = {
  ...SURVEY,
  answerRequired: 'Odpowiedz na wszystkie pytania.',
  submit: 'Zakończ akcję',
} as const;

/** The hostess's availability. */
export const AVAILABILITY = {
  title: 'Twoja dostępność',
  add: 'Dodaj dostępność',
  date: 'Data',
  from: 'Od godziny',
  to: 'Do godziny',
  save: 'Zapisz',
  remove: 'Usuń',
  empty: 'Nie podano dostępności.',
  saved: 'Zapisano dostępność',
  invalidRange: 'Godzina zakończenia musi być późniejsza niż godzina rozpoczęcia',
  hourRange: 'Podaj pełną godzinę od 6 do 22.',
} as const;

/** The webform app's navigation. */
export const WEBFORM_NAV = {
  actions: 'Twoje akcje',
  register: 'Rejestracja konsumenta',
  availability: 'Dostępność',
  stats: 'Moje wyniki',
  logout: 'Wyloguj',
} as const;

/** The webform app's frame, sign-in checks and screens beyond the registration steps. */
export const WEBFORM_APP = {
  appName: 'TourPlanner',
  appSubtitle: 'Webform hostessy',
  /** The installed app (web app manifest): its name on the phone and what it is for. */
  manifest: {
    name: 'TourPlanner — akcje hostessy',
    description: 'Akcje hostessy i rejestracja konsumenta',
  },
  signedInAs: 'Zalogowano jako {name}',
  mainNav: 'Nawigacja główna',
  login: {
    intro: 'Zaloguj się kontem hostessy, aby zobaczyć swoje akcje i rejestrować konsumentów.',
    emptyUsername: 'Wpisz adres email',
    emptyPassword: 'Wpisz hasło',
    noPermission: 'Brak uprawnień',
    showPassword: 'Pokaż hasło',
  },
  actions: {
    today: 'Dzisiaj',
    upcoming: 'Nadchodzące',
    noToday: 'Na dziś nie masz akcji.',
    noUpcoming: 'Brak nadchodzących akcji.',
    refresh: 'Odśwież',
    loadError: 'Nie udało się pobrać akcji.',
    event: 'Event',
    point: 'Lokalizacja',
    address: 'Adres',
    time: 'Godzina',
    date: 'Data',
    status: 'Status',
    noAddress: 'Niepoprawny adres',
    started: 'Akcja w trakcie',
    startDistance: 'Odległość przy rozpoczęciu: {distance} m',
    hsadmTitle: 'Akcje w trakcie',
    hsadmIntro: 'Wybierz rozpoczętą akcję, aby zarejestrować konsumenta.',
    hsadmEmpty: 'Brak rozpoczętych akcji w Twoich terytoriach.',
  },
  start: {
    title: 'Rozpoczęcie akcji',
    intro: 'Zrób zdjęcie stanowiska przed ułożeniem ekspozycji. Zapiszemy też Twoją lokalizację.',
    position: 'Twoja lokalizacja',
    positionValue: '{lat}, {lng} (dokładność {accuracy} m)',
    distance: 'Odległość od lokalizacji akcji: {distance} m',
    retryLocation: 'Ustal lokalizację ponownie',
    changePhoto: 'Zmień zdjęcie',
    photoAlt: 'Zdjęcie przed ułożeniem ekspozycji',
    submit: 'Rozpocznij akcję',
    outOfBoundsTitle: 'Jesteś poza lokalizacją akcji',
  },
  finish: {
    title: 'Zakończenie akcji',
    intro: 'Zrób zdjęcie ekspozycji po jej ułożeniu i odpowiedz na pytania ankiety.',
    photoAlt: 'Zdjęcie po ułożeniu ekspozycji',
  },
  cameraTitles: {
    start: 'Zdjęcie przed ułożeniem ekspozycji',
    end: 'Zdjęcie po ułożeniu ekspozycji',
    receipt: 'Zdjęcie paragonu',
  },
  availability: {
    intro: 'Podaj, w których godzinach możesz pracować w najbliższych dniach.',
    available: 'Dostępna {from}–{to}',
    notAvailable: 'Niedostępna',
    edit: 'Ustaw godziny',
    clear: 'Niedostępna tego dnia',
    loadError: 'Nie udało się pobrać dostępności.',
  },
  webform: {
    stepOf: 'Krok {step} z {count}',
    progress: 'Postęp rejestracji',
    action: 'Akcja',
    noAction: 'Ta akcja nie jest rozpoczęta. Rejestracja jest możliwa tylko w trakcie akcji.',
    backToActions: 'Wróć do akcji',
    sending: 'Wysyłanie...',
    offersAvailable: 'Dostępne oferty',
    offerInactive: 'Nieaktywna',
    brandMark: 'Znak marki {brand}',
    receiptPhoto: 'Zdjęcie paragonu',
    receiptAlt: 'Zdjęcie paragonu do wysłania',
    receiptRetake: 'Zmień zdjęcie',
    deviceBurned: 'Urządzenie Glo oznaczone jako wydane.',
    receiptRequired: 'Najpierw zrób zdjęcie paragonu.',
    otpErrorTitle: 'Weryfikacja nie powiodła się',
    verified: 'Konsument zweryfikowany.',
    registeredAs: 'Zarejestrowano: {name}',
    finishRegistration: 'Zakończ i zarejestruj kolejnego konsumenta',
  },
} as const;

/** Short placeholders where a phone's narrow input cuts the longer ones. */
export const WEBFORM_PLACEHOLDERS = {
  mobileNumber: 'np. 600100200',
} as const;

/** A consent's label by its purpose (the wire's key); an unknown purpose is shown as it is. */
export const consentLabel = (purpose: string): string =>
  Object.hasOwn(CONSENTS, purpose) ? String(CONSENTS[purpose as keyof typeof CONSENTS]) : purpose;

/** The consumer's own page of the consent receipt's link ('/zgody/:token', no sign-in). */
export const CONSENT_RECORD = {
  title: 'Twoje zgody',
  intro: 'Rejestracja {brand}, {date}. Poniżej są zgody, które wtedy zapisaliśmy, z wersją ich treści.',
  given: 'Wyrażona',
  refused: 'Niewyrażona',
  withdrawnOn: 'Wycofana {date}',
  withdraw: 'Wycofaj zgodę',
  withdrawing: 'Wycofywanie…',
  withdrawnNotice: 'Zgoda wycofana. Zapisaliśmy to {date}.',
  version: 'Wersja treści: {version}',
  marketingNote:
    'Zgody marketingowe możesz wycofać w każdej chwili. Zgody potrzebne do rejestracji nie są tu wycofywane: w tej sprawie napisz do administratora danych.',
  notFound: 'Ten link nie prowadzi do żadnych zgód. Sprawdź, czy skopiowano go w całości.',
  loadError: 'Nie udało się wczytać zgód.',
  withdrawError: 'Nie udało się wycofać zgody. Spróbuj ponownie.',
  retry: 'Spróbuj ponownie',
} as const;
