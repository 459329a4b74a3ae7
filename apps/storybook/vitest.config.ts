import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
// by path: Vitest bundles its config's own files but hands packages to Node, which cannot load .ts
import { chromiumLaunchOptions } from '../../packages/ui/src/testing/chromium.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: { locale: 'zh-CN', timezoneId: 'America/Los_Angeles', reducedMotion: 'reduce' },
      }),
      viewport: { width: 1440, height: 900 },
      instances: [{ browser: 'chromium' }],
    },
  },
});
