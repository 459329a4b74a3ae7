import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { expect, within } from 'storybook/test';
import { ParcelCard } from '@oms/ui';

const NOW = Date.parse('2026-11-29T02:00:00Z');
const parcel = {
  headlessNo: 'WJ261127900012',
  courierName: '中通快递',
  waybillNo: '7730****1234',
  goodsHint: '黑色连衣裙 ×1',
  weightG: 930,
  signedAt: '2026-11-27T06:24:00Z',
  deadlineAt: '2026-12-20T06:24:00Z',
  now: NOW,
};

/** A drawn stand-in for the desk's goods photo. */
const Photo = () => (
  <svg width={110} height={82} role="img" aria-label="包裹内物品照片">
    <rect width={110} height={82} fill="#b9b3a8" />
    <path d="M45 12 h20 l3 25 l18 40 h-62 l18 -40 z" fill="#26262a" />
  </svg>
);

const meta = {
  title: 'AfterSale/ParcelCard',
  component: ParcelCard,
  args: {
    ...parcel,
    photos: <Photo />,
    action: (
      <Button type="primary" size="small">
        认领
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div role="list" aria-label="认领大厅" style={{ width: 260 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof ParcelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the pool: the waybill 4 + 4, what the desk saw, 22 days left. */
export const InThePool: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('listitem', { name: '无头件 WJ261127900012' });
    await expect(card).toHaveTextContent('中通快递 7730****1234');
    await expect(within(card).getByText('剩 22 天')).toBeInTheDocument();
  },
};

/** Its last days, red; found by 以图搜件, with how alike. */
export const ExpiringFoundByPhoto: Story = {
  args: { deadlineAt: '2026-11-30T06:24:00Z', similarity: 97 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('剩 2 天').closest('.ant-tag')).toHaveClass('ant-tag-red');
    await expect(c.getByText('相似度 97%')).toBeInTheDocument();
  },
};

/** The desk noted nothing inside and no weight. */
export const NothingNoted: Story = {
  args: { goodsHint: '', weightG: null, photos: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('未登记商品')).toBeInTheDocument();
  },
};
