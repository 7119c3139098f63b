import { EMPTY } from '@tourplanner/i18n-pl/common';
import { describe, expect, it } from 'vitest';
import { makeAction } from '../../test/render';
import { personnelText } from './format';

describe('personnelText', () => {
  it('names the hostesses, a deactivated one marked, a removed one left out', () => {
    const a = makeAction({
      users: [
        { uuid: 'h1', firstname: 'Ola', lastname: 'Kowalska', active: true },
        { uuid: 'h2', firstname: 'Ewa', lastname: 'Dawna', active: false },
        { uuid: 'h3', firstname: 'Usunięta', lastname: 'Z akcji', trash: true },
      ],
    });
    expect(personnelText(a)).toBe('Ola Kowalska, Ewa Dawna (nieaktywna)');
    expect(personnelText(makeAction({ users: [] }))).toBe(EMPTY.dash);
  });
});
