import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The kit's stories live here; other packages (the label designer) may keep theirs beside their code.
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: [],
  // The build machines only reach the npm registry; telemetry would just time out.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (config) => ({
    ...config,
    build: {
      ...config.build,
      // No prop tables are generated, so skip the source maps too: half the build time.
      sourcemap: false,
      chunkSizeWarningLimit: 4096,
      // Vite 8 bundles with rolldown, and Storybook's builder reads these options from here.
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        onwarn(warning, warn) {
          // antd marks every file "use client"; meaningless in a static Storybook and it floods the log.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  }),
};

export default config;
