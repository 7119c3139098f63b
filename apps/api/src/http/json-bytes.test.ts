import { describe, expect, it } from 'vitest';
import { jsonBytes } from './json-bytes';

const same = (value: unknown) => expect(jsonBytes(value).toString('utf8')).toBe(JSON.stringify(value));

describe('jsonBytes', () => {
  it('writes the bytes JSON.stringify writes, for a list page with Polish text', () => {
    const action = (i: number) => ({
      uuid: `a-${i}`,
      name: `Degustacja „Velo” – Łódź ${i} ążźśćńłęó 🎉 "cudzysłów" \\ \n\t\u2028`,
      since: i % 3 ? { date: '2026-11-23 10:00:00' } : null,
      date: i % 3 ? '2026-11-23' : undefined,
      users: [{ uuid: 'u', firstname: 'Żaneta', active: true }],
      startLat: i % 2 ? 52.2297 : null,
      outOfBounds: false,
    });
    same({
      status: { success: true },
      data: { actions: Array.from({ length: 100 }, (_, i) => action(i)), count: 1001 },
    });
  });

  it('leaves out and writes as null what JSON.stringify does', () => {
    same({
      a: undefined,
      b: () => 1,
      c: Symbol('x'),
      d: [undefined, () => 1, Symbol('y'), null],
      e: Number.NaN,
    });
    same({ status: { success: true }, data: [] });
    same({ data: { nested: { deeper: { deepest: { list: [1, 'dwa', { trzy: 3 }] } } } } });
  });

  it('writes what has its own JSON form as JSON.stringify does (dates, toJSON, class instances)', () => {
    class Box {
      x = 1;
      hidden = undefined;
    }
    same({
      when: new Date(Date.UTC(2026, 10, 23)),
      own: { toJSON: () => 'własny' },
      box: new Box(),
      list: [new Date(0)],
    });
    same({ '2': 'b', '1': 'a', z: 'ź', 10: 'dziesięć' });
    same({ empty: {}, none: null, zero: -0, big: 1e21, text: '' });
  });
});
