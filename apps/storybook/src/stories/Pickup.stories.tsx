import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AreaTree, areaChoice, ReportSheet, StallTaskCard } from '@oms/ui';
import { marketTree, pickupRow, stallOfTheWalk } from '@oms/ui/testing';

const meta = {
  title: 'Pickup/StallTaskCard',
  component: StallTaskCard,
  args: {
    stall: stallOfTheWalk,
    queued: new Map(),
    onTook: fn(),
    onStop: fn(),
    onQuick: fn(),
    onRestLack: fn(),
    onCancelTook: fn(),
    canCancel: (row) => row.id === 103,
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof StallTaskCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 我的任务 at one stall on a phone: two lines to fetch (one stuck two days), one taken and still undoable. */
export const AtTheStall: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('region', { name: '档口 A316' });
    await expect(within(card).getByText('滞留 2 天')).toBeInTheDocument();
    await userEvent.click(within(card).getAllByRole('button', { name: '已拿' })[0]!);
    await expect(args.onTook).toHaveBeenCalledWith(expect.objectContaining({ articleNo: 'K8865' }));
    await expect(within(card).getByRole('button', { name: '取消已拿' })).toBeInTheDocument();
  },
};

/** In the basement: the 缺货 waits for signal and says so on its line. */
export const WaitingForSignal: Story = {
  args: { queued: new Map([[101, '缺货']]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('待上传：缺货')).toBeInTheDocument();
  },
};

/** 已拿 in the bottom sheet: a price over 参考价 + ¥2.00 is refused in place. */
export const TookSheet: Story = {
  render: () => <ReportSheet row={pickupRow()} kind="TOOK" onSubmit={fn()} onClose={fn()} />,
  play: async () => {
    const body = within(document.body);
    const price = await body.findByLabelText('实拿价');
    await userEvent.clear(price);
    await userEvent.type(price, '38');
    await expect(
      body.getByText('实拿价超出参考价2元以上，请选择「停止拿货 · 档口涨价」'),
    ).toBeInTheDocument();
    await expect(body.getByRole('button', { name: '确认上报' })).toBeDisabled();
  },
};

/** 停止拿货 in the sheet: 档口涨价 asks for the stall's new price. */
export const StopSheet: Story = {
  render: () => <ReportSheet row={pickupRow()} kind="STOP" onSubmit={fn()} onClose={fn()} />,
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByText('档口涨价'));
    await expect(body.getByLabelText('档口新价格')).toBeInTheDocument();
  },
};

function AreaTreeDemo() {
  const [checked, setChecked] = useState<string[]>([]);
  const chosen = areaChoice(marketTree, checked);
  return (
    <div style={{ width: 420 }}>
      <AreaTree area={marketTree} checked={checked} onCheck={setChecked} />
      <Typography.Paragraph data-testid="chosen">
        市场 {chosen.marketIds.join(',') || '—'} · 楼层 {chosen.floorIds.join(',') || '—'} · 档口{' '}
        {chosen.supplierIds.join(',') || '—'}
        {chosen.unmatched ? ' · 未归类' : ''}
      </Typography.Paragraph>
    </div>
  );
}

/** 按区域指派's tree: ticking a market hands out the market, not each of its stalls. */
export const AreaTreeTicks: Story = {
  render: () => <AreaTreeDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('国投女装（待指派 5）')).toBeInTheDocument();
    await expect(canvas.getByText('3楼（3）')).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('checkbox')[0]!);
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('市场 1 · 楼层 — · 档口 —');
  },
};
