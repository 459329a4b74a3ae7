import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * The page does not scroll sideways at `width` — polled, since after a resize the parts laid out
 * by script (antd's breakpoints: the steps turning vertical, the cards replacing the table) catch
 * up a render later than the CSS does.
 */
export async function expectFitsWidth(page: Page, width = 390) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `the page scrolls sideways at ${width} px`,
    })
    .toBeLessThanOrEqual(width);
}
