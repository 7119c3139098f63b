// Neutral marks of the four offer brands for the offers list: simple shapes and letters of our
// own, not the brands' logos. Inactive brands are drawn in grey.
import type { OfferBrand } from '@tourplanner/domain/constants';
import { format } from '@tourplanner/i18n-pl/format';
import { WEBFORM_APP } from '@tourplanner/i18n-pl/webform';

const COLOURS: Record<OfferBrand, string> = {
  Glo: '#b4461d',
  Vuse: '#3d3a8c',
  Velo: '#0f6b74',
  Neo: '#6b4a12',
};

function Shape({ brand, colour }: { brand: OfferBrand; colour: string }) {
  switch (brand) {
    case 'Glo':
      return (
        <>
          <circle cx="24" cy="24" r="21" fill="none" stroke={colour} strokeWidth="4" />
          <circle cx="24" cy="24" r="11" fill={colour} />
        </>
      );
    case 'Vuse':
      return (
        <>
          <rect x="3" y="3" width="42" height="42" rx="10" fill={colour} />
          <path
            d="M14 14l10 21 10-21"
            fill="none"
            stroke="#fff"
            strokeWidth="4.5"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </>
      );
    case 'Velo':
      return (
        <>
          <rect x="4" y="10" width="40" height="28" rx="14" fill={colour} />
          <path d="M13 24h22" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
          <path d="M18 18h12M18 30h12" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" opacity="0.8" />
        </>
      );
    case 'Neo':
      return (
        <>
          <path d="M24 3l18 10.5v21L24 45 6 34.5v-21z" fill={colour} />
          <path
            d="M17 32V16l14 16V16"
            fill="none"
            stroke="#fff"
            strokeWidth="4"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </>
      );
  }
}

export function BrandMark({
  brand,
  inactive = false,
  size = 48,
}: {
  brand: OfferBrand;
  inactive?: boolean;
  size?: number;
}) {
  const colour = inactive ? '#6b6f76' : COLOURS[brand];
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      role="img"
      aria-label={format(WEBFORM_APP.webform.brandMark, { brand })}
      data-brand={brand}
      data-inactive={inactive || undefined}
    >
      <Shape brand={brand} colour={colour} />
    </svg>
  );
}
