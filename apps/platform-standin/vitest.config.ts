import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One file at a time: the 100,000-order test measures throughput and wants the machine to itself.
    fileParallelism: false,
    // Whole histories are generated and paged; on a busy 2-core CI machine that can take a while.
    testTimeout: 120000,
  },
});
