import { describe, expect, it } from 'vitest';
import { runBatch } from './batch.ts';
import { compareVersions } from './versions.ts';

describe('batches', () => {
  it('a result per label, in order, with progress; cancel stops the rest', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const results = await runBatch(
      ['a', 'b', 'c', 'd'],
      async (item, i) => {
        if (i === 2) controller.abort();
        return item === 'b' ? '打印机脱机或缺纸' : true;
      },
      { signal: controller.signal, onProgress: (done) => progress.push(done) },
    );
    expect(results).toEqual([
      { index: 0, ok: true },
      { index: 1, ok: false, error: '打印机脱机或缺纸' },
      { index: 2, ok: true },
      { index: 3, ok: false, error: '已取消' },
    ]);
    expect(progress).toEqual([1, 2, 3, 4]);
  });
});

describe('versions compare as numbers', () => {
  it('6.10 is newer than 6.9', () => {
    expect(compareVersions('6.10.0.0', '6.9.9.9')).toBe(1);
    expect(compareVersions('6.2.2.6', '6.2.2.6')).toBe(0);
    expect(compareVersions('4.0.9.8', '6.5.0.0')).toBe(-1);
  });
});
