import type { Preview } from '@storybook/react-vite';
import { OmsProvider } from '@oms/ui';

const preview: Preview = {
  // Every story renders the way the console will: inside the kit's provider (zh_CN, theme, feedback).
  decorators: [
    (Story) => (
      <OmsProvider>
        <Story />
      </OmsProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
