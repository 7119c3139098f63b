// What an upload is, told from its first bytes as they arrive (never from its name or declared
// type): JPEG, PNG or WebP with the width and height from the image header, CSV as text, XLSX as
// a ZIP. The header is read without decoding, so an image of too many pixels is refused before a
// byte more of it is read or a decoder sees it.

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export type Sniffed =
  /** Not enough bytes yet to tell. */
  | { kind: 'more' }
  /** Not this type. */
  | { kind: 'no' }
  | { kind: 'image'; format: ImageFormat; width: number; height: number }
  | { kind: 'csv' }
  | { kind: 'xlsx' };

const MORE: Sniffed = { kind: 'more' };
const NO: Sniffed = { kind: 'no' };

/**
 * How far into a file its image header may lie: JPEG puts EXIF, XMP and ICC segments (each at most
 * 64 KiB) before the frame header; a real photo has a few. A file whose header is not found within
 * this is refused rather than read on.
 */
export const IMAGE_HEADER_BUDGET = 512 * 1024;

/** Bytes of a CSV looked at for binary content. */
export const TEXT_SNIFF_BYTES = 8 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (b: Buffer, sig: readonly number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);

const ascii = (b: Buffer, at: number, text: string) =>
  b.length >= at + text.length && b.toString('latin1', at, at + text.length) === text;

/** SOF markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpeg(b: Buffer): Sniffed {
  if (b.length < 3) return startsWith(b, [0xff, 0xd8].slice(0, b.length)) ? MORE : NO;
  if (!startsWith(b, [0xff, 0xd8, 0xff])) return NO;
  let i = 2;
  for (;;) {
    if (i + 4 > b.length) return MORE;
    if (b[i] !== 0xff) return NO;
    // Fill bytes: any number of 0xFF before a marker.
    if (b[i + 1] === 0xff) {
      i += 1;
      continue;
    }
    const marker = b[i + 1]!;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    // End of image or start of scan before any frame header: not an image we can size.
    if (marker === 0xd9 || marker === 0xda) return NO;
    const length = b.readUInt16BE(i + 2);
    if (length < 2) return NO;
    if (isStartOfFrame(marker)) {
      if (i + 9 > b.length) return MORE;
      const height = b.readUInt16BE(i + 5);
      const width = b.readUInt16BE(i + 7);
      return { kind: 'image', format: 'jpeg', width, height };
    }
    i += 2 + length;
  }
}

function png(b: Buffer): Sniffed {
  if (!startsWith(b, PNG_SIGNATURE.slice(0, Math.min(b.length, 8)))) return NO;
  if (b.length < 24) return MORE;
  // The first chunk must be IHDR: width and height as 32-bit big-endian numbers.
  if (!ascii(b, 12, 'IHDR')) return NO;
  return { kind: 'image', format: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function webp(b: Buffer): Sniffed {
  const head = Math.min(b.length, 4);
  if (!ascii(b, 0, 'RIFF'.slice(0, head))) return NO;
  if (b.length < 16) return MORE;
  if (!ascii(b, 8, 'WEBP')) return NO;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    if (b.length < 30) return MORE;
    // The key frame's start code, then 14-bit width and height.
    if (!startsWith(b, [0x9d, 0x01, 0x2a], 23)) return NO;
    return {
      kind: 'image',
      format: 'webp',
      width: b.readUInt16LE(26) & 0x3fff,
      height: b.readUInt16LE(28) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    if (b.length < 25) return MORE;
    if (b[20] !== 0x2f) return NO;
    const bits = b.readUInt32LE(21);
    return { kind: 'image', format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    if (b.length < 30) return MORE;
    return { kind: 'image', format: 'webp', width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  }
  return NO;
}

/** A JPEG, PNG or WebP with its size, 'more' while its header is still arriving, or 'no'. */
export function sniffImage(b: Buffer): Sniffed {
  const found = [jpeg(b), png(b), webp(b)];
  const image = found.find((s) => s.kind === 'image');
  if (image) return image;
  if (found.some((s) => s.kind === 'more')) return b.length >= IMAGE_HEADER_BUDGET ? NO : MORE;
  return NO;
}

/** Text: no NUL byte in the first TEXT_SNIFF_BYTES (UTF-8 itself is checked when the CSV is read). */
export function sniffCsv(b: Buffer, ended: boolean): Sniffed {
  if (b.length < 4 && !ended) return MORE;
  if (b.subarray(0, TEXT_SNIFF_BYTES).includes(0)) return NO;
  // A ZIP (an XLSX saved under .csv), a JPEG or a PNG starts with bytes no CSV has.
  if (startsWith(b, ZIP_SIGNATURE) || startsWith(b, [0xff, 0xd8, 0xff]) || startsWith(b, PNG_SIGNATURE)) {
    return NO;
  }
  return ended || b.length >= TEXT_SNIFF_BYTES ? { kind: 'csv' } : MORE;
}

/** An XLSX is a ZIP: its local file header signature. */
export function sniffXlsx(b: Buffer): Sniffed {
  if (b.length < 4) return startsWith(b, ZIP_SIGNATURE.slice(0, b.length)) ? MORE : NO;
  return startsWith(b, ZIP_SIGNATURE) ? { kind: 'xlsx' } : NO;
}
