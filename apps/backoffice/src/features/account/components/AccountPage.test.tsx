import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import { useSession } from '../../../shared/stores/session';
import { makeUser, renderWithApp, stubApi } from '../../../test/render';
import AccountPage from './AccountPage';

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
    await userEvent.type(within(dialog).getByPlaceholderText('Wpisz nowe hasło'), 'Nowe-haslo-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByText('Zmieniono hasło')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('updatePassword', { user: { password: 'Nowe-haslo-123' } });
    await userEvent.click(screen.getByRole('button', { name: 'Zmień' }));
    expect(within(await screen.findByRole('dialog')).getByPlaceholderText('Wpisz nowe hasło')).toHaveValue(
      '',
    );
  });

  it('shows the catalogue text when the change fails', async () => {
    useSession.setState({ token, user: makeUser() });
    stubApi({
      updatePassword: () => {
        throw new ApiError({ code: 'E_PASSWORD_TOO_WEAK', status: 400, message: 'Hasło jest zbyt słabe.' });
      },
    });
    renderWithApp(<AccountPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Zmień' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zmień hasło' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Hasło jest zbyt słabe.');
  });
});
