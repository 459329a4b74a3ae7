import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@oms/ui/testing/chromium';
import { stackCount } from './e2e/support/stack.ts';

/** The specs that drive the C-Lodop stand-in: one machine's ports 8000/18000, so one at a time. */
const printing = /(certificates|labelDesigner|offline|printing|printSetting)\.spec\.ts$/;

/**
 * The built console and the real server (one per brand) on a throwaway embedded PostgreSQL, a stack
 * per worker, driven by Debian's chromium (never a downloaded browser). See e2e/support/globalSetup.ts.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/globalSetup.ts',
  outputDir: '../../.artifacts/e2e-results',
  fullyParallel: false,
  // A worker per stack (E2E_STACKS, default 1: see e2e/support/stack.ts).
  workers: stackCount(),
  projects: [
    { name: 'printing', testMatch: printing, workers: 1 },
    { name: 'console', testIgnore: printing },
  ],
  retries: 0,
  // CI's machine ran the suites ~2.5× slower than ours (a 9 s test passed 30 s there); the longest test
  // here takes 37 s on ours.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    // A browser far from Beijing: every time and day the console shows or asks for must still be Beijing's.
    timezoneId: 'America/Los_Angeles',
    // The console honours the setting (no antd animation), so no step waits for a dialog to settle.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Recording a trace snapshots the page at every step (a tenth of the run's time); set E2E_TRACE=1
    // to keep one of each failing test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: chromiumLaunchOptions,
  },
});
