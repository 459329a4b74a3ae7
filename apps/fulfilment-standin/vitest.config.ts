import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One file at a time: the machine has two cores and the share test posts thousands of events.
    fileParallelism: false,
    // CI's machine ran the suites ~2.5× slower than ours (a 9 s test passed 30 s there), hence the room.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
