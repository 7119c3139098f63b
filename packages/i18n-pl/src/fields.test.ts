import { describe, expect, it } from 'vitest';
import { fieldLabel, isServerText, validationText } from './fields.ts';
import { ACTION_TEXTS, CSV_TEXTS } from './server.ts';

describe('validationText', () => {
  it('names the field in Polish with the server message (ASM saving in a second territory)', () => {
    expect(validationText([{ path: 'action.area', message: ACTION_TEXTS.areaOutsideTerritory }])).toBe(
      'Niepoprawne dane. Sprawdź wypełnione pola. Obszar: Obszar nie należy do terytorium akcji.',
    );
  });
  it('labels nested paths by their owner and leaves a zod message in English out', () => {
    expect(fieldLabel('action.since.date')).toBe('Początek');
    expect(fieldLabel('action.users.0.uuid')).toBe('Personel');
    expect(fieldLabel('whatever.unknown')).toBeNull();
    expect(validationText([{ path: 'action.until', message: 'Invalid input: expected object' }])).toBe(
      'Niepoprawne dane. Sprawdź wypełnione pola. Koniec.',
    );
  });
  it('knows the server texts with their placeholders filled', () => {
    expect(isServerText('Linia 3: nie ma eventu „X”')).toBe(true);
    expect(isServerText(CSV_TEXTS.notUtf8)).toBe(true);
    expect(isServerText('Expected string, received number')).toBe(false);
  });
  it('is the plain catalogue text without fields', () => {
    expect(validationText([])).toBe('Niepoprawne dane. Sprawdź wypełnione pola.');
  });
});
