import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText.ts';

const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
const execCommand = document.execCommand;

function setClipboard(value: unknown) {
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value });
}

describe('copyText', () => {
  afterEach(() => {
    if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
    else Reflect.deleteProperty(window.navigator, 'clipboard');
    document.execCommand = execCommand;
  });

  it('uses the Clipboard API where there is one', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await expect(copyText('A\nB')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('A\nB');
  });

  it('falls back to selecting a hidden text area and copying it, then cleans up', async () => {
    setClipboard(undefined);
    let copied = '';
    document.execCommand = vi.fn(() => {
      const area = document.activeElement as HTMLTextAreaElement;
      copied = area.value.slice(area.selectionStart, area.selectionEnd);
      return true;
    });
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    await expect(copyText('A\nB')).resolves.toBe(true);
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('A\nB');
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
    button.remove();
  });

  it('says false when neither way works', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    document.execCommand = vi.fn(() => false);
    await expect(copyText('A')).resolves.toBe(false);
  });
});
