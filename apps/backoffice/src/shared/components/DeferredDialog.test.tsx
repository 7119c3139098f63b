import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { DeferredDialog } from './DeferredDialog';

const preloaders = () => screen.queryAllByRole('status', { busy: true });

describe('DeferredDialog', () => {
  it('fetches the dialog on its first opening, behind the preloader, and keeps it mounted', async () => {
    let arrive!: (module: { default: ComponentType<{ opened: boolean }> }) => void;
    const load = vi.fn(
      () => new Promise<{ default: ComponentType<{ opened: boolean }> }>((r) => (arrive = r)),
    );
    const Dialog = lazy(load);
    function Page() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpened((o) => !o)}>
            toggle
          </button>
          <DeferredDialog opened={opened}>
            <Dialog opened={opened} />
          </DeferredDialog>
        </>
      );
    }
    renderWithApp(<Page />);
    expect(load).not.toHaveBeenCalled();
    expect(preloaders()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(load).toHaveBeenCalledOnce();
    expect(preloaders()).toHaveLength(1);

    await act(async () => arrive({ default: ({ opened }) => <p>{opened ? 'open' : 'closed'}</p> }));
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(preloaders()).toHaveLength(0);

    // Closed, it stays mounted (its closing transition) and opens again without a fetch.
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});
