import { describe, expect, it } from 'vitest';
import { makeAction } from '../../../test/render';
import { bulkLabel, bulkOutcome, outsideAvailability, withRetry } from './bulk-change';

describe('bulkOutcome', () => {
  const labels = new Map([
    ['a-1', 'Pierwsza'],
    ['a-2', 'Druga'],
    ['a-3', 'Trzecia'],
  ]);

  it('splits the rows into changed and refused in the order answered, each with its label', () => {
    const outcome = bulkOutcome(
      [
        { uuid: 'a-2', ok: true },
        { uuid: 'a-1', ok: false, error: 'E_ACTION_NOT_EDITABLE', text: 'Tej akcji nie można już edytować.' },
        { uuid: 'a-3', ok: true },
      ],
      labels,
    );
    expect(outcome.changed).toEqual([
      { uuid: 'a-2', label: 'Druga' },
      { uuid: 'a-3', label: 'Trzecia' },
    ]);
    // The server's text repeats the catalogue's: said once.
    expect(outcome.refused).toEqual([
      {
        uuid: 'a-1',
        label: 'Pierwsza',
        code: 'E_ACTION_NOT_EDITABLE',
        reason: 'Tej akcji nie można już edytować.',
      },
    ]);
  });

  it("reads a code through the catalogue, keeps the server's own words as the detail, and an unknown code as the generic text", () => {
    const outcome = bulkOutcome(
      [
        { uuid: 'a-1', ok: false, error: 'E_HOSTESS_BUSY', text: 'Ola Kowalska ma już akcję AK-9.' },
        { uuid: 'zz', ok: false, error: 'E_SOMETHING_NEW' },
      ],
      labels,
    );
    expect(outcome.refused).toEqual([
      {
        uuid: 'a-1',
        label: 'Pierwsza',
        code: 'E_HOSTESS_BUSY',
        reason: 'Hostessa ma w tym czasie inną akcję.',
        detail: 'Ola Kowalska ma już akcję AK-9.',
      },
      // A row the page no longer knows keeps its uuid as its label.
      { uuid: 'zz', label: 'zz', code: 'E_SOMETHING_NEW', reason: 'Wystąpił błąd.' },
    ]);
    expect(outcome.changed).toEqual([]);
    expect(outsideAvailability(outcome)).toEqual([]);
  });

  it('picks the rows refused only for the hostess’s declared hours, which a reason lets through', () => {
    const outcome = bulkOutcome(
      [
        { uuid: 'a-1', ok: false, error: 'E_OUTSIDE_AVAILABILITY', text: 'Ola poza godzinami.' },
        { uuid: 'a-2', ok: false, error: 'E_HOSTESS_BUSY' },
        { uuid: 'a-3', ok: false, error: 'E_OUTSIDE_AVAILABILITY' },
      ],
      labels,
    );
    expect(outsideAvailability(outcome)).toEqual(['a-1', 'a-3']);
  });

  it('labels an action by its name, Id, date and hours', () => {
    expect(bulkLabel(makeAction())).toBe('Degustacja · AK-1 · 2026-11-23 08:00–16:00');
  });
});

describe('withRetry', () => {
  it('gives the rows sent again their new outcome and keeps every other row as it was', () => {
    const first = {
      changed: [{ uuid: 'a-1', label: 'Pierwsza' }],
      refused: [
        { uuid: 'a-2', label: 'Druga', code: 'E_OUTSIDE_AVAILABILITY', reason: 'poza' },
        { uuid: 'a-3', label: 'Trzecia', code: 'E_HOSTESS_BUSY', reason: 'zajęta' },
        { uuid: 'a-4', label: 'Czwarta', code: 'E_OUTSIDE_AVAILABILITY', reason: 'poza' },
      ],
    };
    const retry = {
      changed: [{ uuid: 'a-2', label: 'Druga' }],
      refused: [{ uuid: 'a-4', label: 'Czwarta', code: 'E_HOSTESS_BUSY', reason: 'zajęta' }],
    };
    expect(withRetry(first, retry)).toEqual({
      changed: [
        { uuid: 'a-1', label: 'Pierwsza' },
        { uuid: 'a-2', label: 'Druga' },
      ],
      refused: [
        { uuid: 'a-3', label: 'Trzecia', code: 'E_HOSTESS_BUSY', reason: 'zajęta' },
        { uuid: 'a-4', label: 'Czwarta', code: 'E_HOSTESS_BUSY', reason: 'zajęta' },
      ],
    });
  });
});
