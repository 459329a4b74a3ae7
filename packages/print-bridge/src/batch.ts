// A batch of labels handed to a printer one task at a time, with progress, cancel and a result per label.
export interface BatchItemResult {
  index: number;
  ok: boolean;
  /** The reason in Chinese when not ok. */
  error?: string;
}

export interface BatchOptions {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number, last: BatchItemResult) => void;
}

export async function runBatch<T>(
  items: readonly T[],
  run: (item: T, index: number) => Promise<true | string>,
  o: BatchOptions = {},
): Promise<BatchItemResult[]> {
  const results: BatchItemResult[] = [];
  for (const [index, item] of items.entries()) {
    let r: BatchItemResult;
    if (o.signal?.aborted) r = { index, ok: false, error: '已取消' };
    else {
      try {
        const out = await run(item, index);
        r = out === true ? { index, ok: true } : { index, ok: false, error: out };
      } catch (e) {
        r = { index, ok: false, error: e instanceof Error ? e.message : '打印失败' };
      }
    }
    results.push(r);
    o.onProgress?.(results.length, items.length, r);
  }
  return results;
}
