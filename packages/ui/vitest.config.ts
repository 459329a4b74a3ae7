import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
// by path: Vitest bundles its config's own files but hands packages to Node, which cannot load .ts
import { chromiumBrowserMode } from './src/testing/vitestBrowser.ts';

/**
 * The kit's tests run in Debian's Chromium (Vitest browser mode): real layout, focus and styles, and
 * antd renders in a tenth of jsdom's time (the suite took ~4 min in jsdom, ~1.5 min here).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // CI's machine ran the suites ~2.5× slower than ours (a 9 s test passed 30 s there), hence the room.
    testTimeout: 60_000,
    browser: chromiumBrowserMode(),
  },
});
