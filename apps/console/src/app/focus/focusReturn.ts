/**
 * Focus goes back to what opened a dialog when the dialog is gone. antd's Modal and Drawer do this only
 * when they close while still mounted; ours are mostly rendered while open (`{open && <XDialog/>}`) and
 * unmount on close, which drops focus on <body> — a keyboard user is thrown back to the top of the page.
 *
 * When a dialog leaves the page while focus, last seen inside a dialog, has fallen to <body>, and no
 * other dialog is open, focus goes to the last thing used outside any dialog (focused, or pressed: Safari
 * does not focus a clicked button), if it is still there. A toast or a menu leaving moves nothing.
 * Answers the uninstall.
 */
const OVERLAY = '[role="dialog"], .ant-modal-root, .ant-drawer';
const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function installFocusReturn(doc: Document = document): () => void {
  let lastOutside: HTMLElement | null = null;
  let inDialog = false;
  const onFocusIn = (e: FocusEvent) => {
    const el = e.target;
    if (!(el instanceof HTMLElement) || el === doc.body) return;
    inDialog = el.closest(OVERLAY) !== null;
    if (!inDialog) lastOutside = el;
  };
  const onPointerDown = (e: PointerEvent) => {
    const el = e.target instanceof Element ? e.target.closest<HTMLElement>(FOCUSABLE) : null;
    if (el && el.closest(OVERLAY) === null) lastOutside = el;
  };
  const isDialog = (node: Node) =>
    node instanceof Element && (node.matches(OVERLAY) || node.querySelector(OVERLAY) !== null);
  const visible = (el: Element) =>
    typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0;
  const observer = new MutationObserver((changes) => {
    // most changes happen with focus somewhere: nothing to look at then
    if (!inDialog || (doc.activeElement !== null && doc.activeElement !== doc.body)) return;
    if (!changes.some((c) => [...c.removedNodes].some(isDialog))) return;
    // a dialog still open (the one under it, or one that replaced it) is not left for the page behind it
    if ([...doc.querySelectorAll('[role="dialog"]')].some(visible)) return;
    inDialog = false;
    if (lastOutside?.isConnected) lastOutside.focus({ preventScroll: true });
  });
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('pointerdown', onPointerDown, true);
  // the subtree: React empties a dialog's portal before <body> loses the portal itself
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('pointerdown', onPointerDown, true);
    observer.disconnect();
  };
}
