// Every story inside UiProvider (Polish dates, the product theme, the toast host), with a toolbar
// switch between the light and the dark scheme.
import '../src/styles.css';
import type { Preview } from '@storybook/react-vite';
import { UiProvider } from '../src/UiProvider';

// Screen readers and axe read the language from <html lang>; every text on screen is Polish.
document.documentElement.lang = 'pl';

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    colorScheme: {
      description: 'Schemat kolorów',
      toolbar: {
        title: 'Schemat',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Jasny' },
          { value: 'dark', title: 'Ciemny' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorScheme: 'light' },
  decorators: [
    (Story, context) => (
      <UiProvider
        forceColorScheme={context.globals.colorScheme === 'dark' ? 'dark' : 'light'}
        // The Toasts stories render their own host, with the position under test.
        withToasts={context.parameters.withToastHost !== false}
      >
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
  },
};

export default preview;
