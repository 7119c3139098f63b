// Akcje's bulk changes (issue 32): selecting rows and the page, what clears a selection, the call
// each change makes, and the result dialog of what changed and what was refused.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Action } from '@tourplanner/domain/entities';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../shared/stores/session';
import { makeAction, makeUser, renderWithApp, seedReference, stubApi } from '../../test/render';
import { ActionsPage } from './ActionsPage';
import { useActions } from './stores/actions-store';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
const signIn = () => useSession.setState({ token, user: makeUser({ role: { uuid: 'ASM' } }) });

const rows: Action[] = [1, 2, 3].map((n) =>
  makeAction({
    uuid: `a-${n}`,
    ident: `AK-${n}`,
    name: `Degustacja ${n}`,
    since: { date: `2026-11-2${n} 10:00:00` },
    until: { date: `2026-11-2${n} 14:00:00` },
  }),
);

const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^Zaznacz akcję ${name} `) });
const pageBox = () => screen.getByRole('checkbox', { name: 'Zaznacz stronę' });
const bar = () => screen.getByRole('group', { name: 'Zmiany zaznaczonych akcji' });
/** Nothing selected: the bar says so and its changes are off. */
const expectNone = () => {
  expect(within(bar()).getByText('Zaznacz akcje, aby zmienić je razem')).toBeInTheDocument();
  for (const name of ['Zmień status', 'Przypisz personel', 'Przesuń', 'Anuluj']) {
    expect(within(bar()).getByRole('button', { name })).toBeDisabled();
  }
};

describe('ActionsPage bulk changes', () => {
  it('selects rows one by one and the whole page, by keyboard too; the changes are off with nothing selected', async () => {
    signIn();
    stubApi({ actionList: () => ({ actions: rows, count: 3 }) });
    renderWithApp(<ActionsPage />);
    await screen.findAllByTestId('action-row');
    expectNone();

    await userEvent.click(box('Degustacja 2'));
    expect(within(bar()).getByText('Zaznaczone akcje: 1')).toBeInTheDocument();
    // One of three: the page's box is mixed.
    expect(pageBox()).not.toBeChecked();
    expect((pageBox() as HTMLInputElement).indeterminate).toBe(true);

    pageBox().focus();
    await userEvent.keyboard(' ');
    expect(within(bar()).getByText('Zaznaczone akcje: 3')).toBeInTheDocument();
    expect(pageBox()).toBeChecked();
    for (const n of [1, 2, 3]) expect(box(`Degustacja ${n}`)).toBeChecked();

    // All selected: the page's box selects none.
    await userEvent.click(pageBox());
    expectNone();
    expect(box('Degustacja 1')).not.toBeChecked();
  });

  it('clears the selection when the filter or the page changes', async () => {
    signIn();
    stubApi({ actionList: () => ({ actions: rows, count: 3 }) });
    renderWithApp(<ActionsPage />);
    await screen.findAllByTestId('action-row');
    await userEvent.click(pageBox());
    expect(within(bar()).getByText('Zaznaczone akcje: 3')).toBeInTheDocument();

    useActions.getState().setFilter({ ...useActions.getState().filter, cityFilter: 'Kraków' });
    await waitFor(expectNone);

    await userEvent.click(box('Degustacja 1'));
    expect(within(bar()).getByText('Zaznaczone akcje: 1')).toBeInTheDocument();
    useActions.getState().setPage(1);
    await waitFor(expectNone);
  });

  it('moves the selected rows by a day through /action/bulk, lists what changed and what was refused, and reloads', async () => {
    signIn();
    let lists = 0;
    const spy = stubApi({
      actionList: () => {
        lists += 1;
        return { actions: rows, count: 3 };
      },
      actionBulk: () => ({
        results: [
          { uuid: 'a-1', ok: true },
          {
            uuid: 'a-3',
            ok: false,
            error: 'E_HOSTESS_BUSY',
            text: 'Ola Kowalska ma już akcję AK-9 24.11.2026 10:00–14:00.',
          },
        ],
      }),
    });
    renderWithApp(<ActionsPage />);
    await screen.findAllByTestId('action-row');
    await userEvent.click(box('Degustacja 1'));
    await userEvent.click(box('Degustacja 3'));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Przesuń' }));

    const dialog = await screen.findByRole('dialog', { name: 'Przesuń zaznaczone akcje' });
    // Nothing to move: the dialog says so and sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zastosuj' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Podaj przesunięcie o co najmniej jeden dzień lub jedną minutę.',
    );
    expect(spy.mock.calls.some(([name]) => name === 'actionBulk')).toBe(false);

    const days = within(dialog).getByLabelText('Dni');
    await userEvent.clear(days);
    await userEvent.type(days, '1');
    const listsBefore = lists;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zastosuj' }));

    const result = await screen.findByRole('dialog', { name: 'Wynik zmiany' });
    const bulkCall = spy.mock.calls.find(([name]) => name === 'actionBulk');
    expect(bulkCall?.[1]).toEqual({
      actions: { uuids: ['a-1', 'a-3'] },
      set: { shift: { days: 1, minutes: 0 } },
    });

    expect(within(result).getByRole('heading', { name: 'Zmienione (1)' })).toBeInTheDocument();
    const changed = within(result).getByTestId('bulk-changed');
    expect(within(changed).getByText('Degustacja 1 · AK-1 · 2026-11-21 10:00–14:00')).toBeInTheDocument();
    expect(within(result).getByRole('heading', { name: 'Odrzucone (1)' })).toBeInTheDocument();
    const refused = within(result).getByTestId('bulk-refused');
    expect(within(refused).getByText('Degustacja 3 · AK-3 · 2026-11-23 10:00–14:00')).toBeInTheDocument();
    // The code through the catalogue, and the server's words on that row beside it.
    expect(within(refused).getByText('Hostessa ma w tym czasie inną akcję.')).toBeInTheDocument();
    expect(
      within(refused).getByText('Ola Kowalska ma już akcję AK-9 24.11.2026 10:00–14:00.'),
    ).toBeInTheDocument();
    expect(within(refused).queryByText('Degustacja 2', { exact: false })).toBeNull();

    // The list reloads and the selection is gone.
    await waitFor(() => expect(lists).toBeGreaterThan(listsBefore));
    expectNone();
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Wynik zmiany' })).toBeNull());
  });

  it('sends a status, a hostess and a cancel as the set of the call', async () => {
    signIn();
    const bodies: unknown[] = [];
    stubApi({
      actionList: () => ({ actions: rows, count: 3 }),
      actionBulk: (body: { actions: { uuids: string[] } }) => {
        bodies.push(body);
        return { results: body.actions.uuids.map((uuid) => ({ uuid, ok: true })) };
      },
    });
    // The hostesses offered are the reference list of personnel (as the filter's).
    seedReference({
      personnel: [makeUser({ uuid: 'h-2', firstname: 'Ewa', lastname: 'Lis', role: { uuid: 'HST' } })],
    });
    renderWithApp(<ActionsPage />);
    await screen.findAllByTestId('action-row');
    const run = async (
      button: string,
      title: string,
      fill: (d: HTMLElement) => Promise<void>,
      submit: string,
    ) => {
      await userEvent.click(box('Degustacja 2'));
      await userEvent.click(within(bar()).getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await fill(dialog);
      await userEvent.click(within(dialog).getByRole('button', { name: submit }));
      const result = await screen.findByRole('dialog', { name: 'Wynik zmiany' });
      expect(within(result).getByText('Żadna akcja nie została odrzucona.')).toBeInTheDocument();
      await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Wynik zmiany' })).toBeNull());
    };
    await run(
      'Zmień status',
      'Zmień status zaznaczonych akcji',
      async (d) => {
        await userEvent.click(within(d).getByRole('combobox', { name: 'Nowy status' }));
        await userEvent.click(await screen.findByRole('option', { name: 'Zaakceptowana' }));
      },
      'Zastosuj',
    );
    await run(
      'Przypisz personel',
      'Przypisz personel do zaznaczonych akcji',
      async (d) => {
        await userEvent.click(within(d).getByRole('combobox', { name: 'Personel' }));
        await userEvent.click(await screen.findByRole('option', { name: 'Ewa Lis' }));
      },
      'Zastosuj',
    );
    await run('Anuluj', 'Anuluj zaznaczone akcje', async () => undefined, 'Anuluj akcje');
    expect(bodies).toEqual([
      { actions: { uuids: ['a-2'] }, set: { status: { ident: 'accepted' } } },
      { actions: { uuids: ['a-2'] }, set: { user: { uuid: 'h-2' } } },
      { actions: { uuids: ['a-2'] }, set: { status: { ident: 'cancelled' } } },
    ]);
  });

  it('changes the rows refused for the hostess’s hours anyway with a reason, keeping the others’ result', async () => {
    signIn();
    const bodies: { actions: { uuids: string[] }; set: unknown }[] = [];
    stubApi({
      actionList: () => ({ actions: rows, count: 3 }),
      actionBulk: (body: { actions: { uuids: string[] }; set: { availabilityOverride?: string } }) => {
        bodies.push(body);
        if (body.set.availabilityOverride) return { results: [{ uuid: 'a-2', ok: true }] };
        return {
          results: [
            { uuid: 'a-1', ok: false, error: 'E_HOSTESS_BUSY', text: 'Ola Kowalska koliduje z AK-9.' },
            { uuid: 'a-2', ok: false, error: 'E_OUTSIDE_AVAILABILITY', text: 'Ola Kowalska: 10:00–12:00.' },
          ],
        };
      },
    });
    renderWithApp(<ActionsPage />);
    await screen.findAllByTestId('action-row');
    await userEvent.click(box('Degustacja 1'));
    await userEvent.click(box('Degustacja 2'));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Przesuń' }));
    const dialog = await screen.findByRole('dialog', { name: 'Przesuń zaznaczone akcje' });
    await userEvent.type(within(dialog).getByLabelText('Minuty'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zastosuj' }));

    const result = await screen.findByRole('dialog', { name: 'Wynik zmiany' });
    expect(within(result).getByRole('heading', { name: 'Odrzucone (2)' })).toBeInTheDocument();
    const override = within(result).getByRole('button', { name: 'Zmień mimo to' });
    // A reason is asked first.
    expect(override).toBeDisabled();
    await userEvent.type(within(result).getByLabelText('Powód przypisania poza dostępnością'), 'Zastępstwo');
    await userEvent.click(override);

    await waitFor(() =>
      expect(within(result).getByRole('heading', { name: 'Zmienione (1)' })).toBeInTheDocument(),
    );
    expect(bodies[1]).toEqual({
      actions: { uuids: ['a-2'] },
      set: { shift: { days: 0, minutes: 30 }, availabilityOverride: 'Zastępstwo' },
    });
    // The busy row keeps its refusal; nothing is left to override.
    expect(within(result).getByRole('heading', { name: 'Odrzucone (1)' })).toBeInTheDocument();
    expect(
      within(within(result).getByTestId('bulk-refused')).getByText(/Degustacja 1 · AK-1/),
    ).toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: 'Zmień mimo to' })).toBeNull();
  });
});
