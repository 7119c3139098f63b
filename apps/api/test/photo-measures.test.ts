// The photo measures against generated scenes (ADR 0033): the default thresholds catch every reused
// variant and flag none of 200 different photos of similar scenes; blurred and dark versions are
// found, sharp originals are not; the EXIF capture time is read from the bytes as uploaded.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../src/env';
import { captureTime, exifInstant } from '../src/infra/photos/capture-time';
import { hamming, hashBands, hashOfGrey32 } from '../src/infra/photos/measures';
import { bandNeighbours } from '../src/modules/signals/photos.service';
import {
  differentDistances,
  measureScenes,
  REUSE_KINDS,
  reuseDistances,
  type SceneMeasures,
  scores,
} from './photo-calibration';
import { scenePhoto } from './photo-scenes';

const SCENES = 200;
/** The photos whose reused, blurred and darkened versions are measured too. */
const REUSED = 40;
const env = testEnv();
const thresholds = {
  distance: env.SIGNAL_HASH_DISTANCE,
  detail: env.SIGNAL_DETAIL_DISTANCE,
  sharpnessMin: env.SIGNAL_SHARPNESS_MIN,
  brightnessMin: env.SIGNAL_BRIGHTNESS_MIN,
};

let m: SceneMeasures;
beforeAll(async () => {
  m = await measureScenes(SCENES, REUSED);
}, 900_000);

describe('perceptual hash', () => {
  it.each(REUSE_KINDS)('finds every %s copy within the threshold of its original', (kind) => {
    const d = reuseDistances(m, thresholds.detail)[kind];
    expect(d).toHaveLength(REUSED);
    expect(Math.max(...d)).toBeLessThanOrEqual(thresholds.distance);
  });

  it(`flags none of ${SCENES} different photos of similar scenes`, () => {
    const d = differentDistances(m, thresholds.detail);
    expect(d).toHaveLength(SCENES * (SCENES - 1));
    expect(Math.min(...d)).toBeGreaterThan(thresholds.distance);
  });

  it('scores every kind with full precision and recall at the defaults', () => {
    for (const s of scores(m, thresholds))
      expect({ kind: s.kind, precision: s.precision, recall: s.recall }).toEqual({
        kind: s.kind,
        precision: 1,
        recall: 1,
      });
  });

  it('searches a band within the given radius', () => {
    expect(bandNeighbours(0xabcd, 0)).toEqual([0xabcd]);
    expect(new Set(bandNeighbours(0xabcd, 1)).size).toBe(17);
    const two = bandNeighbours(0xabcd, 2);
    expect(new Set(two).size).toBe(1 + 16 + 120);
    expect(two.every((v) => v >= 0 && v <= 0xffff && hamming(BigInt(v), 0xabcdn) <= 2)).toBe(true);
  });

  it('hashes by the low frequencies: the same pixels the same hash, a mirrored picture far away', async () => {
    const px = Buffer.from(
      Array.from({ length: 1024 }, (_, i) => ((i % 32) * 8 + Math.floor(i / 32) * 3) % 256),
    );
    const mirrored = Buffer.from(
      Array.from({ length: 1024 }, (_, i) => px[Math.floor(i / 32) * 32 + (31 - (i % 32))]!),
    );
    expect(hashOfGrey32(px)).toBe(hashOfGrey32(Buffer.from(px)));
    expect(hamming(hashOfGrey32(px), hashOfGrey32(mirrored))).toBeGreaterThan(16);
    expect(hashBands(0x0123_4567_89ab_cdefn)).toEqual([0x0123, 0x4567, 0x89ab, 0xcdef]);
    expect(hashBands(-1n)).toEqual([0xffff, 0xffff, 0xffff, 0xffff]);
    expect(hamming(-1n, 0n)).toBe(64);
  });
});

describe('sharpness and brightness', () => {
  it('finds every blurred and every dark version and no sharp original', () => {
    const { sharp: ok, blurred, dark } = m.clarity;
    expect(
      ok.every((c) => c.sharpness >= thresholds.sharpnessMin && c.brightness >= thresholds.brightnessMin),
    ).toBe(true);
    expect(blurred.every((c) => c.sharpness < thresholds.sharpnessMin)).toBe(true);
    expect(dark.every((c) => c.brightness < thresholds.brightnessMin)).toBe(true);
  });
});

describe('EXIF capture time', () => {
  const withExif = async (ifd2: Record<string, string>) =>
    sharp(await scenePhoto(1))
      .withExif({ IFD0: { Make: 'Test' }, IFD2: ifd2 })
      .jpeg()
      .toBuffer();

  it('reads DateTimeOriginal as Warsaw time, or by its offset tag', async () => {
    // 14:05 in Warsaw in July is 12:05 UTC.
    expect(
      (await captureTime(await withExif({ DateTimeOriginal: '2026:07:10 14:05:00' })))?.toISOString(),
    ).toBe('2026-07-10T12:05:00.000Z');
    expect(exifInstant(new Date(Date.UTC(2026, 0, 10, 14, 5)), '+05:30')?.toISOString()).toBe(
      '2026-01-10T08:35:00.000Z',
    );
  });

  it('answers null without EXIF, without a date, for bytes that are no image', async () => {
    expect(await captureTime(await scenePhoto(1))).toBeNull();
    expect(await captureTime(await withExif({ ExposureTime: '1/60' }))).toBeNull();
    expect(await captureTime(Buffer.from('not an image'))).toBeNull();
  });
});
