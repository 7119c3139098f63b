import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_IDENT_MAX, eventIdent } from './event-id.ts';

const now = new Date('2026-11-22T10:00:00Z');

describe('eventIdent', () => {
  it('is the name and DD.MM.YYYY, as the demo data has it (SPEC §2)', () => {
    expect(eventIdent('Glo Hyper Tour', now)).toBe('Glo Hyper Tour 22.11.2026');
    expect(eventIdent('  Żabka   Kraków  ', now)).toBe('Żabka Kraków 22.11.2026');
  });
  it('uses only the date when the name is empty', () => {
    expect(eventIdent('   ', now)).toBe('22.11.2026');
  });
  it("takes the day from Poland's calendar", () => {
    expect(eventIdent('x', new Date('2026-11-22T23:30:00Z'))).toBe('x 23.11.2026');
  });
  it('fits the id limit and always ends in the date (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (name) => {
        const id = eventIdent(name, now);
        expect(id.endsWith('22.11.2026')).toBe(true);
        expect(id.length).toBeLessThanOrEqual(EVENT_IDENT_MAX);
        expect(id).toBe(id.trim());
      }),
    );
  });
});
