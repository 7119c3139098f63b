import { act } from '@testing-library/react';
import { toast as uiToast } from '@tourplanner/ui/lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileAnswer, renderAppHook, stubApi } from '../../test/render';
import { useReportQueue } from '../stores/report-queue';
import {
  reportFileName,
  useReportQueuePolling,
  useReportQueueStatus,
  useRequestReport,
} from './report-queue';

const item = (uuid: string) => ({
  uuid,
  parameters: { since: '2026-11-01', until: '2026-11-08' },
  isMine: true,
  updated: { date: '2026-11-22 10:00:00' },
});

/** The shell's poller and the export dialog's request, as the app has them. */
const renderQueue = () =>
  renderAppHook(() => ({ poll: useReportQueuePolling(), request: useRequestReport() }));

afterEach(() => vi.useRealTimers());

describe('export queue', () => {
  it('names the file raport-{since}-{until}.xlsx', () => {
    expect(reportFileName(item('r'))).toBe('raport-2026-11-01-2026-11-08.xlsx');
  });

  it('requests, polls every 10 s while queued, then downloads the finished report', async () => {
    vi.useFakeTimers();
    const saved: string[] = [];
    globalThis.URL.createObjectURL = () => 'blob:x';
    globalThis.URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    let polls = 0;
    const spy = stubApi({
      reportRequest: () => item('r1'),
      reportStatus: () => {
        polls++;
        return polls < 3 ? { queued: [item('r1')], finished: [] } : { queued: [], finished: [item('r1')] };
      },
      reportDownload: () => fileAnswer(new Blob(['xlsx'])),
    });
    const { result } = renderQueue();
    await act(() =>
      result.current.request.mutateAsync({
        since: '2026-11-01',
        until: '2026-11-08',
        actions: { finished: true },
      }),
    );
    expect(spy).toHaveBeenCalledWith(
      'reportRequest',
      { actions: { finished: true }, pagination: { limit: 2048, offset: 0 } },
      { params: { format: 'xlsx', since: '2026-11-01', until: '2026-11-08' } },
    );
    expect(useReportQueue.getState().queueInProgress).toBe(true);
    expect(polls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(polls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(polls).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls).toBe(3);
    expect(useReportQueue.getState().queueInProgress).toBe(false);
    expect(saved).toEqual(['raport-2026-11-01-2026-11-08.xlsx']);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(polls).toBe(3);
    click.mockRestore();
  });

  it('does not download reports it did not ask for', async () => {
    const spy = stubApi({ reportStatus: () => ({ queued: [], finished: [item('old')] }) });
    // The export dialog opens: the queue is fetched.
    const { result } = renderAppHook(() => useReportQueueStatus(true));
    await vi.waitFor(() => expect(result.current.finished).toHaveLength(1));
    expect(spy.mock.calls.map((c) => c[0])).toEqual(['reportStatus']);
  });

  it('does not download a report the server could not build: a toast says so', async () => {
    const spy = stubApi({
      reportRequest: () => item('bad'),
      reportStatus: () => ({ queued: [], finished: [{ ...item('bad'), rows: null }] }),
    });
    const error = vi.spyOn(uiToast, 'error');
    const { result } = renderQueue();
    await act(() =>
      result.current.request.mutateAsync({ since: '2026-11-01', until: '2026-11-08', actions: {} }),
    );
    expect(spy.mock.calls.map((c) => c[0])).toEqual(['reportRequest', 'reportStatus']);
    expect(error).toHaveBeenCalledWith('Nie udało się przygotować raportu. Zamów go ponownie.');
    expect(useReportQueue.getState().awaiting).toEqual([]);
    error.mockRestore();
  });
});
