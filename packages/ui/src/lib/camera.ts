// Camera settings of SPEC §9 and the drawing of a frame or a picked file into a JPEG data URL.
import { CAMERA } from '@tourplanner/domain/constants';

export type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

/** Rear camera, video only, width 1024/1600/1920, height 640/1100/1200. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: CAMERA.facingMode,
    width: { ...CAMERA.width },
    height: { ...CAMERA.height },
  },
};

/** The browser's getUserMedia, or undefined where there is none (no secure context, old browser). */
export function browserGetUserMedia(): GetUserMedia | undefined {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices || typeof devices.getUserMedia !== 'function') return undefined;
  return (constraints) => devices.getUserMedia(constraints);
}

export function stopTracks(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * Draws a source into a JPEG data URL. 'cover' fills exactly CAMERA.captureWidth x captureHeight,
 * cropping the centre as the preview shows it; 'contain' keeps the whole picture (a picked
 * receipt must not lose its edges) within that box, never enlarging it.
 */
export function drawToJpeg(
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
  fit: 'cover' | 'contain',
): string | null {
  const boxW = CAMERA.captureWidth;
  const boxH = CAMERA.captureHeight;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  if (!sourceWidth || !sourceHeight) {
    canvas.width = boxW;
    canvas.height = boxH;
    context.drawImage(source, 0, 0, boxW, boxH);
  } else if (fit === 'cover') {
    canvas.width = boxW;
    canvas.height = boxH;
    const scale = Math.max(boxW / sourceWidth, boxH / sourceHeight);
    const cropW = boxW / scale;
    const cropH = boxH / scale;
    context.drawImage(
      source,
      (sourceWidth - cropW) / 2,
      (sourceHeight - cropH) / 2,
      cropW,
      cropH,
      0,
      0,
      boxW,
      boxH,
    );
  } else {
    const scale = Math.min(1, boxW / sourceWidth, boxH / sourceHeight);
    canvas.width = Math.round(sourceWidth * scale);
    canvas.height = Math.round(sourceHeight * scale);
    context.drawImage(source, 0, 0, canvas.width, canvas.height);
  }
  return canvas.toDataURL(CAMERA.mimeType, 0.9);
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A picked photo as a JPEG data URL at most 1100x1600; the file as is where it cannot be decoded here. */
export async function fileToJpeg(file: Blob): Promise<string> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const url = drawToJpeg(bitmap, bitmap.width, bitmap.height, 'contain');
      bitmap.close();
      if (url) return url;
    } catch {
      // Not an image the browser can decode (e.g. HEIC on Chrome): send it as picked.
    }
  }
  return readAsDataUrl(file);
}
