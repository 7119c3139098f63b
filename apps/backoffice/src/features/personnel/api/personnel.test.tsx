import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../shared/stores/session';
import { makeUser, pagedHostesses, renderAppHook, stubApi } from '../../../test/render';
import { usePersonnelList } from './personnel';

describe('usePersonnelList', () => {
  it('answers every hostess of the territory with her days, however many pages', async () => {
    useSession.setState({
      token: { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } },
      user: makeUser({ role: { uuid: 'ASM' }, territories: [{ uuid: 't1', ident: 'WAW' }] }),
    });
    const { hostesses, bodies, userList } = pagedHostesses(2000);
    stubApi({ userList });
    const { result } = renderAppHook(() => usePersonnelList('2026-11-24', '2026-11-30', null));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((p) => p.uuid)).toEqual(hostesses.map((h) => h.uuid));
    // 2 000 fill two pages exactly: the third answers none and ends the list.
    expect(bodies.map((b) => b.pagination.page)).toEqual([0, 1, 2]);
    for (const body of bodies)
      expect(body).toMatchObject({
        role: { uuid: 'HST' },
        territory: { uuid: 't1' },
        availability: { since: '2026-11-24 00:00:00', until: '2026-11-30 23:59:59' },
      });
  });
});
