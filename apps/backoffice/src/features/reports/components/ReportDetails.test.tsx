import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api';
import { useSession } from '../../../shared/stores/session';
import { setInView } from '../../../test/intersection';
import { fileAnswer, makeUser, renderWithApp, stubApi } from '../../../test/render';
import { IMAGE_SLOTS } from '../api/report-files';
import { ReceiptsPanel } from './ReportDetails';

const token = { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } };
const jpeg = () => fileAnswer(new Blob(['x'], { type: 'image/jpeg' }));
const receiptsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ uuid: `r-${i}`, created: { date: '2026-11-24 10:00:00' } }));
type ServeBody = { receipt: { uuid: string } };

/** The receipt number (1, 2, …) of a thumbnail's element, from its button's label. */
const receiptNo = (element: Element) =>
  Number(/Paragony (\d+)/.exec(element.closest('button')?.textContent ?? '')?.[1]);

/** Object URLs made and revoked, as the browser would hand them out. */
let urls: { made: string[]; revoked: Set<string> };

/** Images of the panel shown from an object URL that is still valid. */
const shown = (panel: HTMLElement) =>
  [...panel.querySelectorAll('img')].filter((img) => {
    const src = img.getAttribute('src') ?? '';
    return urls.made.includes(src) && !urls.revoked.has(src);
  });

/** A receiptServe stub answering when the test says, counting the calls in flight and the most at once. */
function heldServe() {
  const waiting: { uuid: string; answer: () => void }[] = [];
  const seen = { inFlight: 0, peak: 0, served: [] as string[] };
  const receiptServe = (body: ServeBody) =>
    new Promise((resolve) => {
      seen.served.push(body.receipt.uuid);
      seen.inFlight += 1;
      seen.peak = Math.max(seen.peak, seen.inFlight);
      waiting.push({
        uuid: body.receipt.uuid,
        answer: () => {
          seen.inFlight -= 1;
          resolve(jpeg());
        },
      });
    });
  return { waiting, seen, receiptServe };
}

beforeEach(() => {
  useSession.setState({ token, user: makeUser() });
  urls = { made: [], revoked: new Set() };
  globalThis.URL.createObjectURL = () => {
    const url = `blob:${urls.made.length}`;
    urls.made.push(url);
    return url;
  };
  globalThis.URL.revokeObjectURL = (url: string) => urls.revoked.add(url);
});

describe('ReceiptsPanel', () => {
  it(`fetches 50 receipts at most ${IMAGE_SLOTS} at a time, and every one arrives`, async () => {
    const { waiting, seen, receiptServe } = heldServe();
    stubApi({ receiptList: () => ({ receipts: receiptsOf(50) }), receiptServe });
    renderWithApp(<ReceiptsPanel actionUuid="a1" />);
    for (let answered = 0; answered < 50; answered += 1) {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(answered));
      expect(seen.inFlight).toBeLessThanOrEqual(IMAGE_SLOTS);
      waiting[answered]!.answer();
    }
    const panel = screen.getByTestId('receipts-panel');
    await waitFor(() => expect(shown(panel)).toHaveLength(50));
    expect(seen.peak).toBe(IMAGE_SLOTS);
    expect(new Set(seen.served).size).toBe(50);
  });

  it('fetches only the receipts in view, drops those scrolled away and revokes their URLs', async () => {
    setInView((element) => receiptNo(element) <= 8);
    const { waiting, seen, receiptServe } = heldServe();
    stubApi({ receiptList: () => ({ receipts: receiptsOf(50) }), receiptServe });
    renderWithApp(<ReceiptsPanel actionUuid="a1" />);
    const panel = await screen.findByTestId('receipts-panel');
    await waitFor(() => expect(seen.served).toEqual(['r-0', 'r-1', 'r-2', 'r-3']));
    // Placeholders stand for all 50 meanwhile, each in its thumbnail's button named by its label.
    expect(within(panel).getAllByRole('button')).toHaveLength(50);
    expect(
      within(panel).getByRole('button', { name: 'Paragony 50 · 2026-11-24 10:00:00' }),
    ).toBeInTheDocument();
    expect(panel.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(50);
    for (const w of waiting.splice(0, 2)) w.answer();
    await waitFor(() => expect(shown(panel)).toHaveLength(2));
    await waitFor(() => expect(seen.served).toHaveLength(6));

    // Scrolled to 41–44: the two shown let their URLs go, the queued 7 and 8 are never asked.
    act(() => setInView((element) => receiptNo(element) >= 41 && receiptNo(element) <= 44));
    await waitFor(() => expect(seen.served.slice(6).sort()).toEqual(['r-40', 'r-41', 'r-42', 'r-43']));
    expect(seen.served).not.toContain('r-6');
    expect(urls.revoked).toEqual(new Set(urls.made));
    for (const w of waiting.filter((w) => Number(w.uuid.slice(2)) >= 40)) w.answer();
    await waitFor(() => expect(shown(panel)).toHaveLength(4));

    // Back at the top: the two already fetched come from the cache, not the API.
    const asked = seen.served.length;
    act(() => setInView((element) => receiptNo(element) <= 2));
    await waitFor(() => expect(shown(panel)).toHaveLength(2));
    expect(seen.served).toHaveLength(asked);
  });

  it("waits out a 429's Retry-After before asking the API again, then shows the photo", async () => {
    const calls: { uuid: string; at: number }[] = [];
    let refusedAt = 0;
    stubApi({
      receiptList: () => ({ receipts: receiptsOf(6) }),
      receiptServe: (body: ServeBody) => {
        const uuid = body.receipt.uuid;
        calls.push({ uuid, at: Date.now() });
        if (uuid === 'r-0' && refusedAt === 0) {
          refusedAt = Date.now();
          throw new ApiError({ code: 'E_TOO_MANY_REQUESTS', status: 429, message: 'wait', retryAfter: 0.3 });
        }
        return new Promise((resolve) => setTimeout(() => resolve(jpeg()), 10));
      },
    });
    renderWithApp(<ReceiptsPanel actionUuid="a1" />);
    const panel = await screen.findByTestId('receipts-panel');
    await waitFor(() => expect(shown(panel)).toHaveLength(6));
    expect(calls.filter((c) => c.uuid === 'r-0')).toHaveLength(2);
    const afterRefusal = calls.slice(IMAGE_SLOTS);
    expect(afterRefusal.map((c) => c.uuid).sort()).toEqual(['r-0', 'r-4', 'r-5']);
    for (const call of afterRefusal) expect(call.at - refusedAt).toBeGreaterThanOrEqual(290);
  });

  it('says in Polish that a photo could not be had, and the lightbox asks again', async () => {
    let refuse = true;
    const served: string[] = [];
    stubApi({
      receiptList: () => ({ receipts: receiptsOf(2) }),
      receiptServe: (body: ServeBody) => {
        served.push(body.receipt.uuid);
        if (body.receipt.uuid === 'r-1' && refuse)
          throw new ApiError({ code: 'E_TOO_MANY_REQUESTS', status: 429, message: 'wait', retryAfter: 0.01 });
        return jpeg();
      },
    });
    renderWithApp(<ReceiptsPanel actionUuid="a1" />);
    const panel = await screen.findByTestId('receipts-panel');
    // The thumbnail's button says so in its name.
    expect(
      await within(panel).findByRole('button', {
        name: 'Nie udało się wczytać zdjęcia Paragony 2 · 2026-11-24 10:00:00',
      }),
    ).toBeInTheDocument();
    // Asked once and again three times, then given up: shown as failed, with no toast per photo.
    expect(served.filter((u) => u === 'r-1')).toHaveLength(4);
    expect(shown(panel)).toHaveLength(1);
    expect(screen.queryByText('wait')).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: /Paragony 2/ }));
    const lightbox = await screen.findByRole('dialog', { name: 'Zdjęcia' });
    const failure = await within(lightbox).findByRole('alert');
    expect(failure).toHaveTextContent('Paragony 2 · 2026-11-24 10:00:00: Nie udało się wczytać zdjęcia');
    refuse = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await within(lightbox).findByRole('img', { name: /^Paragony 2/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    // The gallery's keys still step through the photos.
    within(lightbox).getByRole('button', { name: 'Poprzednie zdjęcie' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(lightbox).getByText('1 z 2')).toBeInTheDocument();
    expect(await within(lightbox).findByRole('img', { name: /^Paragony 1/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  });
});
