import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAction, renderAppHook, stubApi } from '../../../test/render';
import { useActions } from '../stores/actions-store';
import { useActionList } from './action-list';
import { useCopyAction } from './action-writes';

describe('copying an action', () => {
  it('creates the copies one by one with "Skopiowano akcję X/Y", then reloads and says "Kopiowanie ukończone!"', async () => {
    const spy = stubApi({ actionCreate: () => makeAction(), actionList: () => ({ actions: [], count: 0 }) });
    // The list on screen is what the copies reload.
    const { result } = renderAppHook(() => ({ list: useActionList(), copy: useCopyAction() }));
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    await act(() =>
      result.current.copy.mutateAsync({
        action: makeAction({ name: 'Degustacja' }),
        checks: { name: false, location: true, date: true, time: false, personnel: false },
        count: 3,
      }),
    );
    const creates = spy.mock.calls.filter((c) => c[0] === 'actionCreate');
    expect(creates).toHaveLength(3);
    const body = (creates[0]![1] as { action: Record<string, unknown> }).action;
    expect(body.name).toBe('Nazwa akcji');
    expect(body.since).toBeNull();
    expect(body.until).toBeNull();
    expect(body.users).toEqual([]);
    expect(body.actionPoints).toHaveLength(1);
    for (const text of [
      'Skopiowano akcję 1/3',
      'Skopiowano akcję 2/3',
      'Skopiowano akcję 3/3',
      'Kopiowanie ukończone!',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(spy.mock.calls.at(-1)![0]).toBe('actionList');
    expect(useActions.getState().copyCurrent).toBe(0);
    expect(useActions.getState().copyVolume).toBe(0);
  });
});
