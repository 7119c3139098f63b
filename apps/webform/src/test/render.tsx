// Renders a component inside the app's providers (Mantine without transitions or portals) and a router.
import { render } from '@testing-library/react';
import { UiProvider } from '@tourplanner/ui/UiProvider';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <UiProvider env="test">
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </UiProvider>,
  );
}
