// Finishing an action: nothing is sent until the photo and the three answers are there; a failed
// send keeps everything she entered, and the retry sends the photo with the survey. The phone's
// position goes with the finish when it has a fix; without one the finish goes without it.
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

const here = vi.hoisted(() => ({ position: null as Position | null }));
vi.mock('../../../shared/lib/geo', () => ({
  currentPosition: async () => {
    if (!here.position) throw new Error('no fix');
    return here.position;
  },
}));

let fake: FakeApi;
let queryClient: ReturnType<typeof createQueryClient>;
const hostess = { uuid: 'u1', role: { uuid: 'HST' } };
const listed = () => queryClient.getQueryData(workActionsQuery(hostess).queryKey) ?? [];

beforeEach(async () => {
  here.position = null;
  fake = installFakeApi('tok');
  queryClient = createQueryClient();
  useSession.setState({ status: 'signedIn', user: hostess as never });
  fake.answer('/hostess/action/list', {
    success: true,
    data: { actions: [{ ...wireAction('started'), points: [], eventIdent: 'EV-1' }], count: 1 },
  });
  await queryClient.fetchQuery(workActionsQuery(hostess));
});

function renderModal() {
  const onClose = vi.fn();
  const action = listed()[0]!;
  renderWithProviders(<FinishActionModal action={action} opened onClose={onClose} onClosed={vi.fn()} />, {
    queryClient,
  });
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Zakończenie akcji' }) };
}

/** The test browser has no camera: the popup's file picker gives the photo. */
async function pickPhoto(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Zrób zdjęcie' }));
  const input = await screen.findByTestId('camera-file');
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'stoisko.jpg', { type: 'image/jpeg' });
  fireEvent.change(input, { target: { files: [file] } });
  // The file becomes a still asynchronously; until it shows, the accept button is disabled and a
  // click on it does nothing.
  await screen.findByRole('img', { name: 'Podgląd zrobionego zdjęcia' });
  await userEvent.click(screen.getByRole('button', { name: 'Zatwierdź zdjęcie' }));
  expect(within(dialog).getByRole('img', { name: 'Zdjęcie po ułożeniu ekspozycji' })).toBeInTheDocument();
}

describe('FinishActionModal', () => {
  it('asks for the photo and every answer and sends nothing until they are there', async () => {
    const { onClose, dialog } = renderModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zakończ akcję' }));
    expect(within(dialog).getByText('Dodaj zdjęcie.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Odpowiedz na wszystkie pytania.')).toHaveLength(3);
    expect(fake.to('/hostess/action/finish')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the photo, answers and comment after a failed send and sends them on the retry', async () => {
    const { onClose, dialog } = renderModal();
    await pickPhoto(dialog);
    for (const group of within(dialog).getAllByRole('radiogroup')) {
      await userEvent.click(within(group).getByRole('radio', { name: 'Tak' }));
    }
    await userEvent.type(within(dialog).getByRole('textbox'), '  Dużo pytań o Velo  ');

    // A server error (with no answer at all the finish would wait on the phone: shared/offline/).
    fake.answer('/hostess/action/finish', { success: false, status: 500, error: 'E_INTERNAL' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zakończ akcję' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Wystąpił błąd serwera. Spróbuj ponownie później.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getAllByRole('radio', { name: 'Tak', checked: true })).toHaveLength(3);
    expect(within(dialog).getByRole('textbox')).toHaveValue('  Dużo pytań o Velo  ');

    fake.answer('/hostess/action/finish', { success: true, data: wireAction('finished') });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zakończ akcję' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = fake.to('/hostess/action/finish').at(-1)!;
    expect(sent.input).toEqual({
      action: { uuid: 'a1' },
      poll: { chechboxes: ['tak', 'tak', 'tak'], text: 'Dużo pytań o Velo' },
    });
    expect(sent.files).toHaveLength(1);
    expect(listed()[0]!.status).toBe('finished');
  });

  it('sends the position with the finish when the phone has a fix', async () => {
    here.position = { lat: 54.3497, lng: 18.6498, accuracy: 12 };
    const { onClose, dialog } = renderModal();
    await pickPhoto(dialog);
    for (const group of within(dialog).getAllByRole('radiogroup')) {
      await userEvent.click(within(group).getByRole('radio', { name: 'Nie' }));
    }
    fake.answer('/hostess/action/finish', { success: true, data: wireAction('finished') });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zakończ akcję' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.to('/hostess/action/finish').at(-1)!.input).toEqual({
      action: { uuid: 'a1' },
      poll: { chechboxes: ['nie', 'nie', 'nie'], text: null },
      position: { lat: 54.3497, lng: 18.6498, accuracy: 12 },
    });
  });
});
