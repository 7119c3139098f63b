import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../shared/stores/session';
import { renderWithApp, stubApi } from '../../test/render';
import { RemindCodePage } from './RemindCodePage';
import { RemindPage } from './RemindPage';

function renderRemind(route: string) {
  return renderWithApp(
    <Routes>
      <Route path="/" element={<p>logowanie</p>} />
      <Route path="/remind" element={<RemindPage />} />
      <Route path="/remind/code" element={<RemindCodePage />} />
    </Routes>,
    { route },
  );
}

describe('password reminder', () => {
  it('asks for the e-mail, sends the code and goes to /remind/code', async () => {
    const spy = stubApi({ resetToken: () => ({}) });
    renderRemind('/remind');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(screen.getByText('Wpisz adres email')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Adres e-mail'), 'asm@tourplanner.test');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('Nowe hasło', { selector: 'h1' })).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('resetToken', { username: 'asm@tourplanner.test' });
  });

  it('goes to /remind/code without a new code with "Mam już kod" (an invitation’s code)', async () => {
    const spy = stubApi({ resetToken: () => ({}) });
    renderRemind('/remind');
    await userEvent.click(screen.getByRole('button', { name: 'Mam już kod' }));
    expect(screen.getByText('Wpisz adres email')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Adres e-mail'), 'nowa@tourplanner.test');
    await userEvent.click(screen.getByRole('button', { name: 'Mam już kod' }));
    expect(await screen.findByText('Nowe hasło', { selector: 'h1' })).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    expect(useSession.getState().remindEmail).toBe('nowa@tourplanner.test');
  });

  it('sets the new password with the code, then goes to / with "Pomyślnie zmieniono hasło!"', async () => {
    useSession.setState({ remindEmail: 'asm@tourplanner.test' });
    const spy = stubApi({ resetPassword: () => ({}) });
    renderRemind('/remind/code');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(screen.getByText('Wpisz kod')).toBeInTheDocument();
    expect(screen.getByText('Wpisz nowe hasło')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Kod'), 'ABCD2345');
    await userEvent.type(screen.getByLabelText('Nowe hasło'), 'Nowe-haslo-1');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('logowanie')).toBeInTheDocument();
    expect(screen.getByText('Pomyślnie zmieniono hasło!')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('resetPassword', {
      username: 'asm@tourplanner.test',
      otp: 'ABCD2345',
      password: 'Nowe-haslo-1',
    });
  });
});
