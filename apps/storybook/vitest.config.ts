import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // a browser far from Beijing: the stories still show Beijing time
    env: { TZ: 'America/Los_Angeles' },
    setupFiles: ['./test/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}'],
    // A story renders antd with all its CSS-in-JS and then axe walks the DOM: slow on two shared cores.
    // The 200-order list story takes ~18 s alone and went past 30 s with the server suite beside it.
    testTimeout: 60_000,
  },
});
