// Polish texts of the master-data screens of the back office: 'Lokalizacje' (/locations, the
// points) and 'Regionalizacja' (/regions, territories and areas). Texts with '{name}'
// placeholders are filled with format() from './format'.

/**
 * The columns of a point import file (/point/import) as documented; the API reads a header in any
 * case, with or without Polish letters, and also by the other names of POINT_COLUMN_ALIASES.
 */
export const POINT_COLUMNS = {
  ident: 'ident',
  name: 'nazwa',
  chain: 'sieć',
  streetAddress: 'ulica',
  streetNumber: 'numer',
  cityName: 'miasto',
  postalCode: 'kod pocztowy',
  territory: 'terytorium',
  lat: 'szerokość',
  lng: 'długość',
} as const;

/** Other Polish names a point import file may give a column. */
export const POINT_COLUMN_ALIASES: Partial<Record<keyof typeof POINT_COLUMNS, readonly string[]>> = {
  streetNumber: ['nr'],
  postalCode: ['kod'],
  lat: ['szerokość geograficzna'],
  lng: ['długość geograficzna'],
};

/** 'ident, nazwa, sieć, …': the documented columns in their order. */
export const POINT_COLUMN_LIST = Object.values(POINT_COLUMNS).join(', ');

export const LOCATIONS = {
  title: 'Lokalizacje',
  search: 'Szukaj',
  searchPlaceholder: 'Id, nazwa lub miasto',
  territoryFilter: 'Terytorium',
  allTerritories: 'Wszystkie terytoria',
  showRetired: 'Pokaż wycofane',
  add: 'Dodaj lokalizację',
  importFile: 'Importuj z pliku',
  importHint: `CSV lub XLSX z kolumnami: ${POINT_COLUMN_LIST}.`,
  empty: 'Brak lokalizacji',
  count: 'Lokalizacji: {count}',
  noCoordinates: 'brak współrzędnych',
  retired: 'wycofana',
  edit: 'Edytuj',
  columns: {
    ident: 'Id',
    name: 'Nazwa',
    address: 'Adres',
    city: 'Miasto',
    postalCode: 'Kod pocztowy',
    territory: 'Terytorium',
    coordinates: 'Współrzędne',
    chain: 'Sieć',
    actions: 'Akcje na wierszu',
  },
  modal: {
    createTitle: 'Nowa lokalizacja',
    editTitle: 'Edycja lokalizacji',
    ident: 'Id',
    name: 'Nazwa',
    chain: 'Sieć',
    streetAddress: 'Ulica',
    streetNumber: 'Numer',
    cityName: 'Miasto',
    postalCode: 'Kod pocztowy',
    territory: 'Terytorium',
    chooseTerritory: 'Wybierz terytorium',
    lat: 'Szerokość geograficzna',
    lng: 'Długość geograficzna',
    save: 'Zapisz',
    cancel: 'Anuluj',
    retire: 'Wycofaj',
    restore: 'Przywróć',
  },
  toasts: {
    created: 'Dodano lokalizację',
    saved: 'Zapisano lokalizację',
    retired: 'Wycofano lokalizację',
    restored: 'Przywrócono lokalizację',
    imported: 'Zaimportowano: nowych {created}, zmienionych {updated}, bez zmian {unchanged}',
  },
  importErrors: {
    title: 'Plik nie został zaimportowany',
    intro: 'Popraw wiersze poniżej i wczytaj plik ponownie. Nic nie zostało zapisane.',
    close: 'Zamknij',
  },
} as const;

export const REGIONS = {
  title: 'Regionalizacja',
  addTerritory: 'Dodaj terytorium',
  addArea: 'Dodaj obszar',
  empty: 'Brak terytoriów',
  noPermission: 'Brak uprawnień',
  retired: 'wycofane',
  areaRetired: 'wycofany',
  rename: 'Zmień nazwę',
  retire: 'Wycofaj',
  restore: 'Przywróć',
  areas: 'Obszary',
  noAreas: 'Brak obszarów',
  people: 'Osoby',
  noPeople: 'Brak osób',
  points: 'Lokalizacji: {count}',
  inactive: 'nieaktywny',
  roles: { HST: 'Hostessa', ASM: 'ASM', HSADM: 'HSADM', ADMIN: 'Administrator', CLIENT: 'Klient' },
  modal: {
    newTerritory: 'Nowe terytorium',
    editTerritory: 'Edycja terytorium',
    newArea: 'Nowy obszar',
    editArea: 'Edycja obszaru',
    ident: 'Id',
    name: 'Nazwa',
    save: 'Zapisz',
    cancel: 'Anuluj',
  },
  toasts: {
    saved: 'Zapisano',
    retired: 'Wycofano',
    restored: 'Przywrócono',
  },
} as const;
