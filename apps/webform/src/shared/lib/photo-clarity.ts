// How clear a photo is, measured on the phone before she sends it (issue #30): the photo drawn on a
// canvas fitted into 512 px, then domain's Laplacian variance and luminance, the same measure as
// the API's `blurry_photo`. A few milliseconds for 512 × 384 pixels. Where no canvas can be had
// (an old browser, the component tests' DOM) the answer is null: no warning, the photo goes.
import { CLARITY_SIDE, type Clarity, clarityOfGrey, greyOfRgba } from '@tourplanner/domain/photo-clarity';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = src;
  });
}

export async function measureClarity(dataUrl: string): Promise<Clarity | null> {
  try {
    const image = await loadImage(dataUrl);
    const scale = Math.min(1, CLARITY_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
    const width = Math.max(1, Math.round(image.naturalWidth * scale));
    const height = Math.max(1, Math.round(image.naturalHeight * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(image, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    return clarityOfGrey(greyOfRgba(data), width, height);
  } catch {
    return null;
  }
}
