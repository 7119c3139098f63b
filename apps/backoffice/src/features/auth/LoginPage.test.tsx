import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../shared/stores/session';
import { makeUser, renderWithApp, stubApi } from '../../test/render';
import { LoginPage } from './LoginPage';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };

function renderLogin() {
  return renderWithApp(
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="/actions" element={<p>lista akcji</p>} />
      <Route path="/reports" element={<p>raporty</p>} />
      <Route path="/pulpit" element={<p>pulpit</p>} />
      <Route path="/remind" element={<p>przypomnienie</p>} />
    </Routes>,
  );
}

describe('LoginPage', () => {
  it('asks for the e-mail and the password when they are empty', async () => {
    const spy = stubApi({});
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(screen.getByText('Wpisz adres email')).toBeInTheDocument();
    expect(screen.getByText('Wpisz hasło')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('links to the reminder', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('link', { name: 'Zresetuj hasło' }));
    expect(screen.getByText('przypomnienie')).toBeInTheDocument();
  });

  it('signs in, keeps the token under `token` and goes to /actions', async () => {
    stubApi({
      login: () => ({ token, user: makeUser() }),
      territoryList: () => [],
      eventList: () => [],
      userList: () => [],
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Adres e-mail'), 'admin@tourplanner.test');
    await userEvent.type(screen.getByLabelText('Hasło'), 'sekret');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('lista akcji')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('token')!)).toEqual(token);
    expect(useSession.getState().user?.firstname).toBe('Anna');
    expect(await screen.findByText('Zalogowano')).toBeInTheDocument();
  });

  it('signs a brand client in and opens its dashboard, not the actions list', async () => {
    stubApi({
      login: () => ({ token, user: makeUser({ role: { uuid: 'CLIENT' }, territories: [] }) }),
      territoryList: () => [],
      eventList: () => [],
      userList: () => [],
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Adres e-mail'), 'klient@tourplanner.test');
    await userEvent.type(screen.getByLabelText('Hasło'), 'sekret');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('pulpit')).toBeInTheDocument();
    expect(useSession.getState().user?.role.uuid).toBe('CLIENT');
  });

  it('refuses a hostess with "Brak uprawnień" and keeps no session', async () => {
    const spy = stubApi({
      login: () => ({ token, user: makeUser({ role: { uuid: 'HST' } }) }),
      logout: () => ({}),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Adres e-mail'), 'hst1@tourplanner.test');
    await userEvent.type(screen.getByLabelText('Hasło'), 'sekret');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('Brak uprawnień')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().user).toBeNull();
    await waitFor(() => expect(spy).toHaveBeenCalledWith('logout', {}));
  });

  it('shows the catalogue text of a failed login', async () => {
    const { ApiError } = await import('../../shared/api');
    stubApi({
      login: () => {
        throw new ApiError({
          code: 'E_INVALID_CREDENTIALS',
          status: 401,
          message: 'Niepoprawny e-mail lub hasło.',
        });
      },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Adres e-mail'), 'x@y.pl');
    await userEvent.type(screen.getByLabelText('Hasło'), 'zle');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Niepoprawny e-mail lub hasło.');
  });
});
