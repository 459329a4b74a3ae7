import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, purchaserLogin, type Session, type TestApp } from '../support/testApp.ts';
import { seedDemoOffline } from '../../src/modules/offline/demo/demoOffline.ts';
import { splitByValue } from '../../src/modules/returns/offlineReturnItems.ts';
import type { MarketGateway, MarketGoods } from '../../src/modules/daifa/gateways/marketGateway.ts';

// 线下拿货单 and 线下退货单 over HTTP on a real database: the machines, the list, labels and who may call.
let t: TestApp;
let owner: Session;
let picker: Session;
let finance: Session;
let rival: Session;
let tuihuo: Session;

beforeAll(async () => {
  t = await createTestApp({ exposeCaptchaAnswer: true });
  owner = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
  picker = await purchaserLogin(t.app, 'purchaser:picker', 'picker123');
  finance = await purchaserLogin(t.app, 'purchaser:finance', 'finance123');
  tuihuo = await purchaserLogin(t.app, 'purchaser:tuihuo', 'tuihuo123');
  await t.database.db.execute(sql`insert into accounts (kind, username, password_hash, phone)
    select 'purchaser', 'offline_rival', password_hash, '13600136001' from accounts where username = 'purchaser'`);
  // granted 拿退货 like the owner, so what stops it is the tenant line
  await t.database.db.execute(
    sql`update accounts set manual_delivery = true where username = 'offline_rival'`,
  );
  rival = await purchaserLogin(t.app, 'offline_rival', 'purchaser123');
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by the path the test expects
type Answer = { errorCode: number; errorMsg: string; data: any };
async function call(
  who: Session,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  key?: string,
): Promise<Answer> {
  const headers = { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) };
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode).toBeLessThan(500);
  return res.json() as Answer;
}

const customer = { name: '周丽娟', phone: '13812345601', address: '杭州市上城区四季青服装市场东门 12 号' };
const line = (articleNo: string, qty = 2, priceFen = 4500) => ({
  stall: '四季青 A2-315',
  articleNo,
  title: '羊羔毛外套',
  color: '黑色',
  size: 'XL',
  qty,
  priceFen,
});
const save = (body: object, who = owner) =>
  call(who, 'POST', '/api/b2/offline/order/save', {
    requestKey: crypto.randomUUID(),
    customer,
    remark: '',
    ...body,
  });
const act = (id: number, version: number, action: string, who = owner) =>
  call(who, 'POST', '/api/b2/offline/order/action', { id, version, action });
const detail = (id: number, who = owner) => call(who, 'GET', `/api/b2/offline/order/${id}`);

describe('线下拿货单', () => {
  it('a draft is edited from the version read, submitted once, and a repeated click is the same order', async () => {
    const key = crypto.randomUUID();
    const first = await save({ requestKey: key, lines: [line('A2088')], submit: false });
    expect(first.errorCode).toBe(0);
    expect(first.data).toMatchObject({ status: 'DRAFT', version: 1 });
    expect(first.data.orderNo).toMatch(/^XH\d{12}$/);
    const again = await save({ requestKey: key, lines: [line('A2088')], submit: false });
    expect(again.data.id).toBe(first.data.id);

    const edited = await save({
      id: first.data.id,
      version: 1,
      lines: [line('A2088', 3), line('B7001', 1)],
      submit: true,
    });
    expect(edited.data).toMatchObject({ status: 'WAITING_TAKING', version: 2 });
    const stale = await save({ id: first.data.id, version: 1, lines: [line('A2088')], submit: false });
    expect(stale.errorCode).toBe(40900);
    const afterSubmit = await save({ id: first.data.id, version: 2, lines: [line('A2088')], submit: false });
    expect(afterSubmit.errorCode).toBe(40900);

    const shown = await detail(first.data.id);
    expect(shown.data).toMatchObject({ pieces: 4, goodsFen: 4 * 4500, customer });
    expect(
      shown.data.lines.map((l: { articleNo: string; pickupState: string }) => [l.articleNo, l.pickupState]),
    ).toEqual([
      ['A2088', 'WAITING_TAKING'],
      ['B7001', 'WAITING_TAKING'],
    ]);
    expect(shown.data.events.map((e: { type: string }) => e.type)).toEqual([
      'CREATED',
      'EDITED',
      'SUBMITTED',
    ]);
  });

  it('picked, back with one line short and one out of stock, then delivered; each move only from its state', async () => {
    const placed = await save({
      lines: [line('C1001', 2), line('C1002', 3), line('C1003', 1)],
      submit: true,
    });
    const id = placed.data.id as number;
    expect((await act(id, 1, 'DELIVER')).errorMsg).toBe('拿货单待拿货，不能交付');
    const started = await act(id, 1, 'START', picker);
    expect(started.data).toMatchObject({ status: 'TAKING', version: 2 });

    const took = (lines: object[], version = 2) =>
      call(picker, 'POST', '/api/b2/offline/order/took', { id, version, lines });
    const over = await took([
      { lineNo: 1, tookQty: 3 },
      { lineNo: 2, tookQty: 3 },
      { lineNo: 3, tookQty: 1 },
    ]);
    expect(over).toMatchObject({ errorCode: 40000, errorMsg: '第1行实拿数量不能超过下单数量2' });
    const missing = await took([{ lineNo: 1, tookQty: 2 }]);
    expect(missing.errorMsg).toBe('请填写第2行（C1002）的实拿数量');
    const none = await took([
      { lineNo: 1, tookQty: 0 },
      { lineNo: 2, tookQty: 0 },
      { lineNo: 3, tookQty: 0 },
    ]);
    expect(none.errorMsg).toBe('一件都没有拿到，请取消这张拿货单');
    const done = await took([
      { lineNo: 1, tookQty: 2 },
      { lineNo: 2, tookQty: 1 },
      { lineNo: 3, tookQty: 0 },
    ]);
    expect(done.data).toMatchObject({ status: 'TOOK', version: 3 });

    expect((await act(id, 3, 'CANCEL')).errorMsg).toBe('拿货单已拿货，不能取消');
    expect((await act(id, 3, 'DELIVER')).data.status).toBe('DELIVERED');
    const shown = await detail(id);
    expect(shown.data.tookPieces).toBe(3);
    expect(
      shown.data.lines.map((l: { pickupState: string; tookQty: number }) => [l.pickupState, l.tookQty]),
    ).toEqual([
      ['TOOK', 2],
      ['TOOK_PART', 1],
      ['E_LACK_TAKING', 0],
    ]);
    const tookEvent = shown.data.events.find((e: { type: string }) => e.type === 'TOOK');
    expect(tookEvent).toMatchObject({ by: '拿货员', params: { took: 3, short: 3 } });
  });

  it('twenty parallel cancels of one order: one wins, the rest are told it changed', async () => {
    const placed = await save({ lines: [line('D1')], submit: true });
    const answers = await Promise.all(Array.from({ length: 20 }, () => act(placed.data.id, 1, 'CANCEL')));
    expect(answers.filter((a) => a.errorCode === 0)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.errorCode !== 0).map((a) => a.errorMsg))).toEqual(
      new Set(['拿货单状态已变化，请刷新后重试']),
    );
    const shown = await detail(placed.data.id);
    expect(shown.data.events.filter((e: { type: string }) => e.type === 'CANCELED')).toHaveLength(1);
  });

  it('lists with a count per state, masks the customer, finds by 货号 or phone tail and by day', async () => {
    const tag = `Q${Date.now() % 100000}`;
    await save({ lines: [line(`${tag}-1`)], submit: false });
    const submitted = await save({
      lines: [line(`${tag}-2`)],
      submit: true,
      customer: { ...customer, phone: '13700007788' },
    });
    const all = await call(owner, 'POST', '/api/b2/offline/order/page', { keyword: tag.toLowerCase() });
    expect(all.data.total).toBe(2);
    expect(all.data.counts).toMatchObject({ DRAFT: 1, WAITING_TAKING: 1, TAKING: 0 });
    expect(all.data.list[0].customer).toMatchObject({ name: '周*娟', phone: '137****7788' });
    const tail = await call(owner, 'POST', '/api/b2/offline/order/page', {
      keyword: '7788',
      status: 'WAITING_TAKING',
    });
    expect(tail.data.list.map((r: { id: number }) => r.id)).toEqual([submitted.data.id]);
    const tomorrow = new Date(Date.now() + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const future = await call(owner, 'POST', '/api/b2/offline/order/page', {
      keyword: tag,
      dateFrom: tomorrow,
    });
    expect(future.data.total).toBe(0);
  });

  it('pick labels: one per line with its pick code, drafts and canceled skipped, prints counted', async () => {
    const draft = await save({ lines: [line('E1')], submit: false });
    const ready = await save({ lines: [line('E2', 2), line('E3', 1)], submit: true });
    const labels = await call(owner, 'POST', '/api/b2/offline/order/labels', {
      ids: [draft.data.id, ready.data.id],
    });
    expect(labels.data.skipped).toEqual([draft.data.orderNo]);
    expect(labels.data.labels).toEqual([
      expect.objectContaining({
        orderNo: ready.data.orderNo,
        pickCode: `${ready.data.orderNo}-1`,
        goodsInfo: '四季青 A2-315 E2 羊羔毛外套',
        colorSize: '黑色/XL',
        quantity: 2,
        consignee: '周丽娟',
        contact: '138****5601',
        supplierName: '四季青',
        stallNo: 'A2-315',
      }),
      expect.objectContaining({ pickCode: `${ready.data.orderNo}-2`, quantity: 1 }),
    ]);
    expect((await detail(ready.data.id)).data.printCount).toBe(1);
    expect((await detail(draft.data.id)).data.printCount).toBe(0);
  });

  it('only drafts are deleted', async () => {
    const draft = await save({ lines: [line('F1')], submit: false });
    const ready = await save({ lines: [line('F2')], submit: true });
    expect((await call(owner, 'POST', `/api/b2/offline/order/delete/${ready.data.id}`)).errorMsg).toBe(
      '只有草稿可以删除，已提交的拿货单请取消',
    );
    expect((await call(owner, 'POST', `/api/b2/offline/order/delete/${draft.data.id}`)).errorCode).toBe(0);
    expect((await detail(draft.data.id)).errorCode).toBe(40400);
  });

  it('bad input is named in Chinese and writes nothing', async () => {
    const before = await t.database.db.execute(sql`select count(*)::int as n from offline_orders`);
    const bad = await save({ lines: [{ ...line('G1'), qty: 0 }], submit: true });
    expect(bad).toMatchObject({ errorCode: 40000, errorMsg: '数量必须是1–999的整数' });
    const phone = await save({
      lines: [line('G1')],
      submit: true,
      customer: { ...customer, phone: '12345' },
    });
    expect(phone.errorMsg).toBe('请输入正确的手机号、虚拟号或座机号');
    const price = await save({ lines: [{ ...line('G1'), priceFen: 12.5 }], submit: true });
    expect(price.errorMsg).toBe('单价最多两位小数');
    const after = await t.database.db.execute(sql`select count(*)::int as n from offline_orders`);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });
});

describe('线下退货单', () => {
  const saveReturn = (body: object) =>
    call(owner, 'POST', '/api/b2/offline/return/save', {
      requestKey: crypto.randomUUID(),
      customer,
      reason: 'QUALITY',
      remark: '',
      ...body,
    });
  const move = (id: number, version: number, action: string, extra: object = {}) =>
    call(owner, 'POST', '/api/b2/offline/return/action', { id, version, action, ...extra });
  /** A submitted order started and back from the stalls with these pieces per line. */
  const pickedUp = async (id: number, took: number[]) => {
    await act(id, 1, 'START');
    await call(owner, 'POST', '/api/b2/offline/order/took', {
      id,
      version: 2,
      lines: took.map((tookQty, i) => ({ lineNo: i + 1, tookQty })),
    });
  };
  const find = async (id: number) =>
    (await call(owner, 'POST', '/api/b2/offline/return/page', { pageSize: 200 })).data.list.find(
      (r: { id: number }) => r.id === id,
    );
  /** The document's goods as 退货登记指派 lists them, in line order. */
  const goodsOf = async (returnNo: string) =>
    (
      await call(owner, 'POST', '/api/b2/purchaser/return/page', {
        tab: 'ALL',
        keyword: returnNo,
        pageSize: 50,
      })
    ).data.list.sort((a: { id: number }, b: { id: number }) => a.id - b.id) as Array<
      Record<string, unknown> & { id: number; version: number; state: string }
    >;
  const start = (id: number, version: number) => move(id, version, 'START', { staffId: tuihuo.userId });

  it('brought in from a 线下拿货单: only what was taken; refused, sent again, refunded', async () => {
    const order = await save({ lines: [line('R1', 2), line('R2', 1)], submit: true });
    const early = await call(owner, 'GET', `/api/b2/offline/return/source?orderNo=${order.data.orderNo}`);
    expect(early.errorMsg).toBe('该拿货单还没有拿到货，不能退货');
    await pickedUp(order.data.id, [1, 0]);
    const source = await call(owner, 'GET', `/api/b2/offline/return/source?orderNo=${order.data.orderNo}`);
    expect(source.data.lines).toEqual([expect.objectContaining({ articleNo: 'R1', qty: 1, priceFen: 4500 })]);

    const saved = await saveReturn({ offlineOrderNo: order.data.orderNo, lines: source.data.lines });
    expect(saved.data.returnNo).toMatch(/^XT\d{12}$/);
    const id = saved.data.id as number;
    // its goods are on the returns shelf, bought on the pick-up order's task
    const [item] = await goodsOf(saved.data.returnNo);
    expect(item).toMatchObject({
      state: 'WAITING_ASSIGNED',
      orderNo: saved.data.returnNo,
      takeCode: expect.stringMatching(/^NH\d{11}$/),
      articleNo: 'R1',
      qty: 1,
      priceFen: 4500,
      reason: 'QUALITY',
    });
    expect((await move(id, 1, 'REFUNDED', { refundFen: 100 })).errorMsg).toBe(
      '退货单未指派，不能登记档口退款',
    );
    expect((await move(id, 1, 'START')).errorMsg).toBe('请选择退货员');
    expect((await start(id, 1)).data).toMatchObject({ status: 'WAIT_FACTORY', version: 2 });
    expect((await goodsOf(saved.data.returnNo))[0]).toMatchObject({
      state: 'WAIT_FACTORY',
      staffId: tuihuo.userId,
    });
    expect((await move(id, 2, 'REFUSED')).errorMsg).toBe('请选择拒收原因');
    const refused = await move(id, 2, 'REFUSED', { refuseReason: 'SMELL', note: '有香水味' });
    expect(refused.data.status).toBe('FACTORY_REFUSE');
    // 再次送退: sent again (重新退, counted) and handed out
    expect((await start(id, 3)).data).toMatchObject({ status: 'WAIT_FACTORY', version: 5 });
    expect((await goodsOf(saved.data.returnNo))[0]).toMatchObject({ state: 'WAIT_FACTORY', retries: 1 });
    expect(await move(id, 5, 'REFUNDED', { refundFen: 4501 })).toMatchObject({
      errorCode: 47031,
      errorMsg: '退款金额超过原拿货金额',
    });
    const refunded = await move(id, 5, 'REFUNDED', { refundFen: 4000 });
    expect(refunded.data).toMatchObject({ status: 'FACTORY_RETURNED', version: 6 });
    const row = await find(id);
    expect(row).toMatchObject({
      state: 'FACTORY_RETURNED',
      refundFen: 4000,
      refuseReason: null,
      offlineOrderNo: order.data.orderNo,
    });
    expect(row.events.map((e: { type: string }) => e.type)).toEqual([
      'CREATED',
      'STARTED',
      'REFUSED',
      'RETRIED',
      'STARTED',
      'REFUNDED',
    ]);
    expect(row.events[2].params).toMatchObject({ refuseReason: 'SMELL', note: '有香水味' });
    expect((await goodsOf(saved.data.returnNo))[0]).toMatchObject({
      state: 'FACTORY_RETURNED',
      refundFen: 4000,
    });
    expect((await call(owner, 'POST', `/api/b2/offline/return/delete/${id}`)).errorMsg).toBe(
      '只有未指派的退货单可以删除',
    );
  });

  it('its goods ride 退货登记指派: the 退货员 reports them, the document follows; edit and delete take them along', async () => {
    const saved = await saveReturn({ lines: [line('G1', 1, 3000), line('G2', 2, 1000)] });
    const returnNo = saved.data.returnNo as string;
    const shelf = await goodsOf(returnNo);
    expect(shelf.map((i) => [i.articleNo, i.qty, i.state])).toEqual([
      ['G1', 1, 'WAITING_ASSIGNED'],
      ['G2', 2, 'WAITING_ASSIGNED'],
    ]);
    // the bench cannot undo them: they belong to the document
    const undo = await call(owner, 'POST', '/api/b2/purchaser/return/undo', { ids: [shelf[0]!.id] });
    expect(undo).toMatchObject({ errorCode: 47001, errorMsg: '线下退货单的商品请在线下退货单修改或删除' });
    // edited while on the shelf: registered again, the old items gone
    const edited = await saveReturn({
      id: saved.data.id,
      version: 1,
      lines: [line('G1', 1, 3000), line('G3', 1, 2000)],
    });
    expect(edited.errorCode).toBe(0);
    const again = await goodsOf(returnNo);
    expect(again.map((i) => i.articleNo)).toEqual(['G1', 'G3']);
    expect(again.every((i) => !shelf.some((s) => s.id === i.id))).toBe(true);

    // handed out on 退货登记指派 by stall or item: the document reads 待退档口
    const assign = await call(owner, 'POST', '/api/b2/purchaser/return/assign', {
      ids: again.map((i) => i.id),
      staffId: tuihuo.userId,
    });
    expect(assign.data).toEqual({ moved: 2, skipped: 0 });
    expect((await find(saved.data.id)).state).toBe('WAIT_FACTORY');
    // an item on the walk cannot be edited away
    const late = await saveReturn({ id: saved.data.id, version: 3, lines: [line('G1', 1, 3000)] });
    expect(late.errorMsg).toMatch(/状态已变化|不能修改/);
    // the 退货员 reports one refunded: still walking; the other refused: 档口拒收 until settled
    const report = (body: object) =>
      call(tuihuo, 'POST', '/api/b2/purchaser/return/report', body, crypto.randomUUID());
    const [g1, g3] = await goodsOf(returnNo);
    expect(
      (await report({ id: g1!.id, version: g1!.version, outcome: 'REFUNDED', refundFen: 2800 })).errorCode,
    ).toBe(0);
    expect((await find(saved.data.id)).state).toBe('WAIT_FACTORY');
    expect(
      (await report({ id: g3!.id, version: g3!.version, outcome: 'REFUSED', refuseReason: 'SMELL' }))
        .errorCode,
    ).toBe(0);
    // (what the other stall refunded already shows)
    expect(await find(saved.data.id)).toMatchObject({
      state: 'FACTORY_REFUSE',
      refuseReason: 'SMELL',
      refundFen: 2800,
    });
    // 自留 settles the refusal: what the stalls refunded is the document's
    const kept = await call(owner, 'POST', '/api/b2/purchaser/return/dispose', {
      ids: [g3!.id],
      disposition: 'KEEP',
    });
    expect(kept.data.moved).toBe(1);
    expect(await find(saved.data.id)).toMatchObject({ state: 'FACTORY_RETURNED', refundFen: 2800 });

    // a refund given on the document is split over its goods on the walk by their value, none over its own
    const three = await saveReturn({ lines: [line('H1', 1, 100), line('H2', 1, 100), line('H3', 1, 100)] });
    await start(three.data.id, 1);
    const split = await move(three.data.id, 2, 'REFUNDED', { refundFen: 299 });
    expect(split.data.status).toBe('FACTORY_RETURNED');
    expect((await goodsOf(three.data.returnNo)).map((i) => i.refundFen)).toEqual([100, 100, 99]);
    expect((await find(three.data.id)).refundFen).toBe(299);
    expect(splitByValue(2000n, [1000n, 1000n, 1n])).toEqual([1000n, 999n, 1n]);
    expect(splitByValue(3n, [1n, 1n])).toBeNull();

    // two 退货员 reports of one document's goods at once: the document reads both
    const pair = await saveReturn({ lines: [line('P1', 1, 1000), line('P2', 1, 1000)] });
    await start(pair.data.id, 1);
    const [p1, p2] = await goodsOf(pair.data.returnNo);
    const both = await Promise.all(
      [p1!, p2!].map((p) => report({ id: p.id, version: p.version, outcome: 'REFUNDED', refundFen: 900 })),
    );
    expect(both.map((b) => b.errorCode)).toEqual([0, 0]);
    expect(await find(pair.data.id)).toMatchObject({ state: 'FACTORY_RETURNED', refundFen: 1800 });
    // a page read before any of that is stale, though its state had not changed in between
    const stale = await saveReturn({ lines: [line('V1', 1, 1000), line('V2', 1, 1000)] });
    await start(stale.data.id, 1);
    const [v1] = await goodsOf(stale.data.returnNo);
    await report({ id: v1!.id, version: v1!.version, outcome: 'REFUNDED', refundFen: 500 });
    expect((await find(stale.data.id)).state).toBe('WAIT_FACTORY');
    expect((await move(stale.data.id, 2, 'REFUNDED', { refundFen: 1000 })).errorCode).toBe(40900);

    // deleted while on the shelf: its goods leave with it
    const gone = await saveReturn({ lines: [line('D1', 1, 1000)] });
    expect(await goodsOf(gone.data.returnNo)).toHaveLength(1);
    expect((await call(owner, 'POST', `/api/b2/offline/return/delete/${gone.data.id}`)).errorCode).toBe(0);
    expect(await goodsOf(gone.data.returnNo)).toHaveLength(0);
    // 送退档口 and 暂停 hand out goods: the 指派 right's, not the 退货员's
    const mine = await saveReturn({ lines: [line('T1', 1, 1000)] });
    const byStaff = await call(tuihuo, 'POST', '/api/b2/offline/return/action', {
      id: mine.data.id,
      version: 1,
      action: 'START',
      staffId: tuihuo.userId,
    });
    expect(byStaff).toMatchObject({ errorCode: 40300, errorMsg: '没有指派退货的权限' });
  });

  it('at most what was taken and not yet returned, per line, at no more than its price — parallel returns too', async () => {
    const order = await save({ lines: [line('Q1', 2, 6155), line('Q2', 3, 3000)], submit: true });
    await pickedUp(order.data.id, [2, 3]);
    const orderNo = order.data.orderNo as string;
    const count = async () =>
      Number(
        (
          await t.database.db.execute<{ n: string }>(
            sql`select count(*)::text as n from offline_returns where offline_order_no = ${orderNo}`,
          )
        ).rows[0]!.n,
      );

    const tooMany = await saveReturn({ offlineOrderNo: orderNo, lines: [line('Q1', 3, 6155)] });
    expect(tooMany).toMatchObject({
      errorCode: 40000,
      errorMsg: '第1行最多可退2件（已拿到且未退的数量）',
      data: { field: 'lines.0.qty' },
    });
    const dearer = await saveReturn({ offlineOrderNo: orderNo, lines: [line('Q1', 1, 6156)] });
    expect(dearer).toMatchObject({ errorCode: 40000, data: { field: 'lines.0.priceFen' } });
    const other = await saveReturn({ offlineOrderNo: orderNo, lines: [line('NOT-HERE', 1, 100)] });
    expect(other).toMatchObject({ errorCode: 40000, data: { field: 'lines.0.qty' } });
    // Two lines of the same goods count together.
    const split = await saveReturn({
      offlineOrderNo: orderNo,
      lines: [line('Q1', 1, 6155), line('Q1', 2, 6155)],
    });
    expect(split).toMatchObject({ errorCode: 40000, data: { field: 'lines.1.qty' } });
    expect(await count()).toBe(0);

    const first = await saveReturn({ offlineOrderNo: orderNo, lines: [line('Q1', 2, 6155)] });
    expect(first.errorCode).toBe(0);
    const second = await saveReturn({ offlineOrderNo: orderNo, lines: [line('Q1', 1, 6155)] });
    expect(second).toMatchObject({ errorCode: 40000, data: { field: 'lines.0.qty' } });
    // Editing the first return may keep its own pieces.
    const edited = await saveReturn({
      id: first.data.id,
      version: first.data.version,
      offlineOrderNo: orderNo,
      lines: [line('Q1', 1, 6155)],
    });
    expect(edited.errorCode).toBe(0);

    // Ten returns of one Q2 at once against three taken: three are saved.
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => saveReturn({ offlineOrderNo: orderNo, lines: [line('Q2', 1, 3000)] })),
    );
    expect(parallel.filter((r) => r.errorCode === 0)).toHaveLength(3);
    expect(parallel.filter((r) => r.errorCode !== 0).every((r) => r.data.field === 'lines.0.qty')).toBe(true);
    expect(await count()).toBe(4);
  });

  it('暂停 and 恢复 return to where it stood; labels carry the brand, the stall and a code per line', async () => {
    const saved = await saveReturn({ lines: [line('S1', 1, 8900)] });
    await start(saved.data.id, 1);
    await move(saved.data.id, 2, 'STOP', { note: '客户要求先别退' });
    expect((await find(saved.data.id)).events.at(-1)).toMatchObject({
      type: 'STOPPED',
      params: { note: '客户要求先别退' },
    });
    const resumed = await move(saved.data.id, 3, 'RESUME');
    expect(resumed.data.status).toBe('WAIT_FACTORY');
    const [item] = await goodsOf(saved.data.returnNo);
    const labels = await call(owner, 'POST', '/api/b2/offline/return/labels', { ids: [saved.data.id] });
    // the goods' own label: its 退货码 and 入库单号, as 退货登记指派 prints it
    expect(labels.data.labels).toEqual([
      expect.objectContaining({
        brand: 'GTW',
        price: 8900,
        factoryAddress: expect.stringContaining('A2-315'),
        storageNo: item!.storageNo,
        returnCode: item!.returnNo,
        dropshipOrderNo: saved.data.returnNo,
        quantity: 1,
      }),
    ]);
    expect(item!.returnNo).toMatch(/^TH\d{12}$/);
    const unknown = await saveReturn({ offlineOrderNo: 'XH261126999999', lines: [line('S2')] });
    expect(unknown.errorMsg).toBe('线下拿货单不存在');
  });
});

describe('who may call', () => {
  it('a tenant without manual delivery is refused; so are staff without the entry and other tenants', async () => {
    const order = await save({ lines: [line('W1')], submit: true });
    expect((await detail(order.data.id, rival)).errorCode).toBe(40400);
    expect((await call(finance, 'POST', '/api/b2/offline/order/page', {})).errorCode).toBe(40300);
    // the picker holds 拿货任务指派 only: orders yes, returns no
    expect((await call(picker, 'POST', '/api/b2/offline/order/page', {})).errorCode).toBe(0);
    expect((await call(picker, 'POST', '/api/b2/offline/return/page', {})).errorCode).toBe(40300);
    await t.database.db.execute(
      sql`update accounts set manual_delivery = false where username = 'purchaser'`,
    );
    try {
      const refused = await call(owner, 'POST', '/api/b2/offline/order/page', {});
      expect(refused).toMatchObject({ errorCode: 40300, errorMsg: '暂无拿退货权限，请联系平台开通' });
      expect((await call(picker, 'GET', `/api/b2/offline/order/${order.data.id}`)).errorCode).toBe(40300);
      expect((await call(owner, 'POST', '/api/b2/offline/return/page', {})).errorCode).toBe(40300);
    } finally {
      await t.database.db.execute(
        sql`update accounts set manual_delivery = true where username = 'purchaser'`,
      );
    }
  });
});

describe('demo data', () => {
  it('the purchaser has ten 线下拿货单 in every state and five 线下退货单 in every return state', async () => {
    const goods: MarketGoods[] = Array.from({ length: 30 }, (_, i) => ({
      goodsId: `G${i}`,
      articleNo: `DM${100 + i}`,
      stallId: `S${i % 6}`,
      stall: `国投女装 ${1 + (i % 5)}楼B${100 + i}`,
      kind: 'CLOTHING',
      title: `demo 款 ${i}`,
      colors: ['黑色', '白色'],
      sizes: ['S', 'M', 'L'],
      priceFen: 3000 + i * 100,
      weightG: 300,
      lackRate30d: 0,
      delisted: false,
    }));
    const market: MarketGateway = {
      search: async () => ({ total: goods.length, items: goods }),
      goods: async () => null,
      lookup: async () => new Map(),
      sameStyle: async () => null,
    };
    const db = t.database.db;
    await db.execute(sql`delete from offline_returns`);
    await db.execute(sql`delete from offline_orders`);
    expect(await seedDemoOffline(db, market, 'e3e3')).toEqual({ orders: 10, returns: 5 });
    const orders = await db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from offline_orders group by status order by status`,
    );
    expect(Object.fromEntries(orders.rows.map((r) => [r.status, r.n]))).toEqual({
      DRAFT: 2,
      WAITING_TAKING: 2,
      TAKING: 2,
      TOOK: 2,
      DELIVERED: 1,
      CANCELED: 1,
    });
    const returns = await db.execute<{ state: string }>(
      sql`select state from offline_returns order by state`,
    );
    expect(returns.rows.map((r) => r.state)).toEqual([
      'FACTORY_REFUSE',
      'FACTORY_RETURNED',
      'STOP_RETURNED',
      'WAITING_ASSIGNED',
      'WAIT_FACTORY',
    ]);
  });
});
