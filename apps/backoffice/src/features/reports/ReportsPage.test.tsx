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
});
