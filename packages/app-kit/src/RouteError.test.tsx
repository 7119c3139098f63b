import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeError } from './RouteError';

const RouteError = routeError({
  title: 'Nie udało się wyświetlić strony',
  text: 'Sprawdź połączenie z internetem i spróbuj ponownie.',
  retry: 'Spróbuj ponownie',
});

function Broken(): never {
  throw new Error('chunk failed to load');
}

afterEach(() => vi.restoreAllMocks());

describe('routeError', () => {
  it("shows the app's wording in place of a screen that failed, and reloads the page on retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RouteError }]);
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Nie udało się wyświetlić strony' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sprawdź połączenie z internetem i spróbuj ponownie.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
