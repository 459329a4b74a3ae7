/**
 * A dialog opened while a key is down waits for the key to come up. antd's menus act on keydown (Enter
 * on 退出登录): with no opening animation (reduced motion) the dialog's focused button would take that
 * same key's keypress and answer the question unasked.
 */
let downAt = 0;
let tracking = false;

/** Starts following the keyboard (once; the feedback bridge calls it as the app mounts). */
export function trackKeys(): void {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  window.addEventListener('keydown', () => (downAt = Date.now()), true);
  window.addEventListener('keyup', () => (downAt = 0), true);
  // focus leaving the window takes the keyup with it
  window.addEventListener('blur', () => (downAt = 0));
}

/** Runs `open` now, or once the key being pressed is released (half a second at most). */
export function afterKeyRelease(open: () => void): void {
  trackKeys();
  if (!downAt || Date.now() - downAt > 500) return open();
  let done = false;
  const release = () => {
    if (done) return;
    done = true;
    window.removeEventListener('keyup', release, true);
    clearTimeout(timer);
    // after the keyup's own handlers: that key's events are over
    setTimeout(open, 0);
  };
  const timer = setTimeout(release, 500);
  window.addEventListener('keyup', release, true);
}
