// Storybook for designers: every shared component in every state that matters.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // TypeScript 7 has no JS API, which react-docgen-typescript needs; react-docgen reads the props fine.
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
