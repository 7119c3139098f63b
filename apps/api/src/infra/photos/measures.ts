// What the data-quality signals measure on a photo, as pure functions of its bytes: a 64-bit
// perceptual hash (near-duplicates across actions), sharpness and brightness (a photo too blurred
// or too dark to read). Thresholds are settings (env.ts, SIGNAL_*), calibrated in
// docs/decisions/0033-photo-signals.md on generated photos (test/photo-scenes.ts).
import sharp from 'sharp';

/** The side of the greyscale square the hash's DCT reads; its 8×8 lowest frequencies are the hash. */
const HASH_SIDE = 32;
const HASH_LOW = 8;
/** Sharpness is measured on the image brought to this longest side, so a phone's resolution does not change it. */
const MEASURE_SIDE = 512;

// DCT-II basis for 32 samples, only the 8 lowest frequencies (the rest are never used).
const COS = (() => {
  const t = new Float64Array(HASH_LOW * HASH_SIDE);
  for (let u = 0; u < HASH_LOW; u++) {
    for (let x = 0; x < HASH_SIDE; x++) t[u * HASH_SIDE + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * HASH_SIDE));
  }
  return t;
})();

/**
 * The pHash of 32×32 greyscale pixels: the 8×8 lowest DCT coefficients, one bit each, set when the
 * coefficient is above their median (the DC term is left out of the median, it only says how bright).
 * Bit 63 is the coefficient (0,0), bit 0 the coefficient (7,7).
 */
export function hashOfGrey32(px: Uint8Array | Buffer): bigint {
  if (px.length !== HASH_SIDE * HASH_SIDE) throw new Error(`expected ${HASH_SIDE * HASH_SIDE} pixels`);
  // Rows first (32 rows × 8 frequencies), then columns of that (8 × 8).
  const rows = new Float64Array(HASH_SIDE * HASH_LOW);
  for (let y = 0; y < HASH_SIDE; y++) {
    for (let u = 0; u < HASH_LOW; u++) {
      let s = 0;
      for (let x = 0; x < HASH_SIDE; x++) s += px[y * HASH_SIDE + x]! * COS[u * HASH_SIDE + x]!;
      rows[y * HASH_LOW + u] = s;
    }
  }
  const coef = new Float64Array(HASH_LOW * HASH_LOW);
  for (let v = 0; v < HASH_LOW; v++) {
    for (let u = 0; u < HASH_LOW; u++) {
      let s = 0;
      for (let y = 0; y < HASH_SIDE; y++) s += rows[y * HASH_LOW + u]! * COS[v * HASH_SIDE + y]!;
      coef[v * HASH_LOW + u] = s;
    }
  }
  const sorted = Array.from(coef.subarray(1)).sort((a, b) => a - b);
  const median = (sorted[31]! + sorted[32]!) / 2;
  let hash = 0n;
  for (let i = 0; i < 64; i++) hash = (hash << 1n) | (coef[i]! > median ? 1n : 0n);
  return hash;
}

/** The 64-bit perceptual hash of an image (unsigned; `toSigned64` for a PostgreSQL bigint). */
export async function photoHash(bytes: Buffer): Promise<bigint> {
  const px = await sharp(bytes)
    .rotate()
    .greyscale()
    .resize(HASH_SIDE, HASH_SIDE, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  return hashOfGrey32(px);
}

/** How many of the 64 bits differ. */
export function hamming(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n += 1;
  }
  return n;
}

/** The hash as PostgreSQL's signed bigint holds it, and back. */
export const toSigned64 = (h: bigint) => BigInt.asIntN(64, h);
export const toUnsigned64 = (h: bigint) => BigInt.asUintN(64, h);

/** The hash's four 16-bit bands, highest first: a lookup within distance ≤ 3 shares one exactly. */
export function hashBands(h: bigint): [number, number, number, number] {
  const u = toUnsigned64(h);
  return [Number((u >> 48n) & 0xffffn), Number((u >> 32n) & 0xffffn), Number((u >> 16n) & 0xffffn), Number(u & 0xffffn)];
}

/**
 * Sharpness and brightness of greyscale pixels: the variance of the 4-neighbour Laplacian (edges
 * and text give large second differences, a blur flattens them) and the mean luminance (0–255).
 */
export function clarityOfGrey(px: Uint8Array | Buffer, width: number, height: number) {
  let sum = 0;
  for (let i = 0; i < px.length; i++) sum += px[i]!;
  let n = 0;
  let mean = 0;
  let m2 = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const lap = px[i - 1]! + px[i + 1]! + px[i - width]! + px[i + width]! - 4 * px[i]!;
      // Welford's running variance: one pass, no array of the Laplacian.
      n += 1;
      const d = lap - mean;
      mean += d / n;
      m2 += d * (lap - mean);
    }
  }
  return { sharpness: n > 1 ? m2 / (n - 1) : 0, brightness: px.length ? sum / px.length : 0 };
}

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
