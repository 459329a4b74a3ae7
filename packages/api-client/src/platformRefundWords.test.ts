import { describe, expect, it } from 'vitest';
import { platformRefundWords } from './states/platformRefundWords.ts';

describe('platformRefundWords', () => {
  it('words 淘宝 and 抖店 refunds as those platforms do, and nothing for the others', () => {
    expect(
      platformRefundWords('TAOBAO', { tb_status: 'WAIT_SELLER_AGREE', good_status: 'BUYER_NOT_RECEIVED' }),
    ).toBe('WAIT_SELLER_AGREE 买家已经申请退款，等待卖家同意 · 买家未收到货');
    expect(platformRefundWords('TIKTOK', { aftersale_type: 2, aftersale_status: 6 })).toBe(
      '未发货仅退款 · 6 待商家处理',
    );
    expect(platformRefundWords('TIKTOK', { aftersale_type: 0, aftersale_status: 12 })).toBe(
      '退货退款 · 12 同意退款',
    );
    expect(platformRefundWords('PDD', { status: 'REFUNDING' })).toBeNull();
    expect(platformRefundWords('TAOBAO', { status: 'REFUNDING' })).toBeNull();
  });
});
