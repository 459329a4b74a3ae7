import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
// by path: Vitest bundles its config's own files but hands packages to Node, which cannot load .ts
import { chromiumBrowserMode } from '../../packages/ui/src/testing/vitestBrowser.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 60_000,
    browser: chromiumBrowserMode({ reducedMotion: 'reduce' }),
  },
});
