// Uploaded images are decoded and re-encoded as JPEG: only real images are kept, EXIF (with its
// GPS) is dropped, the orientation is applied, and the size is bounded.
import sharp from 'sharp';
import { ApiError } from '../../http/errors';

export const MAX_IMAGE_SIDE = 2400;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'gif', 'tiff']);

export async function normalizeImage(bytes: Buffer): Promise<Buffer> {
  try {
    const img = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 });
    const meta = await img.metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new Error(`not an accepted image: ${meta.format}`);
    return await img
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: false })
      .toBuffer();
  } catch {
    throw new ApiError('E_INVALID_FILE', {
      fields: [{ path: 'files', message: 'Plik nie jest poprawnym zdjęciem.' }],
    });
  }
}
