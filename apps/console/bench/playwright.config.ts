import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

// One stack, one worker: the figures are of one browser on an otherwise idle machine.
process.env.E2E_STACKS = '1';

/** `pnpm bench` for the console: first-load figures on the real server, printed, not asserted. */
export default defineConfig({
  ...base,
  workers: 1,
  projects: undefined,
  testDir: '.',
  testMatch: /.*\.bench\.ts$/,
  globalSetup: '../e2e/support/globalSetup.ts',
  timeout: 120_000,
});
