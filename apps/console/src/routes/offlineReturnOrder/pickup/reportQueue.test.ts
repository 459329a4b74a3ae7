import { describe, expect, it } from 'vitest';
import type { ApiEnvelope, PickupReportRequest, PickupRow } from '@oms/api-client';
import { reportQueue } from './reportQueue.ts';

const row = (id: number, version: number) => ({ id, version }) as PickupRow;
const ok = (id: number, version: number): ApiEnvelope<PickupRow | null> => ({
  errorCode: 0,
  errorMsg: '',
  data: row(id, version),
});
const offline: ApiEnvelope<PickupRow | null> = { errorCode: -20, errorMsg: '系统异常', data: null };
const lack = (id: number, version = 1): PickupReportRequest => ({ id, version, outcome: 'LACK' });

// The phone's queue lives in the browser's IndexedDB (real Chromium here): reports survive a closed tab.
describe('拿货上报 queue', () => {
  it('without signal everything stays, in order, and goes once the signal is back — each under its first key', async () => {
    const q = reportQueue(`t-${crypto.randomUUID()}`);
    const a = await q.add(lack(1));
    const b = await q.add(lack(2));
    const down = await q.flush(async () => offline);
    expect(down).toEqual({ sent: 0, refused: [], left: 2 });
    const seen: string[] = [];
    const up = await q.flush(async (body, key) => {
      seen.push(`${body.id}:${key}`);
      return ok(body.id, 2);
    });
    expect(up).toEqual({ sent: 2, refused: [], left: 0 });
    expect(seen).toEqual([`1:${a.key}`, `2:${b.key}`]);
    expect(await q.pending()).toEqual([]);
  });

  it('a refusal leaves the queue with its reason; a later report of the same line takes the new version', async () => {
    const q = reportQueue(`t-${crypto.randomUUID()}`);
    await q.add({ id: 7, version: 3, outcome: 'AFTERNOON' });
    await q.add({ id: 7, version: 3, outcome: 'TOOK', tookQty: 1, tookPriceFen: 3500 });
    await q.add(lack(8));
    const versions: number[] = [];
    const result = await q.flush(async (body) => {
      versions.push(body.version);
      if (body.id === 8) return { errorCode: 47002, errorMsg: '该任务已改派给其他拿货员', data: null };
      return ok(7, body.version + 1);
    });
    expect(versions).toEqual([3, 4, 1]);
    expect(result.sent).toBe(2);
    expect(result.refused.map((r) => r.message)).toEqual(['该任务已改派给其他拿货员']);
  });

  it('reports queued within one millisecond (本档口其余缺货) go in the order they were made', async () => {
    const q = reportQueue(`t-${crypto.randomUUID()}`);
    const ids = Array.from({ length: 30 }, (_, i) => i + 1);
    await Promise.all(ids.map((id) => q.add(lack(id))));
    expect((await q.pending()).map((r) => r.body.id)).toEqual(ids);
  });

  it('two flushes at once send each report once', async () => {
    const q = reportQueue(`t-${crypto.randomUUID()}`);
    await q.add(lack(1));
    let calls = 0;
    const send = async (body: PickupReportRequest) => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 20));
      return ok(body.id, 2);
    };
    await Promise.all([q.flush(send), q.flush(send)]);
    expect(calls).toBe(1);
  });
});
