import { ACTION_STATUSES } from '@tourplanner/domain/entities';
import { describe, expect, it, vi } from 'vitest';
import { StatusIcon } from './StatusIcon';
import { StatusMenu } from './StatusMenu';
import { fireEvent, render, screen } from './test-utils';

describe('StatusIcon', () => {
  it('names every status in Polish', () => {
    render(
      <div>
        {ACTION_STATUSES.map((status) => (
          <StatusIcon key={status} status={status} />
        ))}
      </div>,
    );
    expect(screen.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Edytowalna',
      'Zaakceptowana',
      'Anulowana',
      'Rozpoczęta',
      'Zakończona',
      'Anulowana przez personel',
    ]);
  });
});

describe('StatusMenu', () => {
  it('offers editable, accepted and cancelled, and reports a different one', async () => {
    const onChange = vi.fn();
    render(<StatusMenu status="editable" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Zmień status akcji\. Status: Edytowalna/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edytowalna', 'Zaakceptowana', 'Anulowana']);
    fireEvent.click(screen.getByRole('menuitem', { name: /Edytowalna/ }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Zmień status akcji/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Anulowana/ }));
    expect(onChange).toHaveBeenCalledWith('cancelled');
  });

  it('opens from the keyboard on its first use, with focus on the first item', async () => {
    render(<StatusMenu status="accepted" onChange={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: /Status: Zaakceptowana/ });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const items = await screen.findAllByRole('menuitem');
    expect(items).toHaveLength(3);
    await vi.waitFor(() => expect(items[0]).toHaveFocus());
  });

  it('cannot be opened when disabled', () => {
    render(<StatusMenu status="finished" onChange={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: /Status: Zakończona/ })).toBeDisabled();
  });
});
