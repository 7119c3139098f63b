import { describe, expect, it } from 'vitest';
import { clarityOfGrey, greyOfRgba, isUnclear } from './photo-clarity.ts';

const SIDE = 64;
/** A checkerboard of 4 px squares (sharp edges), or the same with every pixel averaged with its neighbours `passes` times. */
function board(passes: number, light = 255) {
  let px: number[] = Array.from({ length: SIDE * SIDE }, (_, i) =>
    (Math.floor((i % SIDE) / 4) + Math.floor(i / SIDE / 4)) % 2 ? light : 0,
  );
  for (let p = 0; p < passes; p++) {
    px = px.map((v, i) => {
      const x = i % SIDE;
      const y = Math.floor(i / SIDE);
      if (x === 0 || y === 0 || x === SIDE - 1 || y === SIDE - 1) return v;
      return (px[i - 1]! + px[i + 1]! + px[i - SIDE]! + px[i + SIDE]! + v) / 5;
    });
  }
  return px.map(Math.round);
}

describe('photo clarity', () => {
  it('finds a sharp board clear, the same board blurred unclear, and a dark one too dark', () => {
    const sharp = clarityOfGrey(board(0), SIDE, SIDE);
    const blurred = clarityOfGrey(board(12), SIDE, SIDE);
    const dark = clarityOfGrey(board(0, 60), SIDE, SIDE);
    expect(sharp.sharpness).toBeGreaterThan(10 * blurred.sharpness);
    expect(isUnclear(sharp)).toBe(false);
    expect(isUnclear(blurred)).toBe(true);
    expect(dark.brightness).toBeCloseTo(30, 0);
    expect(isUnclear(dark)).toBe(true);
  });

  it('reads greyscale from RGBA by luma', () => {
    expect([...greyOfRgba([255, 255, 255, 255, 0, 0, 0, 255, 0, 255, 0, 255])]).toEqual([255, 0, 182]);
  });
});
