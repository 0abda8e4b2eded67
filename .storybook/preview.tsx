import type { Preview } from '@storybook/react-vite';
import { YaocaiThemeProvider } from '@yaocai/ui';

const preview: Preview = {
  decorators: [
    (Story) => (
      <YaocaiThemeProvider>
        <Story />
      </YaocaiThemeProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    // Any axe violation fails the story's test run in Chromium, not just a warning in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
