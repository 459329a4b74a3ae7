import { describe, expect, it } from 'vitest';
import { platformRefundWords } from './states/platformRefundWords.ts';

describe('platformRefundWords', () => {
  it('words 淘宝, 抖店 and 拼多多 refunds as those platforms do, and nothing for the others', () => {
    expect(
      platformRefundWords('TAOBAO', { tb_status: 'WAIT_SELLER_AGREE', good_status: 'BUYER_NOT_RECEIVED' }),
    ).toBe('WAIT_SELLER_AGREE 买家已经申请退款，等待卖家同意 · 买家未收到货');
    expect(platformRefundWords('TIKTOK', { aftersale_type: 2, aftersale_status: 6 })).toBe(
      '未发货仅退款 · 6 待商家处理',
    );
    expect(platformRefundWords('TIKTOK', { aftersale_type: 0, aftersale_status: 12 })).toBe(
      '退货退款 · 12 同意退款',
    );
    expect(
      platformRefundWords('TIKTOK', {
        aftersale_type: 2,
        aftersale_status: 12,
        aftersale_tags: [{ tag_detail: '极速退款' }],
      }),
    ).toBe('未发货仅退款 · 极速退款 · 12 同意退款');
    expect(platformRefundWords('PDD', { after_sales_type: 3, after_sales_status: 7 })).toBe(
      '退货退款 · 7 已同意退货退款，待用户发货',
    );
    expect(platformRefundWords('PDD', { status: 'REFUNDING' })).toBeNull();
    expect(platformRefundWords('JD', { status: 'REFUNDING' })).toBeNull();
    expect(platformRefundWords('TAOBAO', { status: 'REFUNDING' })).toBeNull();
  });
});
