/**
 * Focus goes back to what opened a dialog when the dialog is gone. antd's Modal and Drawer do this only
 * when they close while still mounted; ours are mostly rendered while open (`{open && <XDialog/>}`) and
 * unmount on close, which drops focus on <body> — a keyboard user is thrown back to the top of the page.
 *
 * Watches <body>'s own children (antd portals every dialog into one): when one goes while focus, last
 * seen inside a dialog, has fallen to <body>, focuses the last element focused outside any dialog, if it
 * is still there. A toast leaving while focus is on the page moves nothing. Answers the uninstall.
 */
export function installFocusReturn(doc: Document = document): () => void {
  let lastOutside: HTMLElement | null = null;
  let inDialog = false;
  const inOverlay = (el: Element) => el.closest('[role="dialog"], .ant-modal-root, .ant-drawer') !== null;
  const onFocusIn = (e: FocusEvent) => {
    const el = e.target;
    if (!(el instanceof HTMLElement) || el === doc.body) return;
    inDialog = inOverlay(el);
    if (!inDialog) lastOutside = el;
  };
  // React empties a portal before <body> loses it, so what left is judged by where focus was, not by
  // what the removed node still holds
  const observer = new MutationObserver((changes) => {
    const focusLost = doc.activeElement === null || doc.activeElement === doc.body;
    if (!focusLost || !inDialog || !lastOutside?.isConnected) return;
    // a dialog still open (the one under it, or one that replaced it) is not left for the page behind it
    if ([...doc.querySelectorAll('[role="dialog"]')].some((d) => d.checkVisibility())) return;
    if (changes.some((c) => c.removedNodes.length > 0)) {
      inDialog = false;
      lastOutside.focus({ preventScroll: true });
    }
  });
  doc.addEventListener('focusin', onFocusIn, true);
  observer.observe(doc.body, { childList: true });
  return () => {
    doc.removeEventListener('focusin', onFocusIn, true);
    observer.disconnect();
  };
}
