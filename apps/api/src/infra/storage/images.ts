// Uploaded images are decoded and re-encoded as JPEG: only real images are kept, EXIF (with its
// GPS) is dropped, the orientation is applied, and the size is bounded. Decoding is the costly
// part (memory grows with the pixels), so it is bounded twice: an image over MAX_IMAGE_PIXELS is
// refused (by its header as it is uploaded, src/http/multipart.ts, and again by the decoder), and
// at most DECODE_SLOTS images are decoded at once per process; the others wait their turn.

import { format } from '@tourplanner/i18n-pl/format';
import { UPLOAD_TEXTS } from '@tourplanner/i18n-pl/server';
import sharp from 'sharp';
import { ApiError } from '../../errors';

export const MAX_IMAGE_SIDE = 2400;

/**
 * 24 megapixels: a phone's full-size photo (12 MP on most, 24 MP on the newest by default) passes;
 * our apps send 1100x1600 (1.8 MP). A 48–200 MP "high resolution" shot is refused: it costs
 * seconds and 100+ MB to decode, only to be shrunk to 2400 px.
 */
export const MAX_IMAGE_PIXELS = 24_000_000;

/** Decodes at once per process: two keep both cores busy; more only add memory. */
export const DECODE_SLOTS = 2;

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

// libvips keeps recent operations and their buffers in a cache; uploads are never decoded twice.
sharp.cache(false);

let active = 0;
const waiting: (() => void)[] = [];
const seen = { peak: 0, waited: 0 };

/** Decodes running and waiting now, and since the last reset the most at once and how many waited. */
export function decodeStats() {
  return { active, waiting: waiting.length, peak: seen.peak, waited: seen.waited };
}

export function resetDecodeStats() {
  seen.peak = active;
  seen.waited = 0;
}

async function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (active >= DECODE_SLOTS) {
    seen.waited += 1;
    // The slot is handed over by the one that finishes (active stays counted), so no newcomer
    // can overtake a waiting decode.
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    active += 1;
  }
  seen.peak = Math.max(seen.peak, active);
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }
}

export const tooManyPixels = () =>
  new ApiError('E_INVALID_FILE', {
    fields: [
      { path: 'files', message: format(UPLOAD_TEXTS.tooManyPixels, { max: MAX_IMAGE_PIXELS / 1_000_000 }) },
    ],
  });

export async function normalizeImage(bytes: Buffer): Promise<Buffer> {
  return inDecodeSlot(async () => {
    let img: ReturnType<typeof sharp>;
    let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
    try {
      img = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true });
      meta = await img.metadata();
    } catch (err) {
      if (/pixel limit/i.test((err as Error)?.message ?? '')) throw tooManyPixels();
      throw new ApiError('E_INVALID_FILE', { fields: [{ path: 'files', message: UPLOAD_TEXTS.notAnImage }] });
    }
    if (!meta.format || !ACCEPTED.has(meta.format)) {
      throw new ApiError('E_INVALID_FILE', { fields: [{ path: 'files', message: UPLOAD_TEXTS.imageType }] });
    }
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) throw tooManyPixels();
    try {
      return await img
        .rotate()
        .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: false })
        .toBuffer();
    } catch {
      throw new ApiError('E_INVALID_FILE', { fields: [{ path: 'files', message: UPLOAD_TEXTS.notAnImage }] });
    }
  });
}
