import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CameraPopup } from './CameraPopup';
import type { GetUserMedia } from './lib/camera';

/**
 * A stand-in rear camera: a canvas drawing a receipt on a counter, streamed as video, so the
 * live state can be seen without a camera (and without a permission prompt in CI).
 */
function fakeCamera({ torch = false } = {}): GetUserMedia {
  return async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1100;
    canvas.height = 1600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    let frame = 0;
    let handle = 0;
    const draw = () => {
      frame++;
      context.fillStyle = '#5b4636';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#fbfaf5';
      context.fillRect(250, 200, 600, 1200);
      context.fillStyle = '#333';
      context.font = 'bold 44px monospace';
      context.fillText('PARAGON FISKALNY', 330, 300);
      context.font = '34px monospace';
      [
        'glo hyper X2     99,00',
        'Velo Freeze      21,99',
        'Vuse Go          29,99',
        'SUMA PLN        150,98',
      ].forEach((line, i) => {
        context.fillText(line, 300, 420 + i * 70);
      });
      // A moving line, so the video visibly runs.
      context.fillStyle = 'rgba(250, 139, 26, 0.6)';
      context.fillRect(250, 200 + ((frame * 8) % 1200), 600, 6);
      handle = requestAnimationFrame(draw);
    };
    draw();
    const stream = canvas.captureStream(30);
    const track = stream.getVideoTracks()[0];
    if (track) {
      const stop = track.stop.bind(track);
      track.stop = () => {
        cancelAnimationFrame(handle);
        stop();
      };
      if (torch) {
        const capabilities = track.getCapabilities.bind(track);
        track.getCapabilities = () => ({ ...capabilities(), torch: true }) as MediaTrackCapabilities;
        track.applyConstraints = async () => undefined;
      }
    }
    return stream;
  };
}

const meta = {
  title: 'Webform/CameraPopup',
  component: CameraPopup,
  args: { opened: true, onClose: fn(), onAccept: fn(), getUserMedia: fakeCamera() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CameraPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Live video; press the shutter to freeze a photo, then retake or accept. */
export const Live: Story = {};

export const WithFlash: Story = { args: { getUserMedia: fakeCamera({ torch: true }) } };

/** Waiting for the camera (the permission prompt is open). */
export const Starting: Story = { args: { getUserMedia: () => new Promise<MediaStream>(() => undefined) } };

/** The camera is refused or missing: the phone's own camera or gallery instead. */
export const Fallback: Story = {
  args: {
    getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
  },
};
