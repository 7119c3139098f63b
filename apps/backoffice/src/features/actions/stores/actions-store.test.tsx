import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppHook, stubApi } from '../../../test/render';
import { useActionList } from '../api/action-list';
import { useActions } from './actions-store';

describe('the actions list state', () => {
  it('the month filter covers the first to the last day of the month', async () => {
    const spy = stubApi({ actionList: () => ({ actions: [], count: 0 }) });
    useActions.getState().setMonth(2026, 2);
    renderAppHook(() => useActionList());
    await waitFor(() => expect(spy).toHaveBeenCalled());
    const body = spy.mock.calls[0]![1] as { actions: { since: string; until: string } };
    expect(body.actions.since).toBe('2026-02-01 00:00:00');
    expect(body.actions.until).toBe('2026-02-28 23:59:59');
    expect(useActions.getState().month).toBe('2026-02');
  });
});
