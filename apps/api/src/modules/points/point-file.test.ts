// A point import file's header: the documented Polish names in any case, with or without Polish
// letters, their other Polish names and the English ones all name the same columns.
import { describe, expect, it } from 'vitest';
import { readPointRows } from './point-file';

const ROW = ['P-1', 'Sklep', 'Żabka', 'Długa', '5', 'Łódź', '90-001', 'T-1', '51,77', '19.46'];
const read = (header: string[]) =>
  readPointRows([
    { line: 1, cells: header },
    { line: 2, cells: ROW },
  ]);
const EXPECTED = [
  {
    row: 2,
    territoryIdent: 'T-1',
    values: expect.objectContaining({ ident: 'P-1', postalCode: '90-001', lat: 51.77, lng: 19.46 }),
  },
];

describe('point file header', () => {
  it('reads the documented names, with or without Polish letters, in any case', () => {
    const documented = ['ident', 'nazwa', 'sieć', 'ulica', 'numer', 'miasto', 'kod pocztowy', 'terytorium'];
    expect(read([...documented, 'szerokość', 'długość'])).toEqual(EXPECTED);
    expect(read([...documented.map((h) => h.toUpperCase()), 'SZEROKOSC', 'Dlugosc'])).toEqual(EXPECTED);
  });

  it('reads the other Polish names and the English ones', () => {
    const polish = ['Id', 'Nazwa', 'Siec', 'Ulica', 'Nr', 'Miasto', 'KOD_POCZTOWY', 'Terytorium (ident)'];
    expect(read([...polish, 'Szerokość geograficzna', 'Długość geograficzna'])).toEqual(EXPECTED);
    const english = [
      'id',
      'name',
      'chain',
      'street',
      'number',
      'city',
      'postal code',
      'territory',
      'lat',
      'lon',
    ];
    expect(read(english)).toEqual(EXPECTED);
  });

  it('names a missing column by its documented Polish name', () => {
    expect(() => read(['ident', 'nazwa'])).toThrow(
      expect.objectContaining({
        fields: [
          expect.objectContaining({ message: expect.stringContaining('ulica, numer, miasto, kod pocztowy') }),
        ],
      }),
    );
  });
});
