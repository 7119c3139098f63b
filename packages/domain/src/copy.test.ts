import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COPY_FIELDS,
  type CopyChecks,
  clampCopyCount,
  copiesToMake,
  copyActionInput,
  copyPlan,
  copyProgress,
  DEFAULT_COPY_CHECKS,
  isCopyFinished,
  isValidCopyCount,
} from './copy.ts';
import { actionInput } from './entities.ts';

const action = {
  uuid: 'a1',
  name: 'Akcja 1',
  type: { ident: 'Standard' as const },
  event: { uuid: 'e1', name: 'Event' },
  territory: { uuid: 't1', ident: 'T1' },
  area: { uuid: 'ar1' },
  since: { date: '2026-11-22 08:00:00' },
  until: { date: '2026-11-22 16:00:00' },
  actionPoints: [{ point: { uuid: 'p1' } }, { point: { uuid: 'p0' }, trash: true }],
  users: [
    { uuid: 'u1', firstname: 'Anna' },
    { uuid: 'u0', trash: true },
  ],
  excerpt: null,
  description: 'opis',
};
const only = (field?: (typeof COPY_FIELDS)[number]): CopyChecks => ({
  ...DEFAULT_COPY_CHECKS,
  ...(field ? { [field]: false } : {}),
});

describe('copyActionInput', () => {
  it('keeps everything when all are checked, without identity or trashed entries', () => {
    const copy = copyActionInput(action, DEFAULT_COPY_CHECKS);
    expect(copy).toEqual({
      name: 'Akcja 1',
      type: { ident: 'Standard' },
      event: { uuid: 'e1' },
      territory: { uuid: 't1' },
      area: { uuid: 'ar1' },
      since: { date: '2026-11-22 08:00:00' },
      until: { date: '2026-11-22 16:00:00' },
      actionPoints: [{ point: { uuid: 'p1' } }],
      users: [{ uuid: 'u1', firstname: 'Anna' }],
      excerpt: null,
      description: 'opis',
    });
    expect(actionInput.safeParse(copy).success).toBe(true);
  });
  it('clears the name when name is unchecked', () => {
    expect(copyActionInput(action, only('name')).name).toBe('');
  });
  it('clears locations when location is unchecked', () => {
    expect(copyActionInput(action, only('location')).actionPoints).toEqual([]);
  });
  it('clears both since and until when date or time is unchecked', () => {
    for (const f of ['date', 'time'] as const) {
      const copy = copyActionInput(action, only(f));
      expect(copy.since).toBeNull();
      expect(copy.until).toBeNull();
    }
  });
  it('empties users when personnel is unchecked', () => {
    expect(copyActionInput(action, only('personnel')).users).toEqual([]);
  });
  it('handles an action without links', () => {
    const copy = copyActionInput({ name: 'x', type: { ident: 'Horeca' } }, DEFAULT_COPY_CHECKS);
    expect(copy).toMatchObject({
      event: null,
      territory: null,
      area: null,
      since: null,
      until: null,
      actionPoints: [],
      users: [],
    });
  });
  it('each unchecked box affects only its own fields (property)', () => {
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(COPY_FIELDS.map((f) => [f, fc.boolean()])) as Record<
            keyof CopyChecks,
            fc.Arbitrary<boolean>
          >,
        ),
        (checks) => {
          const copy = copyActionInput(action, checks);
          expect(copy.name === '').toBe(!checks.name);
          expect(copy.actionPoints.length === 0).toBe(!checks.location);
          expect(copy.since === null && copy.until === null).toBe(!(checks.date && checks.time));
          expect(copy.users.length === 0).toBe(!checks.personnel);
          expect(copy.event).toEqual({ uuid: 'e1' });
        },
      ),
    );
  });
});

describe('copy count', () => {
  it('accepts whole numbers 1..100', () => {
    expect(isValidCopyCount(1)).toBe(true);
    expect(isValidCopyCount(100)).toBe(true);
    expect(isValidCopyCount(101)).toBe(false);
    expect(isValidCopyCount(0)).toBe(false);
    expect(isValidCopyCount(1.5)).toBe(false);
    expect(isValidCopyCount('5')).toBe(false);
  });
  it('clamps input to 1..100 with default 1', () => {
    expect(clampCopyCount(100)).toBe(100);
    expect(clampCopyCount(101)).toBe(100);
    expect(clampCopyCount(0)).toBe(1);
    expect(clampCopyCount(-3)).toBe(1);
    expect(clampCopyCount('7')).toBe(7);
    expect(clampCopyCount('')).toBe(1);
    expect(clampCopyCount('abc')).toBe(1);
    expect(clampCopyCount(undefined)).toBe(1);
    expect(clampCopyCount(Number.POSITIVE_INFINITY)).toBe(1);
    expect(clampCopyCount(3.9)).toBe(3);
  });
  it('always yields a valid count (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), (v) => {
        expect(isValidCopyCount(clampCopyCount(v))).toBe(true);
      }),
    );
  });
});

describe('copy progress', () => {
  it('counts 1/Y up to Y/Y while remaining goes down, finishing at 1', () => {
    const total = 3;
    const seen: string[] = [];
    let remaining = total;
    for (;;) {
      const { done } = copyProgress(total, remaining);
      seen.push(`${done}/${total}`);
      if (isCopyFinished(remaining)) break;
      remaining -= 1;
    }
    expect(seen).toEqual(['1/3', '2/3', '3/3']);
    expect(isCopyFinished(2)).toBe(false);
    expect(isCopyFinished(0)).toBe(true);
  });
});

describe('copyPlan', () => {
  it('lets copies without people or time all through', () => {
    const plan = copyPlan(3, ['x'], false, 'kopia 1');
    expect(plan.map((r) => r.clash)).toEqual([null, null, null]);
    expect(copiesToMake(plan, 'all')).toBe(3);
  });
  it('marks every copy when the first already clashes, and the later ones with the first otherwise', () => {
    const clashing = copyPlan(2, ['Ola koliduje z AK-000001'], true, 'kopia 1');
    expect(clashing.map((r) => r.clash)).toEqual(['Ola koliduje z AK-000001', 'Ola koliduje z AK-000001']);
    expect([copiesToMake(clashing, 'all'), copiesToMake(clashing, 'skip')]).toEqual([0, 0]);
    const free = copyPlan(3, [], true, 'kopia 1');
    expect(free.map((r) => r.clash)).toEqual([null, 'kopia 1', 'kopia 1']);
    expect([copiesToMake(free, 'all'), copiesToMake(free, 'skip')]).toEqual([0, 1]);
  });
});
