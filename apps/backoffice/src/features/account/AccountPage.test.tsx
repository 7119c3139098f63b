import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api';
import { useSession } from '../../shared/stores/session';
import { makeUser, renderWithApp, stubApi } from '../../test/render';
import { AccountPage } from './AccountPage';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };

describe('AccountPage', () => {
  it('shows the data read-only with a masked password and changes the password', async () => {
    useSession.setState({
      token,
      user: makeUser({
        territories: [
          { uuid: 't1', ident: 'WAW' },
          { uuid: 't2', ident: 'KRK' },
        ],
      }),
    });
    const spy = stubApi({ updatePassword: () => ({}) });
    renderWithApp(<AccountPage />);
    expect(screen.getByRole('link', { name: /Wróć/ })).toHaveAttribute('href', '/actions');
    expect(screen.getByText('WAW, KRK')).toBeInTheDocument();
    expect(screen.getByText('+48500100200')).toBeInTheDocument();
    expect(screen.getByText('••••••••')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Zmień' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana hasła' });
    const current = within(dialog).getByLabelText('Obecne hasło');
    const fresh = within(dialog).getByLabelText('Nowe hasło');
    expect(fresh).toHaveAttribute('placeholder', 'Wpisz nowe hasło');
    // The current password comes first, above the new one.
    expect(current.compareDocumentPosition(fresh) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.type(current, 'Stare-haslo-123');
    await userEvent.type(fresh, 'Nowe haslo na zime');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByText('Zmieniono hasło')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('updatePassword', {
      user: { password: 'Nowe haslo na zime', currentPassword: 'Stare-haslo-123' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Zmień' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByPlaceholderText('Wpisz nowe hasło')).toHaveValue('');
    expect(within(again).getByPlaceholderText('Wpisz obecne hasło')).toHaveValue('');
  });

  it('asks for the current password before calling the server', async () => {
    useSession.setState({ token, user: makeUser() });
    const spy = stubApi({ updatePassword: () => ({}) });
    renderWithApp(<AccountPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Zmień' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nowe hasło'), 'Nowe haslo na zime');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zmień hasło' }));
    expect(within(dialog).getByText('Wpisz obecne hasło')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it.each([
    ['user.password', 'Nowe hasło', 'Hasło musi mieć co najmniej 12 znaków.', 'E_PASSWORD_TOO_WEAK', 400],
    ['user.currentPassword', 'Obecne hasło', 'Obecne hasło jest niepoprawne.', 'E_USER_WRONG_PASSWORD', 401],
  ])(
    'shows the reason of a refusal beside %s and keeps the popup open',
    async (path, label, reason, code, status) => {
      useSession.setState({ token, user: makeUser() });
      stubApi({
        updatePassword: () => {
          throw new ApiError({ code, status, message: 'catalogue', fields: [{ path, message: reason }] });
        },
      });
      renderWithApp(<AccountPage />);
      await userEvent.click(screen.getByRole('button', { name: 'Zmień' }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.type(within(dialog).getByLabelText('Obecne hasło'), 'Stare-haslo-123');
      await userEvent.type(within(dialog).getByLabelText('Nowe hasło'), 'krotkie');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Zmień hasło' }));
      const input = within(dialog).getByLabelText(label);
      await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(reason)));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Obecne hasło')).toHaveValue('Stare-haslo-123');
    },
  );

  it('shows the catalogue text when the change fails', async () => {
    useSession.setState({ token, user: makeUser() });
    stubApi({
      updatePassword: () => {
        throw new ApiError({ code: 'E_PASSWORD_TOO_WEAK', status: 400, message: 'Hasło jest zbyt słabe.' });
      },
    });
    renderWithApp(<AccountPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Zmień' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Obecne hasło'), 'Stare-haslo-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zmień hasło' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Hasło jest zbyt słabe.');
  });

  it("makes the calendar link through /calendar/feed/create and shows it with 'Kopiuj'", async () => {
    useSession.setState({ token, user: makeUser() });
    const url = 'https://api.tourplanner.test/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';
    const spy = stubApi({ calendarFeedCreate: () => ({ url }) });
    renderWithApp(<AccountPage />);
    expect(screen.getByRole('heading', { name: 'Kalendarz' })).toBeInTheDocument();
    expect(screen.getByText(/akcje swoich terytoriów/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nowy link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Utworzyć nowy link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz nowy link' }));
    expect(await screen.findByRole('textbox', { name: 'Link do kalendarza' })).toHaveValue(url);
    expect(spy).toHaveBeenCalledWith('calendarFeedCreate', {});
    expect(screen.getByRole('button', { name: 'Kopiuj' })).toBeInTheDocument();
  });
});
