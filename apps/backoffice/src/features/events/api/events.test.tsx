import { waitFor } from '@testing-library/react';
import { eventListBody } from '@tourplanner/domain/wire/events';
import { describe, expect, it } from 'vitest';
import { makeEvent, pagedRows, renderAppHook, stubApi } from '../../../test/render';
import { useEventList } from './events';

describe('useEventList', () => {
  it('answers every event of the range, however many pages (the screen shows no pages)', async () => {
    const events = Array.from({ length: 1234 }, (_, i) => makeEvent({ uuid: `e-${i}`, ident: `E${i}` }));
    const { bodies, answer } = pagedRows(events, eventListBody);
    stubApi({ eventList: answer });
    const { result } = renderAppHook(() => useEventList({ since: '2026-11-24', until: '2026-12-01' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((e) => e.uuid)).toEqual(events.map((e) => e.uuid));
    expect(bodies.map((b) => b.pagination)).toEqual([0, 1, 2].map((page) => ({ page, pageSize: 500 })));
    for (const body of bodies)
      expect(body).toMatchObject({ since: '2026-11-24 00:00:00', until: '2026-12-01 23:59:59' });
  });
});
