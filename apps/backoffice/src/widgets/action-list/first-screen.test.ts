import { describe, expect, it } from 'vitest';
import { opensActionsList } from './first-screen';

describe('opensActionsList', () => {
  it('is the actions list and the root, nothing else', () => {
    expect(opensActionsList('/actions')).toBe(true);
    expect(opensActionsList('/')).toBe(true);
    expect(opensActionsList('/reports')).toBe(false);
    expect(opensActionsList('/actions/x')).toBe(false);
  });
});
