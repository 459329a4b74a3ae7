import axe from 'axe-core';

/** What fails a story: serious and critical violations. Minor and moderate ones are reported, not fatal. */
const BLOCKING = new Set(['serious', 'critical']);

export interface A11yReport {
  blocking: axe.Result[];
  other: axe.Result[];
}

export async function checkA11y(root: Element): Promise<A11yReport> {
  const results = await withoutStyleSheets(() => axe.run(root, {
    resultTypes: ['violations'],
    rules: {
      // jsdom has no layout or paint, so axe cannot measure colours; contrast is checked by eye in screenshots.
      'color-contrast': { enabled: false },
    },
  }));
  return {
    blocking: results.violations.filter((v) => BLOCKING.has(v.impact ?? '')),
    other: results.violations.filter((v) => !BLOCKING.has(v.impact ?? '')),
  };
}

export function describeViolations(violations: axe.Result[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.html.slice(0, 160)}`).join('\n')}`)
    .join('\n');
}

/**
 * jsdom recomputes the whole cascade on every getComputedStyle call, and antd injects ~0.5 MB of CSS,
 * so axe takes 10+ s per story. jsdom paints nothing, so the sheets only matter for what counts as
 * hidden: without them every element counts as visible and gets checked, which is stricter, not looser.
 */
async function withoutStyleSheets<T>(run: () => Promise<T>): Promise<T> {
  const sheets = [...document.querySelectorAll('style')].map((el) => ({ el, parent: el.parentNode, next: el.nextSibling }));
  for (const { el } of sheets) el.remove();
  try {
    return await run();
  } finally {
    for (const { el, parent, next } of sheets) parent?.insertBefore(el, next && next.parentNode === parent ? next : null);
  }
}
