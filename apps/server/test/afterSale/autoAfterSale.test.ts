import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { runAutoAfterSales } from '../../src/modules/afterSale/auto/autoRules.ts';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { available, call, fundsWorld } from '../funds/support.ts';
import { ssoLogin } from '../support/testApp.ts';
import { marketLines, placeAndPay } from '../daifa/support.ts';
import { returnHelpers, shopRefunds } from './support.ts';

// 自动售后: the shops' refunds become dropship cases by rule, each platform version decided once and logged.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const { signedOrder, shippedOrder, kase } = returnHelpers(world);
const { shopRefundOn, withdraw, shipBack, nextVersion } = shopRefunds(world);
const run = () =>
  runAutoAfterSales(db(), {
    funds: world.t.funds,
    fulfilment: world.t.daifa.fulfilment,
    returns: world.t.daifa.returns,
  });
const save = (body: object) => call(world, world.seller, 'POST', '/api/b2/setting/autoAfterSale', body);
const logs = (tab = 'ALL') =>
  call(world, world.seller, 'POST', '/api/b2/setting/autoAfterSale/log/page', { tab });
const rules = (over: object = {}) => ({
  refundUndelivery: { on: true, trigger: 'APPLY', waitMinutes: 0 },
  returnGoods: { on: false },
  ...over,
});
const converted = async (id: number) =>
  (
    await db().execute<{ as_no: string | null; source: string | null }>(sql`
      select a.as_no, a.source from shop_after_sales s left join after_sales a on a.id = s.after_sale_id
       where s.id = ${id}`)
  ).rows[0]!;

describe('自动售后', () => {
  it('off by default: settings read as off, nothing is decided; saved rules are checked and kept', async () => {
    const first = await call(world, world.seller, 'GET', '/api/b2/setting/autoAfterSale');
    expect(first.data).toMatchObject({ enabled: false, rules: rules(), updatedAt: null });
    const orderNo = await placeAndPay(world, await marketLines(world, 2));
    const { id } = await shopRefundOn(orderNo, 'REFUNDING');
    expect(await run()).toBe(0);
    expect((await converted(id)).as_no).toBeNull();
    expect(
      (await call(world, world.seller, 'GET', '/api/b2/aftersale/orders/query/activeAutoSaleTag')).data,
    ).toEqual({
      active: false,
    });

    const bad = await save({
      enabled: true,
      rules: rules({ refundUndelivery: { on: true, trigger: 'APPLY', waitMinutes: 121 } }),
    });
    expect(bad).toMatchObject({ errorCode: 40000, errorMsg: '等待时间最多120分钟' });
    const saved = await save({ enabled: true, rules: rules() });
    expect(saved.data).toMatchObject({ enabled: true, operatorName: 'seller' });
    expect(
      (await call(world, world.seller, 'GET', '/api/b2/aftersale/orders/query/activeAutoSaleTag')).data,
    ).toEqual({
      active: true,
    });
  });

  it('未发货仅退款 on the buyer’s application: the case made by itself (AUTO), the money back, logged 已生成 once', async () => {
    await save({ enabled: true, rules: rules() });
    const orderNo = await placeAndPay(world, await marketLines(world, 2));
    const { id, refundId } = await shopRefundOn(orderNo, 'REFUNDING');
    const balance = await available(world);
    expect(await run()).toBeGreaterThanOrEqual(1);
    const made = await converted(id);
    expect(made.source).toBe('AUTO');
    expect(await kase(made.as_no!)).toMatchObject({ status: 'COMPLETE' });
    expect(await available(world)).toBeGreaterThan(balance);
    expect(await run()).toBe(0);
    const page = await logs('CREATED');
    expect(page.data.rows[0]).toMatchObject({
      refundId,
      rule: 'REFUND_UNDELIVERY',
      result: 'CREATED',
      asNo: made.as_no,
      retryable: false,
    });
    expect(page.data.rows.filter((r: { refundId: string }) => r.refundId === refundId)).toHaveLength(1);
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('set to wait for the platform’s refund, and for some minutes: undecided until both', async () => {
    await save({
      enabled: true,
      rules: rules({ refundUndelivery: { on: true, trigger: 'REFUNDED', waitMinutes: 30 } }),
    });
    const orderNo = await placeAndPay(world, await marketLines(world, 1));
    const { id } = await shopRefundOn(orderNo, 'REFUNDING');
    await run();
    expect((await converted(id)).as_no).toBeNull();
    await db().execute(
      sql`update shop_after_sales set status = 'REFUNDED', platform_modified_at = now() where id = ${id}`,
    );
    await run();
    expect((await converted(id)).as_no).toBeNull();
    await db().execute(
      sql`update shop_after_sales set platform_modified_at = now() - interval '31 minutes' where id = ${id}`,
    );
    await run();
    expect((await converted(id)).source).toBe('AUTO');
  });

  it('a rule off is logged 已跳过 with why; 重试 after turning it on makes the case; again is refused', async () => {
    await save({ enabled: true, rules: rules() });
    const orderNo = await signedOrder(1, 1);
    const { id, refundId } = await shopRefundOn(orderNo, 'REFUNDED', '质量问题');
    await run();
    const skipped = (await logs('SKIPPED')).data.rows.find(
      (r: { refundId: string }) => r.refundId === refundId,
    );
    expect(skipped).toMatchObject({
      rule: 'RETURN_GOODS_DELIVERY',
      message: '未开启「退货退款」自动售后',
      retryable: true,
    });
    // decided once: the sweep leaves it
    await run();
    expect(
      (await logs('SKIPPED')).data.rows.filter((r: { refundId: string }) => r.refundId === refundId),
    ).toHaveLength(1);

    await save({ enabled: true, rules: rules({ returnGoods: { on: true } }) });
    const retried = await call(world, world.seller, 'POST', '/api/b2/setting/autoAfterSale/log/retry', {
      id: skipped.id,
    });
    expect(retried.data).toMatchObject({ result: 'CREATED', rule: 'RETURN_GOODS_DELIVERY' });
    expect(await kase(retried.data.asNo)).toMatchObject({ status: 'GOODS_RETURNING' });
    const detail = await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${retried.data.asNo}`);
    expect(detail.data).toMatchObject({ source: 'AUTO', reason: '质量问题' });
    expect((await converted(id)).as_no).toBe(retried.data.asNo);
    const again = await call(world, world.seller, 'POST', '/api/b2/setting/autoAfterSale/log/retry', {
      id: skipped.id,
    });
    expect(again).toMatchObject({ errorCode: 40900, errorMsg: '该店铺售后已转为代发售后，无需重试' });
    // signed for 16 days ago: skipped for good, nothing to retry
    const late = await signedOrder(1, 1);
    await db().execute(
      sql`update daifa_orders set signed_at = now() - interval '16 days' where order_no = ${late}`,
    );
    const expired = await shopRefundOn(late, 'REFUNDED');
    await run();
    expect(
      (await logs('SKIPPED')).data.rows.find((r: { refundId: string }) => r.refundId === expired.refundId),
    ).toMatchObject({
      rule: null,
      message: '已超过售后申请期限（签收后15天）',
      retryable: false,
    });
    const tabs = (await logs()).data.tabs;
    expect(tabs.ALL).toBe(tabs.CREATED + tabs.SKIPPED + tabs.FAILED);
  });

  it('退货退款 waits for the buyer’s parcel: once the platform shows its waybill the case starts with it, at the desk; 已发货仅退款 is skipped for good', async () => {
    await save({ enabled: true, rules: rules({ returnGoods: { on: true } }) });
    const orderNo = await signedOrder(1, 1);
    const { id, refundId } = await shopRefundOn(orderNo, 'REFUNDING', '七天无理由', 'RETURN_GOODS');
    await run();
    // agreed, nothing sent yet: undecided, unlogged
    expect((await converted(id)).as_no).toBeNull();
    expect((await logs()).data.rows.some((r: { refundId: string }) => r.refundId === refundId)).toBe(false);

    const waybillNo = `YT${String(Date.now()).slice(-10)}`;
    await shipBack(refundId, waybillNo, '圆通速递');
    await run();
    const made = await converted(id);
    expect(made.source).toBe('AUTO');
    const detail = await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${made.as_no}`);
    expect(detail.data).toMatchObject({
      status: 'GOODS_RETURNING',
      returnWaybillNo: waybillNo,
      returnCourier: 'YTO',
      waybillDueAt: null,
    });
    expect(await world.warehouse.control.returnOf(made.as_no!)).toMatchObject({
      stage: 'IN_TRANSIT',
      waybillNo,
    });

    // 已发货仅退款: the buyer keeps the goods, nothing comes back to the stall
    const kept = await signedOrder(1, 1);
    const refundOnly = await shopRefundOn(kept, 'REFUNDED', '少件/漏发', 'REFUND_ONLY');
    await run();
    expect(
      (await logs('SKIPPED')).data.rows.find((r: { refundId: string }) => r.refundId === refundOnly.refundId),
    ).toMatchObject({
      message: '已发货仅退款：买家不退货，没有商品退回档口，无需代发售后',
      retryable: false,
    });
  });

  it('换货 by its own rule once the buyer’s parcel is on its way: the stall’s swap (AUTO) with the colour and size asked; off, 已跳过', async () => {
    await save({ enabled: true, rules: rules({ exchange: { on: true } }) });
    const orderNo = await signedOrder(1, 1);
    const { id, refundId } = await shopRefundOn(orderNo, 'REFUNDING', '尺码拍错/不喜欢', 'EXCHANGE', false, {
      exchange_to: '白色/L',
    });
    await run();
    expect((await converted(id)).as_no).toBeNull();
    const waybillNo = `YT${String(Date.now()).slice(-10)}`;
    await nextVersion(refundId, {
      kind: 'EXCHANGE',
      returnWaybillNo: waybillNo,
      returnCompany: '圆通速递',
      raw: { refund_id: refundId, exchange_to: '白色/L' },
    });
    await run();
    const made = await converted(id);
    expect(made.source).toBe('AUTO');
    const detail = await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${made.as_no}`);
    expect(detail.data).toMatchObject({
      type: 'EXCHANGE_GOODS',
      exchangeTo: '白色/L',
      status: 'GOODS_RETURNING',
      returnWaybillNo: waybillNo,
    });

    await save({ enabled: true, rules: rules({ exchange: { on: false } }) });
    const off = await shopRefundOn(await signedOrder(1, 1), 'REFUNDING', '尺码拍错/不喜欢', 'EXCHANGE');
    await run();
    expect(
      (await logs('SKIPPED')).data.rows.find((r: { refundId: string }) => r.refundId === off.refundId),
    ).toMatchObject({ message: '未开启「换货」自动售后' });
  });

  it('another account sees none of the log and retries nothing', async () => {
    const mine = (await logs()).data.rows[0];
    const other = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    const theirs = await call(world, other, 'POST', '/api/b2/setting/autoAfterSale/log/page', { tab: 'ALL' });
    expect(theirs.data.rows).toEqual([]);
    const tried = await call(world, other, 'POST', '/api/b2/setting/autoAfterSale/log/retry', {
      id: mine.id,
    });
    expect(tried.errorCode).toBe(40400);
  });

  it('one run reads batch after batch until none is due, and a case waiting for 平台退款成功 is read once', async () => {
    await save({
      enabled: true,
      rules: rules({ refundUndelivery: { on: true, trigger: 'REFUNDED', waitMinutes: 0 } }),
    });
    const orders = await Promise.all(
      [0, 1, 2, 3, 4].map(async () => placeAndPay(world, await marketLines(world, 1))),
    );
    // three only applied for (waiting) first, then two refunded (decided): five due, read two at a time
    const cases = [];
    for (const [i, orderNo] of orders.entries())
      cases.push(await shopRefundOn(orderNo, i < 3 ? 'REFUNDING' : 'REFUNDED'));
    const decided = await runAutoAfterSales(
      db(),
      { funds: world.t.funds, fulfilment: world.t.daifa.fulfilment, returns: world.t.daifa.returns },
      { batch: 2 },
    );
    expect(decided).toBe(2);
    const made = await Promise.all(cases.map((c) => converted(c.id)));
    expect(made.map((m) => m.source)).toEqual([null, null, null, 'AUTO', 'AUTO']);
  });

  it('买家撤销: a converted return still waiting for the parcel is 撤销ed, the desk told; with the rule off it is left', async () => {
    const deskStage = async (asNo: string) => (await world.warehouse.control.returnOf(asNo))?.stage;
    await save({ enabled: true, rules: rules({ returnGoods: { on: true }, buyerCancel: { on: true } }) });
    const { id, refundId } = await shopRefundOn(await signedOrder(1, 1), 'REFUNDING');
    await run();
    const made = await converted(id);
    expect(await kase(made.as_no!)).toMatchObject({ status: 'GOODS_RETURNING', return_state: 'WAIT_SIGNED' });
    expect(await deskStage(made.as_no!)).not.toBe('CANCELED');
    await withdraw(refundId);
    // the desk out of reach: 失败, the case as it was, and the next sweep tries again
    const real = world.t.daifa.returns;
    const away = Object.assign(Object.create(real) as typeof real, {
      cancel: async () => ({ outcome: 'UNREACHABLE' as const }),
    });
    await runAutoAfterSales(db(), {
      funds: world.t.funds,
      fulfilment: world.t.daifa.fulfilment,
      returns: away,
    });
    expect(await kase(made.as_no!)).toMatchObject({ status: 'GOODS_RETURNING' });
    expect((await logs('FAILED')).data.rows[0]).toMatchObject({
      refundId,
      rule: 'BUYER_CANCEL',
      message: '仓库暂时联系不上，未撤销，请稍后重试',
    });
    // 店铺售后 words it; converting it again is no use
    const shown = await call(world, world.seller, 'GET', `/api/b2/shop/afterSale/${id}`);
    expect(shown.data).toMatchObject({ status: 'CLOSED', asNo: made.as_no });
    expect(await run()).toBeGreaterThanOrEqual(1);
    expect(await kase(made.as_no!)).toMatchObject({ status: 'CLOSE' });
    expect(await deskStage(made.as_no!)).toBe('CANCELED');
    const logged = (await logs('CANCELED')).data.rows[0];
    expect(logged).toMatchObject({
      refundId,
      rule: 'BUYER_CANCEL',
      result: 'CANCELED',
      asNo: made.as_no,
      message: '买家已撤销退款，代发售后已撤销',
      retryable: false,
    });
    expect(await run()).toBe(0);

    // the rule off: the case stays as it is, and the log says why
    await save({ enabled: true, rules: rules({ returnGoods: { on: true }, buyerCancel: { on: false } }) });
    const second = await shopRefundOn(await signedOrder(1, 1), 'REFUNDING');
    await run();
    const kept = await converted(second.id);
    await withdraw(second.refundId);
    await run();
    expect(await kase(kept.as_no!)).toMatchObject({ status: 'GOODS_RETURNING' });
    expect((await logs('SKIPPED')).data.rows[0]).toMatchObject({
      refundId: second.refundId,
      rule: 'BUYER_CANCEL',
      message: '未开启「买家撤销后自动撤销代发售后」',
    });
  });

  it('已发货仅退款 by rule: a parcel of that line alone is intercepted (AUTO) up to the limit; over it, or a parcel with other goods, 已跳过 with why', async () => {
    const skippedOf = async (refundId: string) =>
      (await logs('SKIPPED')).data.rows.find((r: { refundId: string }) => r.refundId === refundId);
    const orderNo = await shippedOrder(1, 1);
    const { id, refundId, amountFen } = await shopRefundOn(orderNo, 'REFUNDING', '不想要了', 'REFUND_ONLY');
    await save({ enabled: true, rules: rules({ refundDelivery: { on: true, maxFen: 100 } }) });
    await run();
    expect(await skippedOf(refundId)).toMatchObject({
      rule: 'REFUND_DELIVERY',
      message: `退款金额 ¥${(amountFen / 100).toFixed(2)} 超过自动拦截上限 ¥1.00`,
    });
    expect(
      (await save({ enabled: true, rules: rules({ refundDelivery: { on: true, maxFen: 600_000 } }) }))
        .errorMsg,
    ).toBe('金额上限最多¥5000');
    await save({ enabled: true, rules: rules({ refundDelivery: { on: true, maxFen: 500_000 } }) });
    await nextVersion(refundId, { status: 'REFUNDED', kind: 'REFUND_ONLY' });
    await run();
    const made = await converted(id);
    expect(made.source).toBe('AUTO');
    expect(await kase(made.as_no!)).toMatchObject({ status: 'REFUNDING', intercept_state: 'INTERCEPTING' });
    expect(await world.warehouse.control.returnOf(made.as_no!)).toMatchObject({ stage: 'INTERCEPTING' });

    // two lines in the parcel: intercepting it for one would bring the other back too
    const both = await shippedOrder(2, 1);
    const second = await shopRefundOn(both, 'REFUNDED', '不想要了', 'REFUND_ONLY');
    await run();
    expect(await skippedOf(second.refundId)).toMatchObject({
      message: '包裹内还有其他商品，拦截会退回整个包裹；签收后可转为退货退款',
    });
    expect((await converted(second.id)).as_no).toBeNull();
  });

  it('抖音极速退款 by its own rule, without the wait: made at once while 未发货仅退款 waits; off, 已跳过', async () => {
    const slow = { refundUndelivery: { on: true, trigger: 'APPLY', waitMinutes: 30 } };
    await save({ enabled: true, rules: rules(slow) });
    const fast = await shopRefundOn(
      await placeAndPay(world, await marketLines(world, 2)),
      'REFUNDED',
      '不想要了',
      'UNSHIPPED',
      true,
    );
    const plain = await shopRefundOn(await placeAndPay(world, await marketLines(world, 2)), 'REFUNDED');
    await run();
    const made = await converted(fast.id);
    expect(made.source).toBe('AUTO');
    expect(await kase(made.as_no!)).toMatchObject({ status: 'COMPLETE' });
    const type = await db().execute<{ type: string }>(
      sql`select type from after_sales where as_no = ${made.as_no}`,
    );
    expect(type.rows[0]!.type).toBe('FAST_REFUND_TIKTOK');
    // the ordinary one waits its 30 minutes
    expect((await converted(plain.id)).as_no).toBeNull();

    await save({ enabled: true, rules: rules({ ...slow, fastRefund: { on: false } }) });
    const off = await shopRefundOn(
      await placeAndPay(world, await marketLines(world, 2)),
      'REFUNDED',
      '不想要了',
      'UNSHIPPED',
      true,
    );
    await run();
    const skipped = (await logs('SKIPPED')).data.rows.find(
      (r: { refundId: string }) => r.refundId === off.refundId,
    );
    expect(skipped).toMatchObject({ rule: 'FAST_REFUND_TIKTOK', message: '未开启「抖音极速退款」自动售后' });
  });
});
