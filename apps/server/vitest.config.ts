import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./test/support/globalSetup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // Files wait on PostgreSQL far more than they compute: two at a time use both cores.
    maxWorkers: 2,
    // The files share each worker's loaded modules instead of importing the server afresh (2.6 s of
    // transform each, 140 s a run); every file still gets its own database cloned from the template.
    isolate: false,
  },
});
