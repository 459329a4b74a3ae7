import { describe, expect, it } from 'vitest';
import { rememberDaifaCallback, takeDaifaCallback } from './daifaCallback.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('the goods page callback', () => {
  it('returns once, with the goods page’s parameters, the order number and the result', () => {
    const storage = memoryStorage();
    rememberDaifaCallback(
      'ZF26112500000001',
      {
        url: 'https://www.e3e3.com/goods/1?from=ad',
        orderNo: 'DF26112500000001',
        params: { advertCode: 'AD7', num: '2' },
      },
      storage,
    );
    const back = new URL(takeDaifaCallback('ZF26112500000001', 'success', storage)!);
    expect(back.origin + back.pathname).toBe('https://www.e3e3.com/goods/1');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      from: 'ad',
      advertCode: 'AD7',
      num: '2',
      orderNo: 'DF26112500000001',
      result: 'success',
    });
    expect(takeDaifaCallback('ZF26112500000001', 'success', storage)).toBeNull();
  });

  it('nothing remembered: no callback', () => {
    expect(takeDaifaCallback('ZF1', 'closed', memoryStorage())).toBeNull();
  });
});
