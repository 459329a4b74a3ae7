import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderKit } from '../../test/render.tsx';
import { marketTree, pickupRow, stallOfTheWalk } from '../testing/pickupFixtures.ts';
import { areaChoice } from './AreaTree.tsx';
import { ReportSheet } from './ReportSheet.tsx';
import { StallTaskCard } from './StallTaskCard.tsx';

const handlers = () => ({
  onTook: vi.fn(),
  onStop: vi.fn(),
  onQuick: vi.fn(),
  onRestLack: vi.fn(),
  onCancelTook: vi.fn(),
});

describe('按区域指派: what a tick hands out', () => {
  it('a ticked market stands for its floors and stalls; 未归类 rides along', () => {
    expect(areaChoice(marketTree, ['m:1', 'f:11', 's:111', 's:121', 'unmatched'])).toEqual({
      marketIds: [1],
      floorIds: [],
      supplierIds: [],
      unmatched: true,
    });
    expect(areaChoice(marketTree, ['f:12', 's:121', 's:111'])).toEqual({
      marketIds: [],
      floorIds: [12],
      supplierIds: [111],
      unmatched: false,
    });
  });
});

describe('a stall of 我的任务', () => {
  it('offers the five answers on open lines only, names the stuck days, and 本档口其余缺货 for the rest', () => {
    const on = handlers();
    renderKit(<StallTaskCard stall={stallOfTheWalk} queued={new Map()} canCancel={() => false} {...on} />);
    const card = screen.getByRole('region', { name: '档口 A316' });
    expect(within(card).getByText('滞留 2 天')).toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: '已拿' })).toHaveLength(2);
    fireEvent.click(within(card).getAllByRole('button', { name: '缺货' })[1]!);
    expect(on.onQuick).toHaveBeenCalledWith(expect.objectContaining({ id: 102 }), 'LACK');
    fireEvent.click(within(card).getByRole('button', { name: '本档口其余缺货（2 行）' }));
    expect(on.onRestLack.mock.calls[0]![0].map((r: { id: number }) => r.id)).toEqual([101, 102]);
    expect(within(card).getByRole('link', { name: '拨打档口电话 13812340316' })).toHaveAttribute(
      'href',
      'tel:13812340316',
    );
  });

  it('a line waiting for signal says what it will report, instead of its buttons', () => {
    renderKit(
      <StallTaskCard
        stall={stallOfTheWalk}
        queued={new Map([[101, '缺货']])}
        canCancel={(r) => r.id === 103}
        {...handlers()}
      />,
    );
    expect(screen.getByText('待上传：缺货')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '已拿' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: '取消已拿' })).toBeInTheDocument();
  });
});

describe('the report sheet', () => {
  it('已拿 at a price over 参考价 + ¥2.00 is refused in place; fewer pieces is 部分拿货', () => {
    const onSubmit = vi.fn();
    renderKit(<ReportSheet row={pickupRow()} kind="TOOK" onSubmit={onSubmit} onClose={() => {}} />);
    const price = screen.getByLabelText('实拿价');
    fireEvent.change(price, { target: { value: '55.01' } });
    expect(screen.getByText('实拿价超出参考价2元以上，请选择「停止拿货 · 档口涨价」')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认上报' })).toBeDisabled();
    fireEvent.change(price, { target: { value: '36.50' } });
    fireEvent.change(screen.getByLabelText('实拿数量'), { target: { value: '2' } });
    expect(screen.getByText('少于 3 件为部分拿货，其余明天再拿')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确认上报' }));
    expect(onSubmit).toHaveBeenCalledWith({
      id: 101,
      version: 2,
      outcome: 'TOOK',
      tookQty: 2,
      tookPriceFen: 3650,
    });
  });

  it('档口涨价 asks for the new price before it may be sent', () => {
    const onSubmit = vi.fn();
    renderKit(<ReportSheet row={pickupRow()} kind="STOP" onSubmit={onSubmit} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('radio', { name: '档口涨价' }));
    expect(screen.getByRole('button', { name: '确认上报' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('档口新价格'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: '确认上报' }));
    expect(onSubmit).toHaveBeenCalledWith({
      id: 101,
      version: 2,
      outcome: 'STOP',
      stopReason: 'PRICE_RAISED',
      newPriceFen: 4000,
    });
  });
});
