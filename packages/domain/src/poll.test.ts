import { describe, expect, it } from 'vitest';
import { isYesAnswer, POLL_ANSWER } from './poll.ts';

describe('survey answers', () => {
  it("reads 'tak' as yes and anything else, or nothing, as no (SPEC §3 Poll)", () => {
    expect(isYesAnswer(POLL_ANSWER.yes)).toBe(true);
    for (const other of [POLL_ANSWER.no, 'TAK', 'yes', '', undefined]) expect(isYesAnswer(other)).toBe(false);
  });
});
