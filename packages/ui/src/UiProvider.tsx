// Wraps an app (and every story and component test) in the product's Mantine theme, Polish
// dates with weeks starting on Monday, and the toast host (ThemeProvider is the same without dates).
import 'dayjs/locale/pl';
import { DatesProvider } from '@mantine/dates';
import { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';

export type UiProviderProps = ThemeProviderProps;

export const DATES_SETTINGS = { locale: 'pl', firstDayOfWeek: 1, weekendDays: [0, 6] } as const;

export function UiProvider({ children, ...props }: UiProviderProps) {
  return (
    <ThemeProvider {...props}>
      <DatesProvider settings={{ ...DATES_SETTINGS, weekendDays: [...DATES_SETTINGS.weekendDays] }}>
        {children}
      </DatesProvider>
    </ThemeProvider>
  );
}
