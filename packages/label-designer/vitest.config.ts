import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',

    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // antd's first render in jsdom builds all CSS-in-JS; the default 5 s is tight on a shared 2-core box.
    // CI's machine ran the suites ~2.5× slower than ours (a 9 s test passed 30 s there), hence the room.
    testTimeout: 60_000,
  },
});
