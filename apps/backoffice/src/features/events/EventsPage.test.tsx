import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../shared/stores/session';
import { makeUser, renderWithApp, seedReference, stubApi } from '../../test/render';
import { EventsPage } from './EventsPage';
import { useEventsScreen } from './stores/events-store';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
const ev = {
  uuid: 'e1',
  ident: 'jesien-01.11.2026',
  name: 'Jesień',
  since: { date: '2026-11-01 00:00:00' },
  until: { date: '2026-11-30 23:59:59' },
  territory: [{ uuid: 't1', ident: 'WAW' }],
};

describe('EventsPage', () => {
  it('lists events of today..+7 with the columns and edits one via /event/update', async () => {
    useSession.setState({ token, user: makeUser() });
    seedReference({
      territories: [
        { uuid: 't1', ident: 'WAW' },
        { uuid: 't2', ident: 'KRK' },
      ],
    });
    const spy = stubApi({ eventList: () => [ev], eventUpdate: () => ev });
    renderWithApp(<EventsPage />);
    const row = await screen.findByTestId('event-row');
    expect(row).toHaveTextContent('Jesień');
    expect(row).toHaveTextContent('jesien-01.11.2026');
    expect(row).toHaveTextContent('2026-11-01');
    expect(row).toHaveTextContent('WAW');
    const body = spy.mock.calls[0]![1] as { since: string; until: string };
    const days =
      (new Date(body.until.slice(0, 10)).getTime() - new Date(body.since.slice(0, 10)).getTime()) /
      86_400_000;
    expect(days).toBe(7);

    await userEvent.click(within(row).getByRole('button', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Nazwa eventu'));
    await userEvent.type(within(dialog).getByLabelText('Nazwa eventu'), 'Jesień 2');
    for (let i = 0; i < 4; i++) await userEvent.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(spy.mock.calls.some((c) => c[0] === 'eventUpdate')).toBe(true));
    const update = spy.mock.calls.find((c) => c[0] === 'eventUpdate')![1] as {
      event: Record<string, unknown>;
    };
    expect(update.event).toMatchObject({ uuid: 'e1', ident: 'jesien-01.11.2026', name: 'Jesień 2' });
  });

  it('adds an event: id from the name and today, dates from day/month/year, one territory, "Dodano nowy event"', async () => {
    useSession.setState({ token, user: makeUser() });
    seedReference({
      territories: [
        { uuid: 't1', ident: 'WAW' },
        { uuid: 't2', ident: 'KRK' },
      ],
    });
    const spy = stubApi({ eventList: () => [], eventCreate: () => ev });
    renderWithApp(<EventsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj event +' }));
    const dialog = await screen.findByRole('dialog');
    const next = () => userEvent.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    expect(within(dialog).getByRole('button', { name: 'Dalej' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Nazwa eventu'), 'Żabka Kraków');
    expect(within(dialog).getByTestId('event-ident').textContent).toMatch(
      /^Żabka Kraków \d{2}\.\d{2}\.\d{4}$/,
    );
    await next();
    await userEvent.type(within(dialog).getByLabelText('Dzień'), '01');
    await userEvent.type(within(dialog).getByLabelText('Miesiąc'), '12');
    await userEvent.type(within(dialog).getByLabelText('Rok'), '2026');
    await next();
    await userEvent.type(within(dialog).getByLabelText('Dzień'), '07');
    await userEvent.type(within(dialog).getByLabelText('Miesiąc'), '12');
    await userEvent.type(within(dialog).getByLabelText('Rok'), '2026');
    await next();
    await userEvent.type(within(dialog).getByLabelText('Szukaj terytorium'), 'KR');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'WAW' })).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'KRK' }));
    expect(within(dialog).getByRole('button', { name: 'KRK' })).toBePressed();
    await next();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Dodano nowy event')).toBeInTheDocument();
    const create = spy.mock.calls.find((c) => c[0] === 'eventCreate')![1] as {
      event: Record<string, unknown>;
    };
    expect(create.event).toMatchObject({
      name: 'Żabka Kraków',
      since: { date: '2026-12-01 00:00:00' },
      until: { date: '2026-12-07 23:59:59' },
      territory: [{ uuid: 't2', ident: 'KRK', trash: false }],
    });
    // The new event appears: a range that did not cover it moves to its start.
    const { since, until } = useEventsScreen.getState();
    expect(since <= '2026-12-01' && '2026-12-01' <= until).toBe(true);
  });
});
