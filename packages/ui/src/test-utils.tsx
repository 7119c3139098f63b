// render() for component tests: the component inside UiProvider, as in the apps. Mantine's
// transitions stay on (happy-dom runs them) so close timeouts can be asserted with fake timers.
import { type RenderOptions, render as testingLibraryRender } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { UiProvider } from './UiProvider';

// happy-dom has no layout, so floating-ui takes every anchor for detached and Mantine would hide
// menus and popovers with display: none.
const testTheme = { components: { Popover: { defaultProps: { hideDetached: false } } } };

export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return testingLibraryRender(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <UiProvider themeOverride={testTheme}>{children}</UiProvider>
    ),
    ...options,
  });
}

export * from '@testing-library/react';
