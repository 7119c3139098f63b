// Draws the installable app's PNG icons (public/icons/) from the favicon's pin: a full square in
// the brand colour (no rounded corners, so a launcher's mask never cuts the pin: the pin stays in
// the middle 60 %, inside the maskable safe zone). Run after changing the favicon:
//   node apps/webform/scripts/icons.mjs
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// sharp is the API's dependency (it shrinks photos there); this one-off drawing borrows it.
const sharp = createRequire(join(import.meta.dirname, '../../api/package.json'))('sharp');

const PIN =
  'M16 27.5s-7.5-7.6-7.5-14a7.5 7.5 0 0 1 15 0c0 6.4-7.5 14-7.5 14zm0-11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="#006d94"/>
  <g transform="translate(16 16) scale(0.62) translate(-16 -16)">
    <path fill="#fff" fill-rule="evenodd" d="${PIN}"/>
  </g>
</svg>`;

const out = join(import.meta.dirname, '../public/icons');
mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(join(out, `icon-${size}.png`));
}
