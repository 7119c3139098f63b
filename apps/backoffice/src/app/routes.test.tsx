import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../shared/stores/session';
import { renderWithApp } from '../test/render';
import { AppRoutes } from './AppRoutes';
import { ROUTES } from './routes';

describe('the route table', () => {
  it('shows the login at the first render: it comes with the app, no chunk to wait for', () => {
    useSession.setState({ restoring: false });
    renderWithApp(<AppRoutes />, { route: '/' });
    expect(screen.getByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
  });

  it('gives every other screen a chunk of its own (React.lazy)', () => {
    const lazy = Symbol.for('react.lazy');
    const eager = ROUTES.filter(({ Component }) => (Component as { $$typeof?: symbol }).$$typeof !== lazy);
    expect(eager.map((r) => r.path)).toEqual(['/']);
  });
});
