import axe from 'axe-core';

/** What fails a story: serious and critical violations. Minor and moderate ones are reported, not fatal. */
const BLOCKING = new Set(['serious', 'critical']);

export interface A11yReport {
  blocking: axe.Result[];
  other: axe.Result[];
}

/** axe over real Chromium's layout and paint: what is hidden, what scrolls and colour contrast all count. */
export async function checkA11y(root: Element): Promise<A11yReport> {
  const results = await axe.run(root, { resultTypes: ['violations'] });
  return {
    blocking: results.violations.filter((v) => BLOCKING.has(v.impact ?? '')),
    other: results.violations.filter((v) => !BLOCKING.has(v.impact ?? '')),
  };
}

export function describeViolations(violations: axe.Result[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.html.slice(0, 160)}`).join('\n')}`,
    )
    .join('\n');
}
