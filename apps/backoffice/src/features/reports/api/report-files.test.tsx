import { waitFor } from '@testing-library/react';
import { receiptListBody } from '@tourplanner/domain/wire/files';
import { describe, expect, it } from 'vitest';
import { fileAnswer, pagedRows, renderAppHook, stubApi } from '../../../test/render';
import { useReceiptPhotos } from './report-files';

describe('useReceiptPhotos', () => {
  it('names every receipt of the action, however many pages, and fetches no image itself', async () => {
    const receipts = Array.from({ length: 250 }, (_, i) => ({
      uuid: `r-${i}`,
      created: { date: '2026-11-24 10:00:00' },
    }));
    const { bodies, answer } = pagedRows(receipts, receiptListBody);
    const served: string[] = [];
    stubApi({
      receiptList: (body) => ({ receipts: answer(body) }),
      receiptServe: (body: { receipt: { uuid: string } }) => {
        served.push(body.receipt.uuid);
        return fileAnswer(new Blob(['jpeg'], { type: 'image/jpeg' }));
      },
    });
    const { result } = renderAppHook(() => useReceiptPhotos('a1'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toHaveLength(250);
    expect(result.current.data?.at(-1)?.label).toContain('250');
    expect(result.current.data?.map((p) => p.source)).toEqual(
      receipts.map((r) => ({ kind: 'receipt', uuid: r.uuid })),
    );
    expect(served).toEqual([]);
    expect(bodies.map((b) => b.pagination)).toEqual([0, 100, 200].map((offset) => ({ limit: 100, offset })));
    for (const body of bodies) expect(body.action).toEqual({ uuid: 'a1' });
  });
});
