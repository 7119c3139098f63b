import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { render, screen, waitFor, within } from './test-utils';

const URL1 = 'https://api.example.test/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';
const URL2 = 'https://api.example.test/calendar/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ics';

describe('CalendarFeedPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes a link only after asking, shows it once with Kopiuj, and a new one replaces it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onCreate = vi.fn().mockResolvedValueOnce(URL1).mockResolvedValueOnce(URL2);
    render(<CalendarFeedPanel intro="Subskrybuj swoje akcje." onCreate={onCreate} />);
    expect(screen.getByRole('heading', { name: 'Kalendarz' })).toBeInTheDocument();
    expect(screen.getByText(/Kalendarz Google/)).toBeInTheDocument();
    // No link before one is made: the server keeps only its hash.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kopiuj' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Nowy link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Utworzyć nowy link?' });
    // Cancelling makes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onCreate).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Nowy link' }));
    dialog = await screen.findByRole('dialog', { name: 'Utworzyć nowy link?' });
    expect(within(dialog).getByText(/przestanie działać/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz nowy link' }));
    expect(await screen.findByRole('textbox', { name: 'Link do kalendarza' })).toHaveValue(URL1);
    expect(onCreate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Kopiuj' }));
    expect(writeText).toHaveBeenCalledWith(URL1);
    expect(await screen.findByRole('button', { name: 'Skopiowano' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Nowy link' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz nowy link' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Link do kalendarza' })).toHaveValue(URL2),
    );
    expect(onCreate).toHaveBeenCalledTimes(2);
  });

  it('keeps the question open and shows no link when making it fails', async () => {
    const onCreate = vi.fn().mockRejectedValue(new Error('offline'));
    render(<CalendarFeedPanel intro="Subskrybuj swoje akcje." onCreate={onCreate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Nowy link' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz nowy link' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
