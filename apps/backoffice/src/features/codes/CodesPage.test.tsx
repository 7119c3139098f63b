import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../shared/stores/session';
import { makeUser, renderWithApp, stubApi } from '../../test/render';
import { CodesPage } from './CodesPage';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
const pool = {
  event: { uuid: 'e1', ident: 'ev', name: 'Jesień' },
  name: 'Jesień',
  sum: 10,
  released: 2,
  assigned: 3,
  available: 5,
  groups: [{ name: 'A', sum: 10, released: 2, assigned: 3, available: 5 }],
};

describe('CodesPage', () => {
  it('shows the totals per event, expands into groups and imports a CSV', async () => {
    useSession.setState({ token, user: makeUser() });
    const spy = stubApi({ codeList: () => [pool], codeImport: () => ({ imported: 4, skipped: 0 }) });
    renderWithApp(<CodesPage />);
    const row = await screen.findByTestId('code-pool-row');
    expect(row).toHaveTextContent('Jesień10235');
    expect(screen.queryByTestId('code-group-row')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Rozwiń' }));
    expect(screen.getByTestId('code-group-row')).toHaveTextContent('Grupa: A10235');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['code;event;group;state;hostess\n'], 'kody.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    expect(await screen.findByText('Zaimportowano kody: 4')).toBeInTheDocument();
    await waitFor(() => expect(spy).toHaveBeenCalledWith('codeImport', { input: {}, files: [file] }));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
