// The few line icons the shared components need, drawn inline (24x24, stroke = currentColor) so
// that no icon font or extra package is loaded. Decorative unless given a label.
import type { SVGProps } from 'react';

const PATHS = {
  arrowLeft: 'M19 12H5 M11 18l-6-6 6-6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  close: 'M18 6L6 18 M6 6l12 12',
  check: 'M5 12l5 5L20 7',
  pencil: 'M4 20h4L18.5 9.5a2.1 2.1 0 0 0-4-4L4 16v4 M13.5 6.5l4 4',
  play: 'M7 4v16l13-8z',
  flag: 'M5 21V4 M5 4h11l-2 4 2 4H5',
  ban: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M5.7 5.7l12.6 12.6',
  userOff: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M3 21v-2a4 4 0 0 1 4-4h4 M17 17l4 4 M21 17l-4 4',
  bolt: 'M13 3L4 14h7l-1 7 9-11h-7z',
  boltOff: 'M13 3l-2.5 3 M8.5 9L4 14h7l-1 7 4.5-5.5 M16 12.5L19 10h-5 M3 3l18 18',
  refresh: 'M20 11A8 8 0 0 0 4.6 8 M4 4v4h4 M4 13a8 8 0 0 0 15.4 3 M20 20v-4h-4',
  camera:
    'M5 7h2l2-3h6l2 3h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2z M12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  photo:
    'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z M3 16l5-5 5 5 M13 14l2-2 6 6 M15.5 9a1 1 0 1 0 0-.01',
  inbox: 'M4 13h4l2 3h4l2-3h4 M4 13l3-8h10l3 8v6H4z',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z M21 21l-5-5',
  user: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M5 21v-2a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v2',
  logout: 'M14 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1v-3 M9 12h12 M18 9l3 3-3 3',
  // Side navigation entries.
  calendar: 'M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z M4 10h16 M8 3v4 M16 3v4',
  list: 'M9 6h11 M9 12h11 M9 18h11 M4.5 6h.01 M4.5 12h.01 M4.5 18h.01',
  chart: 'M4 20h16 M7 16v-5 M12 16V6 M17 16v-8',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M2 21v-2a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v2 M16 3.5a4 4 0 0 1 0 7 M22 21v-2a5 5 0 0 0-3-4.6',
  map: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3z M9 3v15 M15 6v15',
  ticket:
    'M4 7a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4z M14 6v12',
  external: 'M14 4h6v6 M20 4l-9 9 M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
} as const;

export type IconName = keyof typeof PATHS;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
  /** Makes the icon meaningful to assistive technology; otherwise it is hidden from it. */
  label?: string;
}

export function Icon({ name, size = 20, label, strokeWidth = 2, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      {label && <title>{label}</title>}
      <path d={PATHS[name]} />
    </svg>
  );
}
