// The product's Mantine theme and the toast host, without the dates settings: for an app with no
// date picker (the webform), so its first load carries no dayjs. UiProvider adds the dates.
import {
  type MantineColorScheme,
  MantineProvider,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Toasts, type ToastsProps } from './Toasts';
import { cssVariablesResolver, theme } from './theme';

export interface ThemeProviderProps {
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

export function ThemeProvider({
  children,
  defaultColorScheme = 'light',
  forceColorScheme,
  env = 'default',
  toastPosition,
  withToasts = true,
  themeOverride,
}: ThemeProviderProps) {
  return (
    <MantineProvider
      theme={themeOverride ? mergeThemeOverrides(theme, themeOverride) : theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={defaultColorScheme}
      forceColorScheme={forceColorScheme}
      env={env}
    >
      {children}
      {withToasts && <Toasts position={toastPosition} />}
    </MantineProvider>
  );
}
