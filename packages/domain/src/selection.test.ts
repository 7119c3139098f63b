import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addedPeople,
  chosen,
  eventRunsIn,
  locationsAfterEventChange,
  locationsForType,
  selectLocation,
  selectPerson,
  selectTerritory,
  trashAll,
} from './selection.ts';

const p = (uuid: string, trash?: boolean) => ({ point: { uuid }, ...(trash === undefined ? {} : { trash }) });
const ids = (list: { point: { uuid: string } }[]) => chosen(list).map((x) => x.point.uuid);
const uuids = (list: { uuid: string; trash?: boolean | null }[]) => chosen(list).map((x) => x.uuid);

describe('locations', () => {
  it('Horeca toggles many on and off', () => {
    let list = selectLocation([], p('a'), 'Horeca');
    list = selectLocation(list, p('b'), 'Horeca');
    expect(ids(list)).toEqual(['a', 'b']);
    list = selectLocation(list, p('a'), 'Horeca');
    expect(ids(list)).toEqual(['b']);
    expect(list).toHaveLength(2);
    list = selectLocation(list, p('a'), 'Horeca');
    expect(ids(list)).toEqual(['a', 'b']);
  });
  it('Standard keeps exactly one and marks the others trash', () => {
    let list = selectLocation(null, p('a'), 'Standard');
    list = selectLocation(list, p('b'), 'Standard');
    expect(ids(list)).toEqual(['b']);
    expect(list.find((x) => x.point.uuid === 'a')?.trash).toBe(true);
    list = selectLocation(list, p('b'), 'Standard');
    expect(ids(list)).toEqual(['b']);
    list = selectLocation(list, p('a'), 'Standard');
    expect(ids(list)).toEqual(['a']);
    expect(list).toHaveLength(2);
  });
  it('a switch to Standard keeps only the first chosen location', () => {
    const list = [p('a', true), p('b'), p('c')];
    expect(ids(locationsForType(list, 'Standard'))).toEqual(['b']);
    expect(ids(locationsForType(list, 'Horeca'))).toEqual(['b', 'c']);
    expect(locationsForType([], 'Standard')).toEqual([]);
  });
  it('an event change trashes every location', () => {
    const list = locationsAfterEventChange([p('a'), p('b', false)]);
    expect(ids(list)).toEqual([]);
    expect(list).toHaveLength(2);
    expect(trashAll(null)).toEqual([]);
  });
  it('Standard never leaves more than one chosen, whatever the clicks (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 30 }), (clicks) => {
        let list: ReturnType<typeof p>[] = [];
        for (const c of clicks) list = selectLocation(list, p(c), 'Standard');
        expect(ids(list)).toEqual(clicks.length ? [clicks.at(-1)] : []);
        expect(new Set(list.map((x) => x.point.uuid)).size).toBe(list.length);
      }),
    );
  });
  it('Horeca chooses what was clicked an odd number of times (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 30 }), (clicks) => {
        let list: ReturnType<typeof p>[] = [];
        for (const c of clicks) list = selectLocation(list, p(c), 'Horeca');
        const odd = ['a', 'b', 'c', 'd'].filter((k) => clicks.filter((c) => c === k).length % 2 === 1);
        expect([...ids(list)].sort()).toEqual(odd);
      }),
    );
  });
});

describe('single toggles (personnel, event territory)', () => {
  it('selecting a person trashes the others; selecting them again deselects', () => {
    let list = selectPerson([{ uuid: 'u1' }], { uuid: 'u2' });
    expect(uuids(list)).toEqual(['u2']);
    list = selectPerson(list, { uuid: 'u1' });
    expect(uuids(list)).toEqual(['u1']);
    list = selectPerson(list, { uuid: 'u1' });
    expect(uuids(list)).toEqual([]);
    expect(list).toHaveLength(2);
    expect(uuids(selectPerson(null, { uuid: 'x' }))).toEqual(['x']);
  });
  it('territory works the same way', () => {
    let list = selectTerritory([{ uuid: 't1', ident: 'T1', trash: false }], { uuid: 't2', ident: 'T2' });
    expect(uuids(list)).toEqual(['t2']);
    list = selectTerritory(list, { uuid: 't2', ident: 'T2' });
    expect(uuids(list)).toEqual([]);
    list = selectTerritory(list, { uuid: 't1', ident: 'T1' });
    expect(uuids(list)).toEqual(['t1']);
    expect(uuids(selectTerritory(undefined, { uuid: 't9', ident: 'T9' }))).toEqual(['t9']);
  });
  it('never has more than one chosen (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 30 }), (clicks) => {
        let list: { uuid: string; trash?: boolean | null }[] = [];
        for (const c of clicks) list = selectPerson(list, { uuid: c });
        expect(uuids(list).length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('eventRunsIn', () => {
  it('an event without territories runs everywhere; one with runs only in those not trashed', () => {
    expect(eventRunsIn({ territory: [] }, 't1')).toBe(true);
    expect(eventRunsIn({ territory: null }, 't1')).toBe(true);
    expect(eventRunsIn({ territory: [{ uuid: 't2' }] }, 't1')).toBe(false);
    expect(eventRunsIn({ territory: [{ uuid: 't1' }] }, 't1')).toBe(true);
    expect(eventRunsIn({ territory: [{ uuid: 't1', trash: true }, { uuid: 't2' }] }, 't1')).toBe(false);
    expect(eventRunsIn({ territory: [{ uuid: 't2' }] }, null)).toBe(true);
  });
});

describe('addedPeople', () => {
  it('is who an edit adds, not who the action already had', () => {
    expect(addedPeople(['h1', 'h2'], ['h2'])).toEqual(['h1']);
    expect(addedPeople(['h2'], ['h2'])).toEqual([]);
    expect(addedPeople(['h1'], [])).toEqual(['h1']);
  });
});
