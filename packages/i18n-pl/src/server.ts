// Polish texts the API sends or writes: the message beside a failing field (data.fields[].message),
// e-mail and SMS bodies, the XLSX report, the names of downloaded files and the notes it adds to
// an action. One exported object per server area. Texts with '{name}' placeholders are filled
// with format() from './format.ts'.

import { WAIT_TEXT } from './errors.ts';
import { polishPlural } from './offline.ts';

/** Reading a request (any call). */
export const REQUEST_TEXTS = {
  invalidJson: 'Niepoprawny JSON',
  expectedMultipart: 'Oczekiwano multipart/form-data',
  /** A multipart body that is cut short or broken (no closing boundary, a malformed part header). */
  invalidMultipart: 'Niepoprawna lub niekompletna treść formularza (multipart/form-data)',
  /** A value the database refused (an id that is not a UUID, a number out of range). */
  invalidValue: 'Niepoprawna wartość',
  idempotencyKey: '8–100 znaków: litery, cyfry, „-” lub „_”.',
  invalidDate: 'Niepoprawna data',
  invalidDateRange: 'Niepoprawny zakres dat',
  /** A body of a type the call does not read (text/plain, XML, none at all). */
  unsupportedType: 'Nieobsługiwany typ treści: wyślij application/json lub multipart/form-data',
  /** An HTTP request the server cannot read (a bad header, a bad URL, a broken chunked body). */
  invalidRequest: 'Niepoprawne żądanie HTTP',
  /** A URL (or a path parameter) longer than any call takes. */
  uriTooLong: 'Adres żądania jest za długi',
  /** Request headers over the server's limit. */
  headersTooLarge: 'Nagłówki żądania są za duże',
  /** A client that did not finish sending its request in time. */
  requestTimeout: 'Żądanie nie zostało przesłane w wyznaczonym czasie',
} as const;

/** The dashboard (/dashboard/summary). */
export const DASHBOARD_TEXTS = {
  /** A range longer than the summary covers at once. */
  rangeTooLong: 'Zakres może obejmować najwyżej {days} dni',
} as const;

/** Limits: a request refused until a wait passes (429, data.message beside Retry-After). */
export const LIMIT_TEXTS = {
  /** The apps show the same text from Retry-After (errors.ts). */
  wait: WAIT_TEXT,
  /** The e-mail to an account's owner after repeated failed sign-ins (once per window). */
  failedLogins: {
    subject: 'TourPlanner: nieudane próby logowania na Twoje konto',
    text: 'Na Twoje konto TourPlanner ({email}) było ostatnio {count} nieudanych prób logowania. Jeśli to nie Ty, zmień hasło (opcja „Nie pamiętasz hasła?” na stronie logowania). Kolejne próby z tego samego adresu są spowalniane; z Twojego urządzenia nadal zalogujesz się poprawnym hasłem.',
  },
} as const;

/** Uploaded photos (start, end, receipt). */
export const UPLOAD_TEXTS = {
  notAnImage: 'Plik nie jest poprawnym zdjęciem.',
  /** The first bytes are not those of a JPEG, PNG or WebP image. */
  imageType: 'Dodaj zdjęcie w formacie JPEG, PNG lub WebP.',
  tooManyPixels: 'Zdjęcie ma zbyt dużą rozdzielczość: najwyżej {max} Mpx.',
  tooLarge: 'Plik jest większy niż {max} MB.',
  tooManyFiles: 'Za dużo plików: najwyżej {max}.',
  notXlsx: 'Plik nie jest arkuszem XLSX.',
  csvOrXlsx: 'Dodaj plik CSV lub XLSX.',
  onePhoto: 'Dodaj jedno zdjęcie.',
  oneReceiptPhoto: 'Dodaj jedno zdjęcie paragonu.',
} as const;

/** CSV imports (code pools, Glo serials): the file, and each bad line. */
export const CSV_TEXTS = {
  line: 'Linia {line}: {message}',
  oneFile: 'Dodaj jeden plik CSV.',
  notUtf8: 'Plik nie jest zapisany w UTF-8.',
  /** Binary content (a NUL byte, a ZIP or an image) where a CSV text was expected. */
  notText: 'Plik nie jest plikiem tekstowym CSV.',
  tooManyRows: 'Plik ma więcej niż {max} wierszy.',
  unclosedQuote: 'niezamknięty cudzysłów',
} as const;

/** /code/import: the lines of a code pool file. */
export const CODE_IMPORT_TEXTS = {
  empty: 'plik jest pusty',
  header: 'nagłówek musi zawierać kolumny {columns} (brak: {missing})',
  code: 'kod musi mieć 1–64 znaki: litery, cyfry, „-” lub „_”',
  noEvent: 'brak eventu',
  group: 'grupa musi mieć 1–{max} znaków i nie zaczynać się od = + - @',
  state: 'stan musi być jednym z: {states}',
  hostessEmail: 'niepoprawny e-mail hostessy',
  assignedNeedsHostess: 'kod przypisany wymaga e-maila hostessy',
  availableWithHostess: 'kod dostępny nie może mieć hostessy',
  unknownEvent: 'nie ma eventu „{event}”',
  unknownHostess: 'nie ma hostessy {email}',
} as const;

/** /device/import and the Glo serial checks of SPEC §8. */
export const DEVICE_TEXTS = {
  noSerials: 'plik nie zawiera numerów seryjnych',
  serial: 'numer seryjny musi mieć 4–64 znaki: litery, cyfry lub „-”',
  model: 'model może mieć najwyżej {max} znaków',
  tooManyColumns: 'za dużo kolumn',
  notFound: 'Podany my glo number nie jest poprawny',
  alreadyRegistered: 'Ten my glo number został już zarejestrowany',
} as const;

/** /action/create, /update and /set-status. */
export const ACTION_TEXTS = {
  onePointForType: 'Akcja tego typu ma jedną lokalizację.',
  sinceAndUntil: 'Podaj początek i koniec akcji.',
  untilAfterSince: 'Koniec akcji musi być po jej początku.',
  chooseTerritory: 'Wybierz terytorium.',
  pointOutsideTerritory: 'Lokalizacja nie należy do terytorium akcji.',
  areaOutsideTerritory: 'Obszar nie należy do terytorium akcji.',
  eventOutsideTerritory: 'Event nie obejmuje terytorium akcji.',
  pointOutsideEvent: 'Lokalizacja nie należy do wybranego eventu.',
  pointRetired: 'Lokalizacja została wycofana.',
  territoryRetired: 'Terytorium zostało wycofane.',
  areaRetired: 'Obszar został wycofany.',
  onlyHostesses: 'Do akcji przypisuje się tylko hostessy.',
  missingForStatus: 'Uzupełnij brakujące dane',
  /** Added to the description when a hostess cancels her action. */
  cancelledByHostess: 'Odwołane przez hostessę: {reason}',
} as const;

/** A hostess's time (ADR 0021): the clash with another of her actions, and her declared availability. */
export const BOOKING_TEXTS = {
  overlap: '{person} koliduje z {ident} ({when}).',
  travel: '{person}: za mało czasu na dojazd między tą akcją a {ident} ({when}), potrzeba {minutes} min.',
  outside: '{person} jest poza zadeklarowaną dostępnością ({when}).',
  /** A clash with an action of a territory outside the coordinator's: its hours, not what it is. */
  elsewhere: '{person} jest zajęta w innym terytorium ({when}).',
  overrideNeeded: 'Podaj powód przypisania poza dostępnością.',
} as const;

/** /event/create and /update. */
export const EVENT_TEXTS = {
  untilBeforeSince: 'Koniec eventu nie może być przed początkiem.',
  identTaken: 'Event o tym Id już istnieje.',
  territoryRetired: 'Terytorium zostało wycofane.',
} as const;

/** /point/create, /update and /import: the checks of a point (field messages and file rows). */
export const POINT_TEXTS = {
  ident: 'Id musi mieć 1–100 znaków: litery, cyfry, „-”, „_”, „.” lub „/”.',
  name: 'Wpisz nazwę lokalizacji.',
  streetAddress: 'Wpisz ulicę.',
  streetNumber: 'Wpisz numer.',
  cityName: 'Wpisz miasto.',
  postalCode: 'Kod pocztowy w formacie NN-NNN.',
  lat: 'Szerokość geograficzna od -90 do 90.',
  lng: 'Długość geograficzna od -180 do 180.',
  bothCoordinates: 'Podaj obie współrzędne albo żadnej.',
  identTaken: 'Lokalizacja o tym Id już istnieje.',
  territoryMissing: 'Nie ma takiego terytorium.',
  territoryRetired: 'Terytorium zostało wycofane.',
  /** Import rows: 'Wiersz N: …', rows counted as a spreadsheet counts them (the header is row 1). */
  row: 'Wiersz {row}: {message}',
  empty: 'plik jest pusty',
  header: 'nagłówek musi zawierać kolumny: {missing}',
  sheet: 'plik XLSX nie ma arkusza z danymi',
  unreadable: 'Nie udało się odczytać pliku XLSX.',
  unknownTerritory: 'nie ma terytorium „{territory}”',
  retiredTerritory: 'terytorium „{territory}” zostało wycofane',
  otherTerritory: 'terytorium „{territory}” jest poza Twoimi terytoriami',
  pointOfOtherTerritory: 'lokalizacja „{ident}” należy do terytorium poza Twoimi terytoriami',
  duplicate: 'Id „{ident}” powtarza się w wierszu {row}',
  number: 'niepoprawna liczba w kolumnie „{column}”',
} as const;

/** /territory/create, /update, /area/create and /update. */
export const TERRITORY_TEXTS = {
  ident: 'Id musi mieć 1–100 znaków: litery, cyfry, „-”, „_” lub „.”.',
  name: 'Wpisz nazwę.',
  territoryIdentTaken: 'Terytorium o tym Id już istnieje.',
  areaIdentTaken: 'Obszar o tym Id już istnieje.',
  territoryRetired: 'Terytorium zostało wycofane: obszar można dodać tylko do aktywnego.',
} as const;

/** /availability/save. */
export const AVAILABILITY_TEXTS = {
  untilAfterSince: 'Koniec musi być po początku.',
  withinDay: 'Godziny muszą mieścić się w wybranym dniu.',
  overlap: 'Przedziały godzin nachodzą na siebie.',
} as const;

/** The password rule of every password set (domain's checkPassword: one text per reason code). */
export const PASSWORD_TEXTS = {
  too_short: 'Hasło musi mieć co najmniej 12 znaków.',
  too_long: 'Hasło może mieć najwyżej 1024 znaki.',
  common: 'To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne, np. kilka słów.',
  is_email: 'Hasło nie może być adresem e-mail.',
  /** /auth/update-password with a wrong current password (beside the field). */
  wrongCurrent: 'Obecne hasło jest niepoprawne.',
} as const;

/** /user/create and /user/update: account fields, beside the field that is wrong. */
export const USER_TEXTS = {
  firstname: 'Podaj imię.',
  lastname: 'Podaj nazwisko.',
  email: 'Podaj poprawny adres e-mail.',
  emailTaken: 'Aktywne konto z tym adresem e-mail już istnieje.',
  phone: 'Podaj numer telefonu komórkowego z prefiksem kraju (np. +48) i 4–15 cyframi.',
  territories: 'Wybierz co najmniej jedno terytorium.',
  territoryUnknown: 'Nie ma takiego terytorium.',
  territoryRetired: 'To terytorium zostało wycofane.',
  hostessCode: 'Podaj kod hostessy: 1–64 znaki, litery, cyfry, „-” lub „_”.',
  hostessCodeTaken: 'Ten kod hostessy jest już używany.',
  /** A client account sees only the events chosen for it. */
  clientEvents: 'Wybierz co najmniej jeden event, który klient będzie widział.',
  eventUnknown: 'Nie ma takiego eventu.',
  ownAccount: 'Nie możesz dezaktywować własnego konta.',
  /** An edit of one's own account keeps its role: a changed one could take away one's own access. */
  ownRole: 'Nie możesz zmienić własnej roli.',
} as const;

/** /lead/otp, /verify and /register, and the receipt of a registration. */
export const LEAD_TEXTS = {
  phone: 'Numer telefonu musi mieć prefiks i 4–15 cyfr.',
  phoneWithoutPrefix: 'Numer nie zgadza się z pełnym numerem.',
  otpLength: 'Kod powinien składać się z {length} znaków.',
  notVerified: 'Najpierw zweryfikuj konsumenta kodami OTP.',
  pointNotInAction: 'Punkt nie należy do tej akcji.',
  offerUnavailable: 'Oferta niedostępna dla tego konsumenta',
  actionNotStarted: 'Akcja nie jest rozpoczęta.',
  unknownBeacon: 'Nieznany identyfikator rejestracji dla tej akcji.',
  receiptKeyReused: 'Ten klucz wysłano już z innym zdjęciem paragonu.',
  serialMismatch: 'Numer urządzenia nie zgadza się z rejestracją.',
} as const;

/** E-mails and SMS. */
export const MESSAGE_TEXTS = {
  resetCode: {
    subject: 'TourPlanner: kod do zmiany hasła',
    text: 'Twój kod do zmiany hasła: {code}\nKod jest ważny {minutes} minut. Jeśli to nie Ty prosisz o zmianę hasła, zignoruj tę wiadomość.',
  },
  invitation: {
    subject: 'TourPlanner: zaproszenie – ustaw hasło do konta',
    text: 'Dzień dobry {firstname},\n\nzałożyliśmy dla Ciebie konto w TourPlanner. Twój login to adres {email}.\nKod do ustawienia hasła: {code}\n\nKod jest ważny {hours} godzin i działa jeden raz. Na stronie logowania wybierz „Nie pamiętasz hasła? > Zresetuj hasło”, podaj swój adres e-mail, a następnie „Mam już kod” i wpisz powyższy kod oraz nowe hasło (co najmniej 12 znaków). Jeśli kod wygaśnie, poproś o nowy tym samym przyciskiem.',
  },
  otpEmail: {
    subject: 'Kod weryfikacyjny TourPlanner',
    text: 'Twój kod weryfikacyjny e-mail: {code}\n\nKod jest ważny 10 minut. Podaj go hostessie, jeśli to Ty prosisz o rejestrację. Jeśli nie – zignoruj tę wiadomość.',
  },
  otpSms: 'TourPlanner: Twój kod SMS: {code}. Ważny 10 min. Nie przekazuj go nikomu poza hostessą.',
  /** After a registration: what the consumer agreed to, with the link to see and withdraw it. */
  consentReceipt: {
    subject: 'Potwierdzenie rejestracji {brand} i Twoich zgód',
    text: 'Dziękujemy za rejestrację ({brand}, {time}).\n\nTwoje zgody (wersja treści {version}):\n{consents}\n\nZgody marketingowe możesz w każdej chwili wycofać, równie łatwo, jak je wyrażono:\n{link}\n\nLink prowadzi tylko do Twoich zgód; nie przekazuj go innym.',
    given: 'wyrażona',
    refused: 'niewyrażona',
    line: '- {label}: {state}',
    sms: 'Dziękujemy za rejestrację {brand}. Twoje zgody i ich wycofanie: {link}',
  },
} as const;

/** The XLSX report of actions: one row per action with the actions table's columns and the survey. */
export const REPORT_TEXTS = {
  sheet: 'Akcje',
  columns: {
    status: 'Status',
    nr: 'Nr',
    name: 'Nazwa',
    ident: 'Id',
    type: 'Typ akcji',
    territory: 'Terytorium',
    event: 'Event',
    location: 'Lokalizacja',
    date: 'Data',
    time: 'Godzina',
    people: 'Personel',
    receipts: 'Paragony',
    q1: 'Produkty na meblu',
    q2: 'Planogram przygotowany',
    q3: 'Szkolenie sprzedawcy',
    comment: 'Komentarz',
    distance: 'Odległość od punktu (m)',
    oob: 'Poza zasięgiem',
  },
  statuses: {
    editable: 'Edytowalna',
    accepted: 'Zaakceptowana',
    cancelled: 'Anulowana',
    started: 'Rozpoczęta',
    finished: 'Zakończona',
    hst_cancelled: 'Odwołana przez personel',
  },
  unnamedAction: 'Nazwa akcji',
  invalidAddress: 'Niepoprawny adres',
  yes: 'tak',
  no: 'nie',
} as const;

/** Names of downloaded files. */
export const DOWNLOAD_NAMES = {
  codes: 'kody-{day}.csv',
  receipt: 'paragon-{id}.jpg',
  report: 'raport-{since}-{until}.{format}',
} as const;

/**
 * The placeholders a coordinator writes in a tour's action name ('{event} – {miasto}'), by what
 * they stand for: the event's name, the point's city, the point's name, the day (DD.MM.YYYY).
 */
export const PLAN_NAME_PLACEHOLDERS = {
  event: 'event',
  city: 'miasto',
  point: 'punkt',
  date: 'data',
} as const;

/** Planning a tour (issue 32): why a hostess is proposed, or why nobody is, and the plan's limits. */
export const PLAN_TEXTS = {
  available: 'dostępna',
  undeclared: 'bez deklaracji dostępności',
  outside: 'poza deklarowanymi godzinami (z uzasadnieniem)',
  nearest: 'najbliżej',
  kmAway: '{km} km od poprzedniego miejsca',
  weekActions: (n: number) =>
    polishPlural(n, {
      one: `ma ${n} akcję w tym tygodniu`,
      few: `ma ${n} akcje w tym tygodniu`,
      many: `ma ${n} akcji w tym tygodniu`,
    }),
  chosen: 'wybrana przez koordynatora',
  noneChosen: 'bez personelu (decyzja koordynatora)',
  nobody: 'bez personelu: nikt nie jest dostępny',
  allBusy: 'bez personelu: wszystkie kolidują',
  allAtCap: 'bez personelu: wszystkie mają już {max} akcji w tym tygodniu',
  tooLarge: 'Plan może mieć najwyżej {max} akcji (ten ma {count}).',
  noHours: 'Podaj godziny dla każdego wybranego dnia tygodnia.',
  endAfterStart: 'Koniec musi być po początku.',
  rangeOrder: 'Koniec zakresu dat musi być po jego początku.',
  noDays: 'W wybranym zakresie nie ma żadnego z wybranych dni tygodnia.',
  notCandidate: 'Ta osoba nie może prowadzić akcji w tym terytorium.',
  noSuchAction: 'W planie nie ma akcji o tym numerze.',
  nothingToChange: 'Wybierz, co zmienić: status, personel lub przesunięcie.',
} as const;
