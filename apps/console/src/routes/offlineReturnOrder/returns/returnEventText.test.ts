import { describe, expect, it } from 'vitest';
import { returnEventText } from './returnEventText.ts';

const event = (type: string, params: Record<string, unknown> = {}) => [type, params] as const;

describe('returnEventText', () => {
  it('words each move as the board does, with what it carried', () => {
    expect(returnEventText(...event('ASSIGNED', { staffId: 7, staffName: '退货员' }))).toBe(
      '指派给退货员 退货员',
    );
    expect(returnEventText(...event('REFUNDED', { refundFen: 6000 }))).toBe('档口已退款 ¥60.00');
    expect(returnEventText(...event('REFUSED', { refuseReason: 'MISSING_PARTS' }))).toBe(
      '档口拒收：缺少配件/吊牌',
    );
    expect(returnEventText(...event('DISPOSED', { disposition: 'WRITE_OFF' }))).toBe('报损');
    expect(
      returnEventText(...event('SHIPPED', { courierCode: 'ZTO', waybillNo: '7312345678901', feeFen: 600 })),
    ).toBe('寄回异地档口：中通快递 7312345678901，运费 ¥6.00');
    expect(returnEventText(...event('STOPPED', { note: '档口放假' }))).toBe('暂停退货（档口放假）');
  });
});
