import { waitFor } from '@testing-library/react';
import { pointListBody } from '@tourplanner/domain/wire/points';
import { describe, expect, it } from 'vitest';
import { pagedRows, renderAppHook, stubApi } from '../../../test/render';
import { usePoints } from './points';

describe('usePoints', () => {
  it('answers every point of the event in the territory, however many pages', async () => {
    const points = Array.from({ length: 2500 }, (_, i) => ({
      uuid: `p-${i}`,
      ident: `P${i}`,
      name: `Sklep ${i}`,
      address: { streetAddress: 'Długa', streetNumber: String(i), cityName: 'Warszawa' },
    }));
    const { bodies, answer } = pagedRows(points, pointListBody);
    stubApi({ pointList: answer });
    const { result } = renderAppHook(() => usePoints('e1', 't1'));
    await waitFor(() => expect(result.current).toHaveLength(points.length));
    expect(result.current.map((p) => p.uuid)).toEqual(points.map((p) => p.uuid));
    expect(bodies.map((b) => b.pagination)).toEqual([0, 1, 2].map((page) => ({ page, pageSize: 1000 })));
    for (const body of bodies)
      expect(body).toMatchObject({ event: { uuid: 'e1' }, territory: { uuid: 't1' } });
  });
});
