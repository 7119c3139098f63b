// Before the start's or the end's photo goes (the receipt and the retake have their own tests), a too
// blurred or too dark photo gets 'Zdjęcie jest nieostre — zrób je jeszcze raz?' and nothing is sent
// until she sends it anyway ('Wyślij mimo to'); a clear photo goes without the warning.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Position } from '../../../shared/lib/geo';
import { createQueryClient } from '../../../shared/query-client';
import { useSession } from '../../../shared/stores/session';
import { workActionsQuery } from '../../../shared/work-actions/work-actions-query';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { wireAction } from '../../../test/wire';
import { FinishActionModal } from './FinishActionModal';
import { StartActionModal } from './StartActionModal';

const clarity = vi.hoisted(() => ({
  value: { sharpness: 500, brightness: 120 } as { sharpness: number; brightness: number } | null,
}));
vi.mock('../../../shared/lib/photo-clarity', () => ({ measureClarity: async () => clarity.value }));
const here = vi.hoisted(() => ({ position: { lat: 52.2297, lng: 21.0122, accuracy: 10 } as Position }));
vi.mock('../../../shared/lib/geo', () => ({ currentPosition: async () => here.position }));

const BLURRED = { sharpness: 20, brightness: 120 };
const DARK = { sharpness: 500, brightness: 10 };
const CLEAR = { sharpness: 500, brightness: 120 };

let fake: FakeApi;
let queryClient: ReturnType<typeof createQueryClient>;
const hostess = { uuid: 'u1', role: { uuid: 'HST' } };
const listed = () => queryClient.getQueryData(workActionsQuery(hostess).queryKey) ?? [];

async function loadList(status: 'accepted' | 'started') {
  fake.answer('/hostess/action/list', {
    success: true,
    data: { actions: [{ ...wireAction(status), points: [], eventIdent: 'EV-1' }], count: 1 },
  });
  await queryClient.fetchQuery(workActionsQuery(hostess));
}

beforeEach(() => {
  fake = installFakeApi('tok');
  queryClient = createQueryClient();
  useSession.setState({ status: 'signedIn', user: hostess as never });
});

/** The test browser has no camera: the popup's file picker gives the photo. */
async function pickPhoto(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Zrób zdjęcie' }));
  const input = await screen.findByTestId('camera-file');
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'zdjecie.jpg', { type: 'image/jpeg' });
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByRole('img', { name: 'Podgląd zrobionego zdjęcia' });
  await userEvent.click(screen.getByRole('button', { name: 'Zatwierdź zdjęcie' }));
}

describe('the warning before a blurred or dark photo', () => {
  it('stops a blurred start photo until she sends it anyway', async () => {
    clarity.value = BLURRED;
    await loadList('accepted');
    const onClose = vi.fn();
    const action = { ...listed()[0]!, point: null };
    renderWithProviders(<StartActionModal action={action} opened onClose={onClose} onClosed={vi.fn()} />, {
      queryClient,
    });
    const dialog = screen.getByRole('dialog', { name: 'Rozpoczęcie akcji' });
    await within(dialog).findByTestId('start-position');
    await pickPhoto(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rozpocznij akcję' }));
    const warning = await within(dialog).findByTestId('unclear-photo');
    expect(warning).toHaveTextContent('Zdjęcie jest nieostre — zrób je jeszcze raz?');
    expect(fake.to('/hostess/action/start')).toHaveLength(0);

    fake.answer('/hostess/action/start', { success: true, data: wireAction('started') });
    await userEvent.click(within(warning).getByRole('button', { name: 'Wyślij mimo to' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.to('/hostess/action/start')).toHaveLength(1);
    expect(fake.to('/hostess/action/start')[0]!.files).toHaveLength(1);
  });

  it('stops a dark end photo; a new photo hides the warning and a clear one goes at once', async () => {
    clarity.value = DARK;
    await loadList('started');
    const onClose = vi.fn();
    renderWithProviders(
      <FinishActionModal action={listed()[0]!} opened onClose={onClose} onClosed={vi.fn()} />,
      { queryClient },
    );
    const dialog = screen.getByRole('dialog', { name: 'Zakończenie akcji' });
    await pickPhoto(dialog);
    for (const group of within(dialog).getAllByRole('radiogroup')) {
      await userEvent.click(within(group).getByRole('radio', { name: 'Tak' }));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zakończ akcję' }));
    expect(await within(dialog).findByTestId('unclear-photo')).toHaveTextContent(
      'Zdjęcie jest nieostre — zrób je jeszcze raz?',
    );
    expect(fake.to('/hostess/action/finish')).toHaveLength(0);

    // She takes it again: the warning goes, and the clear photo is sent without one.
    clarity.value = CLEAR;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zmień zdjęcie' }));
    const input = await screen.findByTestId('camera-file');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'jasne.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    await screen.findByRole('img', { name: 'Podgląd zrobionego zdjęcia' });
    await userEvent.click(screen.getByRole('button', { name: 'Zatwierdź zdjęcie' }));
    await vi.waitFor(() => expect(within(dialog).queryByTestId('unclear-photo')).toBeNull());
    fake.answer('/hostess/action/finish', { success: true, data: wireAction('finished') });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zakończ akcję' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.to('/hostess/action/finish')).toHaveLength(1);
  });
});
