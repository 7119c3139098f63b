// What the data-quality signals measure on a photo, as pure functions of its bytes: a 64-bit
// perceptual hash (near-duplicates across actions), sharpness and brightness (a photo too blurred
// or too dark to read). Thresholds are settings (env.ts, SIGNAL_*), calibrated in
// docs/decisions/0033-photo-signals.md on generated photos (test/photo-scenes.ts).
import { clarityOfGrey } from '@tourplanner/domain/photo-clarity';
import sharp from 'sharp';

/** The side of the greyscale square the hash's DCT reads; its 8×8 lowest frequencies are the hash. */
const HASH_SIDE = 32;
const HASH_LOW = 8;
/** Sharpness is measured on the image brought to this longest side, so a phone's resolution does not change it. */
const MEASURE_SIDE = 512;

/** Where the detail hash's 8×8 block of frequencies starts (ADR 0033). */
const DETAIL_FROM = 4;

// DCT-II basis for 32 samples, the frequencies the two hashes read (0 to DETAIL_FROM + 7).
const FREQS = DETAIL_FROM + HASH_LOW;
const COS = (() => {
  const t = new Float64Array(FREQS * HASH_SIDE);
  for (let u = 0; u < FREQS; u++) {
    for (let x = 0; x < HASH_SIDE; x++)
      t[u * HASH_SIDE + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * HASH_SIDE));
  }
  return t;
})();

/**
 * 64 bits of 32×32 greyscale pixels: the 8×8 DCT coefficients from frequency `from` on, each bit
 * set when its coefficient is above their median. From 0 it is the pHash (the DC term left out of
 * the median: it only says how bright); bit 63 is the coefficient (from, from), bit 0 (from+7, from+7).
 */
function dctHash(px: Uint8Array | Buffer, from: number): bigint {
  if (px.length !== HASH_SIDE * HASH_SIDE) throw new Error(`expected ${HASH_SIDE * HASH_SIDE} pixels`);
  // Rows first (32 rows × 8 frequencies), then columns of that (8 × 8).
  const rows = new Float64Array(HASH_SIDE * HASH_LOW);
  for (let y = 0; y < HASH_SIDE; y++) {
    for (let u = 0; u < HASH_LOW; u++) {
      let s = 0;
      for (let x = 0; x < HASH_SIDE; x++) s += px[y * HASH_SIDE + x]! * COS[(u + from) * HASH_SIDE + x]!;
      rows[y * HASH_LOW + u] = s;
    }
  }
  const coef = new Float64Array(HASH_LOW * HASH_LOW);
  for (let v = 0; v < HASH_LOW; v++) {
    for (let u = 0; u < HASH_LOW; u++) {
      let s = 0;
      for (let y = 0; y < HASH_SIDE; y++) s += rows[y * HASH_LOW + u]! * COS[(v + from) * HASH_SIDE + y]!;
      coef[v * HASH_LOW + u] = s;
    }
  }
  const sorted = Array.from(from === 0 ? coef.subarray(1) : coef).sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  let hash = 0n;
  for (let i = 0; i < 64; i++) hash = (hash << 1n) | (coef[i]! > median ? 1n : 0n);
  return hash;
}

/** The pHash of 32×32 greyscale pixels: the 8×8 lowest DCT coefficients above their median. */
export const hashOfGrey32 = (px: Uint8Array | Buffer) => dctHash(px, 0);

/**
 * The detail hash: the next 8×8 block of frequencies (from DETAIL_FROM). Two different photos of
 * similar scenes share their broad layout (the pHash) more often than their detail (lines of text,
 * the edges of products); a copy shares both.
 */
export const detailOfGrey32 = (px: Uint8Array | Buffer) => dctHash(px, DETAIL_FROM);

/** The side of the greyscale copy the hash windows are sampled from. */
const GREY_SIDE = 256;
/**
 * The stored hash reads the photo without this share of each side, so that a copy cut by up to
 * 5 % still holds the whole stored window and a query can find it (ADR 0033).
 */
const MARGIN = 0.08;
/**
 * The crops a query tries: per axis the share kept (1 = uncut, 0.975, 0.95) and where the cut went
 * (one side, both sides evenly, the other side). 7 × 7 = 49 windows.
 */
const CROP_KEPT = [1, 0.975, 0.95];
const AXIS: readonly (readonly [kept: number, offset: number])[] = CROP_KEPT.flatMap((w) =>
  w === 1 ? [[w, 0] as const] : [[w, 0] as const, [w, (1 - w) / 2] as const, [w, 1 - w] as const],
);

/** The photo as a GREY_SIDE² greyscale square (upright by its EXIF orientation). */
async function greySquare(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes)
    .rotate()
    .greyscale()
    .resize(GREY_SIDE, GREY_SIDE, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
}

/**
 * 32×32 pixels of the window [x0, x1) × [y0, y1) (fractions of the square), each the mean of 4×4
 * bilinear samples: an area average, so a window shifted by less than a pixel changes little.
 */
function windowPixels(g: Buffer, x0: number, y0: number, x1: number, y1: number): Uint8Array {
  const out = new Uint8Array(HASH_SIDE * HASH_SIDE);
  const K = 4;
  const max = GREY_SIDE - 1.001;
  const at = (fx: number, fy: number) => {
    const x = Math.min(max, Math.max(0, fx * GREY_SIDE - 0.5));
    const y = Math.min(max, Math.max(0, fy * GREY_SIDE - 0.5));
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const dx = x - xi;
    const dy = y - yi;
    const p = (i: number, j: number) => g[j * GREY_SIDE + i]!;
    return (
      (p(xi, yi) * (1 - dx) + p(xi + 1, yi) * dx) * (1 - dy) +
      (p(xi, yi + 1) * (1 - dx) + p(xi + 1, yi + 1) * dx) * dy
    );
  };
  for (let cy = 0; cy < HASH_SIDE; cy++) {
    for (let cx = 0; cx < HASH_SIDE; cx++) {
      let s = 0;
      for (let j = 0; j < K; j++) {
        for (let i = 0; i < K; i++) {
          s += at(
            x0 + ((x1 - x0) * (cx + (i + 0.5) / K)) / HASH_SIDE,
            y0 + ((y1 - y0) * (cy + (j + 0.5) / K)) / HASH_SIDE,
          );
        }
      }
      out[cy * HASH_SIDE + cx] = Math.round(s / (K * K));
    }
  }
  return out;
}

/** One reading of a window: its pHash and its detail hash. */
export interface HashPair {
  hash: bigint;
  detail: bigint;
}

const pairOf = (px: Uint8Array): HashPair => ({ hash: hashOfGrey32(px), detail: detailOfGrey32(px) });

/**
 * A photo's hash readings: `stored` (its central window) and `probes`, where that window would lie
 * in this photo if it were a crop of up to 5 % of another (49 windows, `stored` first).
 */
export async function photoHashes(bytes: Buffer): Promise<{ stored: HashPair; probes: HashPair[] }> {
  const g = await greySquare(bytes);
  const stored = pairOf(windowPixels(g, MARGIN, MARGIN, 1 - MARGIN, 1 - MARGIN));
  const probes = [stored];
  for (const [wx, ax] of AXIS) {
    for (const [wy, ay] of AXIS) {
      if (wx === 1 && wy === 1) continue;
      probes.push(
        pairOf(
          windowPixels(
            g,
            (MARGIN - ax) / wx,
            (MARGIN - ay) / wy,
            (1 - MARGIN - ax) / wx,
            (1 - MARGIN - ay) / wy,
          ),
        ),
      );
    }
  }
  return { stored, probes };
}

/**
 * How near `probes` come to a stored photo: the smallest pHash distance among the probes whose
 * detail is within `detailMax` of the stored detail (64: none is).
 */
export function nearest(probes: readonly HashPair[], stored: HashPair, detailMax = 64): number {
  let best = 64;
  for (const p of probes) {
    const d = hamming(p.hash, stored.hash);
    if (d < best && hamming(p.detail, stored.detail) <= detailMax) best = d;
  }
  return best;
}

/** Set bits of a 32-bit integer (SWAR). */
function popcount32(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** How many of the 64 bits differ. */
export function hamming(a: bigint, b: bigint): number {
  const x = BigInt.asUintN(64, a ^ b);
  return popcount32(Number(x >> 32n)) + popcount32(Number(x & 0xffffffffn));
}

/** The hash as PostgreSQL's signed bigint holds it, and back. */
export const toSigned64 = (h: bigint) => BigInt.asIntN(64, h);
export const toUnsigned64 = (h: bigint) => BigInt.asUintN(64, h);

/** The hash's four 16-bit bands, highest first: a lookup within distance ≤ 3 shares one exactly. */
export function hashBands(h: bigint): [number, number, number, number] {
  const u = toUnsigned64(h);
  return [
    Number((u >> 48n) & 0xffffn),
    Number((u >> 32n) & 0xffffn),
    Number((u >> 16n) & 0xffffn),
    Number(u & 0xffffn),
  ];
}

// The same measure as the webform's warning before she sends a photo (domain's photo-clarity).
export { clarityOfGrey } from '@tourplanner/domain/photo-clarity';

/** Sharpness (variance of the Laplacian) and brightness (mean luminance) of an image at 512 px. */
export async function photoClarity(bytes: Buffer): Promise<{ sharpness: number; brightness: number }> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .greyscale()
    .resize(MEASURE_SIDE, MEASURE_SIDE, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return clarityOfGrey(data, info.width, info.height);
}
