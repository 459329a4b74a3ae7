import { defineConfig, mergeConfig } from 'vitest/config';
// by path: Vitest bundles its config's own files but hands packages to Node, which cannot load .ts
import { chromiumBrowserMode } from '../../packages/ui/src/testing/vitestBrowser.ts';
import app from './vite.config.ts';

export default mergeConfig(
  app,
  defineConfig({
    // Component tests run in Debian's Chromium (Vitest browser mode): real layout and focus, and antd
    // renders in half jsdom's time.
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      // CI's machine ran the suites ~2.5× slower than ours (a 9 s test passed 30 s there), hence the room.
      testTimeout: 30_000,
      browser: chromiumBrowserMode(),
    },
  }),
);
