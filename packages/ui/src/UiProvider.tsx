// Wraps an app (and every story and component test) in the product's Mantine theme, Polish
// dates with weeks starting on Monday, and the toast host.
import 'dayjs/locale/pl';
import {
  type MantineColorScheme,
  MantineProvider,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { Toasts, type ToastsProps } from './Toasts';
import { cssVariablesResolver, theme } from './theme';

export interface UiProviderProps {
  children?: ReactNode;
  /** The scheme on first visit; the user's choice is remembered by Mantine afterwards. */
  defaultColorScheme?: MantineColorScheme;
  /** Forces a scheme (Storybook's toolbar, screenshots). */
  forceColorScheme?: 'light' | 'dark';
  /** 'test' turns Mantine's transitions and portals off. */
  env?: 'default' | 'test';
  toastPosition?: ToastsProps['position'];
  /** Merged over the product theme (an app's own tweaks; test settings). */
  themeOverride?: MantineThemeOverride;
  /** Leave out the toast host where a parent already renders one (Storybook docs pages). */
  withToasts?: boolean;
}

export const DATES_SETTINGS = { locale: 'pl', firstDayOfWeek: 1, weekendDays: [0, 6] } as const;

export function UiProvider({
  children,
  defaultColorScheme = 'light',
  forceColorScheme,
  env = 'default',
  toastPosition,
  withToasts = true,
  themeOverride,
}: UiProviderProps) {
  return (
    <MantineProvider
      theme={themeOverride ? mergeThemeOverrides(theme, themeOverride) : theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={defaultColorScheme}
      forceColorScheme={forceColorScheme}
      env={env}
    >
      <DatesProvider settings={{ ...DATES_SETTINGS, weekendDays: [...DATES_SETTINGS.weekendDays] }}>
        {children}
        {withToasts && <Toasts position={toastPosition} />}
      </DatesProvider>
    </MantineProvider>
  );
}
