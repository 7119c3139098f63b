import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAction, renderWithApp, stubApi } from '../../../test/render';
import { copyAction, setMonth, useActions } from './actions-store';

describe('copying an action', () => {
  it('creates the copies one by one with "Skopiowano akcję X/Y", then reloads and says "Kopiowanie ukończone!"', async () => {
    renderWithApp(<div />);
    const spy = stubApi({ actionCreate: () => makeAction(), actionList: () => ({ actions: [], count: 0 }) });
    await copyAction(
      makeAction({ name: 'Degustacja' }),
      { name: false, location: true, date: true, time: false, personnel: false },
      3,
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

  it('the month filter covers the first to the last day of the month', async () => {
    const spy = stubApi({ actionList: () => ({ actions: [], count: 0 }) });
    await setMonth(2026, 2);
    const body = spy.mock.calls[0]![1] as { actions: { since: string; until: string } };
    expect(body.actions.since).toBe('2026-02-01 00:00:00');
    expect(body.actions.until).toBe('2026-02-28 23:59:59');
  });
});
