// The demo data set's fixed parts: territories, cities with real coordinates and streets, shop
// names, events and survey comments.

export const TERRITORIES = [
  { ident: 'PL-PN', name: 'Północ', areas: ['PL-PN-POMORZE', 'PL-PN-WARMIA'] },
  { ident: 'PL-PD', name: 'Południe', areas: ['PL-PD-MALOPOLSKA', 'PL-PD-SLASK'] },
  { ident: 'PL-WS', name: 'Wschód', areas: ['PL-WS-MAZOWSZE', 'PL-WS-LUBELSZCZYZNA'] },
  { ident: 'PL-ZC', name: 'Zachód', areas: ['PL-ZC-WIELKOPOLSKA', 'PL-ZC-DOLNY-SLASK'] },
] as const;

/** The areas' names ('Regionalizacja' shows them beside their Ids). */
export const AREA_NAMES: Record<string, string> = {
  'PL-PN-POMORZE': 'Pomorze',
  'PL-PN-WARMIA': 'Warmia',
  'PL-PD-MALOPOLSKA': 'Małopolska',
  'PL-PD-SLASK': 'Śląsk',
  'PL-WS-MAZOWSZE': 'Mazowsze',
  'PL-WS-LUBELSZCZYZNA': 'Lubelszczyzna',
  'PL-ZC-WIELKOPOLSKA': 'Wielkopolska',
  'PL-ZC-DOLNY-SLASK': 'Dolny Śląsk',
};

/** City, territory index, area index, centre coordinates, real streets, postal code prefix. */
export const CITIES: {
  city: string;
  t: number;
  a: number;
  lat: number;
  lng: number;
  streets: string[];
  postal: string;
}[] = [
  {
    city: 'Gdańsk',
    t: 0,
    a: 0,
    lat: 54.352,
    lng: 18.6466,
    streets: ['Długa', 'Grunwaldzka', 'Piwna', 'Wały Jagiellońskie', 'Rajska'],
    postal: '80',
  },
  {
    city: 'Gdynia',
    t: 0,
    a: 0,
    lat: 54.5189,
    lng: 18.5305,
    streets: ['Świętojańska', 'Starowiejska', '10 Lutego', 'Władysława IV'],
    postal: '81',
  },
  {
    city: 'Sopot',
    t: 0,
    a: 0,
    lat: 54.4418,
    lng: 18.5601,
    streets: ['Bohaterów Monte Cassino', 'Grunwaldzka'],
    postal: '81',
  },
  {
    city: 'Olsztyn',
    t: 0,
    a: 1,
    lat: 53.7784,
    lng: 20.4801,
    streets: ['Prosta', 'Piłsudskiego', 'Kościuszki'],
    postal: '10',
  },
  {
    city: 'Bydgoszcz',
    t: 0,
    a: 1,
    lat: 53.1235,
    lng: 18.0084,
    streets: ['Gdańska', 'Dworcowa', 'Mostowa'],
    postal: '85',
  },
  {
    city: 'Kraków',
    t: 1,
    a: 0,
    lat: 50.0614,
    lng: 19.9366,
    streets: ['Floriańska', 'Grodzka', 'Karmelicka', 'Długa', 'Starowiślna'],
    postal: '31',
  },
  { city: 'Tarnów', t: 1, a: 0, lat: 50.0121, lng: 20.9858, streets: ['Wałowa', 'Krakowska'], postal: '33' },
  {
    city: 'Katowice',
    t: 1,
    a: 1,
    lat: 50.2649,
    lng: 19.0238,
    streets: ['Mariacka', 'Stawowa', '3 Maja', 'Chorzowska'],
    postal: '40',
  },
  {
    city: 'Gliwice',
    t: 1,
    a: 1,
    lat: 50.2945,
    lng: 18.6714,
    streets: ['Zwycięstwa', 'Dolnych Wałów'],
    postal: '44',
  },
  {
    city: 'Warszawa',
    t: 2,
    a: 0,
    lat: 52.2297,
    lng: 21.0122,
    streets: ['Marszałkowska', 'Nowy Świat', 'Puławska', 'Grójecka', 'Targowa', 'Chmielna'],
    postal: '00',
  },
  {
    city: 'Radom',
    t: 2,
    a: 0,
    lat: 51.4027,
    lng: 21.1471,
    streets: ['Żeromskiego', 'Traugutta'],
    postal: '26',
  },
  {
    city: 'Lublin',
    t: 2,
    a: 1,
    lat: 51.2465,
    lng: 22.5684,
    streets: ['Krakowskie Przedmieście', 'Lipowa', 'Narutowicza'],
    postal: '20',
  },
  {
    city: 'Białystok',
    t: 2,
    a: 1,
    lat: 53.1325,
    lng: 23.1688,
    streets: ['Lipowa', 'Sienkiewicza'],
    postal: '15',
  },
  {
    city: 'Poznań',
    t: 3,
    a: 0,
    lat: 52.4064,
    lng: 16.9252,
    streets: ['Półwiejska', 'Święty Marcin', 'Głogowska', 'Garbary'],
    postal: '61',
  },
  {
    city: 'Kalisz',
    t: 3,
    a: 0,
    lat: 51.7611,
    lng: 18.091,
    streets: ['Śródmiejska', 'Górnośląska'],
    postal: '62',
  },
  {
    city: 'Wrocław',
    t: 3,
    a: 1,
    lat: 51.1079,
    lng: 17.0385,
    streets: ['Świdnicka', 'Oławska', 'Legnicka', 'Kazimierza Wielkiego'],
    postal: '50',
  },
  {
    city: 'Legnica',
    t: 3,
    a: 1,
    lat: 51.207,
    lng: 16.1553,
    streets: ['Najświętszej Marii Panny', 'Chojnowska'],
    postal: '59',
  },
];

export const SHOPS = [
  'Żabka',
  'Lewiatan',
  'Carrefour Express',
  'Stokrotka',
  'Delikatesy Centrum',
  'Inmedio',
  'Relay',
  'Groszek',
  'ABC',
  'Freshmarket',
  'Biedronka',
  'Dino',
];

export const EVENTS = [
  { name: 'Glo Hyper Tour', chain: 'Żabka', territories: [0, 1] },
  { name: 'Velo Sampling Jesień', chain: 'Lewiatan', territories: [2, 3] },
  { name: 'Vuse Go Promocja', chain: null, territories: [0, 2] },
  { name: 'Neo Degustacje', chain: 'Carrefour Express', territories: [1, 3] },
] as const;

export const ACTION_NAMES = [
  'Degustacja Velo',
  'Prezentacja Glo Hyper',
  'Promocja Vuse Go',
  'Sampling Neo',
  'Dzień marki Glo',
  'Akcja weekendowa',
  'Prezentacja nowości',
];

export const COMMENTS = [
  'Duże zainteresowanie klientów, zabrakło próbek pod koniec dnia.',
  'Sprzedawca bardzo pomocny, ekspozycja przygotowana wzorowo.',
  'Mały ruch w godzinach popołudniowych.',
  'Klienci pytali głównie o Glo Hyper X2.',
  'Brak miejsca na meblu, produkty ustawione przy kasie.',
  'Przeszkolono dwóch sprzedawców.',
  '',
];

export const WINDOWS: [number, number][] = [
  [10, 14],
  [12, 18],
  [14, 20],
  [9, 13],
  [16, 21],
];
