// Polish texts of the bulk changes on Akcje (issue 32): the selection, the four changes and their
// result. A module of its own, not backoffice.ts: only the actions page's lazy code reads them, so
// they stay out of the back office's first load. Texts with '{name}' placeholders are filled with
// format() from './format'.

/** Bulk changes on Akcje (issue 32): the selection, the four changes and their result. */
export const ACTION_BULK = {
  /** The header checkbox: every row of the page. */
  selectPage: 'Zaznacz stronę',
  /** A row's checkbox; name: the action's name, ident: its Id. */
  selectRow: 'Zaznacz akcję {name} ({ident})',
  /** The bar above the table while rows are selected. */
  barLabel: 'Zmiany zaznaczonych akcji',
  selected: 'Zaznaczone akcje: {count}',
  /** The bar with nothing selected: its buttons wait for a selection. */
  noneSelected: 'Zaznacz akcje, aby zmienić je razem',
  clear: 'Wyczyść zaznaczenie',
  buttons: {
    status: 'Zmień status',
    user: 'Przypisz personel',
    shift: 'Przesuń',
    cancel: 'Anuluj',
  },
  titles: {
    status: 'Zmień status zaznaczonych akcji',
    user: 'Przypisz personel do zaznaczonych akcji',
    shift: 'Przesuń zaznaczone akcje',
    cancel: 'Anuluj zaznaczone akcje',
  },
  /** count: the rows the change is for. */
  intro: 'Zmiana obejmie zaznaczone akcje ({count}). Każda przechodzi te same kontrole co pojedyncza zmiana.',
  cancelQuestion: 'Czy anulować zaznaczone akcje ({count})?',
  status: 'Nowy status',
  user: 'Personel',
  searchPlaceholder: 'Szukaj po nazwisku',
  noPersonnel: 'Brak personelu',
  days: 'Dni',
  minutes: 'Minuty',
  shiftHint: 'Liczba ujemna przesuwa akcje wstecz.',
  shiftEmpty: 'Podaj przesunięcie o co najmniej jeden dzień lub jedną minutę.',
  back: 'Wróć',
  submit: 'Zastosuj',
  submitCancel: 'Anuluj akcje',
  result: {
    title: 'Wynik zmiany',
    /** count: the rows changed. */
    changed: 'Zmienione ({count})',
    /** count: the rows refused. */
    refused: 'Odrzucone ({count})',
    noneChanged: 'Żadna akcja nie została zmieniona.',
    noneRefused: 'Żadna akcja nie została odrzucona.',
    /** count: the rows refused only for the hostess's declared hours (ADR 0021). */
    outsideIntro:
      'Akcje poza dostępnością hostessy ({count}) możesz zmienić mimo to, podając powód. Zostanie zapisany przy każdej z nich.',
    overrideReason: 'Powód przypisania poza dostępnością',
    overrideSave: 'Zmień mimo to',
    close: 'OK',
  },
} as const;
