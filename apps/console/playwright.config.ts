import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18080);
export const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `oms-e2e-${process.pid}`);

/**
 * The built console and the real server on a throwaway embedded PostgreSQL, driven by Debian's
 * chromium (never a downloaded browser). The captcha test switch is on for this server only.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../../.artifacts/e2e-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30000,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'zh-CN',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node --import tsx ../server/src/main.ts`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      OMS_DATA_DIR: dataDir,
      OMS_TEST_CAPTCHA: '1',
      LOG_LEVEL: 'warn',
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10000 },
  },
});
