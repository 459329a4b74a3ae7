import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './chromium.ts';

/**
 * Vitest's browser mode as every component suite here uses it (the kit's, the console's, the stories'):
 * Debian's Chromium at 1440×900, Chinese locale, in a time zone far from Beijing — every date shown and
 * every day range must still be Beijing's.
 */
export function chromiumBrowserMode(options: { reducedMotion?: 'reduce' } = {}) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: chromiumLaunchOptions,
      contextOptions: { locale: 'zh-CN', timezoneId: 'America/Los_Angeles', ...options },
    }),
    viewport: { width: 1440, height: 900 },
    instances: [{ browser: 'chromium' as const }],
  };
}
