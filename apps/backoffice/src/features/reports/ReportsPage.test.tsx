import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../shared/stores/session';
import { fileAnswer, makeAction, makeUser, renderWithApp, stubApi } from '../../test/render';
import { ReportsPage } from './ReportsPage';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
const finished = makeAction({ uuid: 'f1', status: { global: { ident: 'finished' } } });

describe('ReportsPage', () => {
  it('opens a deep link with its range, page and filter, the first request already the linked list', async () => {
    useSession.setState({ token, user: makeUser() });
    const spy = stubApi({ actionList: () => ({ actions: [finished], count: 250 }) });
    renderWithApp(<ReportsPage />, {
      route: '/reports?since=2026-01-01&until=2026-01-31&page=2&city=Gda%C5%84sk',
    });
    await screen.findAllByTestId('action-row');
    const body = spy.mock.calls[0]![1] as {
      actions: { since: string; until: string; cities?: string[] };
      pagination: { offset: number };
    };
    expect(body.actions).toMatchObject({
      since: '2026-01-01 00:00:00',
      until: '2026-01-31 23:59:59',
      cities: ['Gdańsk'],
    });
    expect(body.pagination.offset).toBe(100);
    expect(screen.getByRole('button', { name: /2026\.01\.01 – 2026\.01\.31/ })).toBeInTheDocument();
  });

  it('opens a deep link with the review filter: sent to the list, shown in the dialog', async () => {
    useSession.setState({ token, user: makeUser() });
    const spy = stubApi({ actionList: () => ({ actions: [finished], count: 1 }) });
    renderWithApp(<ReportsPage />, {
      route: '/reports?since=2026-01-01&until=2026-01-31&review=fix,pending&signals=1',
    });
    await screen.findAllByTestId('action-row');
    const body = spy.mock.calls[0]![1] as { actions: { finished: boolean; review?: unknown } };
    expect(body.actions).toMatchObject({
      finished: true,
      review: { states: ['fix', 'pending'], signals: true },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Filtruj 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtruj' });
    expect(within(dialog).getByRole('checkbox', { name: 'Tylko z sygnałami' })).toBeChecked();
    // The chosen states as the multi-select's pills.
    const pills = [...dialog.querySelectorAll('.mantine-Pill-label')].map((p) => p.textContent);
    expect(pills).toEqual(['Do poprawy', 'Do weryfikacji']);
  });

  it('lists finished actions only, from one month back to today', async () => {
    useSession.setState({ token, user: makeUser() });
    const spy = stubApi({ actionList: () => ({ actions: [finished], count: 1 }) });
    renderWithApp(<ReportsPage />);
    await screen.findAllByTestId('action-row');
    const body = spy.mock.calls[0]![1] as { actions: { finished: boolean; since: string; until: string } };
    expect(body.actions.finished).toBe(true);
    const since = new Date(body.actions.since.slice(0, 10));
    const until = new Date(body.actions.until.slice(0, 10));
    const days = (until.getTime() - since.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(screen.getByRole('button', { name: 'Eksportuj' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtruj' })).toBeInTheDocument();
  });

  it('toggles receipts and survey exclusively, with the empty texts', async () => {
    useSession.setState({ token, user: makeUser() });
    stubApi({
      actionList: () => ({ actions: [finished], count: 1 }),
      receiptList: () => ({ receipts: [] }),
      fileList: () => ({ files: [], poll: null }),
    });
    renderWithApp(<ReportsPage />);
    const receipts = await screen.findByRole('button', { name: 'Pokaż paragony' });
    const survey = screen.getByRole('button', { name: 'Pokaż ankietę' });
    await userEvent.click(receipts);
    expect(await screen.findByText('Brak zdjęć')).toBeInTheDocument();
    expect(receipts).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(survey);
    expect(await screen.findByText('Brak odpowiedzi')).toBeInTheDocument();
    expect(receipts).toHaveAttribute('aria-pressed', 'false');
    expect(survey).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('receipts-panel')).toBeNull();
  });

  it('gives the brand client the survey and no receipts button (its role is refused the receipts)', async () => {
    useSession.setState({ token, user: makeUser({ role: { uuid: 'CLIENT' } }) });
    const spy = stubApi({
      actionList: () => ({ actions: [finished], count: 1 }),
      fileList: () => ({ files: [], poll: null }),
    });
    renderWithApp(<ReportsPage />);
    const survey = await screen.findByRole('button', { name: 'Pokaż ankietę' });
    expect(screen.queryByRole('button', { name: 'Pokaż paragony' })).toBeNull();
    await userEvent.click(survey);
    expect(await screen.findByText('Brak odpowiedzi')).toBeInTheDocument();
    expect(spy.mock.calls.map((c) => c[0])).not.toContain('receiptList');
  });

  it('shows the survey answers, "Brak" for an empty comment, the photo labels and the lightbox', async () => {
    useSession.setState({ token, user: makeUser() });
    globalThis.URL.createObjectURL = () => `blob:${Math.random()}`;
    globalThis.URL.revokeObjectURL = () => {};
    stubApi({
      actionList: () => ({ actions: [finished], count: 1 }),
      fileList: () => ({
        files: [
          { uuid: 'end', ident: 'end' },
          { uuid: 'start', ident: 'start' },
        ],
        poll: { chechboxes: ['tak', 'nie', 'tak'], text: '' },
      }),
      fileServe: () => fileAnswer(new Blob(['x'], { type: 'image/jpeg' })),
    });
    renderWithApp(<ReportsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pokaż ankietę' }));
    const panel = await screen.findByTestId('survey-panel');
    expect(panel).toHaveTextContent('Czy produkty zostały wyeksponowane na meblu?Tak');
    expect(panel).toHaveTextContent('Czy planogram został przygotowany?Nie');
    expect(panel).toHaveTextContent('Komentarz hostessyBrak');
    const photos = await screen.findAllByRole('button', { name: /ekspozycji/ });
    expect(photos.map((p) => p.textContent)).toEqual([
      'Przed ułożeniem ekspozycji',
      'Po ułożeniu ekspozycji',
    ]);
    await userEvent.click(photos[1]!);
    const lightbox = await screen.findByRole('dialog', { name: 'Zdjęcia' });
    expect(within(lightbox).getByRole('img', { name: 'Po ułożeniu ekspozycji' })).toBeInTheDocument();
    expect(within(lightbox).getByText('2 z 2')).toBeInTheDocument();
    await userEvent.click(within(lightbox).getByRole('button', { name: 'Poprzednie zdjęcie' }));
    expect(within(lightbox).getByRole('img', { name: 'Przed ułożeniem ekspozycji' })).toBeInTheDocument();
    expect(within(lightbox).getByText('1 z 2')).toBeInTheDocument();
  });

  it("'Zaakceptuj wszystkie' accepts every photo of the page's actions waiting for a review, after asking", async () => {
    useSession.setState({ token, user: makeUser() });
    const review = (state: string) => ({ state, signals: [] });
    const rows = [
      {
        ...makeAction({ uuid: 'w1', ident: 'A-1', status: { global: { ident: 'finished' } } }),
        review: review('pending'),
      },
      {
        ...makeAction({ uuid: 'x1', ident: 'A-2', status: { global: { ident: 'finished' } } }),
        review: review('fix'),
      },
      {
        ...makeAction({ uuid: 'ok', ident: 'A-3', status: { global: { ident: 'finished' } } }),
        review: review('accepted'),
      },
      {
        ...makeAction({ uuid: 'w2', ident: 'A-4', status: { global: { ident: 'finished' } } }),
        review: review('pending'),
      },
    ];
    const decided: unknown[] = [];
    const listed: string[] = [];
    stubApi({
      actionList: () => ({ actions: rows, count: rows.length }),
      fileList: (body: { action: { uuid: string } }) => {
        listed.push(body.action.uuid);
        return { files: [{ uuid: `${body.action.uuid}-start`, ident: 'start' }], poll: null };
      },
      receiptList: (body: { action: { uuid: string } }) => ({
        receipts: [{ uuid: `${body.action.uuid}-r`, created: { date: '2026-11-24 10:00:00' } }],
      }),
      reviewDecide: (body: { items: unknown[] }) => {
        decided.push(...body.items);
        return { actions: [] };
      },
    });
    renderWithApp(<ReportsPage />);
    await screen.findAllByTestId('action-row');
    await userEvent.click(screen.getByRole('button', { name: 'Zaakceptuj wszystkie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zaakceptuj wszystkie' });
    expect(dialog).toHaveTextContent('które czekają na weryfikację (2)');
    expect(decided).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zaakceptuj wszystkie' }));
    expect(await screen.findByText('Zaakceptowano wszystkie zdjęcia')).toBeInTheDocument();
    expect(listed.sort()).toEqual(['w1', 'w2']);
    expect(decided).toEqual([
      { file: { uuid: 'w1-start' }, decision: 'accept' },
      { receipt: { uuid: 'w1-r' }, decision: 'accept' },
      { file: { uuid: 'w2-start' }, decision: 'accept' },
      { receipt: { uuid: 'w2-r' }, decision: 'accept' },
    ]);
  });
});
