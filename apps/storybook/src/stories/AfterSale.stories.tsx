import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AfterSaleSteps } from '@oms/ui';

const meta = {
  title: 'AfterSale/Steps',
  component: AfterSaleSteps,
} satisfies Meta<typeof AfterSaleSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 退货退款 with the buyer's parcel on its way: the warehouse has not signed for it yet. */
export const ParcelOnItsWay: Story = {
  args: {
    type: 'RETURN_GOODS_DELIVERY',
    status: 'GOODS_RETURNING',
    returnState: 'WAIT_SIGNED',
    returnWaybillNo: '78812345678901',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('买家已寄回（78812345678901），等待仓库签收'),
    ).toBeInTheDocument();
  },
};

/** The stall refused a piece: the case stops red at 退回档口 with its reason. */
export const StallRefused: Story = {
  args: {
    type: 'RETURN_GOODS_DELIVERY',
    status: 'PROBLEM',
    returnState: 'FACTORY_REFUSE',
    returnWaybillNo: '78812345678901',
    problemReason: '档口拒收：试穿有异味',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('档口拒收：试穿有异味')).toBeInTheDocument();
  },
};

/** On a phone: the steps stand one under another. */
export const Vertical: Story = {
  args: {
    type: 'RETURN_GOODS_DELIVERY',
    status: 'COMPLETE',
    returnState: 'FACTORY_RETURNED',
    returnWaybillNo: '78812345678901',
    direction: 'vertical',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('档口已退款，已到账余额')).toBeInTheDocument();
  },
};

/** 已发货仅退款 whose interception failed: stopped red at 快递拦截 with the courier's reason. */
export const InterceptFailed: Story = {
  args: {
    type: 'REFUND_DELIVERY',
    status: 'REFUSE',
    returnState: null,
    returnWaybillNo: null,
    interceptState: 'FAILED',
    problemReason: '拦截失败：快递员已派送，拦截未成功',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('快递拦截')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('拦截失败：快递员已派送，拦截未成功')).toBeInTheDocument();
  },
};

/** 换货 done: the stall swapped the goods and the warehouse shipped them to the buyer again. */
export const ExchangeShipped: Story = {
  args: {
    type: 'EXCHANGE_GOODS',
    status: 'COMPLETE',
    returnState: 'FACTORY_RETURNED',
    returnWaybillNo: '78812345678901',
    reshipWaybillNo: '75123456789012',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('换货寄出')).toBeInTheDocument();
    await expect(
      within(canvasElement).getByText('档口已换货，已寄给买家（75123456789012）'),
    ).toBeInTheDocument();
  },
};
