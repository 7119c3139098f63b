// Messages to the hostess about her actions (issue 29 part 2: at assignment, before the start,
// taken off or cancelled; issue 30: a photo to take again), the history's line for each send, and
// the webform's switch for notifications on her phone (loaded with the account menu's lazy panel).

/** One message: the e-mail subject, the push notification's title, the opening line. */
export interface NoticeTexts {
  subject: string;
  lead: string;
}

export const HOSTESS_NOTICE_TEXTS = {
  assigned: {
    subject: 'Nowa akcja {ident}: potwierdź udział',
    lead: 'Przypisano Ci akcję. Potwierdź w aplikacji, że na niej będziesz.',
  },
  day_before: {
    subject: 'Przypomnienie: akcja {ident} {date} o {start}',
    lead: 'Przypominamy o Twojej akcji.',
  },
  hour_before: {
    subject: 'Akcja {ident} zaczyna się o {start}',
    lead: 'Niedługo zaczynasz akcję. Sprawdź adres i dojazd.',
  },
  unassigned: {
    subject: 'Akcja {ident} nie jest już Twoja',
    lead: 'Zdjęto Cię z tej akcji. Nie musisz na nią przychodzić.',
  },
  cancelled: {
    subject: 'Akcja {ident} została odwołana',
    lead: 'Ta akcja została odwołana. Nie musisz na nią przychodzić.',
  },
  retake: {
    subject: 'Do poprawy: akcja {ident}',
    lead: 'Do poprawy: koordynator prosi o nowe zdjęcie.',
  },
} as const satisfies Record<string, NoticeTexts>;

/** The lines of a message (e-mail body; the SMS and the push carry the short form). */
export const HOSTESS_NOTICE_LINES = {
  greeting: 'Dzień dobry, {firstname}!',
  action: 'Akcja: {ident} – {name}',
  when: 'Termin: {date}, {hours}',
  where: 'Miejsce: {address}',
  map: 'Mapa: {url}',
  noPlace: 'brak adresu',
  confirmed: 'Udział potwierdzony – dziękujemy.',
  unconfirmed: 'Nie potwierdziłaś jeszcze udziału. Potwierdź go w aplikacji.',
  confirm: 'Potwierdź: {url}',
  open: 'Twoje akcje: {url}',
  retakeItem: '{photo}: {comment}',
  retakeNoComment: '{photo}',
  retakeLink: 'Zrób nowe zdjęcie: {url}',
  photos: { start: 'Zdjęcie startowe', end: 'Zdjęcie końcowe', receipt: 'Paragon' },
  /** The SMS: the subject, the date and place, the link. */
  sms: '{subject}. {date}, {hours}, {address}. {link}',
  signature: 'TourPlanner',
} as const;

/** The action's history: one line per channel a notice went out on (actor: System). */
export const HOSTESS_NOTICE_HISTORY = {
  line: '{notice}: {channel} do {who}',
  notices: {
    assigned: 'Powiadomienie o przypisaniu',
    day_before: 'Przypomnienie {hours} h przed startem',
    hour_before: 'Przypomnienie {minutes} min przed startem',
    unassigned: 'Powiadomienie o zdjęciu z akcji',
    cancelled: 'Powiadomienie o odwołaniu akcji',
    retake: 'Prośba o nowe zdjęcie',
  },
  channels: { email: 'e-mail', sms: 'SMS', push: 'powiadomienie na telefon' },
} as const;

/** The webform's account menu: notifications on this phone (Web Push). */
export const PUSH_TEXTS = {
  label: 'Powiadomienia na telefonie',
  description: 'Przypomnienia o akcjach na tym telefonie',
  denied: 'Powiadomienia są zablokowane w ustawieniach przeglądarki.',
  failed: 'Nie udało się zmienić ustawienia powiadomień. Spróbuj ponownie.',
  /** The notification's title when a push carries none. */
  fallbackTitle: 'Nowa wiadomość o akcji',
} as const;

/** The API's answers about a push subscription. */
export const PUSH_SERVER_TEXTS = {
  httpsOnly: 'Adres powiadomień musi zaczynać się od https://',
} as const;
