import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./test/support/globalSetup.ts'],
    // CI's machine ran the suites ~2.5× slower than ours (a 9 s test passed 30 s there), hence the room.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Files wait on PostgreSQL far more than they compute: two at a time use both cores.
    maxWorkers: 2,
    // The files share each worker's loaded modules instead of importing the server afresh (2.6 s of
    // transform each, 140 s a run); every file still gets its own database cloned from the template.
    isolate: false,
  },
});
