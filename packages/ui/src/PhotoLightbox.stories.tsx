import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type LightboxPhoto, PhotoLightbox } from './PhotoLightbox';

/** A stand-in photo drawn as SVG, so stories need no files or network. */
function samplePhoto(title: string, background: string, portrait = false): string {
  const [w, h] = portrait ? [1100, 1600] : [1600, 1100];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <rect width="100%" height="100%" fill="${background}"/>
    <rect x="${w * 0.1}" y="${h * 0.55}" width="${w * 0.8}" height="${h * 0.3}" rx="24" fill="#fff" opacity=".85"/>
    <rect x="${w * 0.18}" y="${h * 0.25}" width="${w * 0.16}" height="${h * 0.3}" rx="12" fill="#0b7fab"/>
    <rect x="${w * 0.42}" y="${h * 0.3}" width="${w * 0.16}" height="${h * 0.25}" rx="12" fill="#fa8b1a"/>
    <rect x="${w * 0.66}" y="${h * 0.2}" width="${w * 0.16}" height="${h * 0.35}" rx="12" fill="#2f9e44"/>
    <text x="50%" y="${h * 0.72}" font-family="sans-serif" font-size="${w * 0.05}" text-anchor="middle" fill="#222">${title}</text>
  </svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const PHOTOS: LightboxPhoto[] = [
  { src: samplePhoto('Przed', '#d9e8ef'), label: 'Przed ułożeniem ekspozycji' },
  { src: samplePhoto('Po', '#e8f2dd'), label: 'Po ułożeniu ekspozycji' },
  { src: samplePhoto('Paragon', '#f3efe6', true), label: 'Paragon 1', alt: 'Zdjęcie paragonu nr 1' },
];

const meta = {
  title: 'Overlays/PhotoLightbox',
  component: PhotoLightbox,
  args: { photos: PHOTOS, opened: true, onClose: fn(), startIndex: 0 },
} satisfies Meta<typeof PhotoLightbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Receipt: Story = { args: { startIndex: 2, title: 'Paragony' } };

export const SinglePhoto: Story = { args: { photos: [PHOTOS[0]!] } };

export const Empty: Story = { args: { photos: [] } };

export const LongPolishLabel: Story = {
  args: {
    photos: [
      {
        src: samplePhoto('Ekspozycja', '#ece3f0'),
        label: 'Po ułożeniu ekspozycji na meblu sklepowym przy kasie — Żabka, ul. Świętokrzyska 12, Łódź',
      },
    ],
  },
};
