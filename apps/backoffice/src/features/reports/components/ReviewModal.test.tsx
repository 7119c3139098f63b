import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../shared/stores/session';
import { fileAnswer, makeUser, renderWithApp, stubApi } from '../../../test/render';
import { ReviewModal, reviewKey } from './ReviewModal';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
type Decide = {
  items: { file?: { uuid: string }; receipt?: { uuid: string }; decision: string; comment?: string }[];
};

type Review = { decision: 'accept' | 'reject' | 'retake'; comment: string | null };

/** The action's photos, each with the decision the lists carry (`reviews` by photo id). */
function stubReview(reviews: Record<string, Review> = {}) {
  const sent: Decide[] = [];
  const withReview = (uuid: string) => (reviews[uuid] ? { review: reviews[uuid] } : {});
  stubApi({
    fileList: () => ({
      files: [
        { uuid: 'f-end', ident: 'end', ...withReview('f-end') },
        { uuid: 'f-start', ident: 'start', ...withReview('f-start') },
      ],
      poll: null,
    }),
    receiptList: () => ({
      receipts: [{ uuid: 'r-1', created: { date: '2026-11-24 10:00:00' }, ...withReview('r-1') }],
    }),
    fileServe: () => fileAnswer(new Blob(['x'], { type: 'image/jpeg' })),
    receiptServe: () => fileAnswer(new Blob(['x'], { type: 'image/jpeg' })),
    reviewDecide: (body: Decide) => {
      sent.push(body);
      return { actions: [{ uuid: 'a1', review: { state: 'pending', signals: [] } }] };
    },
  });
  return sent;
}

beforeEach(() => {
  useSession.setState({ token, user: makeUser() });
  globalThis.URL.createObjectURL = () => 'blob:1';
  globalThis.URL.revokeObjectURL = () => {};
});

describe('reviewKey', () => {
  it('maps the arrows and A, R, X (either case) and nothing else', () => {
    expect(['ArrowLeft', 'ArrowRight', 'a', 'R', 'x', 'b', 'Enter'].map(reviewKey)).toEqual([
      'previous',
      'next',
      'accept',
      'retake',
      'reject',
      null,
      null,
    ]);
  });
});

describe('ReviewModal', () => {
  it('walks start, end and receipts with the keyboard and sends each decision with the comment', async () => {
    const sent = stubReview();
    const user = userEvent.setup();
    renderWithApp(<ReviewModal action={{ uuid: 'a1', ident: 'A-1' }} opened onClose={() => {}} />);
    expect(await screen.findByText('Zdjęcie 1 z 3')).toBeInTheDocument();
    expect(screen.getByText('Weryfikacja zdjęć: A-1')).toBeInTheDocument();
    // Start first: accepted with A, and the view moves on to the end photo.
    screen.getByRole('button', { name: 'Następne zdjęcie' }).focus();
    await user.keyboard('a');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.items).toEqual([{ file: { uuid: 'f-start' }, decision: 'accept' }]);
    expect(await screen.findByText('Zdjęcie 2 z 3')).toBeInTheDocument();
    // The comment is typed (an R in it is a letter, not a decision), then R asks for a retake.
    await user.type(screen.getByLabelText('Komentarz dla hostessy (opcjonalnie)'), 'Rozmazane');
    expect(sent).toHaveLength(1);
    screen.getByRole('button', { name: 'Następne zdjęcie' }).focus();
    await user.keyboard('r');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.items).toEqual([{ file: { uuid: 'f-end' }, decision: 'retake', comment: 'Rozmazane' }]);
    expect(await screen.findByText('Zdjęcie 3 z 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Komentarz dla hostessy (opcjonalnie)')).toHaveValue('');
    // Back with ←: the end photo shows its decision; → returns to the receipt, rejected with X.
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByText('Zdjęcie 2 z 3')).toBeInTheDocument();
    expect(screen.getByTestId('photo-decision')).toHaveTextContent('Do poprawy');
    await user.keyboard('{ArrowRight}x');
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.items).toEqual([{ receipt: { uuid: 'r-1' }, decision: 'reject' }]);
  });

  it("'Zaakceptuj wszystkie' accepts in one call every photo not decided yet", async () => {
    const sent = stubReview();
    const user = userEvent.setup();
    renderWithApp(<ReviewModal action={{ uuid: 'a1', ident: 'A-1' }} opened onClose={() => {}} />);
    await screen.findByText('Zdjęcie 1 z 3');
    await user.click(screen.getByRole('button', { name: 'Odrzuć' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Zaakceptuj wszystkie' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.items).toEqual([
      { file: { uuid: 'f-end' }, decision: 'accept' },
      { receipt: { uuid: 'r-1' }, decision: 'accept' },
    ]);
  });

  it('shows a photo asked for again as such, and accepting all leaves it for her retake', async () => {
    const sent = stubReview();
    const user = userEvent.setup();
    const retakes = [{ file: { uuid: 'f-end' }, ident: 'end' as const, comment: 'Rozmazane' }];
    renderWithApp(<ReviewModal action={{ uuid: 'a1', ident: 'A-1', retakes }} opened onClose={() => {}} />);
    await screen.findByText('Zdjęcie 1 z 3');
    expect(screen.getByTestId('photo-decision')).toHaveTextContent('Do weryfikacji');
    await user.click(screen.getByRole('button', { name: 'Następne zdjęcie' }));
    expect(screen.getByTestId('photo-decision')).toHaveTextContent('Do poprawy');
    await user.click(screen.getByRole('button', { name: 'Zaakceptuj wszystkie' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.items).toEqual([
      { file: { uuid: 'f-start' }, decision: 'accept' },
      { receipt: { uuid: 'r-1' }, decision: 'accept' },
    ]);
  });

  it('shows the decision recorded on each photo, start, end and receipt, and accepting all leaves them', async () => {
    const sent = stubReview({
      'f-start': { decision: 'accept', comment: null },
      'r-1': { decision: 'reject', comment: 'Paragon z innego sklepu' },
    });
    const user = userEvent.setup();
    renderWithApp(<ReviewModal action={{ uuid: 'a1', ident: 'A-1' }} opened onClose={() => {}} />);
    await screen.findByText('Zdjęcie 1 z 3');
    expect(screen.getByTestId('photo-decision')).toHaveTextContent('Zaakceptowane');
    await user.click(screen.getByRole('button', { name: 'Następne zdjęcie' }));
    expect(screen.getByTestId('photo-decision')).toHaveTextContent('Do weryfikacji');
    await user.click(screen.getByRole('button', { name: 'Następne zdjęcie' }));
    expect(screen.getByTestId('photo-decision')).toHaveTextContent('Odrzucone');
    expect(screen.getByTestId('photo-decision-comment')).toHaveTextContent('Paragon z innego sklepu');
    await user.click(screen.getByRole('button', { name: 'Zaakceptuj wszystkie' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.items).toEqual([{ file: { uuid: 'f-end' }, decision: 'accept' }]);
  });
});
