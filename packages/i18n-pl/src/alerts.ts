// Alerts to the coordinators (issue 29): the sentences the API writes when it raises one (the
// notification, its e-mail and the action's history), the one-click replacement's history, and the
// back office's bell and panel. Kept apart from the big files so only the panel's chunk and the
// server carry the long texts; the bell takes NOTIFICATION_BELL alone.

/** The alert's sentence per kind; {when} is '23.11.2026 10:00–14:00' in Warsaw time. */
export const ALERT_TEXTS = {
  unconfirmed: 'Hostessa {person} nie potwierdziła akcji {ident} „{name}” ({when}).',
  late_start:
    'Hostessa {person} nie rozpoczęła akcji {ident} „{name}” ({when}) w ciągu {minutes} min od startu.',
  no_show: 'Hostessa {person} nie rozpoczęła akcji {ident} „{name}” ({when}) do jej końca.',
  hostess_cancelled: 'Hostessa {person} anulowała akcję {ident} „{name}” ({when}).',
  finished_early:
    'Hostessa {person} zakończyła akcję {ident} „{name}” ({when}) o {at}, ponad {minutes} min przed czasem.',
} as const;

/** The e-mail's subject per kind (the body is the alert's sentence). */
export const ALERT_SUBJECTS = {
  unconfirmed: 'TourPlanner: akcja {ident} niepotwierdzona',
  late_start: 'TourPlanner: akcja {ident} nierozpoczęta',
  no_show: 'TourPlanner: hostessa nie przyszła na akcję {ident}',
  hostess_cancelled: 'TourPlanner: hostessa anulowała akcję {ident}',
  finished_early: 'TourPlanner: akcja {ident} zakończona przed czasem',
} as const;

export const ALERT_MAIL = {
  footer:
    'Powiadomienie wysłał TourPlanner. Szczegóły akcji i możliwe zastępstwo znajdziesz w panelu Powiadomienia.',
} as const;

/** The action's history: the alert raised, and a one-click replacement. */
export const ALERT_HISTORY = {
  raised: 'Alert dla koordynatorów: {text}',
  raisedMailed: 'Alert dla koordynatorów: {text} E-mail do: {to}.',
  unassigned: 'Zdjęto hostessę {person} z akcji (zastępstwo).',
  assigned: 'Przypisano hostessę {person} w zastępstwie za {previous}.',
} as const;

/** The bell in the back office's header (on the first screen: keep it short). */
export const NOTIFICATION_BELL = {
  label: 'Powiadomienia',
  labelUnread: 'Powiadomienia, nieprzeczytane: {count}',
} as const;

/** The panel the bell opens (lazy-loaded). */
export const NOTIFICATION_PANEL = {
  title: 'Powiadomienia',
  loading: 'Wczytywanie powiadomień…',
  failed: 'Nie udało się wczytać powiadomień. Spróbuj ponownie za chwilę.',
  empty: 'Brak powiadomień.',
  unread: 'Nowe',
  markRead: 'Oznacz jako przeczytane',
  markAllRead: 'Oznacz wszystkie jako przeczytane',
  openAction: 'Otwórz akcję {ident}',
  more: 'Pokaż starsze',
  kinds: {
    unconfirmed: 'Brak potwierdzenia',
    late_start: 'Spóźniony start',
    no_show: 'Nie przyszła',
    hostess_cancelled: 'Hostessa anulowała',
    finished_early: 'Zakończona przed czasem',
  },
  replacements: 'Zastępstwo na resztę akcji',
  replacementsLoading: 'Szukanie wolnych hostess…',
  replacementsFailed: 'Nie udało się wczytać hostess.',
  noReplacements: 'Brak wolnych hostess na ten czas.',
  replacementsOver: 'Akcja już się skończyła.',
  weekActions: 'akcje w tygodniu: {count}',
  distance: 'odległość: {distance}',
  assign: 'Przypisz',
  assignLabel: 'Przypisz {person} do akcji {ident}',
  /** A ranked hostess not (or not known to be) free by her own declaration. */
  availability: {
    undeclared: 'brak deklaracji dostępności',
    outside: 'poza zadeklarowaną dostępnością',
  },
  /** Assigning one outside her availability asks the coordinator why, as the action form does. */
  overrideReason: 'Powód przypisania poza dostępnością',
  overrideHint: 'Np. „potwierdziła telefonicznie”. Zostanie zapisany przy akcji.',
  assignAnyway: 'Przypisz mimo to',
  cancel: 'Anuluj',
  assigned: 'Przypisano {person} do akcji {ident}.',
} as const;
