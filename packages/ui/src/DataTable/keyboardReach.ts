const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A body that scrolls (`scroll.y`) but holds nothing to Tab to could not be scrolled from the keyboard
 * (WCAG 2.1.1): then it takes focus itself, so the arrow keys scroll it. Rows with checkboxes or links
 * need no extra tab stop: tabbing through them scrolls the body.
 */
export function keyboardReach(root: HTMLElement | null | undefined, prefix: string) {
  const body = root?.querySelector<HTMLElement>(`.${prefix}-body`);
  if (!body) return;
  const reachable = [...body.querySelectorAll(FOCUSABLE)].some((el) => !el.closest(`.${prefix}-measure-row`));
  if (reachable) body.removeAttribute('tabindex');
  else body.tabIndex = 0;
}

/** Keeps `keyboardReach` true as antd re-renders its own parts (its body appears after it measures). */
export function watchKeyboardReach(root: HTMLElement | null | undefined, prefix: string): () => void {
  if (!root) return () => {};
  keyboardReach(root, prefix);
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      keyboardReach(root, prefix);
    });
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
