// The product's UI provider: Mantine theme, Polish dates with Monday first, and the toast stack.
import '@tourplanner/ui/styles.css';
import { UiProvider } from '@tourplanner/ui/UiProvider';
import type { ReactNode } from 'react';

export function AppProviders({ children, testEnv = false }: { children: ReactNode; testEnv?: boolean }) {
  return <UiProvider env={testEnv ? 'test' : 'default'}>{children}</UiProvider>;
}
