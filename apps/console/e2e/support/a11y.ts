import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What fails a page: serious and critical violations (the same bar as the Storybook stories). */
const BLOCKING = new Set(['serious', 'critical']);

export interface A11yOptions {
  /** CSS selectors left out of the scan (a third-party widget the page does not own). */
  exclude?: string[];
  /** Rule ids switched off, each with a reason in the calling test. */
  disableRules?: string[];
  /**
   * A CSS selector the scan is limited to — `DIALOG` once the page beneath was scanned in the same test: axe
   * over a board of a hundred rows takes 15 s on a slow machine, over its dialog a few.
   */
  within?: string;
}

/** The open dialog or drawer (antd leaves closed ones in the DOM hidden; axe skips hidden nodes). */
export const DIALOG = '[role="dialog"]';

/**
 * Runs axe-core over the whole page as it stands (portals, dialogs and drawers included; or `within`) and fails on
 * any serious or critical violation, listing each with the elements it found. Colour contrast is
 * measured here, in a real browser (jsdom in the story tests cannot). Call it once the page has
 * settled; every shell page and every later page should pass it.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // Let antd's enter animations finish: half-faded text is measured at its current opacity.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  let builder = new AxeBuilder({ page });
  if (options.within) builder = builder.include(options.within);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`).join('\n')}`,
    )
    .join('\n');
  expect(
    blocking.map((v) => v.id),
    `axe on ${page.url()}:\n${report}`,
  ).toEqual([]);
  // antd's icons name themselves in English ("search", "printer"), and a control without a label of its
  // own is read by its content: "printer 打印测试页". Such an icon is hidden beside text or named in Chinese.
  const englishNames = await page
    .locator(options.within ? `${options.within} [role="img"][aria-label]` : '[role="img"][aria-label]')
    .evaluateAll((icons) =>
      icons
        .filter(
          (icon) =>
            /^[a-z]+(-[a-z]+)*$/.test(icon.getAttribute('aria-label') ?? '') &&
            !icon.closest('[aria-hidden="true"]'),
        )
        .map((icon) => ({
          icon,
          control: icon.closest(
            'button, a[href], [role="button"], [role="menuitem"], [role="tab"], [role="link"]',
          ),
        }))
        .filter(
          ({ control }) =>
            control &&
            !control.hasAttribute('aria-label') &&
            !control.hasAttribute('aria-labelledby') &&
            control.getAttribute('tabindex') !== '-1',
        )
        .map(
          ({ icon, control }) =>
            `"${icon.getAttribute('aria-label')}" in ${control!.tagName.toLowerCase()} "${control!.textContent?.trim().slice(0, 20) ?? ''}"`,
        ),
    );
  expect(englishNames, `controls named in English on ${page.url()}`).toEqual([]);
}
