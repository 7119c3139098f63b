// The product's Mantine theme: the one place for colours, fonts and radius, in light and dark.
// Shades are picked so that white text on the primary colour and dimmed text on the body pass
// WCAG AA (4.5:1); Storybook's axe check fails on anything below that.
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { ui } from '@tourplanner/i18n-pl/ui';

/**
 * Polish names for the calendar's arrows and level controls (Mantine leaves them unnamed), and no
 * days of the neighbouring months: Mantine draws them in a grey below 4.5:1, and the range picker
 * already shows one month per calendar.
 * Given as plain theme entries, not `DatePicker.extend()`, so that the theme does not pull
 * @mantine/dates into every app's first chunk; apps without a calendar never load it.
 */
const calendarDefaults = { defaultProps: { ariaLabels: { ...ui.calendar }, hideOutsideDates: true } };

/** Deep teal-blue of TourPlanner. */
const brand: MantineColorsTuple = [
  '#e5f5fa',
  '#cde6ef',
  '#9ccde0',
  '#67b2cf',
  '#3c9cc1',
  '#218eb8',
  '#0b7fab',
  '#006d94',
  '#005f82',
  '#004e6c',
];

/** Warm accent for highlights (status "started", calendar event blocks). */
const accent: MantineColorsTuple = [
  '#fff4e2',
  '#ffe7cc',
  '#fecd9b',
  '#fcb264',
  '#fb9a37',
  '#fa8b1a',
  '#fa8408',
  '#df7100',
  '#c66300',
  '#ac5400',
];

export const theme = createTheme({
  primaryColor: 'brand',
  // Shade 7 in light and 8 in dark keep white labels on filled buttons above 4.5:1.
  primaryShade: { light: 7, dark: 8 },
  colors: { brand, accent },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: { fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  autoContrast: true,
  luminanceThreshold: 0.4,
  components: {
    DatePicker: calendarDefaults,
    DatePickerInput: calendarDefaults,
    DateInput: calendarDefaults,
  },
  other: {
    /** Where toasts stack. */
    toastZIndex: 1000,
    preloaderZIndex: 2000,
  },
});

/** Light and dark values of the few variables our components use beyond Mantine's own. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {
    '--tp-toast-shadow': t.shadows.md,
  },
  light: {
    // Mantine's default dimmed (gray 6) is 3.3:1 on white; gray 7 reads at 7:1.
    '--mantine-color-dimmed': t.colors.gray[7],
    '--tp-surface-muted': t.colors.gray[0],
    // Mantine's error red (red 6) is 3.3:1 on white; red 9 reads at 5.4:1.
    '--mantine-color-error': t.colors.red[9],
    '--tp-invalid': t.colors.red[9],
    '--tp-camera-bg': '#000',
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--tp-surface-muted': t.colors.dark[6],
    '--mantine-color-error': t.colors.red[4],
    '--tp-invalid': t.colors.red[4],
    '--tp-camera-bg': '#000',
  },
});
