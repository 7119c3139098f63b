import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@tourplanner/api-client/app-api';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../shared/stores/session';
import { makeUser, renderWithApp, stubApi } from '../../test/render';
import { ConsentsPage } from './ConsentsPage';
import { historyCsv } from './history-csv';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
const events = [
  {
    kind: 'consent' as const,
    purpose: 'mobileOptIn',
    value: true,
    at: '2026-11-20T09:15:00.000Z',
    textVersion: '2026-11-22',
    registration: 'r1',
    brand: 'Velo',
    pointIdent: 'P-1',
  },
  {
    kind: 'withdrawal' as const,
    purpose: 'mobileOptIn',
    value: false,
    at: '2026-11-21T10:00:00.000Z',
    textVersion: null,
    registration: null,
    brand: null,
    pointIdent: null,
  },
];

describe('ConsentsPage', () => {
  it('finds a consumer, lists consents and withdrawals in Polish, and erases after a confirmation', async () => {
    useSession.setState({ token, user: makeUser() });
    const spy = stubApi({ consentHistory: () => ({ events }), consentErase: () => ({ erased: 1 }) });
    renderWithApp(<ConsentsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Podaj adres e-mail lub numer telefonu.');
    expect(spy).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('E-mail konsumenta'), 'jan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    const rows = await screen.findAllByTestId('consent-event');
    expect(rows[0]).toHaveTextContent('2026-11-20 10:15Zgoda');
    expect(rows[0]).toHaveTextContent('SMS i MMS');
    expect(rows[1]).toHaveTextContent('Wycofanie');
    expect(spy).toHaveBeenCalledWith('consentHistory', { consumer: { emailAddress: 'jan@example.com' } });
    await userEvent.click(screen.getByRole('button', { name: 'Usuń dane konsumenta' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń dane' }));
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith('consentErase', { consumer: { emailAddress: 'jan@example.com' } }),
    );
    expect(await screen.findByText('Dane konsumenta usunięte. Dowód zgód zachowany.')).toBeInTheDocument();
  });

  it('says when nobody matches, without an error toast', async () => {
    useSession.setState({ token, user: makeUser() });
    stubApi({
      consentHistory: () => {
        throw new ApiError({ code: 'E_NOT_FOUND', status: 404, message: 'Nie znaleziono.' });
      },
    });
    renderWithApp(<ConsentsPage />);
    await userEvent.type(screen.getByLabelText('Telefon z prefiksem'), '+48600100200');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(
      await screen.findByText('Nie znaleziono konsumenta o tym adresie e-mail ani numerze.'),
    ).toBeInTheDocument();
  });

  it('is closed to the other roles', () => {
    useSession.setState({ token, user: makeUser({ role: { uuid: 'ASM' } }) });
    renderWithApp(<ConsentsPage />);
    expect(screen.getByText('Ten ekran jest dostępny tylko dla administratora.')).toBeInTheDocument();
  });

  it('exports a CSV Excel opens with its diacritics', () => {
    const csv = historyCsv(
      events,
      (p) => `zgoda ${p}`,
      (iso) => iso.slice(0, 10),
    );
    expect(csv.startsWith('\uFEFF"Data";"Zdarzenie";"Zgoda";"Wartość"')).toBe(true);
    expect(csv).toContain('"2026-11-21";"Wycofanie";"zgoda mobileOptIn";"Nie";"";"";""');
  });
});
