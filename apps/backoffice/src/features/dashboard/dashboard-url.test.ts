import { describe, expect, it } from 'vitest';
import { summaryBody, viewFromQuery, viewQuery } from './dashboard-url';

const now = new Date('2026-11-29T10:00:00Z');
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('the Pulpit view in the URL', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(viewFromQuery(new URLSearchParams(), now)).toEqual({
      since: '2026-10-31',
      until: '2026-11-29',
      events: [],
      territories: [],
    });
  });
  it('reads a range and the filters, dropping what is malformed', () => {
    const q = new URLSearchParams({
      since: '2026-01-01',
      until: '2026-01-31',
      events: `${A},nope,${A}`,
      territories: B,
    });
    expect(viewFromQuery(q, now)).toEqual({
      since: '2026-01-01',
      until: '2026-01-31',
      events: [A],
      territories: [B],
    });
    expect(viewFromQuery(new URLSearchParams({ since: '2026-02-01', until: '2026-01-01' }), now).since).toBe(
      '2026-10-31',
    );
    expect(viewFromQuery(new URLSearchParams({ since: '2024-01-01', until: '2026-01-01' }), now).since).toBe(
      '2026-10-31',
    );
  });
  it('writes a view back to the same query and to the call', () => {
    const view = { since: '2026-01-01', until: '2026-01-31', events: [A], territories: [] };
    expect(viewFromQuery(viewQuery(view), now)).toEqual(view);
    expect(viewQuery(view).has('territories')).toBe(false);
    expect(summaryBody(view)).toEqual({ since: '2026-01-01', until: '2026-01-31', events: { uuids: [A] } });
  });
});
