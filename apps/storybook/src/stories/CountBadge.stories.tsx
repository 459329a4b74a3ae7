import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, Space } from 'antd';
import { expect, within } from 'storybook/test';
import { CountBadge } from '@oms/ui';

const meta = {
  title: 'Kit/CountBadge',
  component: CountBadge,
  args: { count: 8 },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standalone: Story = {};

export const Overflow: Story = {
  name: '99+ above 99',
  render: () => (
    <Space size="large">
      <CountBadge count={99} />
      <CountBadge count={100} />
      <CountBadge count={2048} />
    </Space>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle('99')).toBeVisible();
    await expect(canvas.getAllByTitle('99+')).toHaveLength(2);
  },
};

export const InTheMenu: Story = {
  name: 'In the left menu',
  render: () => (
    <div style={{ width: 220 }}>
      <Menu
        mode="inline"
        defaultOpenKeys={['daifa']}
        selectedKeys={['/afterSale/problemList']}
        items={[
          {
            key: 'daifa',
            label: '代发管理',
            children: [
              { key: '/order/daifaOrderList', label: '代发订单' },
              { key: '/afterSale/afterSaleList', label: '售后订单' },
              {
                key: '/afterSale/problemList',
                label: (
                  <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                    问题件 <CountBadge count={128} />
                  </span>
                ),
              },
              { key: '/afterSale/headlessList', label: '无头件认领' },
            ],
          },
        ]}
      />
    </div>
  ),
};
