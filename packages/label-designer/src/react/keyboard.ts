// The designer's keys. Typing in a field of the inspector never moves or deletes elements.
import type { KeyboardEvent } from 'react';

export type DesignerCommand =
  | { kind: 'nudge'; dx: number; dy: number; repeat: boolean }
  | { kind: 'delete' | 'undo' | 'redo' | 'copy' | 'cut' | 'paste' | 'duplicate' | 'selectAll' | 'clear' };

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function commandFor(e: KeyboardEvent): DesignerCommand | null {
  if (isTyping(e.target)) return null;
  const mod = e.ctrlKey || e.metaKey;
  const step = e.shiftKey ? 1 : 0.1;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (!mod) {
    switch (key) {
      case 'ArrowLeft':
        return { kind: 'nudge', dx: -step, dy: 0, repeat: e.repeat };
      case 'ArrowRight':
        return { kind: 'nudge', dx: step, dy: 0, repeat: e.repeat };
      case 'ArrowUp':
        return { kind: 'nudge', dx: 0, dy: -step, repeat: e.repeat };
      case 'ArrowDown':
        return { kind: 'nudge', dx: 0, dy: step, repeat: e.repeat };
      case 'Delete':
      case 'Backspace':
        return { kind: 'delete' };
      case 'Escape':
        return { kind: 'clear' };
    }
    return null;
  }
  switch (key) {
    case 'z':
      return { kind: e.shiftKey ? 'redo' : 'undo' };
    case 'y':
      return { kind: 'redo' };
    case 'c':
      return { kind: 'copy' };
    case 'x':
      return { kind: 'cut' };
    case 'v':
      return { kind: 'paste' };
    case 'd':
      return { kind: 'duplicate' };
    case 'a':
      return { kind: 'selectAll' };
  }
  return null;
}
