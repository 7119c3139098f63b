// How clear a photo is (issue #30): the variance of its Laplacian (sharpness) and its mean luminance
// (brightness), over greyscale pixels of the photo fitted into 512 px. The API's `blurry_photo`
// signal and the webform's warning before she sends a photo measure the same way.

/** The side the photo is fitted into before it is measured. */
export const CLARITY_SIDE = 512;
/** Below this variance of the Laplacian a photo is blurred (the API's SIGNAL_SHARPNESS_MIN default). */
export const DEFAULT_SHARPNESS_MIN = 100;
/** Below this mean luminance (0–255) a photo is too dark (the API's SIGNAL_BRIGHTNESS_MIN default). */
export const DEFAULT_BRIGHTNESS_MIN = 50;

export interface Clarity {
  sharpness: number;
  brightness: number;
}

/** Sharpness and brightness of `width` × `height` greyscale pixels (one byte each, row by row). */
export function clarityOfGrey(px: ArrayLike<number>, width: number, height: number): Clarity {
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

/** Greyscale bytes of RGBA pixels (a canvas's ImageData), by Rec. 709 luma. */
export function greyOfRgba(rgba: ArrayLike<number>): Uint8Array {
  const grey = new Uint8Array(Math.floor(rgba.length / 4));
  for (let i = 0; i < grey.length; i++) {
    const o = i * 4;
    grey[i] = Math.round(0.2126 * rgba[o]! + 0.7152 * rgba[o + 1]! + 0.0722 * rgba[o + 2]!);
  }
  return grey;
}

/** Whether a photo is too blurred or too dark to read. */
export function isUnclear(
  c: Clarity,
  sharpnessMin = DEFAULT_SHARPNESS_MIN,
  brightnessMin = DEFAULT_BRIGHTNESS_MIN,
) {
  return c.sharpness < sharpnessMin || c.brightness < brightnessMin;
}
