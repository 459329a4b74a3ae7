import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

/** `pnpm bench` for the console: first-load figures on the real server, printed, not asserted. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /.*\.bench\.ts$/,
  globalSetup: '../e2e/support/globalSetup.ts',
  timeout: 120_000,
});
