import { useEffect, type RefObject } from 'react';

/** Typing targets where `/` is text, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    // Checkboxes, radios and buttons take no text; `/` on them may still jump to the search box.
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(
      target.type,
    );
  }
  // antd's Select search and other widgets that act as text boxes.
  return target.getAttribute('role') === 'textbox' || target.getAttribute('role') === 'combobox';
}

/**
 * `/` pressed anywhere on the page focuses the given element (the list's search box), like GitHub's
 * search. Ignored while typing in another field, with Ctrl/⌘/Alt held, during IME composition, and
 * inside an open dialog (focus stays in the dialog).
 */
export function useSlashFocus(ref: RefObject<{ focus: () => void } | null>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.isComposing) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      const element = ref.current;
      if (!element) return;
      event.preventDefault();
      element.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ref, enabled]);
}
