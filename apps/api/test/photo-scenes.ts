// Generated photos for calibrating and testing the photo signals: "scenes" that look alike on
// purpose (a shop shelf with rows of products, a receipt-like sheet of text lines), each drawn
// from a seed, so the same seed is the same photo; and the variants a reused photo goes through
// (re-encoded, resized to 90 %, cropped by up to 5 %, brightened, blurred, darkened).
import sharp from 'sharp';

/** mulberry32: a small seeded generator, enough for drawing shapes. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SCENE_WIDTH = 800;
export const SCENE_HEIGHT = 600;

const WORDS = ['MLEKO', 'KAWA', 'SOK', 'CHLEB', 'SER', 'PROMO', 'HERBATA', 'WODA', 'JOGURT', 'MASLO', 'RYZ'];

/** A shelf: three or four boards, products of random width, height, colour and label on each. */
function shelfSvg(rnd: () => number): string {
  const hue = Math.floor(rnd() * 360);
  const parts: string[] = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${rnd().toFixed(2)}" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},20%,${70 + Math.floor(rnd() * 20)}%)"/>` +
      `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},25%,${35 + Math.floor(rnd() * 25)}%)"/></linearGradient></defs>`,
    `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#g)"/>`,
  ];
  const boards = 3 + Math.floor(rnd() * 2);
  const rowH = SCENE_HEIGHT / boards;
  for (let b = 0; b < boards; b++) {
    const base = Math.round((b + 1) * rowH - 12);
    parts.push(
      `<rect x="0" y="${base}" width="${SCENE_WIDTH}" height="12" fill="hsl(30,30%,${20 + Math.floor(rnd() * 20)}%)"/>`,
    );
    let x = Math.floor(rnd() * 30);
    while (x < SCENE_WIDTH - 20) {
      const w = 30 + Math.floor(rnd() * 90);
      const h = Math.floor(rowH * (0.35 + rnd() * 0.55));
      const fill = `hsl(${Math.floor(rnd() * 360)},${40 + Math.floor(rnd() * 50)}%,${25 + Math.floor(rnd() * 50)}%)`;
      const round = rnd() < 0.4 ? Math.floor(w / 3) : 2;
      parts.push(`<rect x="${x}" y="${base - h}" width="${w}" height="${h}" rx="${round}" fill="${fill}"/>`);
      if (rnd() < 0.7) {
        const word = WORDS[Math.floor(rnd() * WORDS.length)]!;
        parts.push(
          `<text x="${x + 3}" y="${base - h / 2}" font-family="sans-serif" font-size="${10 + Math.floor(rnd() * 8)}" fill="white">${word}</text>`,
        );
      }
      x += w + Math.floor(rnd() * 14);
    }
  }
  return parts.join('');
}

/** A receipt-like sheet: a pale paper on a dark table, lines of words and prices. */
function receiptSvg(rnd: () => number): string {
  const paperX = 150 + Math.floor(rnd() * 150);
  const paperW = 260 + Math.floor(rnd() * 120);
  const parts: string[] = [
    `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="hsl(${Math.floor(rnd() * 360)},15%,${15 + Math.floor(rnd() * 20)}%)"/>`,
    `<rect x="${paperX}" y="20" width="${paperW}" height="560" fill="hsl(50,20%,${88 + Math.floor(rnd() * 10)}%)" transform="rotate(${(rnd() * 10 - 5).toFixed(1)} 400 300)"/>`,
  ];
  let y = 60;
  while (y < 560) {
    const word = WORDS[Math.floor(rnd() * WORDS.length)]!;
    const price = `${Math.floor(rnd() * 90) + 1},${Math.floor(rnd() * 90) + 10}`;
    parts.push(
      `<text x="${paperX + 15}" y="${y}" font-family="monospace" font-size="${14 + Math.floor(rnd() * 6)}" fill="#222">${word} ${'x'.repeat(Math.floor(rnd() * 8))}</text>`,
      `<text x="${paperX + paperW - 70}" y="${y}" font-family="monospace" font-size="16" fill="#222">${price}</text>`,
    );
    y += 18 + Math.floor(rnd() * 22);
  }
  return parts.join('');
}

/** The raw RGB of the scene of `seed` (shelf for even seeds, receipt for odd), with sensor noise. */
export async function sceneRaw(seed: number): Promise<Buffer> {
  const rnd = seeded(seed * 7919 + 17);
  const body = seed % 2 === 0 ? shelfSvg(rnd) : receiptSvg(rnd);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}">${body}</svg>`;
  const raw = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  for (let i = 0; i < raw.length; i++)
    raw[i] = Math.max(0, Math.min(255, raw[i]! + Math.floor(rnd() * 13) - 6));
  return raw;
}

/** The scene of `seed` as a phone's JPEG. */
export async function scenePhoto(seed: number): Promise<Buffer> {
  return sharp(await sceneRaw(seed), { raw: { width: SCENE_WIDTH, height: SCENE_HEIGHT, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

export type VariantKind = 'reencoded' | 'resized' | 'cropped' | 'brightened';
export const VARIANT_KINDS: VariantKind[] = ['reencoded', 'resized', 'cropped', 'brightened'];

/** The same photo after what a reuse does to it; `crop` is the share cut off (5 % at most). */
export async function variantOf(photo: Buffer, kind: VariantKind, crop = 0.05): Promise<Buffer> {
  const img = sharp(photo);
  switch (kind) {
    case 'reencoded':
      return img.jpeg({ quality: 55 }).toBuffer();
    case 'resized':
      return img
        .resize(Math.round(SCENE_WIDTH * 0.9))
        .jpeg({ quality: 85 })
        .toBuffer();
    case 'cropped': {
      // Cut `crop` of each dimension, split unevenly between the two sides as a hand would.
      const dx = Math.round(SCENE_WIDTH * crop);
      const dy = Math.round(SCENE_HEIGHT * crop);
      return img
        .extract({
          left: Math.round(dx * 0.7),
          top: Math.round(dy * 0.3),
          width: SCENE_WIDTH - dx,
          height: SCENE_HEIGHT - dy,
        })
        .jpeg({ quality: 85 })
        .toBuffer();
    }
    case 'brightened':
      return img.modulate({ brightness: 1.2 }).jpeg({ quality: 85 }).toBuffer();
  }
}

/** The photo out of focus (a Gaussian blur of `sigma` px at 800 px wide). */
export const blurredOf = (photo: Buffer, sigma = 3) =>
  sharp(photo).blur(sigma).jpeg({ quality: 85 }).toBuffer();

/** The photo taken in the dark: its light divided by `factor`. */
export const darkenedOf = (photo: Buffer, factor = 6) =>
  sharp(photo)
    .linear(1 / factor, 0)
    .jpeg({ quality: 85 })
    .toBuffer();
