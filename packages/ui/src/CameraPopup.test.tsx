import { CAMERA } from '@tourplanner/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CameraPopup } from './CameraPopup';
import { act, fireEvent, render, screen, waitFor } from './test-utils';

const JPEG = 'data:image/jpeg;base64,AAAA';

function fakeStream({ torch = false } = {}) {
  const track = {
    kind: 'video',
    stop: vi.fn(),
    getCapabilities: vi.fn(() => (torch ? { torch: true } : {})),
    applyConstraints: vi.fn(async () => undefined),
  };
  // happy-dom's video.srcObject accepts only a MediaStream, so the stand-in inherits from it.
  const stream = Object.assign(Object.create(MediaStream.prototype), {
    getTracks: () => [track],
    getVideoTracks: () => [track],
  }) as MediaStream;
  return { stream, track };
}

let canvases: HTMLCanvasElement[];
beforeEach(() => {
  canvases = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    canvases.push(this);
    return { drawImage: vi.fn() } as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(JPEG);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openLive(options: { torch?: boolean } = {}) {
  const { stream, track } = fakeStream(options);
  const getUserMedia = vi.fn(async () => stream);
  const onAccept = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <CameraPopup opened onClose={onClose} onAccept={onAccept} getUserMedia={getUserMedia} />,
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Zrób zdjęcie' })).toBeEnabled());
  return { ...view, stream, track, getUserMedia, onAccept, onClose };
}

describe('CameraPopup', () => {
  it('asks for the rear camera with the constraints of SPEC §9 and shows the live video', async () => {
    const { getUserMedia, stream } = await openLive();
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: {
        facingMode: 'environment',
        width: { min: 1024, ideal: 1600, max: 1920 },
        height: { min: 640, ideal: 1100, max: 1200 },
      },
    });
    const video = screen.getByLabelText('Podgląd z aparatu') as HTMLVideoElement;
    await waitFor(() => expect(video.srcObject).toBe(stream));
    expect(video.parentElement).not.toHaveAttribute('hidden');
    expect(screen.getByRole('button', { name: 'Powtórz zdjęcie' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Zatwierdź zdjęcie' })).toBeDisabled();
  });

  it('shutter freezes a 1100x1600 JPEG and hides the video; retake resumes; accept hands it over and stops the camera', async () => {
    const { track, onAccept, onClose } = await openLive();
    fireEvent.click(screen.getByRole('button', { name: 'Zrób zdjęcie' }));
    expect(canvases[0]).toMatchObject({ width: CAMERA.captureWidth, height: CAMERA.captureHeight });
    expect([CAMERA.captureWidth, CAMERA.captureHeight]).toEqual([1100, 1600]);
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenCalledWith('image/jpeg', 0.9);
    expect(screen.getByRole('img', { name: 'Podgląd zrobionego zdjęcia' })).toHaveAttribute('src', JPEG);
    expect(screen.getByLabelText('Podgląd z aparatu').parentElement).toHaveAttribute('hidden');

    fireEvent.click(screen.getByRole('button', { name: 'Powtórz zdjęcie' }));
    expect(screen.queryByRole('img', { name: 'Podgląd zrobionego zdjęcia' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Podgląd z aparatu').parentElement).not.toHaveAttribute('hidden');

    fireEvent.click(screen.getByRole('button', { name: 'Zrób zdjęcie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zatwierdź zdjęcie' }));
    expect(onAccept).toHaveBeenCalledWith(JPEG);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(track.stop).toHaveBeenCalled();
  });

  it('back closes and stops every track; so does closing from outside', async () => {
    const first = await openLive();
    fireEvent.click(screen.getByRole('button', { name: 'Wróć' }));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    expect(first.track.stop).toHaveBeenCalled();
    first.unmount();

    const second = await openLive();
    second.rerender(<CameraPopup opened={false} onClose={second.onClose} onAccept={second.onAccept} />);
    expect(second.track.stop).toHaveBeenCalled();
  });

  it('switches the torch only where the track has one', async () => {
    const withTorch = await openLive({ torch: true });
    const flash = screen.getByRole('button', { name: 'Włącz lampę błyskową' });
    await act(async () => fireEvent.click(flash));
    expect(withTorch.track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
    expect(screen.getByRole('button', { name: 'Wyłącz lampę błyskową' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    withTorch.unmount();

    await openLive({ torch: false });
    expect(screen.getByRole('button', { name: 'Lampa błyskowa niedostępna' })).toBeDisabled();
  });

  it('falls back to a file picker with a Polish message when the camera fails, logging only a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onAccept = vi.fn();
    render(
      <CameraPopup
        opened
        onClose={vi.fn()}
        onAccept={onAccept}
        getUserMedia={() => Promise.reject(new DOMException('denied', 'NotAllowedError'))}
      />,
    );
    expect(await screen.findByText('Nie udało się uruchomić aparatu')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    const input = screen.getByTestId('camera-file');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');

    const file = new File([new Uint8Array([1, 2, 3])], 'paragon.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    const still = await screen.findByRole('img', { name: 'Podgląd zrobionego zdjęcia' });
    expect(still.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    fireEvent.click(screen.getByRole('button', { name: 'Zatwierdź zdjęcie' }));
    expect(onAccept).toHaveBeenCalledWith(still.getAttribute('src'));
  });

  it('falls back when the browser has no getUserMedia at all', async () => {
    const original = navigator.mediaDevices;
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    try {
      render(<CameraPopup opened onClose={vi.fn()} onAccept={vi.fn()} />);
      expect(await screen.findByRole('button', { name: 'Wybierz lub zrób zdjęcie' })).toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'mediaDevices', { value: original, configurable: true });
    }
  });
});
