import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_SLUG_MAX, eventIdent, eventSlug } from './event-id.ts';

const now = new Date('2026-11-22T10:00:00Z');

describe('eventIdent', () => {
  it('joins the slug of the name and DD.MM.YYYY', () => {
    expect(eventIdent('Żabka Kraków', now)).toBe('zabka-krakow-22.11.2026');
    expect(eventIdent('  Łódź — Jesień 2026!  ', now)).toBe('lodz-jesien-2026-22.11.2026');
    expect(eventIdent('ZAŻÓŁĆ GĘŚLĄ JAŹŃ', now)).toBe('zazolc-gesla-jazn-22.11.2026');
    expect(eventIdent('Café Müller', now)).toBe('cafe-muller-22.11.2026');
  });
  it('uses only the date when the name has nothing usable', () => {
    expect(eventIdent('   ', now)).toBe('22.11.2026');
    expect(eventIdent('!!!', now)).toBe('22.11.2026');
  });
  it("takes the day from Poland's calendar", () => {
    expect(eventIdent('x', new Date('2026-11-22T23:30:00Z'))).toBe('x-23.11.2026');
  });
  it('cuts long names without leaving a trailing dash', () => {
    const slug = eventSlug(`${'a'.repeat(59)} b`);
    expect(slug).toBe('a'.repeat(59));
    expect(eventSlug('b'.repeat(80))).toHaveLength(EVENT_SLUG_MAX);
  });
  it('always yields an id-safe string ending in the date (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const id = eventIdent(name, now);
        expect(id).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*-)?22\.11\.2026$/);
        expect(eventSlug(name).length).toBeLessThanOrEqual(EVENT_SLUG_MAX);
      }),
    );
  });
});
