import { describe, expect, it } from 'vitest';
import { offlineOrderEventText, offlineReturnEventText } from './offlineEventText.ts';

describe('offline timelines in words', () => {
  it('拿货完成 names what came back and what is short', () => {
    expect(offlineOrderEventText('TOOK', { took: 3, short: 2 })).toBe('拿货完成：实拿 3 件，缺 2 件');
    expect(offlineOrderEventText('TOOK', { took: 3, short: 0 })).toBe('拿货完成：实拿 3 件');
    expect(offlineOrderEventText('CANCELED', { reason: '客户不要了' })).toBe('取消拿货单（客户不要了）');
  });

  it('a stall refund shows yuan; a refusal its reason and the note', () => {
    expect(offlineReturnEventText('REFUNDED', { refundFen: 4000 })).toBe('档口已退款 ¥40.00');
    expect(offlineReturnEventText('REFUSED', { refuseReason: 'SMELL', note: '有香水味' })).toBe(
      '档口拒收：试穿有异味（有香水味）',
    );
  });
});
