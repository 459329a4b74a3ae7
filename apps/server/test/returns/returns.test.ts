import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { purchaserLogin, type Session } from '../support/testApp.ts';
import { call, usePickupWorld } from '../pickup/support.ts';
import { takenBy } from './support.ts';

// 退货登记 → 退货登记指派 → the 退货员 at the stall → 确认 / 重新退 / 协商退款 / 自留.
const w = usePickupWorld();
let tuihuo: Session;
let tuihuoId: number;
beforeAll(async () => {
  tuihuo = await purchaserLogin(w.t.app, 'purchaser:tuihuo', 'tuihuo123');
  tuihuoId = tuihuo.userId;
});

const api = (path: string, body: object, who: Session = w.owner, key?: string) =>
  call(w, who, 'POST', `/api/b2/purchaser/return/${path}`, body, key);
const taken = (lines: Parameters<typeof takenBy>[1]) => takenBy(w, lines);
const register = (lines: object[], who: Session = w.owner, key = crypto.randomUUID()) =>
  api('register', { lines }, who, key);

describe('退货登记', () => {
  it('a take code finds its line; 入库 gives 退货码, 入库单号, the shelf and both labels; a replay registers once', async () => {
    const { orderNo, tasks } = await taken([['国投女装 3楼A316', 'R3001', 3, 3500]]);
    const scan = await api('scan', { code: tasks[0]!.code.toLowerCase() }, tuihuo);
    expect(scan.errorCode, scan.errorMsg).toBe(0);
    expect(scan.data).toMatchObject({ kind: 'TAKE_CODE', code: tasks[0]!.code });
    expect(scan.data.candidates).toEqual([
      expect.objectContaining({
        taskId: tasks[0]!.id,
        orderNo,
        shelf: '国投女装 3楼',
        articleNo: 'R3001',
        tookQty: 3,
        returnedQty: 0,
        returnableQty: 3,
        priceFen: 3600,
        overdue: false,
      }),
    ]);
    const key = crypto.randomUUID();
    const first = await register([{ taskId: tasks[0]!.id, qty: 2, reason: 'QUALITY' }], tuihuo, key);
    expect(first.errorCode, first.errorMsg).toBe(0);
    expect(first.data.storageNo).toMatch(/^RK\d{10}$/);
    expect(first.data.items).toEqual([
      expect.objectContaining({
        returnNo: expect.stringMatching(/^TH\d{12}$/),
        state: 'WAITING_ASSIGNED',
        shelf: '国投女装 3楼',
        qty: 2,
        goodsFen: 7200,
        reason: 'QUALITY',
        registeredName: '退货员',
      }),
    ]);
    expect(first.data.labels[0]).toMatchObject({
      brand: 'GTW',
      colorSize: '杏色/M',
      price: 3600,
      dropshipOrderNo: orderNo,
      factoryAddress: '国投女装 3楼 A316 韩版女装',
      returnCode: first.data.items[0].returnNo,
      storageNo: first.data.storageNo,
      quantity: 2,
    });
    expect(first.data.storage[0]).toMatchObject({ positionNo: '国投女装 3楼', artNo: 'R3001', quantity: 2 });
    // the phone's replay of the same tap: the first answer, nothing twice
    const replay = await register([{ taskId: tasks[0]!.id, qty: 2, reason: 'QUALITY' }], tuihuo, key);
    expect(replay.data.items[0].id).toBe(first.data.items[0].id);
    // by order number now: one piece left to give back; two is refused on the field
    const byOrder = await api('scan', { code: orderNo }, tuihuo);
    expect(byOrder.data).toMatchObject({ kind: 'ORDER' });
    expect(byOrder.data.candidates[0]).toMatchObject({ returnedQty: 2, returnableQty: 1 });
    const over = await register([{ taskId: tasks[0]!.id, qty: 2, reason: 'QUALITY' }], tuihuo);
    expect(over).toMatchObject({ errorCode: 40000, errorMsg: '最多可退1件' });
    const unknown = await api('scan', { code: 'NH99999999999' }, tuihuo);
    expect(unknown).toMatchObject({ errorCode: 40400, errorMsg: '没有找到该单号的已拿商品' });
  });

  it('the stall’s window: 可退天数 from the day taken, 不退 — 47032', async () => {
    const { tasks } = await taken([
      ['国投女装 1楼A2', 'R3002', 1, 3500],
      ['国投女装 1楼A10', 'R3003', 1, 3500],
    ]);
    const db = w.t.database.db;
    await db.execute(
      sql`update suppliers set return_days = 3 where tenant_id = ${w.tenant} and stall_no = 'A2'`,
    );
    await db.execute(
      sql`update suppliers set return_days = null where tenant_id = ${w.tenant} and stall_no = 'A10'`,
    );
    await db.execute(sql`update pickup_assignments set day = day - 5 where task_id = ${tasks[0]!.id}`);
    const late = await register([{ taskId: tasks[0]!.id, qty: 1, reason: 'NO_REASON' }]);
    expect(late).toMatchObject({ errorCode: 47032, errorMsg: '超过档口退货期限（3天）' });
    const never = await register([{ taskId: tasks[1]!.id, qty: 1, reason: 'NO_REASON' }]);
    expect(never).toMatchObject({ errorCode: 47032, errorMsg: '超过档口退货期限（该档口不退货）' });
    await db.execute(sql`update suppliers set return_days = 7 where tenant_id = ${w.tenant}`);
    const inTime = await register([{ taskId: tasks[0]!.id, qty: 1, reason: 'NO_REASON' }]);
    expect(inTime.errorCode, inTime.errorMsg).toBe(0);
  });

  it('20 benches registering the last piece at once: one lands', async () => {
    const { tasks } = await taken([['国投女装 3楼A316', 'R3004', 1, 3500]]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => register([{ taskId: tasks[0]!.id, qty: 1, reason: 'DEFECTIVE' }])),
    );
    expect(answers.filter((a) => a.errorCode === 0)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.errorCode !== 0).map((a) => a.errorMsg))).toEqual(
      new Set(['该商品已全部登记退货']),
    );
  });

  it('撤销: the registrant’s own of today while 未指派; 47001 once handed out', async () => {
    const { tasks } = await taken([['国投女装 1楼A2', 'R3005', 2, 3500]]);
    const mine = await register([{ taskId: tasks[0]!.id, qty: 1, reason: 'WRONG_PICK' }], tuihuo);
    const owners = await register([{ taskId: tasks[0]!.id, qty: 1, reason: 'WRONG_PICK' }]);
    expect(await api('undo', { ids: [owners.data.items[0].id] }, tuihuo)).toMatchObject({ errorCode: 40400 });
    const assigned = await api('assign', { ids: [owners.data.items[0].id], staffId: tuihuoId });
    expect(assigned.data).toEqual({ moved: 1, skipped: 0 });
    expect(await api('undo', { ids: [owners.data.items[0].id] })).toMatchObject({
      errorCode: 47001,
      errorMsg: '已指派的退货不能撤销登记',
    });
    expect((await api('undo', { ids: [mine.data.items[0].id] }, tuihuo)).data).toEqual({
      moved: 1,
      skipped: 0,
    });
    const again = await api('scan', { code: tasks[0]!.code }, tuihuo);
    expect(again.data.candidates[0]).toMatchObject({ returnedQty: 1, returnableQty: 1 });
  });
});

describe('退货登记指派 and the walk back', () => {
  it('指派 by stall, the 退货员 reports, the manager confirms; 47031 over the goods; others’ 40400', async () => {
    const { tasks } = await taken([
      ['国投女装 3楼A316', 'R3101', 2, 3500],
      ['国投女装 1楼A2', 'R3102', 1, 3500],
    ]);
    const made = await register([
      { taskId: tasks[0]!.id, qty: 2, reason: 'QUALITY' },
      { taskId: tasks[1]!.id, qty: 1, reason: 'NO_REASON' },
    ]);
    const [a316, a2] = made.data.items as { id: number; supplierId: number; version: number }[];
    const staff = await call(w, w.owner, 'GET', '/api/b2/purchaser/return/staff');
    expect(staff.data).toContainEqual(expect.objectContaining({ staffId: tuihuoId, name: '退货员' }));
    const picker = await api('assign', { ids: [a316!.id], staffId: w.pickerId });
    expect(picker).toMatchObject({ errorCode: 40000, errorMsg: '退货员不存在或没有退货权限' });
    const byStall = await api('assign', { supplierIds: [a316!.supplierId], staffId: tuihuoId });
    expect(byStall.data.moved).toBeGreaterThanOrEqual(1);

    // the 退货员 sees what they walk, in walking order; not the other stall's 未指派
    const mine = await api('page', { tab: 'WAIT_FACTORY' }, tuihuo);
    expect(mine.data.list.map((r: { id: number }) => r.id)).toContain(a316!.id);
    expect(mine.data.list.map((r: { id: number }) => r.id)).not.toContain(a2!.id);
    const row = mine.data.list.find((r: { id: number }) => r.id === a316!.id);
    expect(row).toMatchObject({ state: 'WAIT_FACTORY', staffName: '退货员', stallPhone: '13812340316' });

    const tooMuch = await api(
      'report',
      { id: a316!.id, version: row.version, outcome: 'REFUNDED', refundFen: 7201 },
      tuihuo,
      crypto.randomUUID(),
    );
    expect(tooMuch).toMatchObject({ errorCode: 47031, errorMsg: '退款金额超过原拿货金额' });
    const notTheirs = await api(
      'report',
      { id: a2!.id, version: a2!.version, outcome: 'REFUNDED', refundFen: 100 },
      tuihuo,
      crypto.randomUUID(),
    );
    expect(notTheirs.errorCode).toBe(40400);
    const refunded = await api(
      'report',
      { id: a316!.id, version: row.version, outcome: 'REFUNDED', refundFen: 7000 },
      tuihuo,
      crypto.randomUUID(),
    );
    expect(refunded.data).toMatchObject({ state: 'FACTORY_RETURNED', refundFen: 7000, confirmedAt: null });
    const stale = await api(
      'report',
      { id: a316!.id, version: row.version, outcome: 'REFUSED', refuseReason: 'SMELL' },
      tuihuo,
      crypto.randomUUID(),
    );
    expect(stale.errorCode).toBe(40900);

    const waiting = await api('page', { unconfirmed: true, keyword: 'R3101' });
    expect(waiting.data.list).toHaveLength(1);
    expect(await api('confirm', { ids: [a316!.id] }, tuihuo)).toMatchObject({ errorCode: 40300 });
    expect((await api('confirm', { ids: [a316!.id, a2!.id] })).data).toEqual({ moved: 1, skipped: 1 });
    const after = await api('page', { keyword: 'R3101' });
    expect(after.data.list[0].confirmedAt).not.toBeNull();
    expect(after.data.counts.FACTORY_RETURNED).toBe(1);
  });

  it('拒收 → 重新退 twice at most → 协商退款 or 自留; 暂停 and 恢复 back to where it was', async () => {
    const { tasks } = await taken([['国投女装 1楼A10', 'R3201', 3, 3500]]);
    const made = await register([
      { taskId: tasks[0]!.id, qty: 1, reason: 'QUALITY' },
      { taskId: tasks[0]!.id, qty: 1, reason: 'QUALITY' },
      { taskId: tasks[0]!.id, qty: 1, reason: 'QUALITY' },
    ]);
    const [one, two, three] = (made.data.items as { id: number }[]).map((i) => i.id);
    const refuse = async (id: number) => {
      await api('assign', { ids: [id], staffId: tuihuoId });
      const row = (await api('page', { keyword: 'R3201' })).data.list.find(
        (r: { id: number }) => r.id === id,
      );
      const answer = await api(
        'report',
        { id, version: row.version, outcome: 'REFUSED', refuseReason: 'MISSING_PARTS' },
        tuihuo,
        crypto.randomUUID(),
      );
      expect(answer.data).toMatchObject({ state: 'FACTORY_REFUSE', refuseReason: 'MISSING_PARTS' });
      return answer.data as { version: number };
    };
    await refuse(one!);
    expect((await api('retry', { ids: [one!] })).data).toEqual({ moved: 1, skipped: 0 });
    await refuse(one!);
    expect((await api('retry', { ids: [one!] })).data).toEqual({ moved: 1, skipped: 0 });
    const last = await refuse(one!);
    expect((await api('retry', { ids: [one!] })).data).toEqual({ moved: 0, skipped: 1 });
    const over = await api('negotiate', { id: one!, version: last.version, refundFen: 3601 });
    expect(over.errorCode).toBe(47031);
    const agreed = await api('negotiate', { id: one!, version: last.version, refundFen: 2000 });
    expect(agreed.data).toMatchObject({
      state: 'FACTORY_RETURNED',
      negotiated: true,
      refundFen: 2000,
      retries: 2,
    });

    await refuse(two!);
    expect((await api('dispose', { ids: [two!], disposition: 'KEEP' })).data).toEqual({
      moved: 1,
      skipped: 0,
    });
    expect((await api('retry', { ids: [two!] })).data).toEqual({ moved: 0, skipped: 1 });

    await api('assign', { ids: [three!], staffId: tuihuoId });
    expect((await api('stop', { ids: [three!] })).data).toEqual({ moved: 1, skipped: 0 });
    const stopped = (await api('page', { tab: 'STOP_RETURNED', keyword: 'R3201' })).data;
    expect(stopped.list.map((r: { id: number }) => r.id)).toEqual([three]);
    expect((await api('resume', { ids: [three!] })).data).toEqual({ moved: 1, skipped: 0 });
    const resumed = (await api('page', { keyword: 'R3201' })).data.list.find(
      (r: { id: number }) => r.id === three,
    );
    expect(resumed).toMatchObject({ state: 'WAIT_FACTORY', staffName: '退货员' });
  });

  it('who may call: the picker has no 退货 (40300), the 退货员 no 指派 (40300), another tenant’s ids 40400', async () => {
    const { tasks } = await taken([['国投女装 1楼A2', 'R3301', 1, 3500]]);
    expect(await api('scan', { code: tasks[0]!.code }, w.picker)).toMatchObject({ errorCode: 40300 });
    const made = await register([{ taskId: tasks[0]!.id, qty: 1, reason: 'QUALITY' }], tuihuo);
    expect(await api('assign', { ids: [made.data.items[0].id], staffId: tuihuoId }, tuihuo)).toMatchObject({
      errorCode: 40300,
    });
    expect(await api('labels', { ids: [made.data.items[0].id] }, tuihuo)).toMatchObject({ errorCode: 0 });
    expect(await api('labels', { ids: [made.data.items[0].id + 100000] })).toMatchObject({
      errorCode: 40400,
    });
    const bad = await api('register', { lines: [{ taskId: tasks[0]!.id, qty: 0, reason: 'X' }] }, tuihuo);
    expect(bad.errorCode).toBe(40000);
  });
});
