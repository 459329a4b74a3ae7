import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}'],
    // A story renders antd with all its CSS-in-JS and then axe walks the DOM: slow on two shared cores.
    testTimeout: 30_000,
  },
});
