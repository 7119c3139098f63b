// The account menu's 'Kalendarz' (issue 29): a new link through /calendar/feed/create, shown with
// 'Kopiuj' after she confirms.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../shared/stores/session';
import { type FakeApi, installFakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { wireToken, wireUser } from '../../test/wire';
import AccountMenu from './AccountMenu';

let fake: FakeApi;

beforeEach(async () => {
  fake = installFakeApi('');
  fake.answer('/auth/login', { success: true, data: { token: wireToken, user: wireUser('HST') } });
  expect(await useSession.getState().login('hst1@tourplanner.test', 'secret')).toBeNull();
});

describe('AccountMenu', () => {
  it('makes her calendar link and shows it with Kopiuj', async () => {
    const url = 'https://api.tourplanner.test/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';
    fake.answer('/calendar/feed/create', { success: true, data: { url } });
    renderWithProviders(<AccountMenu opened onClose={() => {}} />);
    expect(await screen.findByText(/Subskrybuj swoje akcje/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nowy link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Utworzyć nowy link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz nowy link' }));
    expect(await screen.findByRole('textbox', { name: 'Link do kalendarza' })).toHaveValue(url);
    expect(fake.to('/calendar/feed/create')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Kopiuj' })).toBeInTheDocument();
  });
});
