// An action the coordinator sent back: her list shows it first under 'Do poprawy' with the photo
// asked for and the comment; 'Zrób nowe zdjęcie' takes a photo, warns when it is blurred and sends
// it to /hostess/action/retake by the photo's id when she sends it anyway.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../shared/stores/session';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { wireAction, wireToken, wireUser } from '../../../test/wire';
import { HostessActions } from './HostessActions';

const clarity = vi.hoisted(() => ({
  value: { sharpness: 500, brightness: 120 } as { sharpness: number; brightness: number } | null,
}));
vi.mock('../../../shared/lib/photo-clarity', () => ({ measureClarity: async () => clarity.value }));

let fake: FakeApi;

const fixAction = wireAction('finished', {
  points: [],
  eventIdent: 'EV-1',
  review: {
    state: 'fix',
    signals: [],
    retakes: [
      { file: { uuid: 'f-start' }, ident: 'start', comment: 'Zdjęcie z innej akcji' },
      { receipt: { uuid: 'r-1' }, ident: 'receipt', comment: null },
    ],
  },
});

beforeEach(async () => {
  fake = installFakeApi('');
  fake.answer('/auth/login', { success: true, data: { token: wireToken, user: wireUser('HST') } });
  expect(await useSession.getState().login('hst1@tourplanner.test', 'secret')).toBeNull();
});

async function pickPhoto(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Zrób zdjęcie' }));
  const input = await screen.findByTestId('camera-file');
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'nowe.jpg', { type: 'image/jpeg' });
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByRole('img', { name: 'Podgląd zrobionego zdjęcia' });
  await userEvent.click(screen.getByRole('button', { name: 'Zatwierdź zdjęcie' }));
  await within(dialog).findByRole('img', { name: 'Nowe zdjęcie' });
}

describe('a photo to take again', () => {
  it("shows 'Do poprawy' with each photo asked for and the coordinator's comment", async () => {
    fake.answer('/hostess/action/list', { success: true, data: { actions: [fixAction], count: 1 } });
    renderWithProviders(<HostessActions />);
    const section = await screen.findByRole('region', { name: 'Do poprawy' });
    const card = within(section).getByRole('article', { name: 'Degustacja' });
    expect(within(card).getByTestId('action-fix')).toHaveTextContent('Do poprawy');
    expect(within(card).getByText('Zdjęcie startowe')).toBeInTheDocument();
    expect(within(card).getByText('Komentarz koordynatora: Zdjęcie z innej akcji')).toBeInTheDocument();
    expect(within(card).getByText('Paragon')).toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: 'Zrób nowe zdjęcie' })).toHaveLength(2);
  });

  it('warns before a blurred photo and sends it anyway by its id, then reads her list again', async () => {
    clarity.value = { sharpness: 20, brightness: 120 };
    fake.answer('/hostess/action/list', { success: true, data: { actions: [fixAction], count: 1 } });
    renderWithProviders(<HostessActions />);
    const section = await screen.findByRole('region', { name: 'Do poprawy' });
    await userEvent.click(within(section).getAllByRole('button', { name: 'Zrób nowe zdjęcie' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nowe zdjęcie' });
    expect(within(dialog).getByText('Komentarz koordynatora: Zdjęcie z innej akcji')).toBeInTheDocument();
    await pickPhoto(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zdjęcie' }));
    const warning = await within(dialog).findByTestId('unclear-photo');
    expect(warning).toHaveTextContent('Zdjęcie jest nieostre — zrób je jeszcze raz?');
    expect(fake.to('/hostess/action/retake')).toHaveLength(0);

    fake.answer('/hostess/action/retake', { success: true, data: wireAction('finished') });
    const after = wireAction('finished', {
      points: [],
      eventIdent: 'EV-1',
      review: { state: 'pending', signals: [], retakes: [] },
    });
    fake.answer('/hostess/action/list', { success: true, data: { actions: [after], count: 1 } });
    await userEvent.click(within(warning).getByRole('button', { name: 'Wyślij mimo to' }));
    await waitFor(() => expect(fake.to('/hostess/action/retake')).toHaveLength(1));
    const sent = fake.to('/hostess/action/retake')[0]!;
    expect(sent.input).toEqual({ file: { uuid: 'f-start' } });
    expect(sent.files).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Do poprawy' })).toBeNull());
  });

  it('sends a clear photo without a warning', async () => {
    clarity.value = { sharpness: 500, brightness: 120 };
    fake.answer('/hostess/action/list', { success: true, data: { actions: [fixAction], count: 1 } });
    renderWithProviders(<HostessActions />);
    const section = await screen.findByRole('region', { name: 'Do poprawy' });
    await userEvent.click(within(section).getAllByRole('button', { name: 'Zrób nowe zdjęcie' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nowe zdjęcie' });
    await pickPhoto(dialog);
    fake.answer('/hostess/action/retake', { success: true, data: wireAction('finished') });
    fake.answer('/hostess/action/list', { success: true, data: { actions: [fixAction], count: 1 } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zdjęcie' }));
    await waitFor(() => expect(fake.to('/hostess/action/retake')).toHaveLength(1));
    expect(fake.to('/hostess/action/retake')[0]!.input).toEqual({ receipt: { uuid: 'r-1' } });
    expect(screen.queryByTestId('unclear-photo')).toBeNull();
  });
});
