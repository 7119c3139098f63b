import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../shared/stores/session';
import { makeEvent, makeUser, renderApp, seedReference, stubApi } from '../../test/render';
import { EVENT, empty, summary, TERRITORY } from './test-summary';

const NBSP = '\u00a0';
const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
function signIn(role: 'ADMIN' | 'CLIENT') {
  useSession.setState({ token, user: makeUser({ role: { uuid: role } }), restoring: false });
  seedReference({
    events: [makeEvent({ uuid: EVENT, name: 'Jesień z Velo' })],
    territories: [{ uuid: TERRITORY, ident: 'Pomorze' }],
  });
}

const table = (caption: string) => screen.getByRole('table', { name: caption });
const row = (caption: string, label: string) =>
  within(table(caption))
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name: label }));
const cellsOf = (caption: string, label: string) => {
  const r = row(caption, label);
  if (!r) throw new Error(`no row ${label} in ${caption}`);
  return within(r)
    .getAllByRole('cell')
    .map((c) => c.textContent);
};

// The page's sections are a lazy chunk (the charts): its first load in a suite on a busy machine
// takes longer than a query's default second.
const LAZY = { timeout: 15_000 };

describe('DashboardPage', () => {
  it('asks for the view in the URL and shows every section in Polish number formats', async () => {
    signIn('ADMIN');
    const spy = stubApi({ dashboardSummary: () => summary() });
    renderApp(`/pulpit?since=2026-11-01&until=2026-11-30&events=${EVENT}&territories=${TERRITORY}`);
    expect(await screen.findByRole('heading', { name: 'Plan a realizacja' }, LAZY)).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith(
      'dashboardSummary',
      {
        since: '2026-11-01',
        until: '2026-11-30',
        events: { uuids: [EVENT] },
        territories: { uuids: [TERRITORY] },
      },
      expect.anything(),
    );

    // Plan against reality: counts grouped from four digits, shares of the planned.
    expect(cellsOf('Plan a realizacja', 'Zaplanowane')).toEqual([`1${NBSP}234`, `100${NBSP}%`]);
    expect(cellsOf('Plan a realizacja', 'Rozpoczęte na czas')).toEqual(['900', `72,9${NBSP}%`]);
    expect(cellsOf('Plan a realizacja', 'Nierozpoczęte')).toEqual(['34', `2,8${NBSP}%`]);
    expect(cellsOf('Eventy', 'Jesień z Velo')[0]).toBe(`1${NBSP}234`);
    expect(cellsOf('Terytoria', 'Pomorze')[0]).toBe(`1${NBSP}234`);

    // Registrations: the figures, per day, per offer (with its share), per hour, per action-hour.
    expect(screen.getByText('Wszystkie rejestracje').nextSibling?.textContent).toBe(`2${NBSP}000`);
    expect(screen.getByText('Rejestracje na godzinę akcji').nextSibling?.textContent).toBe('3,5');
    expect(cellsOf('Rejestracje dziennie', '02.11.2026')).toEqual([`1${NBSP}500`]);
    expect(cellsOf('Rejestracje według oferty', 'Glo')).toEqual([`1${NBSP}200`, `60${NBSP}%`]);
    expect(cellsOf('Rejestracje według oferty', 'InspirationClub')).toEqual(['10', `0,5${NBSP}%`]);
    expect(cellsOf('Rejestracje według godziny dnia', '14:00–15:00')).toEqual([`2${NBSP}000`]);

    // Rankings, the funnel with its drops, consents per channel.
    expect(cellsOf('Hostessy: najlepsze i najsłabsze', 'Ola K.')).toEqual([`1${NBSP}999`, '12', '11', '0']);
    expect(cellsOf('Punkty: najlepsze i najsłabsze', 'P-7 Galeria Morska')[0]).toBe(`2${NBSP}000`);
    expect(cellsOf('Lejek rejestracji', 'Wysłane kody')).toEqual([`3${NBSP}000`, '—', '—']);
    expect(cellsOf('Lejek rejestracji', 'Zweryfikowane')).toEqual([`2${NBSP}400`, '600', `80${NBSP}%`]);
    expect(cellsOf('Lejek rejestracji', 'Zarejestrowani')).toEqual([`2${NBSP}000`, '400', `83,3${NBSP}%`]);
    expect(cellsOf('Zgody', 'Telefon')).toEqual(['250', `12,5${NBSP}%`, '3']);
    expect(cellsOf('Zgody', 'Hypercare')).toEqual([`2${NBSP}000`, `100${NBSP}%`, '0']);

    // The photos' review: counts with their share of the 1 300 photos, and actions with signals.
    expect(cellsOf('Weryfikacja zdjęć', 'Zaakceptowane')).toEqual([`1${NBSP}200`, `92,3${NBSP}%`]);
    expect(cellsOf('Weryfikacja zdjęć', 'Do poprawy')).toEqual(['30', `2,3${NBSP}%`]);
    expect(cellsOf('Weryfikacja zdjęć', 'Czekające na decyzję')).toEqual(['65', `5${NBSP}%`]);
    expect(cellsOf('Weryfikacja zdjęć', 'Akcje z sygnałami')).toEqual(['4', '']);
  });

  it('opens on the last 30 days without a range in the URL, and keeps a filter change in the URL', async () => {
    signIn('ADMIN');
    const spy = stubApi({ dashboardSummary: () => summary() });
    const { router } = renderApp('/pulpit');
    await screen.findByRole('heading', { name: 'Plan a realizacja' }, LAZY);
    // The header's bell asks for its count too: the page's own first call is the summary.
    const first = spy.mock.calls.find(([call]) => call === 'dashboardSummary')?.[1] as {
      since: string;
      until: string;
      events?: unknown;
    };
    const days = (Date.parse(first.until) - Date.parse(first.since)) / 86_400_000;
    expect(days).toBe(29);
    expect(first.events).toBeUndefined();

    await userEvent.click(screen.getByRole('combobox', { name: 'Eventy' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jesień z Velo' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('events')).toBe(EVENT));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('since')).toBe(first.since);
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith(
        'dashboardSummary',
        { since: first.since, until: first.until, events: { uuids: [EVENT] } },
        expect.anything(),
      ),
    );
  });

  it('says what to change when the range holds nothing, and clears the filters', async () => {
    signIn('ADMIN');
    const spy = stubApi({ dashboardSummary: () => empty() });
    const { router } = renderApp(`/pulpit?since=2026-11-01&until=2026-11-30&events=${EVENT}`);
    expect(
      await screen.findByText('Brak akcji, kodów i rejestracji w wybranym zakresie', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText(/Wydłuż zakres dat albo usuń filtry/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Plan a realizacja' })).toBeNull();
    const clears = screen.getAllByRole('button', { name: 'Wyczyść filtry' });
    await userEvent.click(clears[clears.length - 1] as HTMLElement);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('events')).toBeNull());
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith(
        'dashboardSummary',
        { since: '2026-11-01', until: '2026-11-30' },
        expect.anything(),
      ),
    );
  });

  it('gives the client its events filter and no territories', async () => {
    signIn('CLIENT');
    stubApi({ dashboardSummary: () => summary() });
    renderApp('/pulpit');
    await screen.findByRole('heading', { name: 'Plan a realizacja' }, LAZY);
    expect(screen.getByRole('combobox', { name: 'Eventy' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Terytoria' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Terytoria' })).toBeNull();
  });
});
