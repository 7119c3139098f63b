import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanPreviewAnswer } from '@tourplanner/domain/wire/plan';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../shared/stores/session';
import {
  makeEvent,
  makeRankedHostess,
  makeUser,
  renderWithApp,
  seedReference,
  stubApi,
} from '../../test/render';
import { PlanPage } from './PlanPage';
import { emptyPlanForm, usePlanner } from './stores/plan-store';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
const point = (uuid: string, city: string, name: string, chain: string | null = null) => ({
  uuid,
  ident: uuid.toUpperCase(),
  name,
  chain,
  address: { streetAddress: 'Długa', streetNumber: '1', cityName: city, postalCode: '00-001' },
});
const points = [
  point('p1', 'Gdańsk', 'Stokrotka', 'Stokrotka'),
  point('p2', 'Gdynia', 'Lewiatan'),
  point('p3', 'Sopot', 'ABC'),
];

const row = (
  p: string,
  day: string,
  user: { uuid: string; firstname: string; lastname: string } | null,
  why: string,
) => ({
  point: { uuid: p },
  since: { date: `${day} 14:00:00` },
  until: { date: `${day} 20:00:00` },
  name: `Tour – ${p}`,
  user,
  why,
});
const ola = { uuid: 'h1', firstname: 'Ola', lastname: 'Kowalska' };
const ewa = { uuid: 'h2', firstname: 'Ewa', lastname: 'Nowak' };
const preview: PlanPreviewAnswer = {
  actions: [
    row('p1', '2026-12-03', ola, 'dostępna, najbliżej'),
    row('p2', '2026-12-03', null, 'bez personelu: wszystkie kolidują'),
    row('p1', '2026-12-04', ewa, 'dostępna, ma 1 akcję w tym tygodniu'),
  ],
  stats: {
    total: 3,
    staffed: 2,
    km: 12.4,
    perHostess: [
      { uuid: 'h1', actions: 1 },
      { uuid: 'h2', actions: 1 },
    ],
  },
};

function setup() {
  useSession.setState({ token, user: makeUser({ role: { uuid: 'ASM' } }) });
  seedReference({ events: [makeEvent({ uuid: 'e1', name: 'Glo Hyper Tour' })] });
  usePlanner.setState({ form: { ...emptyPlanForm(new Date('2026-12-02T10:00:00Z')), event: 'e1' } });
  return stubApi({
    pointList: () => points,
    planPreview: () => preview,
    actionPersonnel: () => [
      makeRankedHostess({ uuid: 'h3', firstname: 'Iga', lastname: 'Wiśniewska' }),
      makeRankedHostess({ uuid: 'h1', firstname: 'Ola', lastname: 'Kowalska' }),
    ],
    planCommit: () => ({
      created: [{ uuid: 'a1', ident: 'AK-1' }],
      refused: [{ index: 1, error: 'E_HOSTESS_BUSY', text: '' }],
    }),
  });
}

const bodies = (spy: ReturnType<typeof setup>, name: string) =>
  spy.mock.calls.filter((c) => c[0] === name).map((c) => c[1] as Record<string, unknown>);

describe('PlanPage', () => {
  it('sends the form as /plan/preview and shows the plan by day with each hostess and why', async () => {
    const spy = setup();
    renderWithApp(<PlanPage />, { route: '/actions/plan' });
    await userEvent.click(await screen.findByRole('button', { name: 'Zaznacz wszystkie' }));
    expect(screen.getByText('Wybrano 3 punkty')).toBeInTheDocument();
    // The search narrows the list, and 'Odznacz wszystkie' clears only what it shows.
    await userEvent.type(screen.getByLabelText('Szukaj punktu (miasto, sieć, nazwa, adres)'), 'sopot');
    await userEvent.click(screen.getByRole('button', { name: 'Odznacz wszystkie' }));
    expect(screen.getByText('Wybrano 2 punkty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'niedziela' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż plan' }));

    await waitFor(() => expect(bodies(spy, 'planPreview')).toHaveLength(1));
    expect(bodies(spy, 'planPreview')[0]).toEqual({
      plan: {
        event: { uuid: 'e1' },
        points: [{ uuid: 'p1' }, { uuid: 'p2' }],
        dates: { since: '2026-12-03', until: '2026-12-16', weekdays: [4, 5, 6, 7] },
        hours: { start: '14:00', end: '20:00' },
        type: { ident: 'Standard' },
        name: '{event} – {miasto}',
      },
    });

    const table = await screen.findByRole('table', { name: 'Akcje planu według dni' });
    const days = within(table).getAllByRole('columnheader', { name: /2026/ });
    expect(days.map((d) => d.textContent)).toEqual(['03.12.2026, czwartek', '04.12.2026, piątek']);
    const rows = within(table).getAllByTestId('plan-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Gdańsk, Stokrotka, Długa');
    expect(rows[0]).toHaveTextContent('dostępna, najbliżej');
    expect(within(rows[0]!).getByRole('combobox')).toHaveValue('Ola Kowalska');
    expect(within(rows[1]!).getByRole('combobox')).toHaveValue('bez personelu');
    expect(rows[1]).toHaveTextContent('bez personelu: wszystkie kolidują');
    const stats = screen.getByTestId('plan-stats');
    expect(stats).toHaveTextContent('Akcji: 3');
    expect(stats).toHaveTextContent('Z personelem: 2');
    expect(stats).toHaveTextContent('Dojazdy (km): 12');
    expect(stats).toHaveTextContent('Ewa Nowak 1, Ola Kowalska 1');
  });

  it("finds points by text and territory, 'Zaznacz wszystkie' takes every page, and the plan has them", async () => {
    const spy = setup();
    seedReference({ territories: [{ uuid: 't1', ident: 'T-NORTH' }] });
    // 60 points of the chain in Gdynia: more than one page of the search (50).
    const found = Array.from({ length: 60 }, (_, i) =>
      point(`f${String(i + 1).padStart(2, '0')}`, 'Gdynia', `Żabka ${i + 1}`, 'Żabka'),
    );
    const searches: Record<string, unknown>[] = [];
    spy.mockImplementation((async (name: string, body: Record<string, unknown>) => {
      if (name === 'pointList') return points;
      if (name === 'planPreview') return { ...preview, actions: [row('f60', '2026-12-03', ola, 'dostępna')] };
      if (name !== 'pointSearch') throw new Error(`Unexpected call ${name}`);
      searches.push(body);
      const { page, pageSize } = body.pagination as { page: number; pageSize: number };
      const hit = body.search === 'żabka' && (body.territory as { uuid: string }).uuid === 't1';
      const rows = hit ? found : [];
      return { points: rows.slice(page * pageSize, (page + 1) * pageSize), count: rows.length };
    }) as never);
    renderWithApp(<PlanPage />, { route: '/actions/plan' });
    // The event's rows show each point's chain.
    expect(await screen.findByLabelText('Gdańsk, Stokrotka, Długa · sieć Stokrotka')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Wyszukaj punkty' }));
    await userEvent.type(screen.getByLabelText('Szukaj punktów (miasto, sieć, nazwa, Id)'), 'żabka');
    await userEvent.click(screen.getByRole('combobox', { name: 'Terytorium' }));
    await userEvent.click(await screen.findByRole('option', { name: 'T-NORTH' }));
    expect(await screen.findByText('Znaleziono 60 punktów')).toBeInTheDocument();
    expect(searches.at(-1)).toEqual({
      pagination: { page: 0, pageSize: 50 },
      search: 'żabka',
      territory: { uuid: 't1' },
    });
    // One page of rows, each with its city and chain.
    expect(screen.getAllByRole('checkbox', { name: /· sieć Żabka$/ })).toHaveLength(50);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gdynia, Żabka 1, Długa · sieć Żabka' }));
    expect(screen.getByText('Wybrano 1 punkt')).toBeInTheDocument();

    // 'Zaznacz wszystkie' reads the second page too: all 60, the one ticked counted once.
    searches.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Zaznacz wszystkie' }));
    expect(await screen.findByText('Wybrano 60 punktów')).toBeInTheDocument();
    expect(searches.map((b) => (b.pagination as { page: number }).page)).toEqual([0, 1]);

    // The found points go into the plan like the event's, and the preview names them.
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż plan' }));
    await waitFor(() => expect(bodies(spy, 'planPreview')).toHaveLength(1));
    const sent = (bodies(spy, 'planPreview')[0]!.plan as { points: { uuid: string }[] }).points;
    expect(sent.map((p) => p.uuid)).toEqual(found.map((p) => p.uuid));
    const table = await screen.findByRole('table', { name: 'Akcje planu według dni' });
    expect(within(table).getByTestId('plan-row')).toHaveTextContent('Gdynia, Żabka 60, Długa · sieć Żabka');

    // 'Odznacz wszystkie' takes every found point away again.
    await userEvent.click(screen.getByRole('button', { name: 'Odznacz wszystkie' }));
    expect(await screen.findByText('Wybrano 0 punktów')).toBeInTheDocument();
  });

  it('says what is missing instead of asking', async () => {
    const spy = setup();
    renderWithApp(<PlanPage />, { route: '/actions/plan' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pokaż plan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Wybierz co najmniej jeden punkt.');
    expect(bodies(spy, 'planPreview')).toHaveLength(0);
  });

  it("changes a hostess from the action's ranking, drops a row, reassigns with her choices fixed and saves", async () => {
    const spy = setup();
    usePlanner.setState((s) => ({ form: { ...s.form, points: ['p1', 'p2'] } }));
    renderWithApp(<PlanPage />, { route: '/actions/plan' });
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż plan' }));
    const table = await screen.findByRole('table', { name: 'Akcje planu według dni' });
    let rows = within(table).getAllByTestId('plan-row');

    // Row 0 (preview index 0): Iga from the ranking for that action.
    await userEvent.click(within(rows[0]!).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Iga Wiśniewska (dostępna)' }));
    expect(bodies(spy, 'actionPersonnel')[0]).toEqual({
      since: '2026-12-03 14:00:00',
      until: '2026-12-03 20:00:00',
      points: [{ uuid: 'p1' }],
    });
    expect(rows[0]).toHaveTextContent('zmieniona przez Ciebie');
    // The unstaffed row (preview index 1) dropped.
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /^Usuń z planu/ }));
    expect(rows[1]).toHaveTextContent('usunięta z planu');

    await userEvent.click(screen.getByRole('button', { name: 'Przydziel ponownie' }));
    await waitFor(() => expect(bodies(spy, 'planPreview')).toHaveLength(2));
    expect(bodies(spy, 'planPreview')[1]!.fixed).toEqual([
      { index: 0, user: { uuid: 'h3' } },
      { index: 1, user: null },
    ]);
    rows = within(screen.getByRole('table', { name: 'Akcje planu według dni' })).getAllByTestId('plan-row');
    expect(rows[0]).toHaveTextContent('zmieniona przez Ciebie');

    await userEvent.click(screen.getByRole('radio', { name: 'Zaakceptowana' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz plan' }));
    await waitFor(() => expect(bodies(spy, 'planCommit')).toHaveLength(1));
    const commit = bodies(spy, 'planCommit')[0]!;
    expect(commit.status).toBe('accepted');
    expect(commit.mode).toBe('skip');
    expect(commit.actions).toEqual([
      {
        point: { uuid: 'p1' },
        since: { date: '2026-12-03 14:00:00' },
        until: { date: '2026-12-03 20:00:00' },
        user: { uuid: 'h3' },
      },
      {
        point: { uuid: 'p1' },
        since: { date: '2026-12-04 14:00:00' },
        until: { date: '2026-12-04 20:00:00' },
        user: { uuid: 'h2' },
      },
    ]);
    // The refused row is told by the catalogue's text for its code (the answer gave none).
    const result = await screen.findByTestId('plan-result');
    expect(result).toHaveTextContent('Utworzono 1 akcję');
    expect(result).toHaveTextContent('Odrzucono 1 akcję');
    expect(result).toHaveTextContent(
      'Tour – p1, 04.12.2026 14:00–20:00: Hostessa ma w tym czasie inną akcję.',
    );
    expect(within(result).getByRole('link', { name: 'Zobacz w akcjach' })).toHaveAttribute(
      'href',
      '/actions?since=2026-12-03&until=2026-12-16',
    );
    // Saved: not a second time (it would clash with itself).
    expect(screen.getByRole('button', { name: 'Zapisz plan' })).toBeDisabled();
  });

  it("'Zapisz jako szablon' sends the previewed plan's shape; 'Z szablonu' previews it over a new range and fills the form", async () => {
    const spy = setup();
    const template = {
      uuid: 't1',
      name: 'Czwartki',
      created: { date: '2026-12-01 10:00:00' },
      plan: {
        event: { uuid: 'e1' },
        points: [{ uuid: 'p3' }],
        weekdays: [4],
        hours: { start: '10:00', end: '16:00' },
        type: { ident: 'Horeca' as const },
        name: '{punkt}',
      },
    };
    spy.mockRestore();
    const calls = stubApi({
      pointList: () => points,
      planPreview: () => preview,
      planTemplateSave: () => template,
      planTemplateList: () => [template],
      planTemplateApply: () => ({
        ...preview,
        plan: {
          event: { uuid: 'e1' },
          points: [{ uuid: 'p3' }],
          dates: { since: '2027-01-04', until: '2027-01-17', weekdays: [4] },
          hours: { start: '10:00', end: '16:00' },
          type: { ident: 'Horeca' },
          name: '{punkt}',
        },
      }),
    });
    usePlanner.setState((s) => ({ form: { ...s.form, points: ['p1'] } }));
    renderWithApp(<PlanPage />, { route: '/actions/plan' });
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż plan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz jako szablon' }));
    const saveDialog = await screen.findByRole('dialog', { name: 'Zapisz jako szablon' });
    await userEvent.type(within(saveDialog).getByLabelText('Nazwa szablonu'), 'Czwartki');
    await userEvent.click(within(saveDialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(bodies(calls, 'planTemplateSave')).toHaveLength(1));
    expect(bodies(calls, 'planTemplateSave')[0]).toEqual({
      template: {
        name: 'Czwartki',
        plan: {
          event: { uuid: 'e1' },
          points: [{ uuid: 'p1' }],
          hours: { start: '14:00', end: '20:00' },
          type: { ident: 'Standard' },
          name: '{event} – {miasto}',
          weekdays: [4, 5, 6],
        },
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Z szablonu' }));
    const applyDialog = await screen.findByRole('dialog', { name: 'Plan z szablonu' });
    await userEvent.click(within(applyDialog).getByRole('combobox', { name: 'Szablon' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Czwartki' }));
    await userEvent.click(within(applyDialog).getByRole('button', { name: 'Pokaż plan' }));
    await waitFor(() => expect(bodies(calls, 'planTemplateApply')).toHaveLength(1));
    expect(bodies(calls, 'planTemplateApply')[0]).toEqual({
      template: { uuid: 't1' },
      dates: { since: '2026-12-03', until: '2026-12-16' },
    });
    // The form now holds the template's plan over the new range.
    await waitFor(() =>
      expect(usePlanner.getState().form).toMatchObject({
        points: ['p3'],
        weekdays: [4],
        type: 'Horeca',
        name: '{punkt}',
        since: '2027-01-04',
      }),
    );
    expect(screen.getByRole('radio', { name: 'Horeca' })).toBeChecked();
  });
});
