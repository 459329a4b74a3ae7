import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CourierQuoteList, FeeSummary, OrderTimeline, type CourierQuote } from '@oms/ui';

const meta = {
  title: 'Daifa/Order',
  component: OrderTimeline,
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 订单动态 of an order that met a refused waybill and went on with another courier. */
export const Timeline: Story = {
  args: {
    events: [
      { at: '2026-11-24T02:00:00Z', type: 'PLACED', params: { lines: 2, totalFen: 12850 } },
      { at: '2026-11-24T02:01:10Z', type: 'PAID', params: { method: 'ALIPAY' } },
      { at: '2026-11-24T02:03:00Z', type: 'SUBMITTED', params: {} },
      { at: '2026-11-24T02:10:00Z', type: 'TAKING_STARTED', params: {} },
      { at: '2026-11-24T05:42:00Z', type: 'LINE_RESULT', params: { lineNo: 1, result: 'TOOK' } },
      { at: '2026-11-24T05:58:00Z', type: 'LINE_RESULT', params: { lineNo: 2, result: 'TOOK' } },
      { at: '2026-11-24T07:20:00Z', type: 'PACKED', params: { weightG: 680 } },
      { at: '2026-11-24T07:31:00Z', type: 'WAYBILL_REFUSED', params: { reason: '收件地址不详，快递无法揽收' } },
      {
        at: '2026-11-24T09:02:00Z',
        type: 'COURIER_CHANGED',
        params: { fromName: '中通快递', toName: '圆通速递', fen: 100, by: 'seller' },
      },
      { at: '2026-11-24T09:15:00Z', type: 'WAYBILL_PRINTED', params: { waybillNo: '78801234567890' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('换快递：中通快递 → 圆通速递，运费补 ¥1.00（seller）')).toBeInTheDocument();
    await expect(canvas.getByText('已打印面单，运单号 78801234567890')).toBeInTheDocument();
  },
};

/** 费用 of the same order, after ¥3.00 came back. */
export const Fees: Story = {
  args: { events: [] },
  render: () => <FeeSummary goodsFen={12200} serviceFen={300} freightFen={400} refundedFen={300} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥129.00')).toBeInTheDocument();
  },
};

const QUOTES: CourierQuote[] = [
  { code: 'ZTO', name: '中通快递', freightFen: 300, etaDays: 3 },
  { code: 'YTO', name: '圆通速递', freightFen: 300, etaDays: 3 },
  { code: 'YUNDA', name: '韵达快递', freightFen: 350, etaDays: 3 },
  { code: 'SF', name: '顺丰速运', freightFen: 1200, etaDays: 2 },
];

function CourierChoice() {
  const [value, setValue] = useState<string | null>('ZTO');
  return <CourierQuoteList quotes={QUOTES} value={value} onChange={(c) => setValue(c.code)} />;
}

/** 代发下单's courier picker for a 广东 receiver, 中通 chosen; picking 顺丰 moves the choice. */
export const CourierPicker: Story = {
  args: { events: [] },
  render: () => <CourierChoice />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /顺丰速运/ }));
    await expect(canvas.getByRole('radio', { name: /顺丰速运/ })).toBeChecked();
  },
};

/** Before a province is chosen, and a province no courier reaches. */
export const CourierPickerEmpty: Story = {
  args: { events: [] },
  render: () => (
    <>
      <CourierQuoteList quotes={null} value={null} onChange={() => undefined} />
      <br />
      <CourierQuoteList quotes={[]} value={null} onChange={() => undefined} />
    </>
  ),
};
