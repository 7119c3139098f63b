import { describe, expect, it, vi } from 'vitest';
import { SideNav } from './SideNav';
import { fireEvent, render, screen } from './test-utils';

const ENTRIES = [
  { key: 'actions', label: 'Akcje', href: '/actions', active: true },
  { key: 'reports', label: 'Raporty', href: '/reports' },
  { key: 'webform', label: 'Webform', href: 'https://webform.example.test', external: true },
];

function setup() {
  const props = { onClose: vi.fn(), onNavigate: vi.fn(), onLogout: vi.fn() };
  render(<SideNav opened firstName="Anna" entries={ENTRIES} accountHref="/twoje-konto" {...props} />);
  return props;
}

describe('SideNav', () => {
  it('greets the user and lists the entries with the current one marked', () => {
    setup();
    expect(screen.getByText('Witaj, Anna')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Akcje' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Raporty' })).toHaveAttribute('href', '/reports');
    expect(screen.getByRole('link', { name: 'Twoje Konto' })).toHaveAttribute('href', '/twoje-konto');
  });

  it('routes internal links through onNavigate and closes', () => {
    const props = setup();
    fireEvent.click(screen.getByRole('link', { name: 'Raporty' }));
    fireEvent.click(screen.getByRole('link', { name: 'Twoje Konto' }));
    expect(props.onNavigate.mock.calls).toEqual([['/reports'], ['/twoje-konto']]);
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });

  it('leaves external links and modified clicks to the browser', () => {
    const props = setup();
    fireEvent.click(screen.getByRole('link', { name: 'Webform' }));
    fireEvent.click(screen.getByRole('link', { name: 'Raporty' }), { ctrlKey: true });
    expect(props.onNavigate).not.toHaveBeenCalled();
  });

  it('logs out and closes with its controls', () => {
    const props = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Wyloguj' }));
    expect(props.onLogout).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij menu' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('opens a new-tab entry in a new tab and closes, without routing it', () => {
    const props = { onClose: vi.fn(), onNavigate: vi.fn(), onLogout: vi.fn() };
    const webform = { key: 'webform', label: 'Webform', href: 'https://webform.example.test' };
    render(
      <SideNav
        opened
        firstName="Ewa"
        entries={[{ ...webform, external: true, newTab: true }]}
        accountHref="/twoje-konto"
        {...props}
      />,
    );
    const link = screen.getByRole('link', { name: 'Webform' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Keep happy-dom from opening the address; the component's own handler still runs.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(props.onNavigate).not.toHaveBeenCalled();
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it("draws 'Wyloguj' in the theme's error red, not the subtle variant's red 6 (3.28:1 on white)", () => {
    setup();
    // Mantine's subtle variant turns color="red.9" into red 6; the error red is red 9 in light
    // (5.46:1 on white) and red 4 in dark (6.70:1), set by the theme.
    const logout = screen.getByRole('button', { name: 'Wyloguj' });
    expect(logout.style.getPropertyValue('--button-color')).toBe('var(--mantine-color-error)');
  });
});
