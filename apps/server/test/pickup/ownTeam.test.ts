import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ssoLogin } from '../support/testApp.ts';
import { call, daifaOrder, goods, ownOrder, page, usePickupWorld, report, rowsOf } from './support.ts';

// 自有拿货: a paid dropship order of a tenant on its own team goes to the pick-up board, is handed to a
// picker, answered at the stall from the phone, and moves the order as the warehouse's events would.
const w = usePickupWorld();

const A316 = '国投女装 3楼A316';
const A2 = '国投女装 1楼 A2';

const assignIds = (ids: number[], pickerId = w.pickerId) =>
  call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', { ids, pickerId });

describe('an own-team order on the board', () => {
  it('is made into one task a line for today, matched to its stall or 未归类, with a take code', async () => {
    const orderNo = await ownOrder(w, [goods(A316, 'K1001'), goods('别的市场 9楼Z9', 'K1002', 1)]);
    const rows = await rowsOf(w, orderNo);
    expect(rows.map((r) => [r.articleNo, r.state, r.market, r.floor, r.stallNo])).toEqual([
      ['K1001', 'WAITING_ASSIGNED', '国投女装', '3楼', 'A316'],
      ['K1002', 'WAITING_ASSIGNED', '', '', ''],
    ]);
    for (const r of rows) expect(r.takeCode).toMatch(/^NH\d{6}\d{5}$/);
    // handed over once: submitting again makes nothing twice
    const again = await w.t.database.db.execute(
      sql`select count(*)::int as n from pickup_tasks where order_no = ${orderNo}`,
    );
    expect(again.rows[0]).toEqual({ n: 2 });
    expect((await daifaOrder(w, orderNo)).status).toBe('WAITING_TAKING');
    const counts = (await page(w, { keyword: orderNo })).data.counts;
    expect(counts).toMatchObject({ ALL: 2, WAITING_ASSIGNED: 2, TAKING: 0 });
  });

  it('assigned by area, the order goes to picking and the picker sees the stall with its phone', async () => {
    const orderNo = await ownOrder(w, [goods(A316, 'K2001'), goods(A2, 'K2002', 3)]);
    const [a316] = (await rowsOf(w, orderNo)).filter((r) => r.articleNo === 'K2001');
    const assigned = await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedArea', {
      pickerId: w.pickerId,
      supplierIds: [a316!.supplierId],
    });
    expect(assigned.errorCode, assigned.errorMsg).toBe(0);
    expect(assigned.data.assigned).toBeGreaterThanOrEqual(1);
    expect((await daifaOrder(w, orderNo)).status).toBe('TAKING');
    const mine = await call(w, w.picker, 'GET', '/api/b2/purchaser/assigned/takeMine');
    expect(mine.errorCode, mine.errorMsg).toBe(0);
    const stall = mine.data.stalls.find((s: { stallNo: string }) => s.stallNo === 'A316');
    expect(stall).toMatchObject({ market: '国投女装', floor: '3楼', phone: '13812340316' });
    expect(stall.rows.map((r: { articleNo: string }) => r.articleNo)).toContain('K2001');
    // the picker has no board
    expect((await page(w, {}, w.picker)).errorCode).toBe(40300);
  });

  it('stalls walk in market, floor and natural 档口号 order', async () => {
    const orderNo = await ownOrder(w, [
      goods(A316, 'K3001', 1),
      goods('国投女装 1楼A10', 'K3002', 1),
      goods(A2, 'K3003', 1),
    ]);
    const rows = await rowsOf(w, orderNo);
    expect(rows.map((r) => r.stallNo)).toEqual(['A2', 'A10', 'A316']);
  });
});

describe('reports from the stall', () => {
  it('已拿 moves the dropship line; over 参考价 + ¥2.00 is 47005; the same key twice is one report', async () => {
    const orderNo = await ownOrder(w, [goods(A316, 'K4001', 2, 3500), goods(A316, 'K4002', 1, 3500)]);
    const rows = await rowsOf(w, orderNo);
    // the stall's other open lines of the day come along: one picker a stall-day
    expect((await assignIds(rows.map((r) => r.id))).data.assigned).toBeGreaterThanOrEqual(2);
    const [first, second] = await rowsOf(w, orderNo);
    const dear = await report(w, w.picker, {
      id: first!.id,
      version: first!.version,
      outcome: 'TOOK',
      tookQty: 2,
      tookPriceFen: 3701,
    });
    expect(dear).toMatchObject({ errorCode: 47005, errorMsg: '实拿价超出参考价，请选择档口涨价' });
    const key = crypto.randomUUID();
    const body = { id: first!.id, version: first!.version, outcome: 'TOOK', tookQty: 2, tookPriceFen: 3700 };
    const took = await report(w, w.picker, body, key);
    expect(took.errorCode, took.errorMsg).toBe(0);
    expect(took.data).toMatchObject({ state: 'TOOK', lineState: 'TOOK', tookQty: 2, tookPriceFen: 3700 });
    const replay = await report(w, w.picker, body, key);
    expect(replay.data).toEqual(took.data);
    expect((await daifaOrder(w, orderNo)).states).toEqual(['TOOK', 'TAKING']);
    // the last line in hand: the order goes to packing
    const last = await report(w, w.picker, {
      id: second!.id,
      version: second!.version,
      outcome: 'TOOK',
      tookQty: 1,
      tookPriceFen: 3500,
    });
    expect(last.errorCode, last.errorMsg).toBe(0);
    expect(await daifaOrder(w, orderNo)).toMatchObject({
      status: 'WAITING_DELIVERING',
      states: ['TOOK', 'TOOK'],
    });
    // a stale version is refused; a report on a finished line too
    const stale = await report(w, w.picker, body);
    expect(stale.errorCode).toBe(40900);
  });

  it('缺货 puts the line in 异常订单; 等待 puts it back on the board; taken then, the order is in hand', async () => {
    const orderNo = await ownOrder(w, [goods(A2, 'K5001', 1)]);
    const [row] = await rowsOf(w, orderNo);
    await assignIds([row!.id]);
    const [assigned] = await rowsOf(w, orderNo);
    const lack = await report(w, w.picker, { id: assigned!.id, version: assigned!.version, outcome: 'LACK' });
    expect(lack.data).toMatchObject({ state: 'E_LACK_TAKING', lineState: 'E_LACK_TAKING' });
    expect(await daifaOrder(w, orderNo)).toMatchObject({ states: ['E_LACK_TAKING'] });
    expect((await daifaOrder(w, orderNo)).flags).toContain('LACK');
    const wait = await call(w, w.owner, 'POST', '/api/b2/daifa/abnormal/resolve', {
      items: [{ orderNo, lineNo: 1 }],
      action: 'WAIT',
    });
    expect(wait.errorCode, wait.errorMsg).toBe(0);
    expect(wait.data.results[0]).toMatchObject({ ok: true });
    const again = (await rowsOf(w, orderNo)).find((r) => r.state === 'WAITING_ASSIGNED');
    expect(again).toMatchObject({ lineState: 'WAITING_TAKING' });
    await assignIds([again!.id]);
    const [, reopened] = await rowsOf(w, orderNo);
    const current =
      reopened?.state === 'TAKING' ? reopened : (await rowsOf(w, orderNo)).find((r) => r.state === 'TAKING');
    const took = await report(w, w.picker, {
      id: current!.id,
      version: current!.version,
      outcome: 'TOOK',
      tookQty: 1,
      tookPriceFen: 3500,
    });
    expect(took.errorCode, took.errorMsg).toBe(0);
    expect((await daifaOrder(w, orderNo)).status).toBe('WAITING_DELIVERING');
  });

  it('档口涨价 asks the seller a 补款; 明天有 closes the day and the third time is 缺货', async () => {
    const orderNo = await ownOrder(w, [goods(A316, 'K6001', 1, 3000)]);
    const [row] = await rowsOf(w, orderNo);
    await assignIds([row!.id]);
    const [r] = await rowsOf(w, orderNo);
    const raised = await report(w, w.picker, {
      id: r!.id,
      version: r!.version,
      outcome: 'STOP',
      stopReason: 'PRICE_RAISED',
      newPriceFen: 3800,
    });
    expect(raised.data).toMatchObject({ state: 'E_STOP_TAKING', reason: 'PRICE_RAISED' });
    expect((await daifaOrder(w, orderNo)).flags).toContain('PRICE_RAISED');

    const next = await ownOrder(w, [goods(A2, 'K6002', 1)]);
    for (const expected of ['CLOSE', 'CLOSE', 'E_LACK_TAKING']) {
      const open = (await rowsOf(w, next)).find((x) => x.state === 'WAITING_ASSIGNED');
      await assignIds([open!.id]);
      const taking = (await rowsOf(w, next)).find((x) => x.state === 'TAKING')!;
      const answer = await report(w, w.picker, {
        id: taking.id,
        version: taking.version,
        outcome: 'NEXT_DAY',
      });
      expect(answer.data.state).toBe(expected);
      if (expected === 'CLOSE') {
        // the seller (or the default) waits: the line is back on the board
        const wait = await call(w, w.owner, 'POST', '/api/b2/daifa/abnormal/resolve', {
          items: [{ orderNo: next, lineNo: 1 }],
          action: 'WAIT',
        });
        expect(wait.errorCode, wait.errorMsg).toBe(0);
        expect(wait.data.results[0], JSON.stringify(wait.data)).toMatchObject({ ok: true });
      }
    }
    expect((await daifaOrder(w, next)).states).toEqual(['E_LACK_TAKING']);
  });

  it('a picker reaches only their own work: another picker 40400, taken from them 47002', async () => {
    const orderNo = await ownOrder(w, [goods(A2, 'K7001', 1)]);
    const [row] = await rowsOf(w, orderNo);
    await assignIds([row!.id], w.pickerId);
    const [mine] = await rowsOf(w, orderNo);
    const stranger = await report(w, w.other, { id: mine!.id, version: mine!.version, outcome: 'LACK' });
    expect(stranger.errorCode).toBe(40400);
    // 改派 before a report: the first picker is told it went to another
    expect((await assignIds([mine!.id], w.otherId)).data.assigned).toBeGreaterThanOrEqual(1);
    const [moved] = await rowsOf(w, orderNo);
    expect(moved!.pickerName).toBe('拿货员小王');
    const late = await report(w, w.picker, { id: moved!.id, version: moved!.version, outcome: 'LACK' });
    expect(late).toMatchObject({ errorCode: 47002, errorMsg: '该任务已改派给其他拿货员' });
    const ok = await report(w, w.other, { id: moved!.id, version: moved!.version, outcome: 'LACK' });
    expect(ok.errorCode, ok.errorMsg).toBe(0);
    // reported: no more 改派
    const after = await assignIds([moved!.id], w.pickerId);
    expect(after.data.skipped).toContainEqual({ id: moved!.id, reason: '当前状态不可指派' });
  });

  it('twenty phones answering one line at once: one report lands', async () => {
    const orderNo = await ownOrder(w, [goods(A2, 'K8001', 1)]);
    const [row] = await rowsOf(w, orderNo);
    await assignIds([row!.id]);
    const [r] = await rowsOf(w, orderNo);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        report(w, w.picker, {
          id: r!.id,
          version: r!.version,
          outcome: i % 2 ? 'LACK' : 'TOOK',
          tookQty: 1,
          tookPriceFen: 3500,
        }),
      ),
    );
    expect(answers.filter((a) => a.errorCode === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.errorCode !== 0)) expect([40900, 47001]).toContain(a.errorCode);
    const events = await w.t.database.db.execute(sql`
      select count(*)::int as n from daifa_order_events e join daifa_orders o on o.id = e.order_id
       where o.order_no = ${orderNo} and e.type = 'LINE_RESULT'`);
    expect(events.rows[0]).toEqual({ n: 1 });
  });

  it('取消已拿: own within 30 minutes while the order is picking; then the line is taken again', async () => {
    const orderNo = await ownOrder(w, [goods(A2, 'K9001', 2), goods(A2, 'K9002', 1)]);
    await assignIds((await rowsOf(w, orderNo)).map((r) => r.id));
    const [first] = await rowsOf(w, orderNo);
    const took = await report(w, w.picker, {
      id: first!.id,
      version: first!.version,
      outcome: 'TOOK',
      tookQty: 1,
      tookPriceFen: 3500,
    });
    expect(took.data).toMatchObject({ state: 'TOOK_PART', tookQty: 1 });
    expect((await daifaOrder(w, orderNo)).states).toEqual(['TOOK_PART', 'TAKING']);
    const other = await call(w, w.other, 'POST', '/api/b2/purchaser/assigned/cancelTook', {
      id: first!.id,
      version: took.data.version,
    });
    expect(other.errorCode).toBe(40400);
    const undone = await call(w, w.picker, 'POST', '/api/b2/purchaser/assigned/cancelTook', {
      id: first!.id,
      version: took.data.version,
    });
    expect(undone.errorCode, undone.errorMsg).toBe(0);
    expect(undone.data).toMatchObject({ state: 'TAKING', tookQty: 0 });
    expect((await daifaOrder(w, orderNo)).states).toEqual(['TAKING', 'TAKING']);
    const log = await call(w, w.owner, 'GET', `/api/b2/purchaser/assigned/takeLog?taskId=${first!.taskId}`);
    expect(log.data.map((e: { text: string }) => e.text)).toEqual([
      '取消已拿 1 件',
      '已拿 1 件，实拿价 ¥35.00',
      '指派给 拿货员',
    ]);
  });
});

describe('the order ends', () => {
  it('取消 closes what is not in hand and names what is; the board drops it', async () => {
    const orderNo = await ownOrder(w, [goods(A2, 'K9101', 1), goods(A2, 'K9102', 1)]);
    await assignIds((await rowsOf(w, orderNo)).map((r) => r.id));
    const [first] = await rowsOf(w, orderNo);
    await report(w, w.picker, {
      id: first!.id,
      version: first!.version,
      outcome: 'TOOK',
      tookQty: 1,
      tookPriceFen: 3500,
    });
    const cancel = await call(
      w,
      w.owner,
      'POST',
      '/api/b2/daifa/order/cancel',
      { orderNo, reason: '买家不要了' },
      crypto.randomUUID(),
    );
    expect(cancel.errorCode, cancel.errorMsg).toBe(0);
    expect((await daifaOrder(w, orderNo)).status).toBe('CANCELED');
    const rows = await rowsOf(w, orderNo);
    expect(rows.map((r) => [r.articleNo, r.state])).toEqual([
      ['K9101', 'TOOK'],
      ['K9102', 'CLOSE'],
    ]);
    const mine = await call(w, w.picker, 'GET', '/api/b2/purchaser/assigned/takeMine');
    const open = mine.data.stalls
      .flatMap((s: { rows: { orderNo: string; state: string }[] }) => s.rows)
      .filter((r: { orderNo: string }) => r.orderNo === orderNo);
    expect(open.map((r: { state: string }) => r.state)).toEqual(['TOOK']);
    // the piece in hand waits on the returns shelf to go back to its stall, once however often asked
    const shelf = await call(w, w.owner, 'POST', '/api/b2/purchaser/return/page', { keyword: orderNo });
    expect(shelf.data.list).toEqual([
      expect.objectContaining({
        articleNo: 'K9101',
        qty: 1,
        reason: 'CANCELED',
        state: 'WAITING_ASSIGNED',
        registeredName: '系统',
        remark: '订单已取消',
      }),
    ]);
    expect((await w.t.daifa.fulfilment.intercept(orderNo)).outcome).toBe('INTERCEPTED');
    const again = await call(w, w.owner, 'POST', '/api/b2/purchaser/return/page', { keyword: orderNo });
    expect(again.data.total).toBe(1);
  });

  it('手动停止 of a dropship line sends it to 异常订单; 撤销 leaves it there', async () => {
    const orderNo = await ownOrder(w, [goods(A2, 'K9201', 1)]);
    const [row] = await rowsOf(w, orderNo);
    const stop = await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/multBatchStopTake', {
      ids: [row!.id],
      reason: '档口装修',
    });
    expect(stop.data).toMatchObject({ assigned: 1, skipped: [] });
    expect(await daifaOrder(w, orderNo)).toMatchObject({ status: 'TAKING', states: ['E_STOP_TAKING'] });
    const revoke = await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/multBatchRevokeStopTake', {
      ids: [row!.id],
    });
    expect(revoke.data.skipped[0].reason).toBe('代发订单的停止拿货请在异常订单中处理');
  });
});

describe('线下拿货单 on the board', () => {
  it('开始拿货 puts its lines on the board; 取消 takes them off', async () => {
    const saved = await call(w, w.owner, 'POST', '/api/b2/offline/order/save', {
      requestKey: crypto.randomUUID(),
      customer: { name: '周丽娟', phone: '13812345601', address: '' },
      remark: '',
      submit: true,
      lines: [
        { stall: A316, articleNo: 'XL001', title: '', color: '黑色', size: 'XL', qty: 2, priceFen: 4500 },
      ],
    });
    expect(saved.errorCode, saved.errorMsg).toBe(0);
    const started = await call(w, w.owner, 'POST', '/api/b2/offline/order/action', {
      id: saved.data.id,
      version: saved.data.version,
      action: 'START',
    });
    expect(started.errorCode, started.errorMsg).toBe(0);
    const [row] = await rowsOf(w, saved.data.orderNo);
    expect(row).toMatchObject({ source: 'OFFLINE', state: 'WAITING_ASSIGNED', stallNo: 'A316', qty: 2 });
    const canceled = await call(w, w.owner, 'POST', '/api/b2/offline/order/action', {
      id: saved.data.id,
      version: started.data.version,
      action: 'CANCEL',
      reason: '客户不要了',
    });
    expect(canceled.errorCode, canceled.errorMsg).toBe(0);
    expect((await rowsOf(w, saved.data.orderNo)).map((r) => r.state)).toEqual(['CLOSE']);
  });
});

describe('the day at a glance and who may call', () => {
  it('按区域指派 reads markets, floors and stalls in walking order with what waits at each', async () => {
    const area = await call(w, w.owner, 'GET', '/api/b2/purchaser/assigned/takeArea');
    expect(area.errorCode, area.errorMsg).toBe(0);
    const market = area.data.markets.find((m: { name: string }) => m.name === '国投女装');
    expect(
      market.floors.map((f: { name: string; stalls: { stallNo: string }[] }) => [
        f.name,
        f.stalls.map((x) => x.stallNo),
      ]),
    ).toEqual([
      ['1楼', ['A2', 'A10']],
      ['3楼', ['A316']],
    ]);
    const waiting = (await page(w, { tab: 'WAITING_ASSIGNED' })).data.list.filter(
      (r: { market: string }) => r.market === '国投女装',
    ).length;
    expect(market.waiting).toBe(waiting);
    expect(area.data.unmatchedWaiting).toBeGreaterThanOrEqual(1);
  });

  it('简报 and the pickers add up the board', async () => {
    const brief = await call(w, w.owner, 'GET', '/api/b2/purchaser/assigned/takeBriefing');
    expect(brief.errorCode, brief.errorMsg).toBe(0);
    const all = (await page(w)).data;
    expect(brief.data.lines).toBe(all.counts.ALL - all.counts.CLOSE);
    expect(brief.data.unassigned).toBe(all.counts.WAITING_ASSIGNED);
    const pickers = await call(w, w.owner, 'GET', '/api/b2/purchaser/assigned/takeBriefingUser');
    expect(pickers.data.map((p: { name: string }) => p.name)).toEqual(['拿货员', '拿货员小王']);
  });

  it('a seller is 10001; a picker cannot assign; bad input is 40000', async () => {
    const seller = await ssoLogin(w.t.app, 'seller', 'seller123');
    expect((await page(w, {}, seller)).errorCode).toBe(10001);
    const byPicker = await call(w, w.picker, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', {
      ids: [1],
      pickerId: w.pickerId,
    });
    expect(byPicker.errorCode).toBe(40300);
    const notPicker = await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', {
      ids: [1],
      pickerId: w.tenant,
    });
    expect(notPicker).toMatchObject({ errorCode: 40000, errorMsg: '拿货员不存在或没有拿货权限' });
    const noReason = await report(w, w.picker, { id: 1, version: 1, outcome: 'STOP' });
    expect(noReason).toMatchObject({ errorCode: 40000, errorMsg: '请选择停止原因' });
    const noKey = await call(w, w.picker, 'POST', '/api/b2/purchaser/assigned/takeReport', {
      id: 1,
      version: 1,
      outcome: 'LACK',
    });
    expect(noKey.errorCode).toBe(40000);
    const tooMany = await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', {
      ids: Array.from({ length: 5001 }, (_, i) => i + 1),
      pickerId: w.pickerId,
    });
    expect(tooMany).toMatchObject({ errorCode: 40000, errorMsg: '单次最多5000条' });
  });
});
