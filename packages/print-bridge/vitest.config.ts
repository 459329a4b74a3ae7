import { defineConfig } from 'vitest/config';

export default defineConfig({
  // npm test runs the browser suite beside these: a test taking 6 s instead of 2 is load, not a fault.
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
