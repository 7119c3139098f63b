// Calendar feeds (issue 29): what the feed and one action's .ics say (CALENDAR_FEED, written by the
// API), the 'Kalendarz' section of the back office's 'Twoje konto' and of the webform's account
// menu, and the card's 'Dodaj do kalendarza' (CALENDAR).

/** The texts inside a calendar file, in the subscriber's calendar app. */
export const CALENDAR_FEED = {
  /** The calendar's name (X-WR-CALNAME). */
  name: 'TourPlanner – akcje',
  /** DESCRIPTION lines of an event. */
  event: 'Event: {event}',
  hostess: 'Hostessa: {hostess}',
  noHostess: 'Hostessa: nie przypisano',
  /** The file name of one action's .ics. */
  actionFile: 'akcja-{ident}.ics',
} as const;

/** The 'Kalendarz' section and the card's button. */
export const CALENDAR = {
  title: 'Kalendarz',
  intro:
    'Subskrybuj swoje akcje w aplikacji kalendarza. Kalendarz odświeża się sam: zmiany godzin, miejsc i odwołania pojawią się bez ponownego dodawania.',
  introCoordinator:
    'Subskrybuj akcje swoich terytoriów w aplikacji kalendarza. Kalendarz odświeża się sam: zmiany godzin, miejsc i odwołania pojawią się bez ponownego dodawania.',
  introClient:
    'Subskrybuj akcje swoich eventów w aplikacji kalendarza. Kalendarz odświeża się sam: zmiany godzin, miejsc i odwołania pojawią się bez ponownego dodawania.',
  howTo: 'Jak dodać:',
  google: 'Kalendarz Google: Inne kalendarze → „+” → Z adresu URL → wklej link.',
  apple:
    'Apple (iPhone, Mac): Ustawienia → Kalendarz → Konta → Dodaj konto → Inne → Dodaj subskrybowany kalendarz.',
  outlook: 'Outlook: Dodaj kalendarz → Subskrybuj z sieci Web → wklej link.',
  secret:
    'Link jest tajny: kto go zna, widzi Twoje akcje. Pokazujemy go tylko raz. Jeśli wyciekł, utwórz nowy – stary przestanie działać.',
  linkLabel: 'Link do kalendarza',
  shownOnce: 'Skopiuj link teraz: po opuszczeniu strony nie zobaczysz go ponownie.',
  copy: 'Kopiuj',
  copied: 'Skopiowano',
  copyFailed: 'Nie udało się skopiować. Zaznacz link i skopiuj go ręcznie.',
  renew: 'Nowy link',
  confirmTitle: 'Utworzyć nowy link?',
  confirmBody:
    'Jeśli link do kalendarza już istnieje, przestanie działać: kalendarze, które go subskrybują, przestaną się odświeżać i trzeba będzie dodać w nich nowy link.',
  confirm: 'Utwórz nowy link',
  cancel: 'Anuluj',
  addToCalendar: 'Dodaj do kalendarza',
} as const;

/** The webform's account menu (the person icon in the header), which holds the 'Kalendarz' section. */
export const WEBFORM_ACCOUNT = {
  open: 'Twoje konto',
  title: 'Twoje konto',
} as const;
