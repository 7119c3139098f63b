// The header reader of uploads: the type and pixel size of JPEG, PNG and WebP from their first
// bytes (EXIF before the frame header included), 'more' while a header is still arriving, and no
// for what is not an accepted type; CSV as text, XLSX as a ZIP.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegClaiming, pngClaiming } from '../../../test/images';
import { IMAGE_HEADER_BUDGET, sniffCsv, sniffImage, sniffXlsx } from './file-type';

const base = () => sharp({ create: { width: 301, height: 207, channels: 3, background: '#2c3e50' } });

describe('sniffImage', () => {
  it('reads the size of real JPEG (with EXIF), PNG and WebP files (lossy, lossless, extended)', async () => {
    const files = {
      jpeg: await base()
        .jpeg()
        .withExif({ IFD0: { Copyright: 'x'.repeat(2000) } })
        .toBuffer(),
      png: await base().png().toBuffer(),
      webpLossy: await base().webp().toBuffer(),
      webpLossless: await base().webp({ lossless: true }).toBuffer(),
      webpExtended: await base()
        .ensureAlpha()
        .webp()
        .withExif({ IFD0: { Copyright: 'x' } })
        .toBuffer(),
    };
    for (const [name, bytes] of Object.entries(files)) {
      expect(sniffImage(bytes), name).toMatchObject({ kind: 'image', width: 301, height: 207 });
    }
    expect(sniffImage(files.jpeg)).toMatchObject({ format: 'jpeg' });
    expect(sniffImage(files.png)).toMatchObject({ format: 'png' });
    expect(sniffImage(files.webpExtended)).toMatchObject({ format: 'webp' });
  });

  it('says "more" while the header is still arriving, byte by byte', async () => {
    const bytes = await base().jpeg().toBuffer();
    const full = sniffImage(bytes);
    let i = 1;
    while (sniffImage(bytes.subarray(0, i)).kind === 'more') i++;
    expect(sniffImage(bytes.subarray(0, i))).toEqual(full);
    expect(i).toBeLessThan(1000);
  });

  it('reads a huge size from a few bytes, past 60 KiB of EXIF', () => {
    expect(sniffImage(jpegClaiming(9000, 6000))).toEqual({
      kind: 'image',
      format: 'jpeg',
      width: 9000,
      height: 6000,
    });
    expect(sniffImage(pngClaiming(10_000, 10_000))).toMatchObject({ width: 10_000, height: 10_000 });
  });

  it('refuses what is not an image, and a header that never comes', () => {
    expect(sniffImage(Buffer.from('to nie jest zdjęcie, tylko tekst'))).toEqual({ kind: 'no' });
    expect(sniffImage(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toEqual({ kind: 'no' });
    const endless = Buffer.alloc(IMAGE_HEADER_BUDGET + 10);
    endless.set([0xff, 0xd8]);
    for (let i = 2; i + 4 < endless.length; i += 4) endless.set([0xff, 0xe1, 0x00, 0x02], i);
    expect(sniffImage(endless)).toEqual({ kind: 'no' });
  });
});

describe('sniffCsv and sniffXlsx', () => {
  it('takes text as CSV and refuses binary content', () => {
    expect(sniffCsv(Buffer.from('\uFEFFkod;event;grupa\nA1;EV;g\n'), true)).toEqual({ kind: 'csv' });
    expect(sniffCsv(Buffer.from('kod'), false)).toEqual({ kind: 'more' });
    expect(sniffCsv(Buffer.from('kod;\u0000;x\n'), true)).toEqual({ kind: 'no' });
    expect(sniffCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]), true)).toEqual({ kind: 'no' });
    expect(sniffCsv(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), true)).toEqual({ kind: 'no' });
  });

  it('takes a ZIP as XLSX', () => {
    expect(sniffXlsx(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]))).toEqual({ kind: 'xlsx' });
    expect(sniffXlsx(Buffer.from([0x50, 0x4b]))).toEqual({ kind: 'more' });
    expect(sniffXlsx(Buffer.from('code;event'))).toEqual({ kind: 'no' });
  });
});
