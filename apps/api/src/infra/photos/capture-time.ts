// When a photo was taken, by its own EXIF (DateTimeOriginal), read from the bytes as uploaded:
// the stored copy is re-encoded without EXIF (infra/storage/images.ts), so this runs first.
// EXIF writes a wall-clock time; with no OffsetTimeOriginal it is taken as Warsaw time.
import { warsawWallToInstant } from '@tourplanner/domain/dates';
import exifReader from 'exif-reader';
import sharp from 'sharp';

const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** The instant of an EXIF wall-clock time (exif-reader gives it as if it were UTC) and its offset tag. */
export function exifInstant(wall: Date, offset?: string | null): Date | null {
  const ms = wall.getTime();
  if (!Number.isFinite(ms)) return null;
  const m = offset ? OFFSET.exec(offset.trim()) : null;
  if (m) {
    const minutes = (Number(m[2]) * 60 + Number(m[3])) * (m[1] === '-' ? -1 : 1);
    return new Date(ms - minutes * 60_000);
  }
  return new Date(warsawWallToInstant(ms));
}

/** The capture time of an image's EXIF, or null (no EXIF, no date, an unreadable block). */
export async function captureTime(bytes: Buffer): Promise<Date | null> {
  try {
    const { exif } = await sharp(bytes).metadata();
    if (!exif) return null;
    const tags = exifReader(exif);
    const wall = tags.Photo?.DateTimeOriginal ?? tags.Photo?.DateTimeDigitized ?? tags.Image?.DateTime;
    if (!(wall instanceof Date)) return null;
    const offset = tags.Photo?.OffsetTimeOriginal ?? tags.Photo?.OffsetTime;
    return exifInstant(wall, typeof offset === 'string' ? offset : null);
  } catch {
    return null;
  }
}
