import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTIONS, REPORTS } from '@tourplanner/i18n-pl/backoffice';
import { describe, expect, it, vi } from 'vitest';
import { useReportQueue } from '../../shared/stores/report-queue';
import { useSession } from '../../shared/stores/session';
import { makeUser, renderWithApp } from '../../test/render';
import { ActionListTools, type ActionListToolsProps } from './ActionListTools';
import { EMPTY_FILTER } from './filters';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };

function renderTools(props: Partial<ActionListToolsProps> = {}) {
  useSession.setState({ token, user: makeUser({ role: { uuid: 'ASM' } }) });
  const onFilter = vi.fn();
  renderWithApp(
    <ActionListTools
      texts={ACTIONS.buttons}
      range={{ since: '2026-11-01', until: '2026-11-08' }}
      onRange={vi.fn()}
      filter={EMPTY_FILTER}
      onFilter={onFilter}
      exportFilters={{}}
      {...props}
    />,
  );
  return { onFilter };
}

describe('ActionListTools', () => {
  it('shows how many filters are in use on Filtruj and applies what the dialog sets', async () => {
    const { onFilter } = renderTools({ filter: { ...EMPTY_FILTER, cityFilter: 'Kraków', idFilter: 'AK-1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Filtruj 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtruj' });
    // ASM has the territory filter; the actions list also filters by status.
    expect(within(dialog).getByRole('combobox', { name: 'Terytorium' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ulica' }), 'Długa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Filtruj' }));
    expect(onFilter).toHaveBeenCalledWith({
      ...EMPTY_FILTER,
      cityFilter: 'Kraków',
      idFilter: 'AK-1',
      streetFilter: 'Długa',
    });
  });

  it('offers no status filter for the reports list, and no count with no filter in use', async () => {
    renderTools({ texts: REPORTS.buttons, withStatus: false });
    await userEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtruj' });
    expect(within(dialog).queryByRole('combobox', { name: 'Status' })).toBeNull();
  });

  it('offers the review state and Tylko z sygnałami on Raporty only, and applies them', async () => {
    const { onFilter } = renderTools({
      texts: REPORTS.buttons,
      withStatus: false,
      withReview: true,
      filter: { ...EMPTY_FILTER, reviewStates: ['fix'] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Filtruj 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtruj' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Weryfikacja' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Do weryfikacji' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tylko z sygnałami' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Filtruj' }));
    expect(onFilter).toHaveBeenCalledWith({
      ...EMPTY_FILTER,
      reviewStates: ['fix', 'pending'],
      signalsOnly: true,
    });
  });

  it('offers no review filter on the actions list', async () => {
    renderTools();
    await userEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtruj' });
    expect(within(dialog).getByRole('combobox', { name: 'Event' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Weryfikacja' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'Tylko z sygnałami' })).toBeNull();
  });

  it('keeps Eksportuj off while a report is being made', () => {
    useReportQueue.setState({ queueInProgress: true });
    renderTools();
    expect(screen.getByRole('button', { name: 'Eksportuj' })).toBeDisabled();
  });
});
