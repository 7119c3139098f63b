// Re-encoding uploads: only JPEG, PNG and WebP, at most MAX_IMAGE_PIXELS decoded, and at most
// DECODE_SLOTS decodes at once however many uploads arrive together.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import { ApiError } from '../../errors';
import { DECODE_SLOTS, decodeStats, MAX_IMAGE_PIXELS, normalizeImage, resetDecodeStats } from './images';

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('normalizeImage', () => {
  it('decodes at most DECODE_SLOTS images at once; the others wait and all finish', async () => {
    const photo = await noisyJpeg(1600, 1200);
    resetDecodeStats();
    const done = await Promise.all(Array.from({ length: 6 }, () => normalizeImage(photo)));
    expect(done.every((b) => b[0] === 0xff && b[1] === 0xd8)).toBe(true);
    const stats = decodeStats();
    expect(stats.peak).toBe(DECODE_SLOTS);
    expect(stats.waited).toBe(6 - DECODE_SLOTS);
    expect(stats.active).toBe(0);
    expect(stats.waiting).toBe(0);
  });

  it('frees its slot when a decode fails', async () => {
    resetDecodeStats();
    const bad = Buffer.from('to nie jest zdjęcie');
    const errors = await Promise.all(Array.from({ length: 4 }, () => refusal(normalizeImage(bad))));
    expect(errors.map((e) => e.code)).toEqual(Array(4).fill('E_INVALID_FILE'));
    expect(decodeStats()).toMatchObject({ active: 0, waiting: 0 });
  });

  it(`refuses an image over ${MAX_IMAGE_PIXELS / 1e6} MP without decoding it, and a GIF`, async () => {
    const big = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer();
    const err = await refusal(normalizeImage(big));
    expect(err.code).toBe('E_INVALID_FILE');
    expect(err.fields?.[0]?.message).toBe('Zdjęcie ma zbyt dużą rozdzielczość: najwyżej 24 Mpx.');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } })
      .gif()
      .toBuffer();
    expect((await refusal(normalizeImage(gif))).fields?.[0]?.message).toBe(
      'Dodaj zdjęcie w formacie JPEG, PNG lub WebP.',
    );
  });

  it('keeps an image of 24 MP and shrinks it to 2400 px', async () => {
    const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    const meta = await sharp(await normalizeImage(photo)).metadata();
    expect([meta.width, meta.height]).toEqual([2400, 1600]);
  });
});
