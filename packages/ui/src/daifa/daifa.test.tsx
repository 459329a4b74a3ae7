import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderKit } from '../../test/render.tsx';
import { CourierQuoteList } from './CourierQuoteList.tsx';
import { FeeSummary } from './FeeSummary.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { timelineText } from './timelineText.ts';

describe('代发订单 presenters', () => {
  it('the timeline words each event, newest first', () => {
    renderKit(
      <OrderTimeline
        events={[
          { at: '2026-11-24T02:00:00Z', type: 'PLACED', params: { lines: 2, totalFen: 12850 } },
          { at: '2026-11-24T02:05:00Z', type: 'PAID', params: { method: 'BALANCE' } },
          {
            at: '2026-11-25T06:00:00Z',
            type: 'WAYBILL_REFUSED',
            params: { reason: '收件地址不详，快递无法揽收' },
          },
        ]}
      />,
    );
    const rows = within(screen.getByRole('region', { name: '订单动态' })).getAllByText(/：|付款/);
    expect(rows[0]).toHaveTextContent('地址异常：收件地址不详，快递无法揽收，请修改地址、换快递或取消订单');
    expect(rows.at(-1)).toHaveTextContent('下单：2 款商品，应付 ¥128.50');
  });

  it('an order finished by time and one finished by its shop order read differently', () => {
    expect(timelineText('FINISHED', { days: 7 })).toBe('签收满 7 天，订单已完成');
    expect(timelineText('FINISHED', { byShop: true })).toBe('店铺订单已完成，代发订单随之完成');
    expect(timelineText('WRITE_BACK', { tid: 'T1', waybillNo: '7891', additional: true })).toBe(
      '运单号 7891 已作为追加包裹回传店铺订单 T1',
    );
    expect(timelineText('PLACED', { lines: 1, totalFen: 1250, extras: { shoeBox: 'REINFORCED' } })).toBe(
      '下单：1 款商品，应付 ¥12.50（加固鞋盒）',
    );
  });

  it('another module words its own events and names who acted', () => {
    renderKit(
      <OrderTimeline
        aria-label="拿货单动态"
        wording={(type, params) => (type === 'TOOK' ? `拿货完成：实拿 ${String(params.took)} 件` : type)}
        events={[{ at: '2026-11-24T02:00:00Z', type: 'TOOK', params: { took: 3 }, by: '拿货员' }]}
      />,
    );
    const region = screen.getByRole('region', { name: '拿货单动态' });
    expect(region).toHaveTextContent('拿货完成：实拿 3 件');
    expect(region).toHaveTextContent('· 拿货员');
  });

  it('the fees add up to 合计; 已退款 only once something came back', () => {
    const { rerender } = renderKit(<FeeSummary goodsFen={9300} serviceFen={300} freightFen={300} />);
    expect(screen.getByText('合计').nextSibling).toHaveTextContent('¥99.00');
    expect(screen.queryByText('已退款')).toBeNull();
    rerender(<FeeSummary goodsFen={9300} serviceFen={300} freightFen={300} refundedFen={300} />);
    expect(screen.getByText('已退款')).toBeInTheDocument();
  });

  it('the courier list asks for a province first, then offers each courier with its freight', () => {
    const onChange = vi.fn();
    const { rerender } = renderKit(<CourierQuoteList quotes={null} value={null} onChange={onChange} />);
    expect(screen.getByText('先选择收件地区，再选快递')).toBeInTheDocument();
    rerender(
      <CourierQuoteList
        quotes={[
          { code: 'ZTO', name: '中通快递', freightFen: 300, etaDays: 3 },
          { code: 'SF', name: '顺丰速运', freightFen: 1200, etaDays: 2 },
        ]}
        value="ZTO"
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: /顺丰速运/ }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ code: 'SF', freightFen: 1200 }));
    rerender(<CourierQuoteList quotes={[]} value={null} onChange={onChange} />);
    expect(screen.getByText('该地区暂不支持快递')).toBeInTheDocument();
  });
});
