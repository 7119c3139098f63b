// The history names the offers as the webform does: its copy (kept apart so the back office's
// bundle does not carry the webform's offer texts) must not drift.
import { describe, expect, it } from 'vitest';
import { HISTORY_OFFERS } from './history.ts';
import { OFFERS } from './webform.ts';

describe('history texts', () => {
  it('names every offer as the webform does', () => {
    expect(HISTORY_OFFERS).toEqual(OFFERS.names);
  });
});
