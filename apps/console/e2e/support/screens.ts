import type { Page } from '@playwright/test';

/**
 * The window as seen, at its current size, into `.artifacts/screenshots/<name>-<width>.png` (repo root, as `ConsoleShell.screenshot`)
 * (git ignores it): for looking at a change at 1440 and 390 px.
 */
export async function shot(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `../../.artifacts/screenshots/${name}-${width}.png`, fullPage });
}

/** The same view at 1440×900 and at a 390×844 phone, then back to the size it had. */
export async function shotBoth(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const size = page.viewportSize();
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // antd's breakpoints (the phone layouts) follow a resize a render later
    await page.waitForTimeout(300);
    await shot(page, name, options);
  }
  if (size) await page.setViewportSize(size);
}
