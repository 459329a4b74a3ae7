import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { usePending } from './usePending.ts';

describe('usePending', () => {
  it('is pending until the action settles, even when it fails, and ignores a second run meanwhile', async () => {
    const { result } = renderHook(() => usePending());
    let finish: () => void = () => {};
    let calls = 0;
    const action = () => {
      calls += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current[1](action);
    });
    expect(result.current[0]).toBe(true);
    await act(() => result.current[1](action));
    expect(calls).toBe(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current[0]).toBe(false);

    await act(() => result.current[1](() => Promise.reject(new Error('网络异常'))).catch(() => {}));
    expect(result.current[0]).toBe(false);
  });
});
