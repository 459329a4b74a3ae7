import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../test/render.tsx';
import { ScanInput } from './ScanInput.tsx';

describe('ScanInput', () => {
  it('answers each Enter-ended scan once, trimmed; keeps focus with the code selected for the next', async () => {
    const user = userEvent.setup();
    const onScan = vi.fn(async () => true);
    renderKit(<ScanInput label="扫描或输入单号" onScan={onScan} sound={false} />);
    const box = screen.getByRole('searchbox', { name: '扫描或输入单号' });
    expect(box).toHaveFocus();
    await user.type(box, '  SH26112900000001 {Enter}');
    expect(onScan).toHaveBeenCalledExactlyOnceWith('SH26112900000001');
    expect(box).toHaveFocus();
    const input = box as HTMLInputElement;
    expect(input.value.slice(input.selectionStart!, input.selectionEnd!)).toBe('  SH26112900000001 ');
    // the next scan replaces the selected code
    await user.type(box, 'DF26112900000002{Enter}', { skipClick: true });
    expect(onScan).toHaveBeenLastCalledWith('DF26112900000002');
    // nothing typed: no call
    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(onScan).toHaveBeenCalledTimes(2);
  });

  it('drops a second trigger while the first is still being answered', async () => {
    const user = userEvent.setup();
    let answer: (found: boolean) => void = () => {};
    const onScan = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    renderKit(<ScanInput label="扫描或输入单号" onScan={onScan} sound={false} />);
    const box = screen.getByRole('searchbox', { name: '扫描或输入单号' });
    await user.type(box, 'YT1234567890{Enter}');
    await user.type(box, '{Enter}');
    expect(onScan).toHaveBeenCalledTimes(1);
    await act(async () => answer(false));
    await user.type(box, '{Enter}');
    expect(onScan).toHaveBeenCalledTimes(2);
  });
});
