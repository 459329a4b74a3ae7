import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One file at a time: the machine has two cores and the share test posts thousands of events.
    fileParallelism: false,
    testTimeout: 30000,
    hookTimeout: 30000,
  },
});
