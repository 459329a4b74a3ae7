import { describe, expect, it } from 'vitest';
import { refundAt, type OrderFacts } from './orderView.ts';
import type { OrderSchedule } from './orderSchedule.ts';
import type { OrderContent } from './orderContent.ts';

const H = 3_600_000;
const T0 = Date.parse('2026-11-20T02:00:00Z');

function facts(channel: string, refund: NonNullable<OrderSchedule['refund']>): OrderFacts {
  const schedule = {
    k: 7,
    lineCount: 1,
    createdAt: T0 - 48 * H,
    paidAt: T0 - 47 * H,
    unpaidClosedAt: null,
    cancelledAt: null,
    addressChangedAt: null,
    shippedAt: T0 - 40 * H,
    shippedByPlatform: true,
    finishedAt: null,
    refund,
  } as OrderSchedule;
  const content = {
    lines: [{ priceFen: 8900, quantity: 1 }],
    refundReason: '尺码不合适',
  } as unknown as OrderContent;
  return { channel, tid: '4012345678', schedule, content, pushed: null };
}

const returnGoods = {
  line: 0,
  requestedAt: T0,
  resolvedAt: T0 + 40 * H,
  outcome: 'REFUNDED' as const,
  goodsBack: {
    agreedAt: T0 + 8 * H,
    shippedBackAt: T0 + 20 * H,
    waybillNo: 'YT123456789012',
    company: '圆通速递',
  },
};

describe('a refund’s life on the platform', () => {
  it('退货退款 on 淘宝: asked, agreed, the buyer ships back (sid), success — each step a new refund_version', () => {
    const at = (h: number) => refundAt(facts('TAOBAO', returnGoods), T0 + h * H)!;
    expect(at(1)).toMatchObject({
      tb_status: 'WAIT_SELLER_AGREE',
      status: 'REFUNDING',
      return_waybill_no: null,
      refund_kind: 'RETURN_GOODS',
      has_good_return: true,
    });
    expect(at(9)).toMatchObject({
      tb_status: 'WAIT_BUYER_RETURN_GOODS',
      good_status: 'BUYER_RECEIVED',
      refund_version: T0 + 8 * H,
    });
    expect(at(9).sid).toBeUndefined();
    expect(at(21)).toMatchObject({
      tb_status: 'WAIT_SELLER_CONFIRM_GOODS',
      good_status: 'BUYER_RETURNED_GOODS',
      sid: 'YT123456789012',
      company_name: '圆通速递',
      return_waybill_no: 'YT123456789012',
      return_company: '圆通速递',
      refund_version: T0 + 20 * H,
      status: 'REFUNDING',
    });
    expect(at(41)).toMatchObject({
      tb_status: 'SUCCESS',
      status: 'REFUNDED',
      sid: 'YT123456789012',
      refund_version: T0 + 40 * H,
    });
  });

  it('on 抖店: 6 → 7 → 11 (logistics_code) → 12; 已发货仅退款 is type 1 and goes 6 → 12; a withdrawn one 6 → 7 → 28', () => {
    const at = (refund: NonNullable<OrderSchedule['refund']>, h: number) =>
      refundAt(facts('TIKTOK', refund), T0 + h * H)!;
    expect([1, 9, 21, 41].map((h) => at(returnGoods, h).aftersale_status)).toEqual([6, 7, 11, 12]);
    expect(at(returnGoods, 21)).toMatchObject({ aftersale_type: 0, logistics_code: 'YT123456789012' });
    const refundOnly = { ...returnGoods, goodsBack: null };
    expect([1, 21, 41].map((h) => at(refundOnly, h).aftersale_status)).toEqual([6, 6, 12]);
    expect(at(refundOnly, 41)).toMatchObject({
      aftersale_type: 1,
      refund_kind: 'REFUND_ONLY',
      return_waybill_no: null,
    });
    const withdrawn = {
      ...returnGoods,
      outcome: 'CLOSED' as const,
      goodsBack: { ...returnGoods.goodsBack, shippedBackAt: null },
    };
    expect([1, 9, 41].map((h) => at(withdrawn, h).aftersale_status)).toEqual([6, 7, 28]);
    expect(at(withdrawn, 41).status).toBe('CLOSED');
  });

  it('极速退款 on 抖店: asked before shipping, refunded two minutes later, tagged 极速退款; 淘宝 says nothing of it', () => {
    const fast = {
      line: 0,
      requestedAt: T0,
      resolvedAt: T0 + 120_000,
      outcome: 'REFUNDED' as const,
      early: true,
      fast: true,
    };
    const at = (channel: string, ms: number) => refundAt(facts(channel, fast), T0 + ms)!;
    expect(at('TIKTOK', 60_000)).toMatchObject({
      status: 'REFUNDING',
      refund_kind: 'UNSHIPPED',
      aftersale_type: 2,
      aftersale_status: 6,
      aftersale_tags: [{ tag_detail: '极速退款' }],
    });
    expect(at('TIKTOK', 120_000)).toMatchObject({ status: 'REFUNDED', aftersale_status: 12 });
    expect(at('TAOBAO', 60_000).aftersale_tags).toBeUndefined();
    // an ordinary unshipped refund carries no tag
    expect(refundAt(facts('TIKTOK', { ...fast, fast: false }), T0 + 60_000)!.aftersale_tags).toBeUndefined();
  });

  it('on 拼多多: 3 退货退款待商家处理 → 7 待用户发货 (then tracking_number) → 10 退款成功; 仅退款 is type 2, refused 6', () => {
    const at = (h: number) => refundAt(facts('PDD', returnGoods), T0 + h * H)!;
    expect(at(1)).toMatchObject({ after_sales_type: 3, after_sales_status: 3, refund_amount: 8900 });
    expect(at(9)).toMatchObject({ after_sales_status: 7 });
    expect(at(9).tracking_number).toBeUndefined();
    expect(at(21)).toMatchObject({
      after_sales_status: 7,
      tracking_number: 'YT123456789012',
      shipping_name: '圆通速递',
    });
    expect(at(41)).toMatchObject({ after_sales_status: 10, status: 'REFUNDED' });
    const refused = { ...returnGoods, goodsBack: null, outcome: 'REFUSED' as const };
    expect(refundAt(facts('PDD', refused), T0 + H)).toMatchObject({
      after_sales_type: 2,
      after_sales_status: 2,
    });
    expect(refundAt(facts('PDD', refused), T0 + 41 * H)).toMatchObject({ after_sales_status: 6 });
  });
});
