// Attendance and confirmation (issue 29): the hostess confirms her accepted action, the back
// office shows where each action stands. Apart from the big files so that only the screens that
// show it carry these texts.

/** The attendance states (packages/domain/src/attendance.ts) by name, as filters and marks say them. */
export const ATTENDANCE_STATE_NAMES = {
  unconfirmed: 'Niepotwierdzona',
  confirmed: 'Potwierdzona',
  started_on_time: 'Rozpoczęta na czas',
  started_late: 'Rozpoczęta z opóźnieniem',
  no_show: 'Nierozpoczęta',
  finished: 'Zakończona',
  finished_early: 'Zakończona przed czasem',
} as const;

/** The back office's filter: its label (the list's empty text names it). */
export const ATTENDANCE_FILTER = { label: 'Obecność', placeholder: 'Wszystkie' } as const;

/** The back office: the mark beside Personel. */
export const ATTENDANCE_BACKOFFICE = {
  /** The mark's tooltip, '{date}' as 'DD.MM HH:mm'. */
  confirmed: 'Potwierdziła udział {date}',
  unconfirmed: 'Nie potwierdziła udziału',
  /** Past the planned start without a start. */
  notStartedYet: 'Nie rozpoczęła ({minutes} min po czasie)',
  startedOnTime: 'Rozpoczęła na czas',
  startedLate: 'Spóźniona {minutes} min',
  noShow: 'Nie rozpoczęła',
  finished: 'Zakończyła',
  finishedEarly: 'Zakończyła przed czasem',
} as const;

/** The webform: her card's confirmation. */
export const ATTENDANCE_WEBFORM = {
  confirm: 'Potwierdź udział',
  confirmed: 'Potwierdzono',
  confirmFailed: 'Nie udało się potwierdzić udziału. Spróbuj ponownie.',
  confirmQueued:
    'Brak połączenia. Potwierdzenie zapisano na telefonie i zostanie wysłane, gdy wróci połączenie.',
  /** The queue's line when only confirmations wait (no photos). */
  confirmWaiting: 'Potwierdzenie udziału czeka na wysłanie',
} as const;

/** The API: the history entry of her confirmation. */
export const ATTENDANCE_SERVER = {
  historyConfirmed: 'Hostessa potwierdziła udział',
} as const;
