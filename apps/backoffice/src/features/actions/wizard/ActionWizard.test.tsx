import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@tourplanner/api-client/app-api';
import type { RankedHostess } from '@tourplanner/domain/wire/actions';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../shared/stores/session';
import {
  makeAction,
  makeEvent,
  makeRankedHostess,
  makeUser,
  renderWithApp,
  seedReference,
  stubApi,
} from '../../../test/render';
import { useActionWizard } from '../stores/wizard-store';
import { ActionWizard } from './ActionWizard';
import { draftFromAction, newDraft, type WizardDraft } from './draft';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
const territories = [
  { uuid: 't1', ident: 'WAW' },
  { uuid: 't2', ident: 'KRK' },
];
const hostess = (uuid: string, firstname: string) =>
  makeUser({ uuid, firstname, lastname: 'Test', role: { uuid: 'HST' }, ident: uuid });
const point = (uuid: string, name: string) => ({
  uuid,
  ident: uuid,
  name,
  address: { streetAddress: 'Długa', streetNumber: '2', cityName: 'Warszawa' },
});

function setup(role: 'ADMIN' | 'ASM') {
  const user = makeUser({ role: { uuid: role }, territories: role === 'ASM' ? territories : [] });
  useSession.setState({ token, user });
  seedReference({
    territories,
    events: [makeEvent({ uuid: 'e1', ident: 'ev-1', until: { date: '2026-12-01 00:00:00' } })],
    personnel: [hostess('h1', 'Ola'), hostess('h2', 'Iza')],
  });
  return user;
}

/** The page opens the wizard with a draft for the signed-in user's role. */
function renderWizard(draft: WizardDraft) {
  useActionWizard.getState().open(draft, useSession.getState().user?.role.uuid ?? null);
  return renderWithApp(<ActionWizard />);
}
const isClosed = () => !useActionWizard.getState().opened;

const stepTitle = () => screen.getByRole('heading', { level: 3 }).textContent;

describe('ActionWizard', () => {
  it('has the eight steps in order for ASM, with Zapisz in the summary at every step', async () => {
    const user = setup('ASM');
    stubApi({ pointList: () => [point('p1', 'Sklep A')] });
    renderWizard(newDraft(user));
    const titles: (string | null)[] = [];
    for (let i = 0; i < 8; i++) {
      titles.push(stepTitle());
      expect(
        within(screen.getByTestId('wizard-summary')).getByRole('button', { name: 'Zapisz' }),
      ).toBeInTheDocument();
      expect(screen.getByText(`Krok ${i + 1} z 8`)).toBeInTheDocument();
      if (i < 7) await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    }
    expect(titles).toEqual([
      'Nazwa akcji',
      'Terytorium',
      'Typ akcji',
      'Event',
      'Lokalizacja',
      'Data',
      'Godzina',
      'Personel',
    ]);
    // The territory defaults to the user's first.
    expect(screen.getByTestId('wizard-summary')).toHaveTextContent('Terytorium: WAW');
  });

  it('ASM choosing the second territory sends that territory and its own area, not the first one', async () => {
    const user = {
      ...setup('ASM'),
      areas: [
        { uuid: 'a1', ident: 'WAW-1', territory: { uuid: 't1' } },
        { uuid: 'a2', ident: 'KRK-1', territory: { uuid: 't2' } },
      ],
    };
    useSession.setState({ token, user });
    const spy = stubApi({
      actionCreate: () => makeAction(),
      actionList: () => ({ actions: [], count: 0 }),
    });
    renderWizard(newDraft(user));
    expect(useActionWizard.getState().draft.area).toEqual(expect.objectContaining({ uuid: 'a1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await userEvent.click(screen.getByRole('button', { name: /KRK/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(isClosed()).toBe(true));
    const body = spy.mock.calls.find((c) => c[0] === 'actionCreate')![1] as {
      action: Record<string, unknown>;
    };
    expect(body.action.territory).toEqual({ uuid: 't2' });
    expect(body.action.area).toEqual({ uuid: 'a2' });
  });

  it('refuses an end before the start and an empty time with their own messages', async () => {
    const user = setup('ADMIN');
    stubApi({});
    renderWizard({ ...newDraft(user), date: '2099-11-24' });
    for (let i = 0; i < 5; i++) await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(stepTitle()).toBe('Godzina');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Podaj godzinę rozpoczęcia i zakończenia.')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('8:00'), '17:00');
    await userEvent.type(screen.getByPlaceholderText('21:00'), '9');
    await userEvent.tab();
    const message = 'Godzina zakończenia musi być późniejsza niż godzina rozpoczęcia.';
    expect(screen.getByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(1));
    expect(isClosed()).toBe(false);
  });

  it('warns about a date in the past', async () => {
    const user = setup('ADMIN');
    stubApi({});
    renderWizard({ ...newDraft(user), date: '2020-01-15' });
    for (let i = 0; i < 4; i++) await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(stepTitle()).toBe('Data');
    expect(screen.getByText('Ta data jest w przeszłości.')).toBeInTheDocument();
  });

  it('lists on the event step only the events that run in the chosen territory', async () => {
    const user = setup('ASM');
    const ev = (uuid: string, name: string, territory: { uuid: string; ident: string }[]) => ({
      uuid,
      ident: uuid,
      name,
      since: { date: '2026-11-01 00:00:00' },
      until: { date: '2026-12-01 00:00:00' },
      territory,
    });
    seedReference({
      territories,
      events: [ev('e1', 'Wszędzie', []), ev('e2', 'Tylko KRK', [territories[1]!])],
      personnel: [],
    });
    stubApi({});
    renderWizard(newDraft(user));
    for (let i = 0; i < 3; i++) await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(stepTitle()).toBe('Event');
    expect(screen.getByRole('button', { name: /Wszędzie/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tylko KRK/ })).toBeNull();
  });

  it('Enter in a field moves the wizard to the next step', async () => {
    const user = setup('ADMIN');
    stubApi({});
    renderWizard(newDraft(user));
    await userEvent.type(screen.getByLabelText('Nazwa akcji'), 'Degustacja{Enter}');
    expect(stepTitle()).toBe('Typ akcji');
  });

  it('skips the territory step for ADMIN', async () => {
    const user = setup('ADMIN');
    stubApi({});
    renderWizard(newDraft(user));
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(stepTitle()).toBe('Typ akcji');
    expect(screen.getByText('Krok 2 z 7')).toBeInTheDocument();
  });

  it('creates an action from every step: one location for Standard, a date from day/month/year, times 8 -> 8:00', async () => {
    const user = setup('ADMIN');
    const spy = stubApi({
      pointList: () => [point('p1', 'Sklep A'), point('p2', 'Sklep B')],
      actionCreate: () => makeAction(),
      actionList: () => ({ actions: [], count: 0 }),
    });
    renderWizard(newDraft(user));
    const next = () => userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await userEvent.type(screen.getByLabelText('Nazwa akcji'), 'Degustacja');
    await next(); // type
    await next(); // event
    await userEvent.click(screen.getByRole('button', { name: /Event Jesień/ }));
    await next(); // location
    await userEvent.click(await screen.findByRole('button', { name: /Sklep A/ }));
    await userEvent.click(screen.getByRole('button', { name: /Sklep B/ }));
    expect(screen.getByRole('button', { name: /Sklep A/ })).not.toBePressed();
    expect(screen.getByRole('button', { name: /Sklep B/ })).toBePressed();
    await next(); // date
    await userEvent.type(screen.getByLabelText('Dzień'), '24');
    await userEvent.type(screen.getByLabelText('Miesiąc'), '11');
    await userEvent.type(screen.getByLabelText('Rok'), '2026');
    await next(); // time
    expect(screen.getByPlaceholderText('8:00')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('21:00')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('8:00'), '8');
    await userEvent.type(screen.getByPlaceholderText('21:00'), '16:30');
    await userEvent.tab();
    await next(); // personnel
    // No ranking is stubbed: once it has failed, the step offers the reference list.
    await userEvent.click(await screen.findByRole('button', { name: /Ola/ }));
    await userEvent.click(screen.getByRole('button', { name: /Iza/ }));
    expect(screen.getByRole('button', { name: /Ola/ })).not.toBePressed();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(isClosed()).toBe(true));
    const call = spy.mock.calls.find((c) => c[0] === 'actionCreate')!;
    expect(call[1]).toEqual({
      action: {
        name: 'Degustacja',
        type: { ident: 'Standard' },
        event: { uuid: 'e1' },
        territory: null,
        area: null,
        since: { date: '2026-11-24 08:00:00' },
        until: { date: '2026-11-24 16:30:00' },
        actionPoints: [expect.objectContaining({ point: { uuid: 'p2' }, trash: false })],
        users: [expect.objectContaining({ uuid: 'h2', trash: false })],
      },
    });
    expect(await screen.findByText('Dodano nową akcję')).toBeInTheDocument();
  });

  it('saves an edit from the first step with /action/update ("Zapisano akcję") and names an unnamed action', async () => {
    const user = setup('ADMIN');
    void user;
    const spy = stubApi({
      pointList: () => [],
      actionUpdate: () => makeAction(),
      actionList: () => ({ actions: [], count: 0 }),
    });
    renderWizard(draftFromAction(makeAction({ name: '' })));
    expect(screen.getByText('Edycja akcji')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano akcję')).toBeInTheDocument();
    const body = spy.mock.calls.find((c) => c[0] === 'actionUpdate')![1] as {
      action: Record<string, unknown>;
    };
    expect(body.action.uuid).toBe('a-1');
    expect(body.action.name).toBe('Nazwa akcji');
    expect(body.action.since).toEqual({ date: '2026-11-23 08:00:00' });
  });

  it('shows every person of an action saved with several; choosing one keeps only her', async () => {
    setup('ADMIN');
    stubApi({ pointList: () => [] });
    const action = makeAction({
      users: [
        { uuid: 'h1', firstname: 'Ola', lastname: 'Test' },
        { uuid: 'h2', firstname: 'Iza', lastname: 'Test' },
      ],
    });
    renderWizard(draftFromAction(action));
    for (let i = 0; i < 6; i++) await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(stepTitle()).toBe('Personel');
    expect(screen.getByRole('button', { name: /Ola/ })).toBePressed();
    expect(screen.getByRole('button', { name: /Iza/ })).toBePressed();
    // Not choosable while the ranking is asked for; no ranking is stubbed, so it fails to the reference list.
    await waitFor(() => expect(screen.getByRole('button', { name: /Ola/ })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: /Ola/ }));
    expect(screen.getByRole('button', { name: /Ola/ })).not.toBePressed();
    expect(screen.getByRole('button', { name: /Iza/ })).toBePressed();
    expect(screen.getByTestId('wizard-summary')).toHaveTextContent('Personel: Iza Test');
  });

  it('Horeca toggles many locations; a new event drops the chosen ones', async () => {
    const user = setup('ADMIN');
    stubApi({ pointList: () => [point('p1', 'Sklep A'), point('p2', 'Sklep B')] });
    renderWizard({ ...newDraft(user), type: 'Horeca', event: { uuid: 'e1', name: 'Event Jesień' } });
    for (let i = 0; i < 3; i++) await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(stepTitle()).toBe('Lokalizacja');
    await userEvent.click(await screen.findByRole('button', { name: /Sklep A/ }));
    await userEvent.click(screen.getByRole('button', { name: /Sklep B/ }));
    expect(screen.getByRole('button', { name: /Sklep A/ })).toBePressed();
    expect(screen.getByRole('button', { name: /Sklep B/ })).toBePressed();
    expect(screen.getByTestId('wizard-summary')).toHaveTextContent('Lokalizacja: 2');
  });

  it('ranks the personnel for the window, each with why', async () => {
    setup('ADMIN');
    const ranked = (uuid: string, firstname: string, extra: Partial<RankedHostess>) =>
      makeRankedHostess({ uuid, firstname, ...extra });
    const spy = stubApi({
      pointList: () => [],
      actionPersonnel: () => [
        ranked('h2', 'Iza', { weekActions: 2, distanceMeters: 3400 }),
        ranked('h1', 'Ola', {
          availability: 'outside',
          clash: {
            uuid: 'x',
            ident: 'AK-000123',
            kind: 'overlap',
            since: { date: '2026-11-23 07:00:00' },
            until: { date: '2026-11-23 12:00:00' },
          },
        }),
      ],
    });
    renderWizard(draftFromAction(makeAction({ users: [] })));
    for (let i = 0; i < 6; i++) await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    const iza = await screen.findByRole('button', { name: /Iza Test/ });
    expect(iza).toHaveTextContent('H2 · dostępna · akcje w tym tygodniu: 2 · 3,4 km od poprzedniej akcji');
    const ola = screen.getByRole('button', { name: /Ola Test/ });
    expect(ola).toHaveTextContent('koliduje z AK-000123');
    expect(iza.compareDocumentPosition(ola) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const body = spy.mock.calls.find((c) => c[0] === 'actionPersonnel')![1] as Record<string, unknown>;
    expect(body).toMatchObject({ since: '2026-11-23 08:00:00', action: { uuid: 'a-1' } });
  });

  it('shows a clash with the other action named, and saves outside availability only with a reason', async () => {
    setup('ADMIN');
    const refusals = [
      new ApiError({
        code: 'E_HOSTESS_BUSY',
        status: 409,
        message: 'Hostessa ma w tym czasie inną akcję.',
        fields: [
          { path: 'action.users.0', message: 'Ola Test koliduje z AK-000123 (23.11.2026 07:00–12:00).' },
        ],
      }),
      new ApiError({
        code: 'E_OUTSIDE_AVAILABILITY',
        status: 409,
        message: 'Akcja wypada poza dostępnością hostessy.',
        fields: [{ path: 'action.users.0', message: 'Ola Test jest poza zadeklarowaną dostępnością.' }],
      }),
    ];
    const spy = stubApi({
      pointList: () => [],
      actionList: () => ({ actions: [], count: 0 }),
      actionUpdate: () => {
        const next = refusals.shift();
        if (next) throw next;
        return makeAction();
      },
    });
    renderWizard(draftFromAction(makeAction()));
    const save = () =>
      userEvent.click(within(screen.getByTestId('wizard-summary')).getByRole('button', { name: 'Zapisz' }));
    await save();
    const busy = await screen.findByTestId('booking-refusal');
    expect(busy).toHaveTextContent('Hostessa ma w tym czasie inną akcję');
    expect(busy).toHaveTextContent('koliduje z AK-000123');
    expect(isClosed()).toBe(false);
    await save();
    const outside = await screen.findByText('Poza dostępnością hostessy');
    expect(outside).toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Zapisz mimo to' });
    expect(again).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Powód przypisania poza dostępnością'), 'Zastępstwo');
    await userEvent.click(again);
    await waitFor(() => expect(isClosed()).toBe(true));
    const last = spy.mock.calls.filter((c) => c[0] === 'actionUpdate').at(-1)![1] as {
      action: Record<string, unknown>;
    };
    expect(last.action.availabilityOverride).toBe('Zastępstwo');
  });
});
